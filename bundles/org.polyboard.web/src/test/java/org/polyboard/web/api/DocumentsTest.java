package org.polyboard.web.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class DocumentsTest {

    @Test
    void jsonIsReadStrictly() {
        assertThat(Documents.strict("{\"n\": 8}").getAsJsonObject().get("n").getAsInt()).isEqualTo(8);
        assertThatThrownBy(() -> Documents.strict("{n: 8}")).hasMessage("Malformed JSON at line 1 column 3.");
        assertThatThrownBy(() -> Documents.strict("{\"n\": 8} {")).hasMessageStartingWith("Malformed JSON at line 1 column");
        assertThatThrownBy(() -> Documents.strict("// no\n{}")).hasMessageStartingWith("Malformed JSON at line 1");
        assertThatThrownBy(() -> Documents.strict(" ")).hasMessage("Malformed JSON: the body is empty.");
    }

    @Test
    void messagesAreOneLine() {
        assertThat(HttpError.oneLine("n=0 is out of range.\nMaybe n=8.")).isEqualTo("n=0 is out of range.; Maybe n=8.");
    }
}
