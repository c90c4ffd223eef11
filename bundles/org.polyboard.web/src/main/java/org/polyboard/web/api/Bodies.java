package org.polyboard.web.api;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Request bodies: JSON only, UTF-8 only, at most a limit of bytes. A body refused as too large is still read to its end
 * (up to 16 times the limit), so that a client still writing it gets the 413 answer rather than a broken pipe; a client
 * that waits for "100 Continue" is answered at once and sends nothing.
 */
final class Bodies {

    private Bodies() {
    }

    /**
     * Opens the body. Opening it is what makes the HTTP server answer "100 Continue" to a client that waits for it, so a
     * body refused from its headers alone is never opened.
     */
    interface Opener {
        InputStream open() throws IOException;
    }

    /**
     * Reads a body.
     *
     * @param contentType the {@code Content-Type} header, or {@code null}
     * @param declared the {@code Content-Length}, or -1 when unknown (chunked)
     * @param expectsContinue whether the client waits for "100 Continue" before it sends the body
     * @throws HttpError 415 when it is not declared JSON, 413 when it is too large, 400 when it is not UTF-8
     */
    static String read(String contentType, long declared, boolean expectsContinue, Opener opener, int maxBytes)
            throws IOException {
        if (contentType == null || !contentType.toLowerCase(Locale.ROOT).startsWith("application/json")) {
            throw new HttpError(HttpError.UNSUPPORTED_MEDIA_TYPE, "The body must be JSON, sent with 'Content-Type:"
                    + " application/json'" + (contentType == null ? "." : " (got " + contentType + ")."));
        }
        long drainLimit = 16L * maxBytes;
        if (declared > maxBytes && (declared > drainLimit || expectsContinue)) {
            throw tooLarge(declared, maxBytes);
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try (InputStream body = opener.open()) {
            if (declared > maxBytes) {
                drain(body, buffer, 0, drainLimit);
                throw tooLarge(declared, maxBytes);
            }
            for (int n; (n = body.read(buffer)) > 0; ) {
                if (bytes.size() + n > maxBytes) {
                    drain(body, buffer, bytes.size() + n, drainLimit);
                    throw tooLarge(-1, maxBytes);
                }
                bytes.write(buffer, 0, n);
            }
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes.toByteArray()))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new HttpError(HttpError.BAD_REQUEST, "The body is not UTF-8 text.");
        }
    }

    private static void drain(InputStream in, byte[] buffer, long read, long limit) throws IOException {
        for (int n; read <= limit && (n = in.read(buffer)) > 0; ) {
            read += n;
        }
    }

    private static HttpError tooLarge(long declared, int maxBytes) {
        return new HttpError(HttpError.TOO_LARGE, "The body is too large" + (declared > 0 ? " (" + declared + " bytes)"
                : "") + "; at most " + maxBytes + " bytes.");
    }
}
