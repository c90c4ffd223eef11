package org.polyboard.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The component descriptions bnd generated: every command is a component in scope {@code pb}, and together they
 * register each of the fourteen functions once.
 */
class CommandComponentsTest {

    private static final List<Class<?>> COMMANDS = List.of(ListCommands.class, SolveCommand.class, TableCommand.class,
            VerifyCommand.class, JobsCommand.class, CancelCommand.class, ExportCommand.class, ResultsCommand.class,
            HelpCommand.class, ServeCommand.class, SyntaxCommand.class);

    @Test
    void eachCommandRegistersItsFunctionsInScopePb() throws Exception {
        List<String> functions = new ArrayList<>();
        for (Class<?> command : COMMANDS) {
            Map<String, String> properties = properties(command);
            assertThat(properties).as(command.getSimpleName()).containsEntry("osgi.command.scope", "pb");
            List<String> own = Arrays.stream(properties.get("osgi.command.function").split("\n")).map(String::strip).toList();
            assertThat(own).as(command.getSimpleName()).allSatisfy(f -> assertThat(command.getMethods())
                    .anySatisfy(m -> assertThat(m.getName()).isEqualTo(f)));
            functions.addAll(own);
        }
        assertThat(functions).containsExactlyInAnyOrder("families", "solvers", "boards", "pieces", "solve", "table",
                "verify", "jobs", "cancel", "export", "results", "help", "serve", "syntax");
        assertThat(properties(SolveCommand.class)).containsEntry("osgi.command.function", "solve");
    }

    /** The properties of the component description of {@code type}, as bnd wrote them into OSGI-INF. */
    private static Map<String, String> properties(Class<?> type) throws Exception {
        String name = "/OSGI-INF/" + type.getName() + ".xml";
        try (InputStream in = type.getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            NodeList nodes = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in)
                    .getElementsByTagName("property");
            Map<String, String> properties = new LinkedHashMap<>();
            for (int i = 0; i < nodes.getLength(); i++) {
                Element e = (Element) nodes.item(i);
                properties.put(e.getAttribute("name"), e.hasAttribute("value") ? e.getAttribute("value") : e.getTextContent());
            }
            return properties;
        }
    }
}
