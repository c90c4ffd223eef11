package org.polyboard.itests.runtime;

import static org.junit.Assert.assertEquals;
import static org.ops4j.pax.exam.CoreOptions.frameworkProperty;

import java.net.http.HttpRequest;

import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;

/** Bound to every interface, not loopback alone: every API call needs the token, and gets one line without it. */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class WebTokenIT extends WebTestSupport {

    private static final String TOKEN = "it-token-4f9c2a7e";

    @Override
    protected String host() {
        return "0.0.0.0";
    }

    @Override
    protected Option[] more() {
        return new Option[] {frameworkProperty("polyboard.web.token").value(TOKEN)};
    }

    @Override
    protected String token() {
        return TOKEN;
    }

    @Test
    public void everyCallNeedsTheToken() throws Exception {
        for (String path : new String[] {"api", "api/families", "api/jobs", "api/jobs/1", "api/results"}) {
            assertError(send(HttpRequest.newBuilder(base().resolve(path)).GET()), 401, "needs its token");
            assertError(send(HttpRequest.newBuilder(base().resolve(path)).header("Authorization", "Bearer wrong").GET()),
                    401, "Wrong token");
        }
        assertError(send(HttpRequest.newBuilder(base().resolve("api/solve")).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"family\":\"knight-cover\",\"params\":{\"n\":4}}"))), 401,
                "needs its token");
        assertEquals(200, get("api/families").status());
        assertEquals(200, send(HttpRequest.newBuilder(base().resolve("api/families")).header("X-Polyboard-Token", TOKEN)
                .GET()).status());
        // the page itself holds no data and needs no token; its calls send it
        assertEquals(200, send(HttpRequest.newBuilder(base().resolve("ui/index.html")).GET()).status());
    }
}
