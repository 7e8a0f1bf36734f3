#!/bin/sh
# test_bench_guard.sh - the benchmarks' regression guard (bench/guard.py,
# issue 31) on made-up logs: a figure more than 10% under its expected
# ratio, a LIMIT over its maximum and an expected figure missing are each
# a REGRESSION line and exit status 1; figures within 10% pass.
. "${LLK_TOP:-.}/tests/lib.sh"
t_start bench_guard
top=$(cd "${LLK_TOP:-.}" && pwd)
guard="$top/bench/guard.py"

printf 'a 2.0\nb 1.0  # a comment\n# c 5\n' >"$T_TMP/expected"
log() { printf '%s\n' "$@" >"$T_TMP/log"; }

log "RATIO a 1.81" "RATIO b 0.91" "LIMIT x-ms 80 2000"
t_run python3 "$guard" "$T_TMP/log" "$T_TMP/expected"
t_eq "$STATUS" 0 "figures within 10% pass"
t_contains "$OUT" "guard: no regression" "no regression said"

log "RATIO a 1.79" "RATIO b 1.2"
t_run python3 "$guard" "$T_TMP/log" "$T_TMP/expected"
t_eq "$STATUS" 1 "a figure 10.5% under its expected ratio fails"
t_contains "$OUT" "REGRESSION a: 1.79" "the figure named"

log "RATIO a 2.5" "LIMIT x-ms 2100 2000"
t_run python3 "$guard" "$T_TMP/log" "$T_TMP/expected"
t_eq "$STATUS" 1 "a missing figure and a limit over fail"
t_contains "$OUT" "REGRESSION b: no figure in this run" "the missing figure named"
t_contains "$OUT" "REGRESSION x-ms: 2100" "the limit named"

t_done
