# lib.sh - shared helpers for the shell tests (source it).
#   t_start NAME        begin; makes $T_TMP (removed at exit)
#   t_ok COND_DESC      count a pass;  t_fail DESC  count a failure
#   t_eq GOT WANT DESC  compare strings
#   t_run OUT_VAR ...   run a command, capture stdout in $OUT, stderr in
#                       $ERR, exit status in $STATUS
#   t_results FILE      count a checker's "PASS ..."/"FAIL ..." lines
#   t_oks FILE WHAT     count a script's "ok ..."/"FAIL ..." lines
#   t_done              print "NAME: N passed, N failed", exit status
t_pass=0
t_failn=0
t_start() {
    t_name=$1
    T_TMP=$(mktemp -d)
    trap 'rm -rf "$T_TMP"' EXIT
    : "${LLK:=build/llk}"
}
t_ok() { t_pass=$((t_pass + 1)); }
t_fail() {
    t_failn=$((t_failn + 1))
    echo "FAIL: $*" >&2
}
t_eq() {
    if [ "$1" = "$2" ]; then
        t_ok
    else
        t_fail "$3: got [$1], want [$2]"
    fi
}
t_contains() {
    case "$1" in
    *"$2"*) t_ok ;;
    *) t_fail "$3: [$1] does not contain [$2]" ;;
    esac
}
t_run() {
    "$@" >"$T_TMP/out" 2>"$T_TMP/err"
    STATUS=$?
    OUT=$(cat "$T_TMP/out")
    ERR=$(cat "$T_TMP/err")
}
# t_results FILE: count a checker's lines "PASS what" and "FAIL what" (any
# other line goes to stderr as it is).
t_results() {
    while IFS= read -r line; do
        case "$line" in
        PASS\ *) t_ok ;;
        FAIL\ *) t_fail "${line#FAIL }" ;;
        *) echo "$line" >&2 ;;
        esac
    done <"$1"
}
# t_oks FILE WHAT: count a script's lines "ok ..." (a pass each) and
# "FAIL ..." (a failure each, named "WHAT: ..."), as debian/tests/* print
# them; a script with no "ok" line is a failure too.
t_oks() {
    t_oks_n=0
    while IFS= read -r line; do
        case "$line" in
        ok\ *) t_ok; t_oks_n=$((t_oks_n + 1)) ;;
        FAIL\ *) t_fail "$2: ${line#FAIL }" ;;
        esac
    done <"$1"
    [ "$t_oks_n" -gt 0 ] || t_fail "$2 checked nothing: $(tail -n 5 "$1")"
}
t_done() {
    echo "$t_name: $t_pass passed, $t_failn failed"
    [ "$t_failn" -eq 0 ]
}
