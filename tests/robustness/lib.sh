# Shared helpers for the robustness tests (sourced, not run).

# The first Java exception class named in a file (java.lang.VerifyError,
# java.io.IOException, ...), or "-" when there is none.
rb_exception_in() {
    name=$(grep -oE -m1 '\bjava\.[a-z.]+\.[A-Z][A-Za-z0-9$]*(Error|Exception)\b' "$1" | head -1)
    printf '%s\n' "${name:--}"
}

# Whether a file holds a sanitizer report.
rb_sanitizer_report() {
    grep -qE 'ERROR: (Address|Leak|Memory|Thread|UndefinedBehavior)Sanitizer|runtime error: |SUMMARY: [A-Za-z]+Sanitizer' "$1"
}
