package org.polyboard.web.api;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Locale;

import javax.servlet.http.HttpServletRequest;

/**
 * Who may call the API. A server with a token asks every call for it ({@code Authorization: Bearer TOKEN} or
 * {@code X-Polyboard-Token: TOKEN}, compared in constant time). A server without one answers only when it listens
 * on loopback alone, and then only to requests addressed to a loopback name, so that a web page elsewhere cannot
 * reach it through a name that resolves to this machine.
 */
final class Access {

    static final String TOKEN_HEADER = "X-Polyboard-Token";

    private final byte[] token;
    private final boolean loopback;

    /**
     * @param token the token every call must present, or {@code null} or blank for none
     * @param host the address the HTTP server listens on; {@code null} or blank means every interface
     */
    Access(String token, String host) {
        this.token = token == null || token.isBlank() ? null : token.strip().getBytes(StandardCharsets.UTF_8);
        this.loopback = isLoopback(host);
    }

    boolean needsToken() {
        return token != null;
    }

    boolean loopback() {
        return loopback;
    }

    /** @throws HttpError 401 or 403 with one line when the request may not pass */
    void check(HttpServletRequest request) {
        if (token != null) {
            String presented = presented(request);
            if (presented == null || !MessageDigest.isEqual(token, presented.getBytes(StandardCharsets.UTF_8))) {
                throw new HttpError(HttpError.UNAUTHORIZED, (presented == null ? "This server needs its token"
                        : "Wrong token") + ": send 'Authorization: Bearer TOKEN' with the token printed when it started.");
            }
            return;
        }
        if (!loopback) {
            throw new HttpError(HttpError.FORBIDDEN, "This server listens beyond loopback and has no token; refusing every call."
                    + " Maybe set polyboard.web.token, or bind to 127.0.0.1.");
        }
        String host = hostName(request.getHeader("Host"));
        if (host != null && !isLoopback(host)) {
            throw new HttpError(HttpError.FORBIDDEN, "Host '" + host + "' is not this loopback server; refusing.");
        }
    }

    private static String presented(HttpServletRequest request) {
        String authorization = request.getHeader("Authorization");
        if (authorization != null && authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return authorization.substring(7).strip();
        }
        String header = request.getHeader(TOKEN_HEADER);
        return header == null ? null : header.strip();
    }

    /** The host of a Host header, without its port. */
    static String hostName(String header) {
        if (header == null || header.isBlank()) {
            return null;
        }
        String h = header.strip();
        if (h.startsWith("[")) {
            int end = h.indexOf(']');
            return end < 0 ? h : h.substring(0, end + 1);
        }
        int colon = h.indexOf(':');
        return colon < 0 ? h : h.substring(0, colon);
    }

    /** Whether {@code host} names loopback alone: localhost, 127.0.0.0/8 or ::1 (names are not looked up). */
    static boolean isLoopback(String host) {
        if (host == null || host.isBlank()) {
            return false;
        }
        String h = host.strip().toLowerCase(Locale.ROOT);
        if (h.startsWith("[") && h.endsWith("]")) {
            h = h.substring(1, h.length() - 1);
        }
        return h.equals("localhost") || h.equals("::1") || h.equals("0:0:0:0:0:0:0:1")
                || h.matches("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");
    }
}
