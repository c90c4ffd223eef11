package org.polyboard.core.catalog;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;

import org.osgi.framework.ServiceReference;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.BoardFactory;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.problem.ProblemFamily;
import org.polyboard.api.solve.Description;
import org.polyboard.api.solve.ModelExporter;
import org.polyboard.api.solve.Renderer;
import org.polyboard.api.solve.Solver;

/**
 * What is installed: families, solvers, board factories, pieces, exporters and renderers as they come and go;
 * and the resolution of an instance into a problem (its board built, its piece found). Thread-safe.
 */
@Component(service = Catalog.class)
public final class Catalog {

    /** The formats every runtime has, listed first in this order. */
    private static final List<String> STANDARD_FORMATS = List.of("text", "json", "svg");

    private final Registry<ProblemFamily> families = new Registry<>(ProblemFamily::id, ProblemFamily::description);
    private final Registry<Solver> solvers = new Registry<>(Solver::id, Solver::description);
    private final Registry<BoardFactory> boards = new Registry<>(BoardFactory::id, BoardFactory::description);
    private final Registry<Piece> pieces = new Registry<>(Piece::id, Piece::description);
    private final Registry<Renderer> renderers = new Registry<>(Renderer::format, Renderer::format);
    private final List<ModelExporter> exporters = new CopyOnWriteArrayList<>();

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    public void addFamily(ProblemFamily family, ServiceReference<ProblemFamily> reference) {
        families.add(family, reference);
    }

