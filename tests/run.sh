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
# LLK_TEST_LANES=N (default 5) runs N tests at once: N workers take the
# tests of every build directory (and the fuzz targets, as one test) from
# one list, longest first (by their limits below), each printing a test's
# line (and, for a failure, its output) when it ends. Most real-window
# tests wait on the game more than they compute: since they ask one kept
# Python (lib/pyserve.py) the tests' processor time is under half their
# wall time, so fewer lanes left the two cores partly idle. On fresh
# clones of this 2-core machine the run's part took 841 s with three
# lanes, 749 s with four and 692 s with five (four and five: 0 failed;
# 14 min 23 s in all with five). Four flaked before on clicks aimed from a state
# written before the last click was handled; clicks now wait for a frame
# drawn after every input (state.py, clock.py, ways_back.py). Every
# real-window test starts its own X server
# (tests/e2e/lib/common.sh) and home, so tests at once never share a
# display, a home or a save.
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
# The tests' own files (each test's home, its saves and the state file a
# game under test writes after every frame) on a memory file system when
# the machine has one with room (2 GiB free: the package's build is the
# largest), else where mktemp puts them; LLK_TEST_TMPDIR=DIR chooses. On
# ext4 the state file's write-and-rename alone was 40 % of a game's
# system time (random_input: 1.9-2.2 s against 1.2-1.4 s on tmpfs).
# Removed at the end with whatever a killed test left.
if [ -z "${LLK_TEST_TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ] &&
    [ "$(df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 { print $4 }')" -ge 2097152 ] 2>/dev/null; then
    LLK_TEST_TMPDIR=/dev/shm
fi
work=$(mktemp -d ${LLK_TEST_TMPDIR:+-p "$LLK_TEST_TMPDIR"})
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/tmp"
TMPDIR=$work/tmp
export TMPDIR
# Every test's `python3`: Python itself (not a version manager's shim)
# without the site module (-S): the tests use the standard library only,
# and a Python's site packages cost 15-45 ms a start (tests/e2e/lib/
# common.sh does the same for a real-window test run alone).
run_python=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null)
if [ -x "$run_python" ]; then
    mkdir -p "$work/bin"
    printf '#!/bin/sh\nexec "%s" -S "$@"\n' "$run_python" >"$work/bin/python3"
    chmod +x "$work/bin/python3"
    PATH=$work/bin:$PATH
    export PATH
fi

# cpu_ms: the processor time (user + system, ms) of this shell's waited-for
# children so far (the shell's `times`).
cpu_ms() {
    times >"$log.times"
    sed -n 2p "$log.times" | awk '{
        t = 0
        for (i = 1; i <= 2; i++) {
            split($i, p, "m"); sub("s", "", p[2]); t += p[1] * 60000 + p[2] * 1000
        }
        printf "%d\n", t }'
}

