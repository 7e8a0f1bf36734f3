#!/bin/sh
# Command-line tests of `llk path` and `llk pairs`: outputs, bad input,
# exit codes, help and version.
. "${LLK_TOP:-.}/tests/lib.sh"
t_start llk_path

cat >"$T_TMP/b.txt" <<'B'
# kinds 1..3, a ring path, a straight one, a corner
1 2 0
0 3 1
2 0 2
B

# path: every kind of answer, in order.
printf '%s\n' '0 0 1 2' '# comment' '' '2 0 2 2' '1 2 0 0' '0 1 2 2' '0 0 0 0' \
    '0 0 9 9' '0 0 0 2' '0 0 1 1' '1 2 x 0' '1 2 0' '1 2 0 0 5' '-1 0 0 0' >"$T_TMP/q.txt"
t_run "$LLK" path "$T_TMP/b.txt" <"$T_TMP/q.txt"
t_eq "$STATUS" 0 "path exit status"
want='path 2 5 0 0 -1 0 -1 2 1 2
path 0 2 2 0 2 2
path 2 5 1 2 -1 2 -1 0 0 0
path 2 5 0 1 0 3 2 3 2 2
invalid same cell
invalid outside the board
invalid empty cell
invalid different kinds
invalid malformed line
invalid malformed line
invalid malformed line
invalid outside the board'
t_eq "$OUT" "$want" "path answers"

# A valid pair with no path: two kinds crossed in a 2x2, framed.
printf '3 3 3 3\n3 1 2 3\n3 2 1 3\n3 3 3 3\n' >"$T_TMP/x.txt"
t_run "$LLK" path "$T_TMP/x.txt" <<'Q'
1 1 2 2
0 0 0 3
Q
t_eq "$OUT" "none
path 2 5 0 0 -1 0 -1 3 0 3" "none, and around a full top row"

# pairs: sorted list, --count, several boards.
cat >"$T_TMP/two.txt" <<'B'
1 2 0
0 3 1
2 0 2

1 2
1 2
B
t_run "$LLK" pairs "$T_TMP/two.txt"
t_eq "$STATUS" 0 "pairs exit status"
t_eq "$OUT" "pairs 3
0 0 1 2
0 1 2 2
2 0 2 2
pairs 2
0 0 1 0
0 1 1 1" "pairs list"
t_run "$LLK" pairs --count "$T_TMP/two.txt"
t_eq "$OUT" "pairs 3
pairs 2" "pairs --count"
t_run "$LLK" pairs "$T_TMP/two.txt" --count
t_eq "$OUT" "pairs 3
pairs 2" "pairs FILE --count"
t_run "$LLK" pairs "$T_TMP/two.txt" --count --budget-ms 60000
t_eq "$OUT" "pairs 3
pairs 2" "pairs --count --budget-ms: whole counts"
t_eq "$ERR" "" "pairs --count --budget-ms: nothing on stderr"
t_run "$LLK" pairs "$T_TMP/two.txt" --budget-ms=60000 --count
t_eq "$STATUS" 0 "pairs --budget-ms=N"
t_run "$LLK" pairs "$T_TMP/two.txt" --budget-ms 100
t_eq "$STATUS" 2 "pairs --budget-ms without --count"
t_contains "$ERR" "--budget-ms goes with --count only" "pairs --budget-ms without --count message"
t_run "$LLK" pairs "$T_TMP/two.txt" --count --budget-ms 0
t_eq "$STATUS" 2 "pairs --budget-ms 0"
t_run "$LLK" pairs "$T_TMP/two.txt" --count --budget-ms
t_eq "$STATUS" 2 "pairs --budget-ms without a value"
# A 1 ms budget on a board whose reading alone takes longer: cut short.
python3 - "$T_TMP/many.txt" <<'PY'
import random, sys
rnd = random.Random(5)
n = 400
with open(sys.argv[1], "w") as f:
    for r in range(n):
        f.write(" ".join(str(rnd.choice((0, 0, 1, 2))) for c in range(n)) + "\n")
