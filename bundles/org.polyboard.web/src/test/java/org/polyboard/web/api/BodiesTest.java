package org.polyboard.web.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

/** Request bodies: JSON only, UTF-8 only, within the limit, and a refused body still read to its end. */
class BodiesTest {

    private static final int MAX = 1024;

    @Test
    void aJsonBodyWithinTheLimitIsReadAsUtf8() throws IOException {
        String body = "{\"family\":\"knight-cover\",\"note\":\"\u00e9\"}";
        assertThat(Bodies.read("application/json; charset=utf-8", body.length(), false, () -> stream(body), MAX)).isEqualTo(body);
        assertThat(Bodies.read("application/json", -1, false, () -> stream(body), MAX)).isEqualTo(body);
    }

    @Test
    void aBodyThatIsNotDeclaredJsonIs415() {
        assertThatThrownBy(() -> Bodies.read("text/plain", 2, false, () -> stream("{}"), MAX)).isInstanceOf(HttpError.class)
                .hasMessage("The body must be JSON, sent with 'Content-Type: application/json' (got text/plain).")
                .extracting(e -> ((HttpError) e).status()).isEqualTo(415);
        assertThatThrownBy(() -> Bodies.read(null, 2, false, () -> stream("{}"), MAX))
                .hasMessage("The body must be JSON, sent with 'Content-Type: application/json'.");
    }

    @Test
    void aBodyOverTheLimitIs413AndIsReadToItsEndFirst() {
        AtomicLong read = new AtomicLong();
        InputStream big = counting(new byte[10 * MAX], read);
        assertThatThrownBy(() -> Bodies.read("application/json", 10 * MAX, false, () -> big, MAX))
                .hasMessage("The body is too large (10240 bytes); at most 1024 bytes.")
                .extracting(e -> ((HttpError) e).status()).isEqualTo(413);
        assertThat(read.get()).isEqualTo(10 * MAX);
        // without a length: found out while reading
        assertThatThrownBy(() -> Bodies.read("application/json", -1, false, () -> new ByteArrayInputStream(new byte[2 * MAX]), MAX))
                .hasMessage("The body is too large; at most 1024 bytes.");
    }

    @Test
    void aClientWaitingForContinueOrABodyFarTooLargeIsAnsweredAtOnce() {
        AtomicLong read = new AtomicLong();
        // opening the body would ask the client for it ("100 Continue"): a body refused by its length is never opened
        assertThatThrownBy(() -> Bodies.read("application/json", 2 * MAX, true, () -> {
            throw new AssertionError("the body was opened");
        }, MAX)).hasMessageStartingWith("The body is too large (2048 bytes)");
        assertThatThrownBy(() -> Bodies.read("application/json", 2 * MAX, true, () -> counting(new byte[2 * MAX], read), MAX))
                .hasMessageStartingWith("The body is too large (2048 bytes)");
        assertThatThrownBy(() -> Bodies.read("application/json", 17L * MAX, false, () -> counting(new byte[17 * MAX], read), MAX))
                .hasMessageStartingWith("The body is too large (17408 bytes)");
        assertThat(read.get()).isZero();
    }

    @Test
    void aBodyThatIsNotUtf8Is400() {
        byte[] bytes = {'{', '"', (byte) 0xff, '"', '}'};
        assertThatThrownBy(() -> Bodies.read("application/json", bytes.length, false, () -> new ByteArrayInputStream(bytes), MAX))
                .hasMessage("The body is not UTF-8 text.").extracting(e -> ((HttpError) e).status()).isEqualTo(400);
    }

    private static InputStream stream(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }

    private static InputStream counting(byte[] bytes, AtomicLong read) {
        return new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                int n = super.read(b, off, len);
                if (n > 0) {
                    read.addAndGet(n);
                }
                return n;
            }
        };
    }
}
