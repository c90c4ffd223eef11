package org.polyboard.itests.runtime;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Comparator;
import java.util.stream.Stream;

import org.junit.After;
import org.junit.Assume;
import org.junit.Before;
import org.junit.Test;

/**
 * The page in headless Chromium against {@code polyboard serve}: knight-cover n=8 solved, the verified board drawn
 * with 12 knights; n=16 watched while it runs and cancelled; a table with its plot; the jobs view. Screenshots of each step go to
 * {@code target/screenshots}. Skipped, with a message, where Chromium is not installed (Debian: apt-get install
 * chromium; another binary: -Dpolyboard.chromium=PATH).
 */
public class BrowserIT {

    private static final Path CHROMIUM = Paths.get(System.getProperty("polyboard.chromium", "/usr/bin/chromium"));
    private static final Path SHOTS = Paths.get(System.getProperty("polyboard.screenshots", "target/screenshots"));

    private Path work;

    @Before
    public void needsChromium() throws Exception {
        Assume.assumeTrue("Chromium not found at " + CHROMIUM + ": the browser test is skipped (apt-get install chromium,"
                + " or -Dpolyboard.chromium=PATH)", Files.isExecutable(CHROMIUM));
        work = Files.createTempDirectory("polyboard-browser-it");
    }

    @After
    public void deleteWork() throws Exception {
        if (work != null) {
            try (Stream<Path> paths = Files.walk(work)) {
                paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
    }

    @Test
    public void knightCoverOfEightIsSolvedAndDrawnWithTwelveKnights() throws Exception {
        try (Served served = Served.start(work.resolve("data"), "--port", "0");
                DevTools page = DevTools.launch(CHROMIUM, work.resolve("profile"))) {
            page.navigate(served.address);
            // the catalog fills the family list
            page.await("document.querySelectorAll('#family option').length", v -> v.getAsInt() > 0, 30_000);
            assertEquals("knight-cover", page.eval("document.getElementById('family').value").getAsString());
            page.screenshot(SHOTS.resolve("1-page.png"));

            page.eval("document.getElementById('params').value = 'n=8'; document.getElementById('start').click(); true");
            page.await("document.getElementById('run').dataset.job || ''", v -> !v.getAsString().isEmpty(), 30_000);
            page.screenshot(SHOTS.resolve("2-solving.png"));
            page.await("document.getElementById('run').dataset.state", v -> v.getAsString().equals("verified"), 60_000);
            String status = page.eval("document.getElementById('run-status').textContent").getAsString();
            assertTrue(status, status.startsWith("OPTIMAL") && status.contains("value 12") && status.contains("verified"));
            assertTrue(page.eval("document.getElementById('run-proof').textContent").getAsString().startsWith("proof: "));
            assertTrue(page.eval("document.getElementById('run-verify').textContent").getAsString().contains("verified: "));
            // the knights drawn on the board (the legend shows one more as its key)
            assertEquals(12, page.eval("document.querySelectorAll('#board svg g.layer use.piece').length").getAsInt());
            assertEquals(12, page.eval("document.querySelectorAll('#board svg use[href=\"#knight\"]').length").getAsInt() - 1);
            page.screenshot(SHOTS.resolve("3-verified.png"));

            // a long run: its progress and best value so far while it runs, then cancelled
            page.eval("document.getElementById('params').value = 'n=16'; document.getElementById('start').click(); true");
            page.await("document.getElementById('run').dataset.job", v -> v.getAsString().equals("2"), 30_000);
            page.await("document.getElementById('run-progress').textContent", v -> v.getAsString().contains("best so far"),
                    60_000);
            assertTrue(page.eval("document.getElementById('run-status').textContent").getAsString().startsWith("RUNNING"));
            page.screenshot(SHOTS.resolve("4-running.png"));
            page.eval("document.getElementById('cancel').click(); true");
            page.await("document.getElementById('run').dataset.state", v -> v.getAsString().equals("verified"), 30_000);
            assertEquals("CANCELLED", page.eval("document.getElementById('run').dataset.status").getAsString());
            // the best cover found before the cancellation, drawn: as many knights as its value
            String cancelled = page.eval("document.getElementById('run-status').textContent").getAsString();
            java.util.regex.Matcher value = java.util.regex.Pattern.compile("value (\\d+)").matcher(cancelled);
            assertTrue(cancelled, value.find());
            assertEquals(cancelled, Integer.parseInt(value.group(1)),
                    page.eval("document.querySelectorAll('#board svg g.layer use.piece').length").getAsInt());
            page.screenshot(SHOTS.resolve("5-cancelled.png"));

            page.eval("document.getElementById('tab-results').click(); document.getElementById('table-params').value = 'n=1..8';"
                    + " document.getElementById('table-start').click(); true");
            page.await("document.querySelectorAll('#plot svg').length", v -> v.getAsInt() == 1, 120_000);
            assertEquals(8, page.eval("document.querySelectorAll('#table tbody tr').length").getAsInt());
            assertEquals(8, page.eval("document.querySelectorAll('#table tbody tr.EQUAL').length").getAsInt());
            // the journal holds every solve of this run: n=8 and n=16, the table's rows but n=8 (taken from it)
            page.eval("document.getElementById('journal-show').click(); true");
            page.screenshot(SHOTS.resolve("6-results.png"));
            page.await("document.querySelectorAll('#journal tbody tr').length", v -> v.getAsInt() == 9, 30_000);
            page.eval("document.getElementById('journal-out').scrollIntoView(); true");
            page.screenshot(SHOTS.resolve("7-journal.png"));

            page.eval("document.getElementById('tab-jobs').click(); true");
            page.await("document.querySelectorAll('#jobs tbody tr').length", v -> v.getAsInt() == 2, 30_000);
            assertEquals("CANCELLED", page.eval("document.querySelector('#jobs tbody tr:first-child td.status').textContent")
                    .getAsString());
            page.screenshot(SHOTS.resolve("8-jobs.png"));
            assertEquals("", page.eval("document.getElementById('error').hidden ? '' : document.getElementById('error').textContent")
                    .getAsString());
        }
    }
}
