package org.polyboard.support.plot;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.solve.Status;
import org.polyboard.api.table.TableRow;

/**
 * The plot of a table as a standalone SVG document: the computed and the published values against the ranged
 * parameter, two series with a legend. Filled marks are proven values (a computed optimum, a published exact
 * value), hollow marks are not (a feasible or timed-out computation, a published best-known value).
 */
public final class TablePlot {

    /** One row of the table; a value is {@code null} when there is none. */
    public record Row(int x, Fraction computed, boolean computedProven, Fraction published, boolean publishedProven) {
    }

    private static final int WIDTH = 760;
    private static final int HEIGHT = 500;
    private static final int LEFT = 74;
    private static final int RIGHT = 24;
    private static final int TOP = 56;
    private static final int BOTTOM = 64;
    private static final String COMPUTED = "#1f63b5";
    private static final String PUBLISHED = "#d9730d";

    private TablePlot() {
    }

    /** The points of a table's rows: computed values (proven when optimal) and published ones. */
    public static List<Row> rows(List<TableRow> rows) {
        List<Row> plotted = new ArrayList<>();
        for (TableRow row : rows) {
            KnownValue published = row.published();
            plotted.add(new Row(row.value(), row.computed(), row.result().status() == Status.OPTIMAL,
                    published == null ? null : published.value(), published != null && published.proven()));
        }
        return plotted;
    }

