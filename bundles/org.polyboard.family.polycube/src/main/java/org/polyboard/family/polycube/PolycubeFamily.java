package org.polyboard.family.polycube;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.problem.Parameter;
import org.polyboard.api.problem.ProblemFamily;

/**
 * {@code polycube}: rooks or queens on a polyomino or polycube of any dimension, holes and cavities allowed; a
 * piece's ray stops where it leaves the shape. The shape is a board specification ({@code rect:}, {@code box:},
 * {@code random:}, {@code file:} or a file path), or a hypercube {@code box:N^D} given by {@code n=} and
 * {@code d=} so that {@code table} can range over either.
 */
@Component(service = ProblemFamily.class, property = ProblemFamily.ID + "=polycube")
public final class PolycubeFamily implements ProblemFamily {

    static final String ID = "polycube";

    private static final Parameter SHAPE = new Parameter("shape",
            "the shape: rect:AxB (or rect with n=), box:N^D or box:AxBxC..., random:K (K cells, with p= and seed=), file:PATH or a"
                    + " file path (rows of '#' and '.', blank lines between layers; or one coordinate tuple per line);"
                    + " absent or 'box': the hypercube of side n= in d= dimensions; 'random': k= cells",
            "rect:..., box:..., random:K, file:PATH, PATH", null);
    private static final Parameter N = new Parameter("n", "side of the hypercube box:N^D (with d=; no shape= or shape=box)",
            "1..10000", null);
    private static final Parameter D = new Parameter("d",
            "dimension of the hypercube (with n=) or of a random shape; 0 is a single cell", "0..12", null);
    private static final Parameter K = new Parameter("k", "cells of a random shape (with shape=random)", "1..1000000", null);
    private static final Parameter P = new Parameter("p",
            "percolation probability of a random shape: a site next to the growing shape joins it with probability p",
            "(0, 1], default 0.5", null);
    private static final Parameter SEED = new Parameter("seed",
            "random seed of a random shape, and of the heuristic solvers on any shape",
            "any whole number, default 1",
            null);
    private static final Parameter PIECE = new Parameter("piece", "the piece", "rook, queen", "queen");
    private static final List<Parameter> PARAMETERS = List.of(SHAPE, N, D, K, P, SEED, PIECE, Asked.OBJECTIVE, Asked.SIZE);

