# Sourced by the bench scripts (not run on its own).
# field NAME JSON: the first value of the key NAME in the JSON document, a string (quotes dropped) or a number,
# true, false or null (exponents such as 1.0E7 included).
field() {
    printf '%s' "$2" | grep -o "\"$1\":\(\"[^\"]*\"\|[a-zA-Z0-9.+/-]*\)" | head -1 | sed -e "s/^\"$1\"://" -e 's/"//g'
}