    public void removeFamily(ProblemFamily family) {
        families.remove(family);
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    public void addSolver(Solver solver, ServiceReference<Solver> reference) {
        solvers.add(solver, reference);
    }

    public void removeSolver(Solver solver) {
        solvers.remove(solver);
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    public void addBoard(BoardFactory board, ServiceReference<BoardFactory> reference) {
        boards.add(board, reference);
    }

    public void removeBoard(BoardFactory board) {
        boards.remove(board);
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    public void addPiece(Piece piece, ServiceReference<Piece> reference) {
        pieces.add(piece, reference);
    }

    public void removePiece(Piece piece) {
        pieces.remove(piece);
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    public void addExporter(ModelExporter exporter) {
        exporters.add(exporter);
    }

    public void removeExporter(ModelExporter exporter) {
        exporters.remove(exporter);
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    public void addRenderer(Renderer renderer, ServiceReference<Renderer> reference) {
        renderers.add(renderer, reference);
    }

    public void removeRenderer(Renderer renderer) {
        renderers.remove(renderer);
    }

    public List<Description> families() {
        return families.describe(f -> List.of("parameters: " + f.parameters().stream()
                .map(p -> p.name() + " (" + p.range() + ")").collect(Collectors.joining(", ")),
                "objectives: " + f.objectives().stream().map(Objective::id).collect(Collectors.joining(", "))));
    }

    public List<Description> solvers() {
        return solvers.describe(s -> List.of("objectives: "
                + s.objectives().stream().sorted().map(Objective::id).collect(Collectors.joining(", "))));
    }

    public List<Description> boards() {
        return boards.describe(b -> List.of());
    }

    public List<Description> pieces() {
        return pieces.describe(p -> List.of());
    }

    /** The installed solvers, in id order. */
    public List<Solver> allSolvers() {
        return solvers.all();
    }

    /** The solver with this id. */
    public Optional<Solver> solver(String id) {
        return solvers.get(id);
    }

    /** The installed solver ids, for messages. */
    public String solverIds() {
        return solvers.ids();
    }

    /** The version of the bundle that provides {@code solver}, or "" when unknown. */
    public String version(Solver solver) {
        return solvers.version(solver);
    }

    /** The versions of all installed solver bundles, by solver id: what a solve's unit results depend on. */
    public Map<String, String> solverVersions() {
        Map<String, String> versions = new TreeMap<>();
        for (Solver s : solvers.all()) {
            versions.put(s.id(), solvers.version(s));
        }
        return versions;
    }

    /** The renderer of {@code format}. @throws IllegalArgumentException naming the installed formats */
    public Renderer renderer(String format) {
        return renderers.get(format).orElseThrow(() -> new IllegalArgumentException(
                "Unknown format '" + format + "'; valid: " + renderers.all().stream().map(Renderer::format)
                        .sorted(Comparator.comparingInt((String f) -> STANDARD_FORMATS.indexOf(f) < 0 ? STANDARD_FORMATS.size()
                                : STANDARD_FORMATS.indexOf(f)).thenComparing(f -> f))
                        .collect(Collectors.joining(", ")) + "."));
    }

    /** The exporter that writes {@code format}. @throws IllegalArgumentException naming the formats there are */
    public ModelExporter exporter(String format) {
        List<ModelExporter> local = new ArrayList<>(exporters);
        for (ModelExporter exporter : local) {
            if (exporter.formats().contains(format)) {
                return exporter;
            }
        }
        throw new IllegalArgumentException("No installed exporter writes format '" + format + "'"
                + (local.isEmpty() ? " (none installed; Maybe install the ilp solver)." : "; formats: "
                        + local.stream().flatMap(e -> e.formats().stream()).sorted().distinct()
                                .collect(Collectors.joining(", ")) + "."));
    }

    /**
     * The instance {@code family} builds from {@code params}.
     *
     * @throws IllegalArgumentException with one line for the user: unknown family, bad parameters, objective
     *     not asked by the family
     */
    public Instance instance(String family, Map<String, String> params, Objective objective) {
        ProblemFamily f = families.get(family).orElseThrow(() -> new IllegalArgumentException(
                "Unknown family '" + family + "'; installed: " + families.ids() + "."));
        if (objective != null && !f.objectives().contains(objective)) {
            throw new IllegalArgumentException("Family " + family + " does not ask " + objective.id() + "; it asks "
                    + f.objectives().stream().map(Objective::id).collect(Collectors.joining(", ")) + ".");
        }
        return f.instance(params, objective);
    }

    /**
     * The run settings among {@code params} as {@code family} declares them (checked as its instances are).
     *
     * @throws IllegalArgumentException for an unknown family or a malformed setting
     */
    public Map<String, String> settings(String family, Map<String, String> params) {
        return families.get(family).orElseThrow(() -> new IllegalArgumentException(
                "Unknown family '" + family + "'; installed: " + families.ids() + ".")).settings(params);
    }

    public Optional<KnownValue> known(Instance instance) {
        return families.get(instance.family()).flatMap(f -> f.known(instance));
    }

    public Optional<KnownValue> knownCount(Instance instance, boolean upToSymmetry) {
        return families.get(instance.family()).flatMap(f -> f.knownCount(instance, upToSymmetry));
    }

    /**
     * The problem of {@code instance}: its board built and its piece found.
     *
     * @throws IllegalArgumentException for an unknown board or piece, or a board specification its factory rejects
     */
    public DefaultProblem problem(Instance instance) {
        String spec = instance.board();
        int colon = spec.indexOf(':');
        String id = colon < 0 ? spec : spec.substring(0, colon);
        BoardFactory factory = boards.get(id).orElseThrow(() -> new IllegalArgumentException(
                "Unknown board '" + id + "'; installed: " + boards.ids() + "."));
        Board board = factory.create(colon < 0 ? "" : spec.substring(colon + 1));
        Piece piece = pieces.get(instance.piece()).orElseThrow(() -> new IllegalArgumentException(
                "Unknown piece '" + instance.piece() + "'; installed: " + pieces.ids() + "."));
        return new DefaultProblem(instance, board, piece);
    }

    /** The problem a family, parameters and objective describe. @throws IllegalArgumentException as the two steps */
    public DefaultProblem problem(String family, Map<String, String> params, Objective objective) {
        return problem(instance(family, params, objective));
    }
}
