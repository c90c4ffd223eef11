package org.polyboard.itests.runtime;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * The HTTP API against the real bundles, through a real HTTP client: the catalog, a solve followed to its verified
 * end, cancellation, the journal, the verifier, tables and their plot, the limit on jobs, a client that goes away,
 * and bad requests, each a 4xx answer with one line.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class WebApiIT extends WebTestSupport {

    private static final String KNIGHTS_8 = "{\"family\":\"knight-cover\",\"params\":{\"n\":8}}";

    @Test
    public void catalogListsTheInstalledFamiliesSolversBoardsAndPieces() throws Exception {
        assertTrue(ids("api/families").contains("knight-cover"));
        assertTrue(ids("api/solvers").containsAll(List.of("ilp", "bnb")));
        assertTrue(ids("api/boards").contains("rect"));
        assertTrue(ids("api/pieces").containsAll(List.of("knight", "queen")));
    }

    @Test
    public void knightCoverOfTheEightByEightBoardIsTwelveOptimalAndVerified() throws Exception {
        Answer started = post("api/solve", KNIGHTS_8);
        assertEquals(started.toString(), 202, started.status());
        int id = started.object().get("id").getAsInt();
        JsonObject job = awaitDone(id);
        assertEquals("OPTIMAL", job.get("status").getAsString());
        JsonObject result = job.getAsJsonObject("result");
        // the command line's JSON document
        assertEquals("knight-cover", result.get("family").getAsString());
        assertEquals(8, result.getAsJsonObject("params").get("n").getAsInt());
        assertEquals("MIN_DOMINATION", result.get("objective").getAsString());
        assertEquals(12, result.get("value").getAsInt());
        assertEquals(12, result.get("bound").getAsInt());
        assertTrue(result.get("verified").getAsBoolean());
        assertFalse(result.get("proof").getAsString().isBlank());
        JsonArray cells = result.getAsJsonArray("solutions").get(0).getAsJsonArray();
        assertEquals(12, cells.size());
        assertEquals(12, job.get("incumbent").getAsInt());

        Answer svg = get("api/jobs/" + id + "/board.svg");
        assertEquals(svg.toString(), 200, svg.status());
        assertTrue(svg.type().startsWith("image/svg+xml"));
        // the knights on the board; the legend draws one more beside its caption
        String board = svg.body().substring(0, svg.body().indexOf("<g class=\"legend\">"));
        assertEquals(svg.toString(), 12, count(board, "<use class=\"piece"));

        // the listing holds it, and the verifier takes the document back
        assertTrue(get("api/jobs").json().getAsJsonArray().toString().contains("\"id\":" + id + ","));
        Answer verdict = post("api/verify", result.toString());
        assertEquals(verdict.toString(), 200, verdict.status());
        assertTrue(verdict.toString(), verdict.object().get("valid").getAsBoolean());

        // one knight fewer is no cover: the verifier says so (a verdict, not a bad request)
        cells.remove(0);
        Answer forged = post("api/verify", result.toString());
        assertEquals(forged.toString(), 200, forged.status());
        assertFalse(forged.toString(), forged.object().get("valid").getAsBoolean());

        // the journal recorded it
        JsonArray recorded = get("api/results?family=knight-cover&n=8").json().getAsJsonArray();
        assertTrue(recorded.size() >= 1);
        JsonObject last = recorded.get(recorded.size() - 1).getAsJsonObject();
        assertEquals(12, last.get("value").getAsInt());
        assertEquals("OPTIMAL", last.get("status").getAsString());
        assertTrue(last.has("when") && last.has("solverVersion"));
    }

    @Test
    public void aRunningJobReportsProgressAndIsCancelled() throws Exception {
        Answer started = post("api/solve", "{\"family\":\"knight-cover\",\"params\":{\"n\":40},\"solver\":\"ilp\","
                + "\"options\":{\"timeout\":60}}");
        assertEquals(started.toString(), 202, started.status());
        int id = started.object().get("id").getAsInt();
        JsonObject running = get("api/jobs/" + id).object();
        assertEquals(running.toString(), "RUNNING", running.get("status").getAsString());
        assertTrue(running.has("progress"));
        assertError(get("api/jobs/" + id + "/board.svg"), 409, "still running");
        Answer cancelled = delete("api/jobs/" + id);
        assertEquals(cancelled.toString(), 200, cancelled.status());
        JsonObject job = awaitDone(id);
        assertEquals(job.toString(), "CANCELLED", job.get("status").getAsString());
    }

    @Test
    public void aRunningJobDrawsItsBestVerifiedBoardSoFar() throws Exception {
        Answer started = post("api/solve", "{\"family\":\"knight-cover\",\"params\":{\"n\":20},\"solver\":\"bnb\","
                + "\"options\":{\"timeout\":30}}");
        assertEquals(started.toString(), 202, started.status());
        int id = started.object().get("id").getAsInt();
        Answer board = null;
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (System.nanoTime() < deadline) {
            board = get("api/jobs/" + id + "/board.svg");
            if (board.status() == 200) {
                break;
            }
            assertError(board, 409, "still running");
            Thread.sleep(100);
        }
        assertEquals(String.valueOf(board), 200, board.status());
        int knights = count(board.body(), "<use class=\"piece");
        // a knight covers at most 9 cells, so a cover of 20x20 has at least 45 (bnb reports its greedy cover first)
        assertTrue("knights drawn: " + knights, knights >= 45 && knights <= 400);
        JsonObject running = get("api/jobs/" + id).object();
        assertEquals(running.toString(), "RUNNING", running.get("status").getAsString());
        // a verified board so far: its value, and the best so far, are numbers while the job runs, as in its result
        assertTrue(running.toString(), running.get("incumbent").getAsJsonPrimitive().isNumber());
        assertTrue(running.toString(), running.getAsJsonObject("progress").get("best").getAsJsonPrimitive().isNumber());
        assertEquals(200, delete("api/jobs/" + id).status());
        assertEquals("CANCELLED", awaitDone(id).get("status").getAsString());
    }

    @Test
    public void tableComparesWithThePublishedValuesAndIsPlotted() throws Exception {
        Answer table = get("api/table?family=knight-cover&n=1..6&solver=bnb");
        assertEquals(table.toString(), 200, table.status());
        JsonArray rows = table.object().getAsJsonArray("rows");
        long[] expected = {1, 4, 4, 4, 5, 8};
        assertEquals(expected.length, rows.size());
        for (int i = 0; i < expected.length; i++) {
            JsonObject row = rows.get(i).getAsJsonObject();
            assertEquals(i + 1, row.get("n").getAsInt());
            assertEquals(row.toString(), expected[i], row.get("computed").getAsLong());
            assertEquals(row.toString(), expected[i], row.get("published").getAsLong());
            assertEquals("EQUAL", row.get("match").getAsString());
            assertTrue(row.getAsJsonObject("result").get("verified").getAsBoolean());
            if (!row.get("reused").getAsBoolean()) {
                // the job that solved the row is one of the server's jobs
                JsonObject job = get("api/jobs/" + row.get("job").getAsInt()).object();
                assertEquals(job.toString(), "OPTIMAL", job.get("status").getAsString());
                assertEquals(job.toString(), i + 1, job.getAsJsonObject("params").get("n").getAsInt());
            }
        }
        Answer plot = get("api/table.svg?family=knight-cover&n=1..6&solver=bnb");
        assertEquals(plot.toString(), 200, plot.status());
        assertTrue(plot.body().contains("<svg") && plot.body().contains("knight-cover"));
        assertEquals(plot.toString(), 6, count(plot.body(), "<circle class=\"point computed"));
    }

    @Test
    public void aClientThatGoesAwayLosesNothing() throws Exception {
        String body = "{\"family\":\"knight-cover\",\"params\":{\"n\":7},\"solver\":\"bnb\"}";
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        int before = maxJobId();
        try (Socket socket = new Socket(base().getHost(), base().getPort())) {
            OutputStream out = socket.getOutputStream();
            out.write(("POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: "
                    + bytes.length + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(bytes);
            out.flush();
        } // closed before reading the answer
        assertTrue("the job was started", eventually(20_000, () -> maxJobIdQuietly() > before));
        JsonObject job = awaitDone(maxJobId());
        assertEquals(job.toString(), "OPTIMAL", job.get("status").getAsString());
        assertEquals(10, job.getAsJsonObject("result").get("value").getAsInt());
    }

    @Test
    public void theLimitOnJobsSaysSoInOneLine() throws Exception {
        List<Integer> started = new ArrayList<>();
        try {
            for (int i = 0; i < 4; i++) {
                Answer a = post("api/solve", "{\"family\":\"knight-cover\",\"params\":{\"n\":" + (60 + i) + "},"
                        + "\"solver\":\"ilp\",\"options\":{\"timeout\":60}}");
                assertEquals(a.toString(), 202, a.status());
                started.add(a.object().get("id").getAsInt());
            }
            assertError(post("api/solve", KNIGHTS_8), 429, "at most 4 at once");
        } finally {
            for (int id : started) {
                delete("api/jobs/" + id);
            }
        }
        for (int id : started) {
            awaitDone(id);
        }
        assertEquals(202, post("api/solve", KNIGHTS_8).status());
    }

    @Test
    public void theIndexAndThePageAreServed() throws Exception {
        assertTrue(get("api").body().contains("POST /api/solve"));
        Answer page = get("ui/index.html");
        assertEquals(200, page.status());
        assertTrue(page.type().startsWith("text/html"));
        assertTrue(page.body().contains("<title>Polyboard</title>"));
        assertEquals(200, get("ui/app.js").status());
        // the folder of the page leads to it (it answered an empty 200)
        assertEquals(302, get("ui/").status());
        assertEquals(302, get("ui").status());
        assertTrue(get("api").body().contains("\"formats\":[\"json\",\"svg\",\"text\"]"));
    }

    @Test
    public void badRequestsGetOneLineAndTheRightStatus() throws Exception {
        assertError(post("api/solve", "{"), 400, "Malformed JSON");
        assertError(post("api/solve", ""), 400, "the body is empty");
        assertError(post("api/solve", "{\"family\":\"knight-cover\"} x"), 400, "Malformed JSON");
        assertError(post("api/solve", "{family:'knight-cover'}"), 400, "Malformed JSON");
        assertError(post("api/solve", "[1,2]"), 400, "must be a JSON object");
        assertError(post("api/solve", "{\"params\":{\"n\":8}}"), 400, "needs a family");
        assertError(post("api/solve", "{\"family\":\"no-such-family\"}"), 400, "no-such-family");
        assertError(post("api/solve", "{\"family\":\"knight-cover\",\"params\":{\"n\":0}}"), 400, "n=0 is out of range 1..200.");
        assertError(post("api/solve", "{\"family\":\"knight-cover\",\"params\":{\"n\":201}}"), 400, "n=201 is out of range");
        assertError(post("api/solve", "{\"family\":\"knight-cover\",\"params\":{\"n\":\"eight\"}}"), 400, "eight");
        assertError(post("api/solve", "{\"family\":\"knight-cover\",\"params\":{\"m\":3}}"), 400, "m");
        assertError(post("api/solve", "{\"family\":\"knight-cover\",\"params\":\"n=8\"}"), 400, "params must be an object");
        assertError(post("api/solve", "{\"family\":\"knight-cover\",\"params\":{\"n\":{}}}"), 400, "params.n must be");
        assertError(post("api/solve", "{\"family\":\"knight-cover\",\"params\":{\"n\":8},\"solver\":\"no-such-solver\"}"), 400,
                "no-such-solver");
        assertError(post("api/solve", "{\"family\":\"knight-cover\",\"params\":{\"n\":8},\"objective\":\"fastest\"}"), 400,
                "Unknown objective 'fastest'");
        assertError(post("api/solve", "{\"family\":\"knight-cover\",\"params\":{\"n\":8},\"options\":{\"timeout\":-1}}"), 400,
                "is not a number of seconds");
        assertError(post("api/solve", "{\"family\":\"knight-cover\",\"params\":{\"n\":8},\"options\":{\"all\":\"yes\"}}"), 400,
                "options.all must be true or false");
        assertError(post("api/solve", "{\"family\":\"knight-cover\",\"params\":{\"n\":8},\"options\":{\"all\":true,"
                + "\"fractional\":true}}"), 400, "do not go together");
        assertError(post("api/solve", "{\"famly\":\"knight-cover\"}"), 400, "Unknown field 'famly'");
        assertError(post("api/solve", "text/plain", KNIGHTS_8.getBytes(StandardCharsets.UTF_8)), 415, "Content-Type: application/json");
        assertError(post("api/solve", "application/json", new byte[] {'{', '"', (byte) 0xff, '"', '}'}), 400, "not UTF-8");
        byte[] huge = new byte[2 << 20];
        Arrays.fill(huge, (byte) ' ');
        assertError(post("api/solve", "application/json", huge), 413, "too large");
        // read to its end before the answer, so that a client still writing it gets the 413 and not a broken pipe: here
        // most of the body follows only after a pause, when the answer could have been sent and the connection closed
        String head = "POST /api/solve HTTP/1.1\r\nHost: " + base().getHost() + ":" + base().getPort()
                + "\r\nContent-Type: application/json\r\nContent-Length: " + huge.length + "\r\n";
        assertError(raw(head + "\r\n", huge), 413, "too large (2097152 bytes)");
        // a client that waits for "100 Continue" is answered before it sends anything (over a socket: the HTTP client
        // of Java 17 waits for ever when the answer to such a request is not 100)
        assertError(raw(head + "Expect: 100-continue\r\n\r\n"), 413, "too large (2097152 bytes)");
        assertError(get("api/jobs/999999"), 404, "No job 999999");
        assertError(delete("api/jobs/999999"), 404, "No job 999999");
        assertError(get("api/jobs/999999/board.svg"), 404, "No job 999999");
        assertError(get("api/jobs/abc"), 400, "'abc' is not a number");
        assertError(get("api/no-such-thing"), 404, "No such API resource");
        assertError(get("api/solve"), 405, "use POST");
        assertError(get("api/table?family=knight-cover&n=0..3"), 400, "out of range");
        assertError(get("api/table?family=knight-cover&n=8"), 400, "table needs a range");
        assertError(get("api/table?family=knight-cover&n=1..1000"), 400, "at most 100");
        assertError(get("api/table?n=1..3"), 400, "table needs a family");
        assertError(post("api/verify", "{\"family\":\"knight-cover\"}"), 400, "");
        assertError(post("api/verify", "not json"), 400, "Malformed JSON");
        // a page elsewhere reaching this server through a name of its own (DNS rebinding); the HTTP client will not
        // set Host, so a socket does
        assertError(raw("GET /api/families HTTP/1.1\r\nHost: attacker.example:" + base().getPort()
                + "\r\nConnection: close\r\n\r\n"), 403, "not this loopback server");
        assertError(get("api/results?family=nope"), 400, "Unknown family 'nope'; GET /api/families lists them.");
        assertError(get("api/results?family=knight-cover&n=abc"), 400, "n=abc is not a whole number (1..200).");
        // what the HTTP server itself refuses, before the API sees it, is JSON all the same
        assertError(raw("GET /api/../../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"), 400,
                "The request is malformed");
        assertError(raw("GET /api/families/%2e%2e HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"), 400,
                "The path is ambiguous");
        assertError(raw("GET /api/families?" + "a".repeat(20_000) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                + "Connection: close\r\n\r\n"), 414, "The URI is too long");
        assertError(raw("GET /api/families HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + "a".repeat(20_000)
                + "\r\nConnection: close\r\n\r\n"), 431, "headers are too large");
        // nothing running was lost to them: the server still solves
        JsonObject job = awaitDone(post("api/solve", KNIGHTS_8).object().get("id").getAsInt());
        assertEquals(12, job.getAsJsonObject("result").get("value").getAsInt());
    }

    /** Sends {@code request} as it is over a socket and reads the answer. */
    private Answer raw(String request) throws Exception {
        return raw(request, new byte[0]);
    }

    /**
     * Sends the head {@code request} over a socket with the first 64 KiB of {@code body} in one write, then, half a second
     * later, the rest, and reads the answer.
     */
    private Answer raw(String request, byte[] body) throws Exception {
        try (Socket socket = new Socket(base().getHost(), base().getPort())) {
            socket.setSoTimeout(60_000);
            OutputStream out = socket.getOutputStream();
            int first = Math.min(body.length, 1 << 16);
            byte[] ask = request.getBytes(StandardCharsets.US_ASCII);
            byte[] start = Arrays.copyOf(ask, ask.length + first);
            System.arraycopy(body, 0, start, ask.length, first);
            out.write(start);
            out.flush();
            if (first < body.length) {
                Thread.sleep(500);
                out.write(body, first, body.length - first);
                out.flush();
            }
            InputStream in = new BufferedInputStream(socket.getInputStream());
            StringBuilder head = new StringBuilder();
            while (head.length() < 4 || head.lastIndexOf("\r\n\r\n") != head.length() - 4) {
                int c = in.read();
                if (c < 0) {
                    throw new EOFException("the answer ends in its head: " + head);
                }
                head.append((char) c);
            }
            int status = Integer.parseInt(head.substring(9, 12));
            String type = header(head, "content-type");
            String length = header(head, "content-length");
            // the connection may stay open after the answer: read the body by its length
            byte[] bytes = length.isEmpty() ? in.readAllBytes() : in.readNBytes(Integer.parseInt(length));
            return new Answer(status, type, new String(bytes, StandardCharsets.UTF_8));
        }
    }

    private static String header(CharSequence head, String name) {
        return head.toString().lines().filter(l -> l.toLowerCase(Locale.ROOT).startsWith(name + ":"))
                .map(l -> l.substring(name.length() + 1).strip()).findFirst().orElse("");
    }

    private List<String> ids(String path) throws Exception {
        Answer a = get(path);
        assertEquals(a.toString(), 200, a.status());
        List<String> ids = new ArrayList<>();
        for (JsonElement e : a.json().getAsJsonArray()) {
            ids.add(e.getAsJsonObject().get("id").getAsString());
        }
        return ids;
    }

    private JsonObject awaitDone(int id) throws Exception {
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (System.nanoTime() < deadline) {
            Answer a = get("api/jobs/" + id);
            assertEquals(a.toString(), 200, a.status());
            JsonObject job = a.object();
            if (job.get("done").getAsBoolean()) {
                return job;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("job " + id + " did not end");
    }

    private int maxJobId() throws Exception {
        int max = 0;
        for (JsonElement e : get("api/jobs").json().getAsJsonArray()) {
            max = Math.max(max, e.getAsJsonObject().get("id").getAsInt());
        }
        return max;
    }

    private int maxJobIdQuietly() {
        try {
            return maxJobId();
        } catch (Exception e) {
            return -1;
        }
    }

    private static int count(String text, String needle) {
        int count = 0;
        for (int at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
            count++;
        }
        return count;
    }
}
