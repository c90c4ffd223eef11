package org.polyboard.solver.ortools.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Which platform's native libraries a machine needs, which the build carries, and what is said when they differ. */
class NativeLibrariesTest {

    @Test
    void javaPropertiesNameOrToolsPlatforms() {
        assertThat(NativeLibraries.platform("Linux", "amd64")).isEqualTo("linux-x86-64");
        assertThat(NativeLibraries.platform("Linux", "aarch64")).isEqualTo("linux-aarch64");
        assertThat(NativeLibraries.platform("Mac OS X", "x86_64")).isEqualTo("darwin-x86-64");
        assertThat(NativeLibraries.platform("Mac OS X", "aarch64")).isEqualTo("darwin-aarch64");
        assertThat(NativeLibraries.platform("Windows 11", "amd64")).isEqualTo("win32-x86-64");
        assertThat(NativeLibraries.platform("FreeBSD", "amd64")).isEqualTo("freebsd-x86-64");
        assertThat(NativeLibraries.jni("darwin-aarch64")).isEqualTo("libjniortools.dylib");
        assertThat(NativeLibraries.jni("win32-x86-64")).isEqualTo("jniortools.dll");
        assertThat(NativeLibraries.jni("linux-aarch64")).isEqualTo("libjniortools.so");
    }

    /** The build carries a platform's libraries (by default the build machine's), and names it among OR-Tools' own. */
    @Test
    void theBuildCarriesAPlatform() {
        assertThat(NativeLibraries.carried()).isNotEmpty();
        assertThat(NativeLibraries.PLATFORMS).containsAll(NativeLibraries.carried());
    }

    @Test
    void anotherPlatformIsRefusedInOneLineThatSaysHowToBuildForIt() {
        assertThat(NativeLibraries.missing("linux-aarch64", List.of("linux-aarch64"))).isEmpty();
        assertThat(NativeLibraries.missing("darwin-aarch64", List.of("linux-x86-64"))).contains(
                "this build carries OR-Tools' native libraries for linux-x86-64 only, and this machine is darwin-aarch64; "
                        + "maybe build Polyboard on this machine, or with -Dortools.platform=darwin-aarch64");
        assertThat(NativeLibraries.missing("freebsd-x86-64", List.of("linux-x86-64")).orElseThrow())
                .endsWith("and this machine is freebsd-x86-64; OR-Tools publishes them for linux-x86-64, linux-aarch64, "
                        + "darwin-x86-64, darwin-aarch64, win32-x86-64 only")
                .doesNotContain("\n");
    }
}