# run_one LABEL SECONDS CMD...: run one test under a timeout of SECONDS,
# print its line, add its counts to the lane's totals (pass, fail, broken).
run_one() {
    label=$1
    limit=$2
    shift 2
    echo "$limit" | grep -qx '[0-9][0-9]*' || limit=600
    start=$(date +%s)
    cpu_ms >"$log.cpu0"
    cpu0=$(cat "$log.cpu0")
    timeout -k 10 "$limit" "$@" >"$log" 2>&1
    status=$?
    end=$(date +%s)
    cpu_ms >"$log.cpu1"
    cpu=$((($(cat "$log.cpu1") - cpu0 + 500) / 1000))
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
        # for the recap at the end: the failed checks' own lines, each
        # with the reasons printed just before it (indented, up to 3); a
        # test that failed no check, its last lines (a sanitizer's report)
        if [ "$f" -eq 0 ]; then
            tail -n 6 "$log"
        else
            awk '/^  / { r[n++ % 3] = $0; next }
                 /^FAIL|timed out waiting for/ {
                     for (i = (n > 3 ? n - 3 : 0); i < n; i++) print r[i % 3]
                     print; c++ }
                 { n = 0 }
                 c >= 8 { exit }' "$log"
        fi | head -n 24 | sed "s|^|$label: |" | cut -c 1-300 >>"$work/failed"
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
        echo "ok     $label ($c cases, $p passed, $((end - start)) s, cpu $cpu s)"
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

# jobs BUILDDIR: every test against one build directory, as lines of the
# job list "WEIGHT LABEL LIMIT BUILDDIR KIND PATH" (KIND unit: run PATH;
# sh: run sh PATH). WEIGHT, the order the workers take them in (longest
# first), is the test's limit, half again in a sanitized directory.
jobs() {
    build=$(cd "$1" && pwd)
    b=$(basename "$build")
    units_only=0
    case "$build" in
    */san) LLK_SANITIZED=1 ;;
    */tsan) LLK_SANITIZED=1 units_only=1 ;;
    *) LLK_SANITIZED=0 ;;
    esac
    export LLK_SANITIZED
    for t in "$build"/tests/test_*; do
        [ -x "$t" ] || continue
        job "$b/$(basename "$t")" "$(basename "$t")" "$build" unit "$t"
    done
    [ "$units_only" = 1 ] && return
    for t in "$top"/tests/cli/*.sh; do
        [ -f "$t" ] || continue
        job "$b/cli/$(basename "$t" .sh)" "cli/$(basename "$t" .sh)" "$build" sh "$t"
    done
    [ "${LLK_CORE_ONLY:-0}" = 1 ] && return
    for t in "$top"/tests/e2e/*.sh; do
        [ -f "$t" ] || continue
        job "$b/e2e/$(basename "$t" .sh)" "e2e/$(basename "$t" .sh)" "$build" sh "$t"
    done
}

# job LABEL NAME BUILDDIR KIND PATH: one line of the job list.
job() {
    if elsewhere "$2"; then
        echo "--     $1 (the plain build directory's only)"
        return
    fi
    l=$(limit "$2")
    w=$l
    [ "$LLK_SANITIZED" = 1 ] && w=$((l / 2))
    echo "$w $1 $l $3 $4 $5" >>"$work/jobs.unsorted"
}

# take: the next line of the job list (one worker at a time), or nothing.
take() {
    flock "$work/take.lock" sh -c '
        n=$(cat "$1/next")
        echo $((n + 1)) >"$1/next"
        sed -n "${n}p" "$1/jobs"' sh "$work"
}

# worker K: takes jobs until none is left; prints each test's lines when
# it ends (a failure's output with them, one test at a time); its totals
# go to $work/lane.K.
worker() {
    k=$1
    pass=0 fail=0 cases=0 broken="" skipped=0
    log="$work/test.$k.log"
    lane_start=$(date +%s)
    while :; do
        line=$(take)
        [ -n "$line" ] || break
        set -- $line
        label=$2 l=$3 build=$4 kind=$5 path=$6
        case "$build" in
        */san | */tsan) export LLK_SANITIZED=1 ;;
        *) unset LLK_SANITIZED ;;
        esac
        export LLK_BUILD="$build" LLK="$build/llk" LLK_TOP="$top"
        case "$kind" in
        unit) run_one "$label" "$l" "$path" >"$work/report.$k" ;;
        fuzz) run_one "$label" "$l" sh "$top/tests/fuzz/run.sh" "$build" \
            "${LLK_FUZZ_SECONDS:-30}" >"$work/report.$k" ;;
        *) run_one "$label" "$l" sh "$path" >"$work/report.$k" ;;
        esac
        flock "$work/print.lock" cat "$work/report.$k"
    done
    echo "== worker $k: $(($(date +%s) - lane_start)) s"
    echo "$pass $fail $cases $skipped $broken" >"$work/lane.$k"
}

: >"$work/jobs.unsorted"
for b in "$@"; do
    jobs "$b"
done
# The libFuzzer targets, once (not per build directory): make test sets
# LLK_FUZZ_BUILD to their build and LLK_FUZZ_SECONDS to the time each.
if [ -n "${LLK_FUZZ_BUILD:-}" ]; then
    fuzz_n=$(ls "$top"/tests/fuzz/fuzz_*.c | wc -l)
    fl=$((fuzz_n * ${LLK_FUZZ_SECONDS:-30} + 300))
    echo "$((fl - 300)) fuzz $fl $(cd "$LLK_FUZZ_BUILD" && pwd) fuzz -" >>"$work/jobs.unsorted"
fi
sort -k1,1nr -k2,2 "$work/jobs.unsorted" >"$work/jobs"
echo 1 >"$work/next"
njobs=$(wc -l <"$work/jobs")
lanes=${LLK_TEST_LANES:-5}
[ "$lanes" -ge 1 ] 2>/dev/null || lanes=1
echo "== $njobs tests in $lanes workers, longest first"
k=1
while [ "$k" -le "$lanes" ]; do
    worker "$k" &
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
if [ -s "$work/failed" ]; then
    # again at the end, where a log cut in its middle still shows them
    echo "failed checks:"
    sed 's/^/  /' "$work/failed"
fi
if [ -s "$work/skipped" ]; then
    echo "skipped ($total_skipped):"
    sed 's/^/  /' "$work/skipped"
fi
echo "total: $total_cases cases"
echo "total: $total_pass passed, $total_fail failed, $total_skipped skipped"
[ "$total_fail" -eq 0 ]
