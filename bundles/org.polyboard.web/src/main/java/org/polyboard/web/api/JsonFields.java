package org.polyboard.web.api;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/** Reading the fields of a request document, each mistake a 400 with one line that names the field. */
final class JsonFields {

    private JsonFields() {
    }

    /** @throws HttpError 400 unless {@code e} is an object; {@code what} names it, e.g. "the solve request" */
    static JsonObject object(JsonElement e, String what, String example) {
        if (e == null || !e.isJsonObject()) {
            throw new HttpError(HttpError.BAD_REQUEST, capital(what) + " must be a JSON object, " + example + ".");
        }
        return e.getAsJsonObject();
    }

    /** @throws HttpError 400 naming the first field of {@code o} that is not among {@code names} */
    static void known(JsonObject o, String what, String... names) {
        List<String> allowed = List.of(names);
        for (String key : o.keySet()) {
            if (!allowed.contains(key)) {
                throw new HttpError(HttpError.BAD_REQUEST, "Unknown field '" + key + "' in " + what + "; valid: "
                        + String.join(", ", names) + ".");
            }
        }
    }

    /** An object of parameters: each value a string, a number or a boolean, as text; empty for absent or null. */
    static Map<String, String> strings(JsonElement e, String what) {
        Map<String, String> map = new LinkedHashMap<>();
        if (e == null || e.isJsonNull()) {
            return map;
        }
        if (!e.isJsonObject()) {
            throw new HttpError(HttpError.BAD_REQUEST, what + " must be an object of key: value, e.g. {\"n\": 8}.");
        }
        for (Map.Entry<String, JsonElement> entry : e.getAsJsonObject().entrySet()) {
            map.put(entry.getKey(), scalar(entry.getValue(), what + "." + entry.getKey()));
        }
        return map;
    }

    /** A string, a number or a boolean, as text. */
    static String scalar(JsonElement e, String what) {
        if (e == null || !e.isJsonPrimitive()) {
            throw new HttpError(HttpError.BAD_REQUEST, what + " must be a string, a number or a boolean.");
        }
        JsonPrimitive p = e.getAsJsonPrimitive();
        return p.isNumber() ? p.getAsNumber().toString() : p.getAsString();
    }

    /** A string field, or {@code null} when absent or null. */
    static String string(JsonObject o, String name) {
        JsonElement e = o.get(name);
        if (e == null || e.isJsonNull()) {
            return null;
        }
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
            throw new HttpError(HttpError.BAD_REQUEST, name + " must be a string.");
        }
        return e.getAsString();
    }

    /** A boolean field of {@code options}, false when absent or null. */
    static boolean flag(JsonObject o, String name) {
        JsonElement e = o.get(name);
        if (e == null || e.isJsonNull()) {
            return false;
        }
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isBoolean()) {
            throw new HttpError(HttpError.BAD_REQUEST, "options." + name + " must be true or false.");
        }
        return e.getAsBoolean();
    }

    /** A query parameter read as a boolean: absent false; present empty or {@code true} true; {@code false} false. */
    static boolean bool(String value, String name) {
        if (value == null) {
            return false;
        }
        if (value.isEmpty() || value.equals("true")) {
            return true;
        }
        if (value.equals("false")) {
            return false;
        }
        throw new HttpError(HttpError.BAD_REQUEST, name + "=" + value + ": expected true or false.");
    }

    private static String capital(String what) {
        return what.isEmpty() ? what : Character.toUpperCase(what.charAt(0)) + what.substring(1);
    }
}
