package org.polyboard.web.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.SolveRequest;

/** The body of {@code POST /api/solve} read into a request, each mistake one line that names the field. */
class SolveRequestsTest {

    @Test
    void everyFieldIsReadAsTheCommandLineReadsIt() {
        SolveRequest r = SolveResource.request("{\"family\":\"knight-cover\",\"params\":{\"rows\":3,\"cols\":\"8\"},"
                + "\"solver\":\"bnb\",\"objective\":\"min-independent-domination\",\"options\":{\"timeout\":2.5,\"all\":true,"
                + "\"resume\":true,\"threads\":1,\"proof\":\"own\"}}");
        assertThat(r.family()).isEqualTo("knight-cover");
        assertThat(r.params()).containsExactly(Map.entry("rows", "3"), Map.entry("cols", "8"));
        assertThat(r.solver()).isEqualTo("bnb");
        assertThat(r.objective()).isEqualTo(Objective.MIN_INDEPENDENT_DOMINATION);
        assertThat(r.options().timeoutMillis()).isEqualTo(2500);
        assertThat(r.options().all()).isTrue();
        assertThat(r.options().resume()).isTrue();
        assertThat(r.options().threads()).isEqualTo(1);
        assertThat(r.options().ownProofOnly()).isTrue();
        assertThat(r.fractional()).isFalse();
        SolveRequest least = SolveResource.request("{\"family\":\"queens\",\"options\":null}");
        assertThat(least.params()).isEmpty();
        assertThat(least.solver()).isNull();
        assertThat(least.options().timeoutMillis()).isZero();
        assertThat(least.options().threads()).isZero();
        assertThat(least.options().ownProofOnly()).isFalse();
    }

    @Test
    void eachMistakeNamesItsField() {
        assertThatThrownBy(() -> SolveResource.request("[1]")).hasMessage("The solve request must be a JSON object,"
                + " e.g. {\"family\":\"knight-cover\",\"params\":{\"n\":8}}.");
        assertThatThrownBy(() -> SolveResource.request("{\"famly\":\"x\"}")).hasMessage("Unknown field 'famly' in the"
                + " solve request; valid: family, params, solver, objective, options.");
        assertThatThrownBy(() -> SolveResource.request("{\"params\":{\"n\":8}}"))
                .hasMessageStartingWith("The solve request needs a family");
        assertThatThrownBy(() -> SolveResource.request("{\"family\":\"k\",\"params\":{\"n\":[8]}}"))
                .hasMessage("params.n must be a string, a number or a boolean.");
        assertThatThrownBy(() -> SolveResource.request("{\"family\":\"k\",\"options\":{\"all\":\"yes\"}}"))
                .hasMessage("options.all must be true or false.");
        assertThatThrownBy(() -> SolveResource.request("{\"family\":\"k\",\"options\":{\"fast\":true}}"))
                .hasMessage("Unknown field 'fast' in options; valid: all, fractional, timeout, resume, threads, proof.");
        assertThatThrownBy(() -> SolveResource.request("{\"family\":\"k\",\"options\":{\"proof\":\"scip\"}}"))
                .hasMessageStartingWith("--proof scip is neither own");
        assertThatThrownBy(() -> SolveResource.request("{\"family\":\"k\",\"options\":[]}"))
                .hasMessage("Options must be a JSON object, e.g. {\"timeout\":60}.");
        assertThatThrownBy(() -> SolveResource.request("{\"family\":7}")).hasMessage("family must be a string.");
    }

    @Test
    void queryFlagsReadTrueFalseOrPresent() {
        assertThat(JsonFields.bool(null, "all")).isFalse();
        assertThat(JsonFields.bool("", "all")).isTrue();
        assertThat(JsonFields.bool("true", "all")).isTrue();
        assertThat(JsonFields.bool("false", "all")).isFalse();
        assertThatThrownBy(() -> JsonFields.bool("yes", "all")).hasMessage("all=yes: expected true or false.");
    }
}
