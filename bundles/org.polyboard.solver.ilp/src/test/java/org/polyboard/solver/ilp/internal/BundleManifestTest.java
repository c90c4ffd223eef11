package org.polyboard.solver.ilp.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.Manifest;

import org.junit.jupiter.api.Test;

/** The manifest bnd generated into target/classes: ojAlgo private, nothing exported, few imports. */
class BundleManifestTest {

    private static final Path CLASSES = Path.of("target", "classes");

    @Test
    void embedsOjAlgoPrivatelyAndImportsOnlyTheApiAndTheJdk() throws Exception {
        Attributes main = manifest().getMainAttributes();

        assertThat(main.getValue("Bundle-SymbolicName")).isEqualTo("org.polyboard.solver.ilp");
        assertThat(main.getValue("Export-Package")).isNull();
        assertThat(main.getValue("Private-Package")).contains("org.ojalgo.optimisation.integer");
        for (String clause : clauses(main.getValue("Import-Package"))) {
            String name = clause.split(";", 2)[0];
            boolean allowed = name.startsWith("org.polyboard.api.") || name.startsWith("org.osgi.")
                    || name.startsWith("javax.") || clause.contains("resolution:=optional");
            assertThat(allowed).as("Import-Package clause %s", clause).isTrue();
        }
    }

    @Test
    void registersTheSolverServiceWithItsId() throws Exception {
        String component = Files.readString(
                CLASSES.resolve("OSGI-INF/org.polyboard.solver.ilp.internal.OjAlgoIlpSolver.xml"));

        assertThat(component).contains("<provide interface=\"org.polyboard.api.solve.Solver\"/>")
                .contains("name=\"polyboard.solver.id\"").contains("value=\"ilp\"");
    }

    private static Manifest manifest() throws Exception {
        try (InputStream in = Files.newInputStream(CLASSES.resolve("META-INF/MANIFEST.MF"))) {
            return new Manifest(in);
        }
    }

    /** Splits a header at the commas outside quotes. */
    private static List<String> clauses(String header) {
        List<String> clauses = new ArrayList<>();
        StringBuilder clause = new StringBuilder();
        boolean quoted = false;
        for (char ch : header.toCharArray()) {
            if (ch == '"') {
                quoted = !quoted;
            }
            if (ch == ',' && !quoted) {
                clauses.add(clause.toString().trim());
                clause.setLength(0);
            } else {
                clause.append(ch);
            }
        }
        clauses.add(clause.toString().trim());
        return clauses;
    }
}