    public static String svg(String title, String xName, String yName, List<Row> rows) {
        double xMin = rows.stream().mapToInt(Row::x).min().orElse(0);
        double xMax = rows.stream().mapToInt(Row::x).max().orElse(1);
        List<Double> values = new ArrayList<>();
        for (Row r : rows) {
            if (r.computed() != null) {
                values.add(r.computed().doubleValue());
            }
            if (r.published() != null) {
                values.add(r.published().doubleValue());
            }
        }
        double yMin = Math.min(0, values.stream().mapToDouble(v -> v).min().orElse(0));
        double yMax = values.stream().mapToDouble(v -> v).max().orElse(1);
        double[] xTicks = ticks(xMin, xMax == xMin ? xMin + 1 : xMax, true);
        double[] yTicks = ticks(yMin, yMax <= yMin ? yMin + 1 : yMax, false);
        Axis x = new Axis(xTicks[0], xTicks[xTicks.length - 1], LEFT, WIDTH - RIGHT);
        Axis y = new Axis(yTicks[0], yTicks[yTicks.length - 1], HEIGHT - BOTTOM, TOP);

        StringBuilder out = new StringBuilder();
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\""
                + " font-family=\"DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif\" font-size=\"12\">%n", WIDTH, HEIGHT, WIDTH, HEIGHT));
        out.append("<style>\n.grid{stroke:#e4e4e4}\n.axis{stroke:#333;stroke-width:1.2}\n.tick{fill:#444}\n"
                + ".title{font-size:15px;font-weight:bold;fill:#222}\n.name{font-size:13px;fill:#222}\n"
                + ".computed{stroke:" + COMPUTED + ";fill:" + COMPUTED + "}\n.published{stroke:" + PUBLISHED + ";fill:" + PUBLISHED + "}\n"
                + ".line{fill:none;stroke-width:2}\n.open{fill:#fff;stroke-width:2}\n.legend{fill:#222}\n</style>\n");
        out.append(String.format(Locale.ROOT, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#fff\"/>%n", WIDTH, HEIGHT));
        out.append(String.format(Locale.ROOT, "<text class=\"title\" x=\"%d\" y=\"24\">%s</text>%n", LEFT, escape(title)));

        out.append("<g class=\"axes\">\n");
        for (double t : yTicks) {
            double py = y.at(t);
            out.append(line("grid", LEFT, py, WIDTH - RIGHT, py));
            out.append(line("axis", LEFT - 5, py, LEFT, py));
            out.append(text("tick", LEFT - 8, py + 4, "end", number(t)));
        }
        for (double t : xTicks) {
            double px = x.at(t);
            out.append(line("grid", px, TOP, px, HEIGHT - BOTTOM));
            out.append(line("axis", px, HEIGHT - BOTTOM, px, HEIGHT - BOTTOM + 5));
            out.append(text("tick", px, HEIGHT - BOTTOM + 19, "middle", number(t)));
        }
        out.append(line("axis", LEFT, HEIGHT - BOTTOM, WIDTH - RIGHT, HEIGHT - BOTTOM));
        out.append(line("axis", LEFT, TOP, LEFT, HEIGHT - BOTTOM));
        out.append(text("name", (LEFT + WIDTH - RIGHT) / 2.0, HEIGHT - BOTTOM + 40, "middle", xName));
        out.append(String.format(Locale.ROOT, "<text class=\"name\" text-anchor=\"middle\" transform=\"translate(18 %.1f) rotate(-90)\">%s</text>%n",
                (TOP + HEIGHT - BOTTOM) / 2.0, escape(yName)));
        out.append("</g>\n");

        series(out, "published", rows, x, y, r -> r.published(), Row::publishedProven);
        series(out, "computed", rows, x, y, r -> r.computed(), Row::computedProven);
        legend(out);
        out.append("</svg>\n");
        return out.toString();
    }

    private static void series(StringBuilder out, String name, List<Row> rows, Axis x, Axis y,
            java.util.function.Function<Row, Fraction> value, java.util.function.Predicate<Row> proven) {
        out.append("<g class=\"series ").append(name).append("\">\n");
        StringBuilder path = new StringBuilder();
        StringBuilder marks = new StringBuilder();
        boolean gap = true;
        for (Row r : rows) {
            Fraction v = value.apply(r);
            if (v == null) {
                gap = true;
                continue;
            }
            double px = x.at(r.x());
            double py = y.at(v.doubleValue());
            path.append(gap ? (path.length() == 0 ? "M" : " M") : " L").append(String.format(Locale.ROOT, "%.1f %.1f", px, py));
            gap = false;
            String cls = "point " + name + (proven.test(r) ? " proven" : " open");
            String tip = "<title>" + r.x() + ": " + v + (proven.test(r) ? " (proven)" : "") + "</title>";
            if (name.equals("computed")) {
                marks.append(String.format(Locale.ROOT, "<circle class=\"%s\" cx=\"%.1f\" cy=\"%.1f\" r=\"4.5\">%s</circle>%n", cls, px, py, tip));
            } else {
                marks.append(String.format(Locale.ROOT, "<rect class=\"%s\" x=\"%.1f\" y=\"%.1f\" width=\"11\" height=\"11\">%s</rect>%n",
                        cls, px - 5.5, py - 5.5, tip));
            }
        }
        if (path.length() > 0) {
            out.append("<path class=\"line ").append(name).append("\" d=\"").append(path).append("\"/>\n");
        }
        out.append(marks).append("</g>\n");
    }

    private static void legend(StringBuilder out) {
        int lx = LEFT + 12;
        int ly = TOP + 6;
        out.append("<g class=\"legend-box\">\n");
        out.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"330\" height=\"50\" fill=\"#fff\" fill-opacity=\"0.9\" stroke=\"#bbb\"/>%n", lx, ly));
        out.append(line("line computed", lx + 10, ly + 16, lx + 40, ly + 16));
        out.append(String.format(Locale.ROOT, "<circle class=\"computed\" cx=\"%d\" cy=\"%d\" r=\"4.5\"/>%n", lx + 25, ly + 16));
        out.append(text("legend", lx + 48, ly + 20, "start", "computed (\u25cf optimal, \u25cb not proven)"));
        out.append(line("line published", lx + 10, ly + 36, lx + 40, ly + 36));
        out.append(String.format(Locale.ROOT, "<rect class=\"published\" x=\"%.1f\" y=\"%.1f\" width=\"11\" height=\"11\"/>%n", lx + 19.5, ly + 30.5));
        out.append(text("legend", lx + 48, ly + 40, "start", "published (\u25a0 proven, \u25a1 best known)"));
        out.append("</g>\n");
    }

    /**
     * Tick values covering [min, max]: six to eight steps of 1, 2 or 5 times a power of ten (whole numbers, a little
     * finer, if asked).
     */
    static double[] ticks(double min, double max, boolean whole) {
        double raw = (max - min) / (whole ? 8 : 6);
        double power = Math.pow(10, Math.floor(Math.log10(raw)));
        double step = raw / power <= 1 ? power : raw / power <= 2 ? 2 * power : raw / power <= 5 ? 5 * power : 10 * power;
        if (whole) {
            step = Math.max(1, Math.round(step));
        }
        double first = Math.floor(min / step) * step;
        double last = Math.ceil(max / step - 1e-9) * step;
        int count = (int) Math.round((last - first) / step) + 1;
        double[] ticks = new double[count];
        for (int i = 0; i < count; i++) {
            ticks[i] = first + i * step;
        }
        return ticks;
    }

    private record Axis(double from, double to, double start, double end) {
        double at(double value) {
            return start + (value - from) / (to - from) * (end - start);
        }
    }

    private static String line(String cls, double x1, double y1, double x2, double y2) {
        return String.format(Locale.ROOT, "<line class=\"%s\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>%n", cls, x1, y1, x2, y2);
    }

    private static String text(String cls, double x, double y, String anchor, String content) {
        return String.format(Locale.ROOT, "<text class=\"%s\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">%s</text>%n", cls, x, y, anchor,
                escape(content));
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString(Math.round(value)) : String.format(Locale.ROOT, "%.3g", value);
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
