package org.polyboard.launcher;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;

import org.junit.Test;

public class FrameworkConfigTest {

    @Test
    public void expandsHomeAndSystemPropertiesAndLetsSystemPropertiesOverride() throws IOException {
        Path home = Files.createTempDirectory("polyboard-config-test");
        try {
            Path conf = Files.createDirectory(home.resolve("conf"));
            Files.writeString(conf.resolve("config.properties"), String.join("\n",
                    "felix.fileinstall.dir=${polyboard.home}/deploy",
                    "felix.fileinstall.filter=.*\\\\.jar",
                    "felix.log.level=1",
                    "greeting=${user.name}-${no.such.property}!"));
            Properties system = new Properties();
            system.setProperty("user.name", "ada");
            system.setProperty("felix.log.level", "4");
            system.setProperty("gosh.args", "--nohistory");
            system.setProperty("java.version", "17");

            Map<String, String> config = FrameworkConfig.load(home, "1.2.3", system);

            assertEquals(home + "/deploy", config.get("felix.fileinstall.dir"));
            assertEquals(".*\\.jar", config.get("felix.fileinstall.filter"));
            assertEquals("4", config.get("felix.log.level"));
            assertEquals("--nohistory", config.get("gosh.args"));
            assertEquals("ada-!", config.get("greeting"));
            assertEquals("1.2.3", config.get(FrameworkConfig.VERSION));
            assertEquals(home.toString(), config.get(FrameworkConfig.HOME));
            assertFalse(config.containsKey("java.version"));
        } finally {
            Files.walk(home).sorted(java.util.Comparator.reverseOrder()).map(Path::toFile).forEach(java.io.File::delete);
        }
    }

    @Test
    public void exitStatusComesFromTheSessionVariable() {
        assertEquals(0, OneCommand.exitStatus(null));
        assertEquals(3, OneCommand.exitStatus(3));
        assertEquals(4, OneCommand.exitStatus(" 4 "));
        assertEquals(1, OneCommand.exitStatus("failed"));
    }
}
