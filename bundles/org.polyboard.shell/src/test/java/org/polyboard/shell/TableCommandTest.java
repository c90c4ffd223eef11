package org.polyboard.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.table.TableRequest;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** {@code pb:table} through a real Gogo command processor, against a fake table service. */
@Timeout(20)
class TableCommandTest {

    private final TestShell shell = new TestShell();
    private final FakeTableService tables = shell.tables;

    @AfterEach
    void tearDown() {
        shell.close();
    }

    @Test
    void tableMarksTheRowsFromTheJournalUnlessFresh() throws Exception {
        tables.recorded.add(2);
        String text = shell.run("pb:table knight-cover n=1..3");
        assertThat(tables.requests.get(0).fresh()).isFalse();
        assertThat(text.lines().filter(l -> l.startsWith("2 ")).findFirst().orElseThrow()).endsWith("1234 ms*");
        assertThat(text.lines().filter(l -> l.startsWith("3 ")).findFirst().orElseThrow()).doesNotContain("*");
        assertThat(text).contains("* from the results journal");

        String fresh = shell.run("pb:table knight-cover n=1..3 --fresh");
        assertThat(tables.requests.get(1).fresh()).isTrue();
        assertThat(fresh).doesNotContain("*");
    }

    @Test
    void tableAsksForEachValueOfTheRangeAndShowsThePublishedOne() throws Exception {
        String text = shell.run("pb:table knight-cover n=1..3");
        TableRequest request = tables.requests.get(0);
        assertThat(request.key()).isEqualTo("n");
        assertThat(request.values()).containsExactly(1, 2, 3);
        assertThat(request.template().family()).isEqualTo("knight-cover");
        assertThat(text).contains("computed").contains("published");
        assertThat(text.lines().filter(l -> l.matches("^[123] .*")).toList()).hasSize(3)
                .allSatisfy(l -> assertThat(l).contains("=").contains("OPTIMAL"));
        assertThat(shell.exit()).isEqualTo(0);
        assertThatThrownBy(() -> shell.run("pb:table knight-cover n=5..1")).hasMessageContaining("empty");
        assertThatThrownBy(() -> shell.run("pb:table knight-cover n=8")).hasMessageContaining("needs a range");
        assertThat(tables.requests).hasSize(1);
    }

    @Test
    void tableWithAllShowsTheCountsBesideThePublishedOnesAndFailsOnADifference() throws Exception {
        String text = shell.run("pb:table knight-cover n=1..3 --all");
        assertThat(tables.requests.get(0).template().options().all()).isTrue();
        assertThat(text.lines().findFirst().orElseThrow()).contains("count (classes)");
        assertThat(text.lines().filter(l -> l.startsWith("1 ")).findFirst().orElseThrow())
                .matches("1 +1 +1 += +10 \\(1\\) +10 \\(1\\) += +OPTIMAL .*");
        assertThat(text.lines().filter(l -> l.startsWith("2 ")).findFirst().orElseThrow())
                .matches("2 +2 +2 += +20 \\(2\\) +20 \\(3\\) +DIFF +OPTIMAL .*");
        assertThat(shell.exit()).isEqualTo(1);
    }

    /** An unproven row that stops short of the published value says so; one that beats it is a difference. */
    @Test
    void tableSaysShortForAnUnprovenRowWorseThanThePublishedValue() throws Exception {
        String text = shell.run("pb:table knight-cover n=6..9");
        assertThat(text.lines().filter(l -> l.startsWith("7 ")).findFirst().orElseThrow())
                .matches("7 +8 +7 +short +TIMEOUT .*");
        assertThat(text.lines().filter(l -> l.startsWith("9 ")).findFirst().orElseThrow())
                .matches("9 +8 +9 +DIFF +TIMEOUT .*");
        assertThat(text.lines().filter(l -> l.startsWith("6 ")).findFirst().orElseThrow())
                .matches("6 +6 +6 += +OPTIMAL .*");
    }

    @Test
    void tablePassesTheOtherParametersAndTheOptionsThrough() throws Exception {
        shell.run("pb:table knight-cover rows=3 cols=2,4 --solver bnb --objective min-independent-domination"
                + " --timeout 1.5 --data /tmp/pb-data");
        TableRequest request = tables.requests.get(0);
        assertThat(request.key()).isEqualTo("cols");
        assertThat(request.values()).containsExactly(2, 4);
        assertThat(request.template().params()).containsExactly(Map.entry("rows", "3"), Map.entry("cols", "2,4"));
        assertThat(request.template().solver()).isEqualTo("bnb");
        assertThat(request.template().objective()).isEqualTo(Objective.MIN_INDEPENDENT_DOMINATION);
        assertThat(request.template().fractional()).isFalse();
        assertThat(request.template().options().timeoutMillis()).isEqualTo(1500);
        assertThat(request.template().options().data()).isEqualTo("/tmp/pb-data");
        assertThat(request.template().options().all()).isFalse();
    }

    @Test
    void tablePlotsOnePointPerRowForEachSeries(@TempDir Path dir) throws Exception {
        Path plot = dir.resolve("k.svg");
        String text = shell.run("pb:table knight-cover n=2..6 --plot " + plot);
        assertThat(text).contains("wrote " + plot);
        Document svg = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(plot.toFile());
        assertThat(points(svg, "circle", "computed")).hasSize(5);
        assertThat(points(svg, "rect", "published")).hasSize(5);
        assertThat(points(svg, "circle", "proven")).hasSize(5);
        // the ticks of the n axis cover 2..6, the title names the family
        assertThat(svg.getElementsByTagName("text").item(0).getTextContent()).isEqualTo("knight-cover");
        assertThatThrownBy(() -> shell.run("pb:table knight-cover n=1..3 --plot " + dir.resolve("k.png")))
                .hasMessageContaining("*.svg");
    }

    private static List<Element> points(Document svg, String tag, String cls) {
        List<Element> found = new ArrayList<>();
        NodeList nodes = svg.getElementsByTagName(tag);
        for (int i = 0; i < nodes.getLength(); i++) {
            Element e = (Element) nodes.item(i);
            List<String> classes = List.of(e.getAttribute("class").split(" "));
            if (classes.contains("point") && classes.contains(cls)) {
                found.add(e);
            }
        }
        return found;
    }
}
