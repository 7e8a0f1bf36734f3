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
# LLK_TEST_LANES=N (default 2) runs the build directories in N lanes at
# once: the first build directory in the first lane, the second in the
# second, and so on round the lanes; the fuzz targets run last in the
# last lane. The first lane reports as it goes, the others when they end
# (each test's line and, for a failure, its output stay together). Every
# real-window test starts its own X server (tests/e2e/lib/common.sh), so
# lanes never share a display, a home or a save.
# Every test runs under a timeout (coreutils timeout, SIGKILL 10 s after
# the SIGTERM): its seconds in tests/limits.txt (about three times its
# measured time; a test not listed there gets 600), or LLK_TEST_TIMEOUT
# seconds for every test when that is set; 3 times that in a sanitized
# build directory (san, tsan: LLK_SANITIZED=1 there). A test that
# overruns is a failure naming it ("TIMEOUT"), and the run goes on. The
# fuzz targets get their own bound (their seconds each, plus 300). A test
# marked "plain" there runs in the plain build directory only (the
# package, the tarball: they test the tree, not a build).
# A test that cannot run (a tool missing, a lane it is not for) prints a
# line "SKIP: REASON": it is counted and listed as skipped, on the last
# line too ("total: N passed, N failed, N skipped"); a test that ends
# with no check at all and no SKIP line is broken.
# Each test's line shows its cases and its checks: a test that prints a
# line "NAME: N cases" (the random tests: their boards, games or runs)
# counts those; any other counts each check as a case. The last line adds
# the cases up too, so inner comparisons do not make the count.
set -u
# A fatal start-up error stays on stderr, no message box waiting for a click.
export LLK_NO_MSGBOX=1
top=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# run_one LABEL SECONDS CMD...: run one test under a timeout of SECONDS,
# print its line, add its counts to the lane's totals (pass, fail, broken).
run_one() {
    label=$1
    limit=$2
    shift 2
    echo "$limit" | grep -qx '[0-9][0-9]*' || limit=600
    start=$(date +%s)
    timeout -k 10 "$limit" "$@" >"$log" 2>&1
    status=$?
    end=$(date +%s)
    if [ "$status" -eq 124 ] ||
        { [ "$status" -eq 137 ] && [ $((end - start)) -ge "$limit" ]; }; then
        broken="$broken $label"
        echo "TIMEOUT $label (killed after $limit s, exit $status); its output:"
        tail -n 30 "$log"
        return
    fi
    c=$(grep -E '^[A-Za-z0-9_./-]+: [0-9]+ cases$' "$log" | tail -n 1 |
        sed -E 's/.*: ([0-9]+) cases$/\1/')
    summary=$(grep -E '^[A-Za-z0-9_./-]+: [0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
    if [ -z "$summary" ]; then
        broken="$broken $label"
        echo "BROKEN $label (exit $status, no summary line); its output:"
        tail -n 30 "$log"
        return
    fi
    p=$(echo "$summary" | sed -E 's/.*: ([0-9]+) passed, ([0-9]+) failed.*/\1/')
    f=$(echo "$summary" | sed -E 's/.*: ([0-9]+) passed, ([0-9]+) failed.*/\2/')
    pass=$((pass + p))
    fail=$((fail + f))
    c=${c:-$((p + f))}
    cases=$((cases + c))
    why=$(grep -m 1 '^SKIP: ' "$log" | sed 's/^SKIP: //')
    if [ "$status" -ne 0 ] || [ "$f" -ne 0 ]; then
        [ "$f" -eq 0 ] && broken="$broken $label"
        echo "FAILED $label ($c cases, $p passed, $f failed, exit $status, $((end - start)) s); its output:"
        tail -n 60 "$log"
    elif [ -n "$why" ]; then
        # listed before the totals with its first reason
        skipped=$((skipped + 1))
        echo "$label: $why" >>"$work/skipped"
        echo "skip   $label ($c cases, $p passed, $((end - start)) s): $why"
    elif [ "$p" -eq 0 ]; then
        broken="$broken $label"
        echo "BROKEN $label (no check and no SKIP line: it tested nothing); its output:"
        tail -n 30 "$log"
    else
        echo "ok     $label ($c cases, $p passed, $((end - start)) s)"
    fi
}

# limit NAME: the seconds tests/limits.txt gives test NAME (test_board,
# cli/test_deb, e2e/play), or LLK_TEST_TIMEOUT when set, else 600; 3 times
# that when sanitized.
limit() {
    l=${LLK_TEST_TIMEOUT:-}
    [ -n "$l" ] || l=$(awk -v n="$1" '$1 == n { print $2; exit }' "$top/tests/limits.txt" 2>/dev/null)
    [ -n "$l" ] || l=600
    [ "${LLK_SANITIZED:-0}" = 1 ] && l=$((l * 3))
    echo "$l"
}

# elsewhere NAME: true when NAME is marked "plain" in tests/limits.txt and
# this build directory is a sanitized one (so it does not run here).
elsewhere() {
    [ "${LLK_SANITIZED:-0}" = 1 ] &&
        awk -v n="$1" '$1 == n && $3 == "plain" { f = 1 } END { exit !f }' "$top/tests/limits.txt" 2>/dev/null
}

# suite BUILDDIR: every test against one build directory.
suite() {
    build=$(cd "$1" && pwd)
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
        n=$(basename "$t")
        run_one "$(basename "$build")/$n" "$(limit "$n")" "$t"
    done
    [ "$units_only" = 1 ] && return
    for t in "$top"/tests/cli/*.sh; do
        [ -f "$t" ] || continue
        n=cli/$(basename "$t" .sh)
        if elsewhere "$n"; then
            echo "--     $(basename "$build")/$n (the plain build directory's only)"
            continue
        fi
        run_one "$(basename "$build")/$n" "$(limit "$n")" sh "$t"
    done
    if [ "${LLK_CORE_ONLY:-0}" != 1 ]; then
        for t in "$top"/tests/e2e/*.sh; do
            [ -f "$t" ] || continue
            n=e2e/$(basename "$t" .sh)
            if elsewhere "$n"; then
                echo "--     $(basename "$build")/$n (the plain build directory's only)"
                continue
            fi
            run_one "$(basename "$build")/$n" "$(limit "$n")" sh "$t"
        done
    fi
}

# lane K BUILDDIR...: one lane's suites (and the fuzz targets when K is the
# last lane); its totals go to $work/lane.K.
lane() {
    k=$1
    shift
    pass=0 fail=0 cases=0 broken="" skipped=0
    log="$work/test.$k.log"
    lane_start=$(date +%s)
    for b in "$@"; do
        suite "$b"
    done
    # The libFuzzer targets, once (not per build directory): make test sets
    # LLK_FUZZ_BUILD to their build and LLK_FUZZ_SECONDS to the time each.
    if [ "$k" = "$lanes" ] && [ -n "${LLK_FUZZ_BUILD:-}" ]; then
        echo "== fuzz targets in $LLK_FUZZ_BUILD"
        fuzz_n=$(ls "$top"/tests/fuzz/fuzz_*.c | wc -l)
        run_one fuzz $((fuzz_n * ${LLK_FUZZ_SECONDS:-30} + 300)) \
            sh "$top/tests/fuzz/run.sh" "$LLK_FUZZ_BUILD" "${LLK_FUZZ_SECONDS:-30}"
    fi
    echo "== lane $k: $(($(date +%s) - lane_start)) s"
    echo "$pass $fail $cases $skipped $broken" >"$work/lane.$k"
}

lanes=${LLK_TEST_LANES:-2}
[ "$lanes" -ge 1 ] 2>/dev/null || lanes=1
[ "$lanes" -gt $# ] && [ $# -ge 1 ] && lanes=$#
k=1
while [ "$k" -le "$lanes" ]; do
    # Build directories k, k+lanes, k+2*lanes... of the arguments.
    mine=""
    i=0
    for b in "$@"; do
        [ $((i % lanes + 1)) -eq "$k" ] && mine="$mine $b"
        i=$((i + 1))
    done
    if [ "$k" -eq 1 ]; then
        # shellcheck disable=SC2086 # build directories have no spaces
        lane 1 $mine &
    else
        # shellcheck disable=SC2086
        lane "$k" $mine >"$work/out.$k" 2>&1 &
    fi
    k=$((k + 1))
done
wait

total_pass=0
total_fail=0
total_cases=0
total_skipped=0
broken=""
k=1
while [ "$k" -le "$lanes" ]; do
    [ -f "$work/out.$k" ] && cat "$work/out.$k"
    if [ -f "$work/lane.$k" ]; then
        read -r p f c s b <"$work/lane.$k"
        total_pass=$((total_pass + p))
        total_cases=$((total_cases + c))
        total_skipped=$((total_skipped + s))
        total_fail=$((total_fail + f))
        broken="$broken${b:+ $b}"
    else
        broken="$broken lane$k"
    fi
    k=$((k + 1))
done
if [ -n "$broken" ]; then
    echo "broken:$broken"
    total_fail=$((total_fail + $(echo "$broken" | wc -w)))
fi
if [ -s "$work/skipped" ]; then
    echo "skipped ($total_skipped):"
    sed 's/^/  /' "$work/skipped"
fi
echo "total: $total_cases cases"
echo "total: $total_pass passed, $total_fail failed, $total_skipped skipped"
[ "$total_fail" -eq 0 ]
