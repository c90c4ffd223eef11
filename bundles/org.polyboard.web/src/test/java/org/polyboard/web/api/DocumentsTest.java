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
    void progressValuesAreNumbersAsInTheResults() {
        assertThat(Documents.value("12")).isEqualTo(new com.google.gson.JsonPrimitive(12L));
        assertThat(Documents.value("160/11")).isEqualTo(new com.google.gson.JsonPrimitive("160/11"));
        assertThat(Documents.value("14.5")).isEqualTo(new com.google.gson.JsonPrimitive(new java.math.BigDecimal("14.5")));
        assertThat(Documents.value(null).isJsonNull()).isTrue();
        assertThat(Documents.value("n/a")).isEqualTo(new com.google.gson.JsonPrimitive("n/a"));
    }

    @Test
    void messagesAreOneLine() {
        assertThat(HttpError.oneLine("n=0 is out of range.\nMaybe n=8.")).isEqualTo("n=0 is out of range; maybe n=8.");
    }
}
