#!/bin/sh
# test_pyserve.sh - the real-window tests' kept Python (tests/e2e/lib/
# pyserve.py, asked by common.sh's pyrun, state and wait_state) answers as
# a Python started for each look did: a script's output, errors and exit
# status (sys.exit with a number, a message or nothing; an exception), its
# arguments as given (spaces, quotes, empty ones, unicode), the shell's
# working directory and environment of the moment, wait_state's deadline;
# an argument with a newline, and a kept Python gone, fall back to a
# Python of its own; many requests in a row stay in step (each answer
# matches its question). No window: common.sh is sourced, no X started.
. "${LLK_TOP:-.}/tests/lib.sh"
t_start pyserve
top=$(cd "${LLK_TOP:-.}" && pwd)
export LLK_TOP=$top
export LLK_BUILD=${LLK_BUILD:-$top/build}
command -v python3 >/dev/null 2>&1 || { echo "SKIP: no python3"; exit 0; }
. "$top/tests/e2e/lib/common.sh"
trap 'e2e_cleanup; rm -rf "$T_TMP"' EXIT
[ -n "$e2e_pys" ] || t_fail "the kept Python started"

s=$T_TMP/s.py
cat >"$s" <<'EOF'
import os, sys
cmd = sys.argv[1]
if cmd == "args":
    print("|".join(sys.argv[2:]))
elif cmd == "exit":
    sys.exit(int(sys.argv[2]))
elif cmd == "msg":
    sys.exit("a message")
elif cmd == "raise":
    raise ValueError("boom")
elif cmd == "err":
    print("to stderr", file=sys.stderr)
    print("to stdout")
elif cmd == "cwd":
    print(os.getcwd())
elif cmd == "env":
    print(os.environ.get("DISPLAY", "unset"), os.environ.get("LLK_SEEN_KEEP", "unset"))
elif cmd == "pid":
    print(os.getpid())
elif cmd == "lines":
    for i in range(int(sys.argv[2])):
        print("line", i)
elif cmd == "nothing":
    pass
EOF

t_eq "$(pyrun "$s" args "a b" "" "it's \"q\"" 中文 x)" "a b||it's \"q\"|中文|x" "arguments as given"
pyrun "$s" exit 3; t_eq "$?" 3 "sys.exit(3): 3"
pyrun "$s" exit 0; t_eq "$?" 0 "sys.exit(0): 0"
pyrun "$s" nothing; t_eq "$?" 0 "no exit: 0"
t_eq "$(pyrun "$s" msg 2>&1)" "a message" "sys.exit(message): the message on stderr"
pyrun "$s" msg 2>/dev/null; t_eq "$?" 1 "sys.exit(message): 1"
pyrun "$s" raise 2>"$T_TMP/err"; t_eq "$?" 1 "an exception: 1"
t_contains "$(cat "$T_TMP/err")" "ValueError: boom" "an exception: its traceback on stderr"
t_eq "$(pyrun "$s" err 2>/dev/null)" "to stdout" "stdout alone"
t_eq "$(pyrun "$s" err 2>&1 >/dev/null)" "to stderr" "stderr alone"
mkdir -p "$T_TMP/dir"
t_eq "$(cd "$T_TMP/dir" && pyrun "$s" cwd)" "$T_TMP/dir" "the shell's working directory"
t_eq "$(DISPLAY=:42 LLK_SEEN_KEEP=1 pyrun "$s" env)" ":42 1" "the environment of the moment"
t_eq "$(unset DISPLAY LLK_SEEN_KEEP; pyrun "$s" env)" "unset unset" "unset variables unset"
kept=$(pyrun "$s" pid)
t_eq "$(pyrun "$s" pid)" "$kept" "one Python answers every request"
t_eq "$(pyrun "$s" args "two
lines")" "two
lines" "an argument with a newline: a Python of its own"
t_eq "$(pyrun "$s" lines 20000 | wc -l)" 20000 "a long output whole"

# in step: answers matched to their questions, in a row and from subshells
bad=0
i=0
while [ $i -lt 200 ]; do
    case $((i % 3)) in
    0) [ "$(pyrun "$s" args "$i")" = "$i" ] || bad=$((bad + 1)) ;;
    1) pyrun "$s" exit $((i % 7)); [ $? -eq $((i % 7)) ] || bad=$((bad + 1)) ;;
    2) pyrun "$s" lines 3 | head -n 1 >/dev/null ;;
    esac
    i=$((i + 1))
done
t_eq "$bad" 0 "200 requests in step (outputs cut short by head among them)"

# wait_state over a state file: true at once; false after its deadline
STATE=$T_TMP/state.json
printf '{"view": "menu", "events": 3}\n' >"$STATE"
wait_state "d['view']=='menu' and d['events']==3" 1 >/dev/null
t_eq "$?" 0 "wait_state: true at once"
t0=$(date +%s%N)
wait_state "d['view']=='playing'" 1 >/dev/null
rc=$?
ms=$((($(date +%s%N) - t0) / 1000000))
t_eq "$rc" 1 "wait_state: false, 1"
if [ "$ms" -ge 1400 ] && [ "$ms" -lt 6000 ]; then t_ok; else
    t_fail "wait_state 1 s: waited 1.5 s (took $ms ms)"
fi
t_eq "$(state get view)" '"menu"' "state get"

# the kept Python gone (killed): a Python of its own answers, at once
pkill -P "$e2e_pys" 2>/dev/null
wait "$e2e_pys" 2>/dev/null
t_eq "$(pyrun "$s" args after 2>/dev/null)" "after" "the kept Python gone: a Python of its own"
[ "$(pyrun "$s" pid)" != "$kept" ] && t_ok || t_fail "the kept Python gone: not asked again"
t_done