    private static final Pattern SPEC = Pattern.compile("([A-Za-z][A-Za-z0-9-]+):(.*)", Pattern.DOTALL);
    private static final Pattern HYPERCUBE = Pattern.compile("\\s*(\\d+)\\s*\\^\\s*(\\d+)\\s*");
    private static final Pattern SIDES = Pattern.compile("\\s*\\d+\\s*([xX×]\\s*\\d+\\s*)*");

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "rooks or queens on polyominoes and polycubes of any dimension (holes allowed): min domination,"
                + " min independent domination, max independent; shapes from files or grown at random";
    }

    @Override
    public List<Parameter> parameters() {
        return PARAMETERS;
    }

    @Override
    public List<Objective> objectives() {
        return Asked.OBJECTIVES;
    }

    @Override
    public Instance instance(Map<String, String> params, Objective chosen) {
        Parameter.checkKeys(ID, params, PARAMETERS);
        Objective objective = Asked.objective(ID, params, chosen);
        Map<String, String> normal = new LinkedHashMap<>();
        String board = board(params, normal);
        settings(params);
        String piece = PIECE.choice(params, List.of("rook", "queen"));
        normal.put(PIECE.name(), piece);
        Asked.copy(params, objective, normal);
        return new Instance(ID, normal, board, piece, objective);
    }

    /**
     * {@code seed=}: the random seed of the heuristic solvers, a run setting on any shape (on a random shape it
     * also grows the shape, and so is part of the instance as well).
     */
    @Override
    public Map<String, String> settings(Map<String, String> params) {
        return Asked.seed(SEED, params);
    }

    @Override
    public Optional<KnownValue> known(Instance instance) {
        if (instance.params().containsKey(Asked.SIZE.name())) {
            return Optional.empty();
        }
        int[] cube = hypercube(instance.board());
        return cube == null ? Optional.empty() : BoxValues.box(instance.piece(), cube[0], cube[1], instance.objective());
    }

    /**
     * The published number of optimal placements of {@code instance} (what {@code solve --all} counts), in total or
     * up to symmetry, for comparison only: maximum non-attacking queens on n^3 and n^4. {@code table --all} shows it
     * beside the computed count.
     */
    @Override
    public Optional<KnownValue> knownCount(Instance instance, boolean upToSymmetry) {
        if (instance.params().containsKey(Asked.SIZE.name())) {
            return Optional.empty();
        }
        int[] cube = hypercube(instance.board());
        return cube == null ? Optional.empty()
                : BoxValues.count(instance.piece(), cube[0], cube[1], instance.objective(), upToSymmetry);
    }

    /** The board specification for {@code params}; writes the parameters that define it to {@code normal}. */
    private static String board(Map<String, String> params, Map<String, String> normal) {
        String shape = params.get(SHAPE.name());
        String kind = shape == null ? "box" : shape.trim();
        if (kind.equals("rect")) {
            normal.put(SHAPE.name(), kind);
            if (D.isSet(params) && D.intValue(params, 0, 12) != 2) {
                throw new IllegalArgumentException("shape=rect is two-dimensional; d=" + params.get(D.name())
                        + " needs shape=box.");
            }
            hypercube(params, normal);
            normal.remove(D.name());
            int n = Integer.parseInt(normal.get(N.name()));
            return "rect:" + n + "x" + n;
        }
        if (kind.equals("box") || kind.equals("random")) {
            if (shape != null) {
                normal.put(SHAPE.name(), kind);
            }
            return kind.equals("box") ? hypercube(params, normal) : random(params, "", normal);
        }
        Matcher spec = SPEC.matcher(kind);
        String prefix = spec.matches() ? spec.group(1) : "";
        if (prefix.equals("random")) {
            normal.put(SHAPE.name(), kind);
            return random(params, spec.group(2), normal);
        }
        for (Parameter other : List.of(N, D, K, P)) {
            if (other.isSet(params)) {
                throw new IllegalArgumentException(other.name() + "= does not go with shape=" + shape + "; "
                        + (other == N || other == D ? "n= and d= give the hypercube when shape= is absent or box."
                                : other.name() + "= applies to shape=random."));
            }
        }
        normal.put(SHAPE.name(), kind);
        return switch (prefix) {
            case "rect", "box", "file" -> kind;
            case "" -> "file:" + kind;
            default -> throw new IllegalArgumentException("shape=" + shape + ": unknown kind '" + prefix
                    + "'; valid: rect:AxB, box:N^D, random:K, file:PATH, or a file path.");
        };
    }

    private static String hypercube(Map<String, String> params, Map<String, String> normal) {
        for (Parameter other : List.of(K, P)) {
            if (other.isSet(params)) {
                throw new IllegalArgumentException(other.name() + "= applies to shape=random, not to the box n^d.");
            }
        }
        if (!N.isSet(params)) {
            throw new IllegalArgumentException("polycube needs shape= or n= (with d=, default 2), e.g. shape=box:4^3 or n=4 d=3.");
        }
        int n = N.intValue(params, 1, 10_000);
        int d = D.isSet(params) ? D.intValue(params, 0, 12) : 2;
        normal.put(N.name(), Integer.toString(n));
        normal.put(D.name(), Integer.toString(d));
        return "box:" + n + "^" + d;
    }

    /** {@code random:K,p=P,seed=S[,d=D]} from {@code shape=random[:K,...]} and the parameters k=, p=, seed=, d=. */
    private static String random(Map<String, String> params, String arguments, Map<String, String> normal) {
        if (N.isSet(params)) {
            throw new IllegalArgumentException("n= does not go with shape=random; k= gives the number of cells.");
        }
        Map<String, String> settings = new LinkedHashMap<>();
        String[] parts = arguments.trim().isEmpty() ? new String[0] : arguments.trim().split("\\s*,\\s*");
        String cells = parts.length > 0 ? parts[0] : null;
        for (int i = 1; i < parts.length; i++) {
            int eq = parts[i].indexOf('=');
            settings.put(eq < 0 ? parts[i] : parts[i].substring(0, eq).trim(), eq < 0 ? "" : parts[i].substring(eq + 1).trim());
        }
        if (K.isSet(params)) {
            String k = Integer.toString(K.intValue(params, 1, 1_000_000));
            if (cells != null && !cells.equals(k)) {
                throw new IllegalArgumentException("shape=random:" + arguments + " and k=" + params.get(K.name()) + " disagree.");
            }
            cells = k;
            normal.put(K.name(), k);
        }
        if (cells == null) {
            throw new IllegalArgumentException("shape=random needs a number of cells: shape=random:K or k=, e.g. k=20.");
        }
        for (Parameter setting : List.of(P, SEED, D)) {
            if (setting.isSet(params)) {
                String value = params.get(setting.name()).trim();
                String given = settings.get(setting.name());
                if (given != null && !given.equals(value)) {
                    throw new IllegalArgumentException("shape=random:" + arguments + " and " + setting.name() + "="
                            + value + " disagree.");
                }
                settings.put(setting.name(), value);
                normal.put(setting.name(), value);
            }
        }
        StringBuilder spec = new StringBuilder("random:").append(cells);
        settings.forEach((key, value) -> spec.append(',').append(key).append('=').append(value));
        return spec.toString();
    }

    /** {n, d} when the board specification is a box or square with all sides n, else {@code null}. */
    static int[] hypercube(String board) {
        Matcher spec = SPEC.matcher(board);
        if (!spec.matches() || !spec.group(1).equals("box") && !spec.group(1).equals("rect")) {
            return null;
        }
        String sides = spec.group(2);
        Matcher power = HYPERCUBE.matcher(sides);
        if (power.matches()) {
            return new int[] {Integer.parseInt(power.group(1)), Integer.parseInt(power.group(2))};
        }
        if (!SIDES.matcher(sides).matches()) {
            return null;
        }
        String[] parts = sides.trim().split("\\s*[xX×]\\s*");
        int n = Integer.parseInt(parts[0]);
        for (String part : parts) {
            if (Integer.parseInt(part) != n) {
                return null;
            }
        }
        int d = parts.length == 1 && spec.group(1).equals("rect") ? 2 : parts.length;
        return new int[] {n, d};
    }
}
