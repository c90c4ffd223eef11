package org.polyboard.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.jline.terminal.Terminal;
import org.junit.jupiter.api.io.TempDir;
import org.polyboard.api.solve.Job;
import org.polyboard.api.table.TableRow;
import org.polyboard.api.table.TableService;
import org.polyboard.testing.FakeSolveService;

/**
 * A solve stopped by Ctrl-C (the shell interrupts the command's thread) or by {@code cancel} from another process prints
 * its CANCELLED result and exit status 4, and the job files through which processes sharing a data folder see each
 * other's jobs.
 */
@Timeout(30)
class StopAndJobFilesTest {

    private final TestShell shell = new TestShell();

    @TempDir
    Path data;

    @AfterEach
    void tearDown() {
        shell.close();
    }

    @Test
    void ctrlCGivesTheCancelledResultNotAnException() throws Exception {
        shell.service.untilCancelled = true;
        Terminal terminal = shell.terminal();
        AtomicReference<Object> outcome = new AtomicReference<>();
        Thread command = new Thread(() -> outcome.set(run("pb:solve knight-cover n=8 --data " + data)));
        command.start();
        // the command waits for its job (and has taken Ctrl-C over) once the job is published
        await(() -> jobFiles().size() == 1);
        terminal.raise(Terminal.Signal.INT);
        command.join(10_000);
        assertThat(command.isAlive()).isFalse();
        assertThat(outcome.get()).isEqualTo("text:CANCELLED\n");
        assertThat(shell.exit()).isEqualTo(4);
        assertThat(jobFiles()).isEmpty();
    }

    @Test
    void aRunningSolveIsPublishedAndACancelFileFromAnotherProcessStopsIt() throws Exception {
        shell.service.untilCancelled = true;
        AtomicReference<Object> outcome = new AtomicReference<>();
        Thread command = new Thread(() -> outcome.set(run("pb:solve knight-cover n=8 --data " + data)));
        command.start();
        await(() -> jobFiles().size() == 1);
        Path file = jobFiles().get(0);
        assertThat(file.getFileName().toString()).isEqualTo(JobFiles.pid() + "-1.job");
        assertThat(Files.readString(file)).contains("family=knight-cover", "params=n\\=8", "solver=bnb",
                "command=solve knight-cover n\\=8");
        // what cancel in another process does
        Files.writeString(file.resolveSibling(JobFiles.pid() + "-1.cancel"), "cancel\n");
        command.join(10_000);
        assertThat(outcome.get()).isEqualTo("text:CANCELLED\n");
        assertThat(shell.exit()).isEqualTo(4);
        assertThat(jobFiles()).isEmpty();
        assertThat(Files.exists(file.resolveSibling(JobFiles.pid() + "-1.cancel"))).isFalse();
    }

    @Test
    void jobsListsAndCancelAsksTheJobsOfOtherLiveProcesses() throws Exception {
        Process other = new ProcessBuilder("sleep", "60").start();
        try {
            Path folder = data.resolve(JobFiles.FOLDER);
            Files.createDirectories(folder);
            String start = other.toHandle().info().startInstant().map(Instant::toString).orElse("");
            Files.writeString(folder.resolve(other.pid() + "-3.job"), "pid=" + other.pid() + "\nprocessStart=" + start
                    + "\njob=3\nfamily=knight-cover\nparams=n\\=16\nsolver=bnb\ncommand=solve knight-cover n\\=16\n"
                    + "progress=12.0 s  nodes 4000\n");
            // a process that is gone leaves a file that the next listing removes
            Files.writeString(folder.resolve("2147483646-1.job"), "pid=2147483646\njob=1\nfamily=queens\n");

            String jobs = shell.run("pb:jobs --data " + data);
            assertThat(jobs.lines().toList()).singleElement().satisfies(l -> assertThat(l.strip())
                    .startsWith(other.pid() + ":3  knight-cover").contains("bnb", "12.0 s  nodes 4000",
                            "(process " + other.pid() + ": solve knight-cover n=16)"));
            assertThat(folder.resolve("2147483646-1.job")).doesNotExist();

            assertThat(shell.run("pb:cancel 3 --data " + data)).isEqualTo("cancelling job " + other.pid()
                    + ":3 (process " + other.pid() + ": solve knight-cover n=16)\n");
            assertThat(folder.resolve(other.pid() + "-3.cancel")).exists();
            assertThatThrownBy(() -> shell.run("pb:cancel 9:3 --data " + data)).hasToString("No job 9:3; see 'jobs'.");
            assertThatThrownBy(() -> shell.run("pb:cancel 4711 --data " + data)).hasToString("No job 4711; see 'jobs'.");
        } finally {
            other.destroy();
            other.waitFor(10, TimeUnit.SECONDS);
        }
        assertThat(shell.run("pb:jobs --data " + data)).isEqualTo("no running jobs\n");
    }

