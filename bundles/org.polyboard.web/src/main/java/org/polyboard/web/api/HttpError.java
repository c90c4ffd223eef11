package org.polyboard.web.api;

/** A request the API refuses: the status code and one line for the client, sent as {@code {"error": message}}. */
final class HttpError extends RuntimeException {

    private static final long serialVersionUID = 1L;

    static final int BAD_REQUEST = 400;
    static final int UNAUTHORIZED = 401;
    static final int FORBIDDEN = 403;
    static final int NOT_FOUND = 404;
    static final int METHOD_NOT_ALLOWED = 405;
    static final int CONFLICT = 409;
    static final int TOO_LARGE = 413;
    static final int UNSUPPORTED_MEDIA_TYPE = 415;
    static final int TOO_MANY = 429;

    private final int status;

    HttpError(int status, String message) {
        super(oneLine(message), null, false, false);
        this.status = status;
    }

    int status() {
        return status;
    }

    /**
     * A message on one line: advice on a line of its own ("Maybe ...") joins the line before it as a clause, as on the
     * command line: {@code "n=0 is out of range.\nMaybe n=8."} reads {@code "n=0 is out of range; maybe n=8."}.
     */
    static String oneLine(String message) {
        if (message == null || message.isBlank()) {
            return "bad request";
        }
        return message.strip().replaceAll("[.;]?\\s*\\R\\s*Maybe ", "; maybe ").replaceAll("\\s*\\R\\s*", "; ")
                .replace("; Maybe ", "; maybe ");
    }
}
