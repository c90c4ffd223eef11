package org.polyboard.itests.runtime;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * The bad-input suite: malformed commands across the families, each with a fragment of the one error line it
 * must give. {@code {dir}} in a command stands for the folder that {@link #writeFixtures(Path)} filled with the
 * malformed shape and result files. Prefixes: kc knight-cover, tq toeplitz-queens, pc polycube, q queens,
 * pq peaceable-queens, t table, ex export, v verify, cmd the command itself.
 */
final class BadInputs {

    /** One malformed command: its words (a command and its arguments) and a fragment of the expected message. */
    record Case(String id, String command, String message) {

        List<String> words(Path dir) {
            return Arrays.asList(command.replace("{dir}", dir.toString()).split(" "));
        }

        @Override
        public String toString() {
            return id + ": " + command;
        }
    }

    static final List<Case> ALL = List.of(
            bad("kc-n-zero",                     "solve knight-cover n=0", "n=0 is out of range"),
            bad("kc-n-negative",                 "solve knight-cover n=-3", "out of range"),
            bad("kc-n-too-big",                  "solve knight-cover n=201", "out of range"),
            bad("kc-n-not-number",               "solve knight-cover n=eight", "not a whole number"),
            bad("kc-n-decimal",                  "solve knight-cover n=8.5", "not a whole number"),
            bad("kc-n-overflow",                 "solve knight-cover n=99999999999999999999", "is not a whole number"),
            bad("kc-n-empty",                    "solve knight-cover n=", "n= is not a whole number"),
            bad("kc-rows-only",                  "solve knight-cover rows=3", "Missing parameter cols="),
            bad("kc-n-and-rows",                 "solve knight-cover n=8 rows=3 cols=4", "not both"),
            bad("kc-unknown-param",              "solve knight-cover m=8", "Unknown parameter 'm'"),
            bad("kc-param-twice",                "solve knight-cover n=8 n=9", "given twice"),
            bad("kc-bare-word",                  "solve knight-cover eight", "Expected key=value"),
            bad("kc-unknown-symmetry",           "solve knight-cover n=8 symmetry=rot45", "symmetry=rot45"),
            bad("kc-seed-text",                  "solve knight-cover n=8 seed=abc", "seed=abc"),
            bad("kc-unknown-solver",             "solve knight-cover n=8 --solver quantum", "Unknown solver 'quantum'"),
            bad("kc-solver-wrong-objective",     "solve knight-cover n=8 --solver swap", "does not answer min-domination"),
            bad("kc-unknown-objective",          "solve knight-cover n=8 --objective most", "Unknown objective 'most'"),
            bad("kc-peaceable-objective",        "solve knight-cover n=8 --objective max-peaceable", "does not ask"),
            bad("kc-all-fractional",             "solve knight-cover n=8 --all --fractional", "--fractional and --all"),
            bad("kc-fractional-max-independent", "solve knight-cover n=8 --fractional --objective max-independent", "--fractional"),
            bad("kc-timeout-negative",           "solve knight-cover n=8 --timeout -1", "--timeout -1"),
            bad("kc-timeout-text",               "solve knight-cover n=8 --timeout abc", "--timeout abc"),
            bad("kc-timeout-nan",                "solve knight-cover n=8 --timeout NaN", "--timeout NaN"),
            bad("kc-unknown-option",             "solve knight-cover n=8 --bogus", "Unknown option '--bogus'"),
            bad("kc-unknown-format",             "solve knight-cover n=8 --format pdf", "Unknown format 'pdf'"),
            bad("kc-all-ilp",                    "solve knight-cover n=8 --all --solver ilp", "does not enumerate"),
            bad("kc-all-scip",                   "solve knight-cover n=8 --all --solver scip", "does not enumerate"),
            bad("kc-bnb-too-big",                "solve knight-cover n=30 --solver bnb", "limited to 400 cells"),
            bad("kc-no-family",                  "solve", "solve needs a family first"),
            bad("kc-unknown-family",             "solve rook-tour n=8", "Unknown family 'rook-tour'"),
            bad("kc-out-dir-missing",            "solve knight-cover n=4 --out {dir}/no/such/dir/r.json", "directory does not exist"),
            bad("kc-timeout-huge",               "solve knight-cover n=8 --timeout 1e99", "--timeout 1e99 is not a number"),
            bad("kc-out-directory",              "solve knight-cover n=4 --out {dir}", "it is a directory"),
            bad("tq-n-zero",                     "solve toeplitz-queens n=0", "out of range"),
            bad("tq-n-huge",                     "solve toeplitz-queens n=100000000", "out of range"),
            bad("tq-domination-too-big",         "solve toeplitz-queens n=5000 --objective min-domination", "n=5000 is above 1000"),
            bad("tq-queens-unknown",             "solve toeplitz-queens n=8 queens=lots", "queens=lots is not valid"),
            bad("tq-n-text",                     "solve toeplitz-queens n=ten", "not a whole number"),
            bad("tq-fractional",                 "solve toeplitz-queens n=8 --fractional", "does not ask fractional-domination"),
            bad("pc-no-shape",                   "solve polycube", "needs shape="),
            bad("pc-unknown-board",              "solve polycube shape=hexagon:5", "unknown kind 'hexagon'"),
            bad("pc-unknown-piece",              "solve polycube shape=rect:4x4 piece=dragon", "piece=dragon"),
            bad("pc-box-zero",                   "solve polycube shape=box:0^3", "side 0 is out of range"),
            bad("pc-box-garbage",                "solve polycube shape=box:axb", "not a whole number"),
            bad("pc-rect-negative",              "solve polycube shape=rect:-3x4", "side -3 is out of range"),
            bad("pc-random-zero",                "solve polycube shape=random:0", "out of range"),
            bad("pc-random-p",                   "solve polycube shape=random:10,p=2", "not a probability"),
            bad("pc-missing-file",               "solve polycube shape=file:{dir}/missing.txt", "does not exist"),
            bad("pc-empty-file",                 "solve polycube shape=file:{dir}/empty.txt", "the file is empty"),
            bad("pc-ragged-file",                "solve polycube shape=file:{dir}/ragged.txt", "every row must have the same length"),
            bad("pc-apart-file",                 "solve polycube shape=file:{dir}/apart.txt", "face-connected"),
            bad("pc-binary-file",                "solve polycube shape=file:{dir}/binary.bin", "binary content"),
            bad("pc-huge-file",                  "solve polycube shape=file:{dir}/huge.bin", "binary content"),
            bad("pc-too-many-cells",             "solve polycube shape=file:{dir}/toomany.txt", "more than 1000000 cells"),
            bad("pc-mixed-dimensions",           "solve polycube shape=file:{dir}/mixed.txt", "same number of coordinates"),
            bad("pc-non-numbers",                "solve polycube shape=file:{dir}/nonnum.txt", "not a whole number"),
            bad("pc-directory",                  "solve polycube shape=file:{dir}", "is a directory"),
            bad("pc-unknown-objective-param",    "solve polycube shape=rect:4 objective=max-peaceable", "objective=max-peaceable is not valid"),
            bad("pc-box-too-big",                "solve polycube shape=box:1000^3", "1000000000 cells"),
            bad("q-n-zero",                      "solve queens n=0", "out of range"),
            bad("q-n-text",                      "solve queens n=x", "not a whole number"),
            bad("q-size-text",                   "solve queens n=8 size=many", "size=many"),
            bad("q-unknown-objective-param",     "solve queens n=8 objective=biggest", "Unknown objective 'biggest'"),
            bad("q-swap",                        "solve queens n=8 --solver swap", "does not answer"),
            bad("pq-n-zero",                     "solve peaceable-queens n=0", "out of range"),
            bad("pq-torus-maybe",                "solve peaceable-queens n=8 torus=maybe", "torus=maybe"),
            bad("pq-q-too-big",                  "solve peaceable-queens n=4 q=100", "q=100 is out of range"),
            bad("pq-all-swap",                   "solve peaceable-queens n=4 --all --solver swap", "does not enumerate"),
            bad("pq-objective",                  "solve peaceable-queens n=4 --objective min-domination", "does not ask"),
            bad("pq-q-negative",                 "solve peaceable-queens n=4 q=-1", "q=-1 is out of range"),
            bad("t-no-range",                    "table knight-cover n=8", "needs a range"),
            bad("t-empty-range",                 "table knight-cover n=5..1", "empty"),
            bad("t-bad-range",                   "table knight-cover n=1..x", "is not a range"),
            bad("t-two-ranges",                  "table knight-cover rows=1..3 cols=1..3", "Only one parameter"),
            bad("t-no-family",                   "table n=1..5", "table needs a family first"),
            bad("ex-no-family",                  "export --format lp", "export needs a family first"),
            bad("v-no-file",                     "verify", "verify takes one result file"),
            bad("v-two-files",                   "verify a.json b.json", "verify takes one result file"),
            bad("c-not-a-number",                "cancel seven", "cancel takes one job id"),
            bad("c-no-job",                      "cancel 4711", "No job 4711"),
            bad("ex-unknown-format",             "export knight-cover n=4 --format docx", "format 'docx'"),
            bad("v-missing-file",                "verify {dir}/missing.json", "No such file"),
            bad("v-not-json",                    "verify {dir}/broken.json", "Not valid JSON"),
            bad("v-empty",                       "verify {dir}/emptyres.json", "JSON object"),
            bad("v-array",                       "verify {dir}/array.json", "JSON object"),
            bad("v-binary",                      "verify {dir}/binary.bin", "is not a text file"),
            bad("v-value-type",                  "verify {dir}/valuetype.json", "Field 'value'"),
            bad("v-solutions-type",              "verify {dir}/soltype.json", "Field 'solutions'"),
            bad("v-misses-cell",                 "verify {dir}/misses.json", "neither occupied nor attacked"),
            bad("v-attacking-queens",            "verify {dir}/attack.json", "attack each other"),
            bad("v-off-board",                   "verify {dir}/offboard.json", "(9,9) is not on the board"),
            bad("v-unknown-family",              "verify {dir}/unkfam.json", "Unknown family 'rook-tour'"),
            bad("v-unknown-objective",           "verify {dir}/unkobj.json", "most"),
            bad("v-arity",                       "verify {dir}/arity.json", "has 3 coordinates"),
            bad("v-no-solution",                 "verify {dir}/nosol.json", "no solution to check"),
            bad("v-peaceable-attack",            "verify {dir}/peace.json", "attack each other"),
            bad("v-directory",                   "verify {dir}", "it is a directory"),
            bad("v-coordinate-zero",             "verify {dir}/zero.json", "coordinates are whole numbers from 1"),
            bad("v-wrong-value",                 "verify {dir}/wrongvalue.json", "3 is claimed"),
            bad("v-bad-param",                   "verify {dir}/badparam.json", "n=four is not a whole number"),
            bad("v-bad-status",                  "verify {dir}/badstatus.json", "Unknown status 'DONE'"),
            bad("cmd-unknown",                   "frobnicate", "frobnicate"),
            bad("cmd-misspelt",                  "solv knight-cover n=8", "unknown command 'solv'; the commands are: boards,"
                    + " cancel, export, families, help, jobs, pieces, results, serve, solve, solvers, table, verify, worker"),
            bad("pc-hypercube-overflow",         "solve polycube n=100 d=12",
                    "Board box:100^12 has 1.0e24 cells; a board holds at most 2^63 - 1 (about 9.2e18)."),
            bad("pc-hypercube-overflow-5",       "solve polycube n=10000 d=5",
                    "Board box:10000^5 has 1.0e20 cells; a board holds at most 2^63 - 1 (about 9.2e18)."),
            bad("kc-format-twice",               "solve knight-cover n=8 --format json --format svg",
                    "--format is given twice (json, then svg); give it once."),
            bad("kc-solver-no-value",            "solve knight-cover n=8 --solver",
                    "--solver needs a value (solver id (default: the best installed one for the instance)); 'help solve'"
                            + " lists the options."),
            bad("t-format-unknown",              "table knight-cover n=1..3 --format csv",
                    "Unknown table format 'csv'; valid: text, bfile."),
            bad("r-bad-filter",                  "results knight-cover n=abc", "n=abc is not a whole number (1..200)."),
            bad("r-unknown-family",              "results nope", "Unknown family 'nope'; 'families' lists them."));

    /** Cases that Gogo itself rejects before a pb command runs (no pb.exit); the command line turns it into an error. */
    static final Set<String> COMMAND_LINE_ONLY = Set.of("cmd-unknown", "cmd-misspelt");

    /**
     * The representative subset that also runs through the command-line script (each call starts a JVM); the
     * system property {@code polyboard.it.allBadInputs=true} runs them all there.
     */
    static final Set<String> COMMAND_LINE = Set.of("kc-n-not-number", "kc-all-fractional", "kc-no-family",
            "tq-n-huge", "pc-huge-file", "pc-too-many-cells",
            "q-unknown-objective-param", "pq-torus-maybe", "v-not-json", "v-misses-cell", "v-off-board", "cmd-unknown",
            "cmd-misspelt", "pc-hypercube-overflow", "pc-hypercube-overflow-5", "kc-format-twice", "kc-solver-no-value",
            "r-bad-filter", "r-unknown-family");

    private BadInputs() {
    }

    private static Case bad(String id, String command, String message) {
        return new Case(id, command, message);
    }

    /** Writes the malformed shape and result files that the cases name under {@code {dir}}. */
    static void writeFixtures(Path dir) throws IOException {
        Random random = new Random(7);
        text(dir, "empty.txt", "");
        text(dir, "ragged.txt", "###\n#\n##\n");
        text(dir, "apart.txt", "#.#\n");
        text(dir, "mixed.txt", "0 0\n1 2 3\n");
        text(dir, "nonnum.txt", "0 0\n0 x\n");
        byte[] binary = new byte[4096];
        random.nextBytes(binary);
        binary[0] = 0x14;
        Files.write(dir.resolve("binary.bin"), binary);
        byte[] huge = new byte[10 << 20];
        random.nextBytes(huge);
        Files.write(dir.resolve("huge.bin"), huge);
        String row = "#".repeat(1100) + "\n";
        text(dir, "toomany.txt", row.repeat(1000));
        text(dir, "broken.json", "{ not json");
        text(dir, "emptyres.json", "");
        text(dir, "array.json", "[1,2,3]");
        String knights4 = "{\"family\":\"knight-cover\",\"params\":{\"n\":4},\"objective\":\"MIN_DOMINATION\",\"status\":\"OPTIMAL\",";
        String cover4 = "[[[1,2],[1,3],[2,2],[2,3]]]";
        text(dir, "valuetype.json", knights4 + "\"value\":\"four\",\"solutions\":" + cover4 + "}");
        text(dir, "soltype.json", knights4 + "\"value\":4,\"solutions\":\"everywhere\"}");
        text(dir, "misses.json", knights4 + "\"value\":1,\"solutions\":[[[1,1]]]}");
        text(dir, "offboard.json", knights4 + "\"value\":4,\"solutions\":[[[1,2],[1,3],[9,9],[2,3]]]}");
        text(dir, "zero.json", knights4 + "\"value\":4,\"solutions\":[[[1,2],[1,3],[0,3],[2,3]]]}");
        text(dir, "arity.json", knights4 + "\"value\":4,\"solutions\":[[[1,1,1],[2,2]]]}");
        text(dir, "nosol.json", knights4 + "\"value\":4}");
        text(dir, "wrongvalue.json", knights4 + "\"value\":3,\"solutions\":" + cover4 + "}");
        text(dir, "badparam.json", knights4.replace("\"n\":4", "\"n\":\"four\"") + "\"value\":4,\"solutions\":" + cover4 + "}");
        text(dir, "badstatus.json", knights4.replace("OPTIMAL", "DONE") + "\"value\":4,\"solutions\":" + cover4 + "}");
        text(dir, "unkfam.json", knights4.replace("knight-cover", "rook-tour") + "\"value\":1,\"solutions\":[[[1,1]]]}");
        text(dir, "unkobj.json", knights4.replace("MIN_DOMINATION", "most") + "\"value\":1,\"solutions\":[[[1,1]]]}");
        text(dir, "attack.json", "{\"family\":\"queens\",\"params\":{\"n\":4},\"objective\":\"MAX_INDEPENDENT\","
                + "\"status\":\"OPTIMAL\",\"value\":4,\"solutions\":[[[1,1],[1,2],[3,1],[4,4]]]}");
        text(dir, "peace.json", "{\"family\":\"peaceable-queens\",\"params\":{\"n\":4},\"objective\":\"MAX_PEACEABLE\","
                + "\"status\":\"OPTIMAL\",\"value\":1,\"solutions\":[{\"white\":[[1,1]],\"black\":[[1,2]]}]}");
    }

    private static void text(Path dir, String name, String content) throws IOException {
        Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8);
    }
}