    @Test
    void aTableStoppedByCtrlCPrintsTheRowItStoppedAndRunsNoMore() throws Exception {
        shell.close();
        FakeSolveService solves = new FakeSolveService();
        solves.untilCancelled = true;
        // a table service that runs each row as a job of the fake solve service, as the core's does
        TableService rowsAsJobs = (request, listener) -> {
            listener.started(request);
            List<TableRow> rows = new ArrayList<>();
            for (int v : request.values()) {
                Job job = solves.submit(request.template().withParams(Map.of(request.key(), Integer.toString(v))));
                try {
                    listener.solving(job);
                } catch (InterruptedException e) {
                    job.cancel();
                    throw e;
                }
                TableRow row = new TableRow(request.key(), v, job.await(), null, false);
                rows.add(row);
                listener.row(row);
            }
            return rows;
        };
        TestShell tableShell = new TestShell(rowsAsJobs);
        Terminal terminal = tableShell.terminal();
        try {
            AtomicReference<Object> outcome = new AtomicReference<>();
            Thread command = new Thread(() -> {
                try {
                    outcome.set(tableShell.run("pb:table knight-cover n=1..3 --data " + data));
                } catch (Exception e) {
                    outcome.set(e);
                }
            });
            command.start();
            // the first row's job is being waited for once it is published
            await(() -> jobFiles().size() == 1);
            terminal.raise(Terminal.Signal.INT);
            command.join(10_000);
            assertThat(command.isAlive()).isFalse();
            List<String> lines = String.valueOf(outcome.get()).lines().toList();
            assertThat(lines).hasSize(2);
            assertThat(lines.get(1)).matches("1 +1 +- +CANCELLED .*");
            assertThat(tableShell.err()).contains("table stopped after 1 row of 3; the rows from n=2 on were not run");
            assertThat(tableShell.exit()).isEqualTo(4);
            assertThat(solves.jobs).hasSize(2).allSatisfy(j -> assertThat(j.isDone()).isTrue());
        } finally {
            tableShell.close();
        }
    }

    @Test
    void bfileWritesTheProvenRowsUpToTheFirstUnprovenOne() throws Exception {
        assertThat(shell.run("pb:table knight-cover n=1..9 --format bfile")).isEqualTo("1 1\n2 2\n3 3\n4 4\n5 5\n6 6\n");
        assertThat(shell.err()).contains("b-file: stops before n=7 (TIMEOUT); a b-file holds proven terms only");
        assertThat(shell.exit()).isEqualTo(0);
        Path file = data.resolve("b.txt");
        assertThat(shell.run("pb:table knight-cover n=3..5 --format bfile --out " + file)).isEqualTo("wrote " + file
                + " (3 rows)\n");
        assertThat(Files.readString(file)).isEqualTo("3 3\n4 4\n5 5\n");
        assertThatThrownBy(() -> shell.run("pb:table knight-cover n=1..3 --format csv"))
                .hasToString("Unknown table format 'csv'; valid: text, bfile.");
    }

    @Test
    void resultsRefusesAFilterItsFamilyWouldRefuseAndKeepsTheFilterWhenEmpty() throws Exception {
        assertThatThrownBy(() -> shell.run("pb:results nope")).hasToString("Unknown family 'nope'; 'families' lists them.");
        assertThat(shell.run("pb:results knight-cover n=13")).isEqualTo("no recorded results for knight-cover n=13\n");
        assertThat(shell.run("pb:results n=13")).isEqualTo("no recorded results with n=13\n");
    }

    private Object run(String line) {
        try {
            return shell.run(line);
        } catch (Exception e) {
            return e;
        }
    }

    private List<Path> jobFiles() {
        Path folder = data.resolve(JobFiles.FOLDER);
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(".job") || f.toString().endsWith(".cancel")).toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void await(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("condition not met within 10 s");
            }
            Thread.sleep(10);
        }
    }
}
