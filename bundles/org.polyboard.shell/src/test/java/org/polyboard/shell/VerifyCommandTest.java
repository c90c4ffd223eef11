package org.polyboard.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code pb:verify} through a real Gogo command processor, against a fake service. */
@Timeout(20)
class VerifyCommandTest {

    private final TestShell shell = new TestShell();

    @AfterEach
    void tearDown() {
        shell.close();
    }

    @Test
    void verifyReadsTheFileAndReportsTheVerdict(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.json");
        Files.writeString(file, "{}");
        assertThat(shell.run("pb:verify " + file)).startsWith("valid:");
        assertThatThrownBy(() -> shell.run("pb:verify " + dir.resolve("missing.json"))).hasMessageContaining("No such file");
    }
}