PY
t_run "$LLK" pairs "$T_TMP/many.txt" --count --budget-ms 1
t_eq "$STATUS" 0 "pairs cut short: exit status"
case "$OUT" in
"pairs "[0-9]*" partial") t_ok ;;
*) t_fail "pairs cut short: want 'pairs N partial', got '$OUT'" ;;
esac
t_contains "$ERR" "llk: pairs: board 1: the budget ran out" "pairs cut short: stderr"
t_eq "$(printf '%s\n' "$ERR" | wc -l)" 1 "pairs cut short: one line on stderr"
t_run "$LLK" pairs "$T_TMP/many.txt" --count
case "$OUT" in
"pairs "[0-9]*) t_ok ;;
*) t_fail "pairs without a budget: '$OUT'" ;;
esac

# Bad input: one line "llk: FILE:LINE: ..." and exit 2, no partial answer.
printf '1 2\n3 4 5\n' >"$T_TMP/ragged.txt"
t_run "$LLK" pairs "$T_TMP/ragged.txt"
t_eq "$STATUS" 2 "ragged exit"
t_eq "$ERR" "llk: $T_TMP/ragged.txt:2: row has more cells than the board's first row (2)" "ragged message"
t_eq "$OUT" "" "no partial output"
printf '1 1\n\n1 x\n' >"$T_TMP/second.txt"
t_run "$LLK" pairs "$T_TMP/second.txt"
t_eq "$STATUS:$OUT" "2:" "error in a later board: nothing printed"
t_contains "$ERR" "second.txt:3: 'x' is not a number" "later board message"
: >"$T_TMP/empty.txt"
t_run "$LLK" path "$T_TMP/empty.txt" </dev/null
t_eq "$STATUS" 2 "empty file exit"
t_contains "$ERR" "empty.txt:1: no board in the file" "empty message"
head -c 3000 /dev/urandom >"$T_TMP/junk.bin" 2>/dev/null || printf '\001\002\377' >"$T_TMP/junk.bin"
printf '\000\001' >>"$T_TMP/junk.bin"
t_run "$LLK" pairs "$T_TMP/junk.bin"
t_eq "$STATUS" 2 "binary junk exit"
t_contains "$ERR" "llk: $T_TMP/junk.bin:" "junk message names file and line"
t_eq "$(echo "$ERR" | wc -l)" 1 "junk: one line"
t_run "$LLK" pairs "$T_TMP/nope.txt"
t_eq "$STATUS" 2 "missing file exit"
t_eq "$ERR" "llk: $T_TMP/nope.txt: cannot open: No such file or directory" "missing message"
t_run "$LLK" pairs "$T_TMP"
t_eq "$STATUS" 2 "directory exit"
t_contains "$ERR" "cannot read: Is a directory" "directory message"

# Usage errors.
t_run "$LLK" path
t_eq "$STATUS" 2 "path without file"
t_contains "$ERR" "llk: path: missing BOARDFILE" "missing file message"
t_run "$LLK" pairs --bogus "$T_TMP/b.txt"
t_eq "$STATUS" 2 "unknown option"
t_contains "$ERR" "unknown option '--bogus'" "unknown option message"
t_run "$LLK" frobnicate
t_eq "$STATUS" 2 "unknown command"
t_run "$LLK"
t_eq "$STATUS" 2 "no command"
t_contains "$ERR" "usage: llk COMMAND" "usage on stderr"

# Help and version.
t_run "$LLK" --help
t_eq "$STATUS" 0 "--help exit"
t_contains "$OUT" "path" "--help lists path"
t_contains "$OUT" "pairs" "--help lists pairs"
t_run "$LLK" path --help
t_contains "$OUT" "usage: llk path BOARDFILE" "path --help"
t_run "$LLK" pairs --help
t_contains "$OUT" "usage: llk pairs BOARDFILE [--count [--budget-ms N]]" "pairs --help"
t_contains "$OUT" "pairs N partial" "pairs --help: the partial count"
t_run "$LLK" --version
t_eq "$STATUS" 0 "--version exit"
t_contains "$OUT" "llk " "--version output"

# A wide board past 64 columns from a file: straight across, then blocked.
python3 - "$T_TMP/wide.txt" <<'PY'
import sys
c = 100
rows = [[5] * c, [1] + [0] * (c - 2) + [1], [6] * c]
with open(sys.argv[1], "w") as f:
    for r in rows:
        f.write(" ".join(map(str, r)) + "\n")
PY
t_run "$LLK" path "$T_TMP/wide.txt" <<'Q'
1 0 1 99
0 0 0 99
Q
t_eq "$OUT" "path 0 99 1 0 1 99
path 2 101 0 0 -1 0 -1 99 0 99" "wide board"
t_done
