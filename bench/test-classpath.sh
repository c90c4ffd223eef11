# Sourced by the bench scripts that run a bundle's test classes: test_classpath BUNDLE prints the class path of
# bundles/BUNDLE's classes and test classes with the API, boards, pieces, core and testing jars, or stops the script
# when they are not built.
test_classpath() {
    local target="bundles/$1/target"
    [ -d "$target/test-classes" ] || { echo "bench: build first: mvn -B -ntp -q install -DskipTests" >&2; exit 2; }
    local cp="$target/classes:$target/test-classes"
    for classes in support/*/target/classes; do
        cp="$cp:$classes"
    done
    for jar in bundles/org.polyboard.{api,boards,pieces,core}/target/org.polyboard.*-SNAPSHOT.jar testing/target/polyboard-testing-*.jar; do
        cp="$cp:$jar"
    done
    echo "$cp"
}
