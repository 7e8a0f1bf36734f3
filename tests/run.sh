#!/bin/sh
# run.sh BUILDDIR... - run the whole suite against each build directory:
# every unit test program (BUILDDIR/tests/test_*), every command-line test
# (tests/cli/*.sh) and every real-window test (tests/e2e/*.sh); a lib.sh
# there is a sourced helper, not a test. Each test
# ends with a line "NAME: N passed, N failed"; this adds them up and ends
# with the same kind of line for the whole run. Exit status 0 only when
# every test ran, printed its summary and had no failure.
# LLK_CORE_ONLY=1 leaves out the real-window tests (no SDL needed). A
# build directory named tsan (ThreadSanitizer, `make test-tsan`) holds
# only the threaded unit tests: only they run there.
# LLK_FUZZ_BUILD=DIR also runs the fuzz targets there (tests/fuzz/run.sh).
set -u
# A fatal start-up error stays on stderr, no message box waiting for a click.
export LLK_NO_MSGBOX=1
top=$(cd "$(dirname "$0")/.." && pwd)
total_pass=0
total_fail=0
broken=""
log=$(mktemp)
trap 'rm -f "$log"' EXIT

run_one() {
    label=$1
    shift
    start=$(date +%s)
    "$@" >"$log" 2>&1
    status=$?
    end=$(date +%s)
    summary=$(grep -E '^[A-Za-z0-9_./-]+: [0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
    if [ -z "$summary" ]; then
        broken="$broken $label"
        echo "BROKEN $label (exit $status, no summary line); its output:"
        tail -n 30 "$log"
        return
    fi
    p=$(echo "$summary" | sed -E 's/.*: ([0-9]+) passed, ([0-9]+) failed.*/\1/')
    f=$(echo "$summary" | sed -E 's/.*: ([0-9]+) passed, ([0-9]+) failed.*/\2/')
    total_pass=$((total_pass + p))
    total_fail=$((total_fail + f))
    if [ "$status" -ne 0 ] || [ "$f" -ne 0 ]; then
        [ "$f" -eq 0 ] && broken="$broken $label"
        echo "FAILED $label ($p passed, $f failed, exit $status, $((end - start)) s); its output:"
        tail -n 60 "$log"
    else
        echo "ok     $label ($p passed, $((end - start)) s)"
    fi
}

for build in "$@"; do
    build=$(cd "$build" && pwd)
    units_only=0
    case "$build" in
    */san) export LLK_SANITIZED=1 ;;
    */tsan) export LLK_SANITIZED=1; units_only=1 ;;
    *) unset LLK_SANITIZED ;;
    esac
    export LLK_BUILD="$build" LLK="$build/llk" LLK_TOP="$top"
    echo "== suite against $build"
    for t in "$build"/tests/test_*; do
        [ -x "$t" ] || continue
        run_one "$(basename "$build")/$(basename "$t")" "$t"
    done
    [ "$units_only" = 1 ] && continue
    for t in "$top"/tests/cli/*.sh; do
        [ -f "$t" ] || continue
        run_one "$(basename "$build")/cli/$(basename "$t" .sh)" sh "$t"
    done
    if [ "${LLK_CORE_ONLY:-0}" != 1 ]; then
        for t in "$top"/tests/e2e/*.sh; do
            [ -f "$t" ] || continue
            run_one "$(basename "$build")/e2e/$(basename "$t" .sh)" sh "$t"
        done
    fi
done

# The libFuzzer targets, once (not per build directory): make test sets
# LLK_FUZZ_BUILD to their build and LLK_FUZZ_SECONDS to the time each.
if [ -n "${LLK_FUZZ_BUILD:-}" ]; then
    echo "== fuzz targets in $LLK_FUZZ_BUILD"
    run_one fuzz sh "$top/tests/fuzz/run.sh" "$LLK_FUZZ_BUILD" "${LLK_FUZZ_SECONDS:-30}"
fi

if [ -n "$broken" ]; then
    echo "broken:$broken"
    total_fail=$((total_fail + $(echo "$broken" | wc -w)))
fi
echo "total: $total_pass passed, $total_fail failed"
[ "$total_fail" -eq 0 ]
