package org.polyboard.web.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import java.util.Map;

import javax.servlet.http.HttpServletRequest;

import org.junit.jupiter.api.Test;

class AccessTest {

    @Test
    void loopbackIsLocalhostOneTwoSevenAndColonColonOneOnly() {
        assertThat(Access.isLoopback("127.0.0.1")).isTrue();
        assertThat(Access.isLoopback("127.1.2.3")).isTrue();
        assertThat(Access.isLoopback("localhost")).isTrue();
        assertThat(Access.isLoopback("[::1]")).isTrue();
        assertThat(Access.isLoopback("0.0.0.0")).isFalse();
        assertThat(Access.isLoopback("")).isFalse();
        assertThat(Access.isLoopback(null)).isFalse();
        assertThat(Access.isLoopback("192.168.1.10")).isFalse();
        assertThat(Access.isLoopback("127.0.0.1.attacker.example")).isFalse();
        assertThat(Access.hostName("127.0.0.1:8080")).isEqualTo("127.0.0.1");
        assertThat(Access.hostName("[::1]:8080")).isEqualTo("[::1]");
    }

    @Test
    void onLoopbackWithoutTokenOnlyLoopbackNamesPass() {
        Access access = new Access(null, "127.0.0.1");
        assertThatCode(() -> access.check(request(Map.of("Host", "127.0.0.1:8080")))).doesNotThrowAnyException();
        assertThatCode(() -> access.check(request(Map.of("Host", "localhost:8080")))).doesNotThrowAnyException();
        assertThatThrownBy(() -> access.check(request(Map.of("Host", "attacker.example:8080"))))
                .isInstanceOf(HttpError.class).hasMessageContaining("not this loopback server")
                .satisfies(e -> assertThat(((HttpError) e).status()).isEqualTo(403));
    }

    @Test
    void beyondLoopbackWithoutTokenEverythingIsRefused() {
        Access access = new Access("", "0.0.0.0");
        assertThatThrownBy(() -> access.check(request(Map.of("Host", "127.0.0.1:8080"))))
                .isInstanceOf(HttpError.class).hasMessageContaining("has no token")
                .satisfies(e -> assertThat(((HttpError) e).status()).isEqualTo(403));
    }

    @Test
    void withATokenEveryCallPresentsIt() {
        Access access = new Access("s3cret", "0.0.0.0");
        assertThatCode(() -> access.check(request(Map.of("Authorization", "Bearer s3cret")))).doesNotThrowAnyException();
        assertThatCode(() -> access.check(request(Map.of("X-Polyboard-Token", "s3cret")))).doesNotThrowAnyException();
        assertThatThrownBy(() -> access.check(request(Map.of()))).hasMessageContaining("needs its token");
        assertThatThrownBy(() -> access.check(request(Map.of("Authorization", "Bearer s3cre")))).hasMessageContaining("Wrong token");
        assertThatThrownBy(() -> access.check(request(Map.of("Authorization", "Basic s3cret")))).hasMessageContaining("needs its token");
    }

    /** A request with these headers and nothing else. */
    private static HttpServletRequest request(Map<String, String> headers) {
        return (HttpServletRequest) Proxy.newProxyInstance(AccessTest.class.getClassLoader(), new Class<?>[] {HttpServletRequest.class},
                (proxy, method, args) -> method.getName().equals("getHeader") ? headers.get((String) args[0]) : null);
    }
}
