# common.sh - helpers for the real-window tests, sourced by tests/e2e/*.sh.
#
# Starts a private Xvfb (env LLK_E2E_SCREEN, default 1400x1000x24) on the
# first free display :90..:99, runs the game
# with SDL's dummy audio driver (real SDL_mixer, no sound card), reads its
# --state-file through state.py and drives it with xdotool. Screenshots go
# to $LLK_BUILD/screenshots/. Needs LLK_BUILD, LLK, LLK_TOP (tests/run.sh).
: "${LLK_TOP:=$(cd "$(dirname "$0")/../.." && pwd)}"
e2e_here=$LLK_TOP/tests/e2e/lib
: "${LLK_BUILD:?set LLK_BUILD (the runner tests/run.sh does)}"
: "${LLK:=$LLK_BUILD/llk}"
GAME=$LLK_BUILD/lianliankan
SHOTS=$LLK_BUILD/screenshots
mkdir -p "$SHOTS"
e2e_work=$(mktemp -d)
STATE=$e2e_work/state.json
# Never the real home: the save (XDG_STATE_HOME/lianliankan/game.save) and
# every other file the game keeps go to private directories.
export XDG_STATE_HOME=$e2e_work/xdg-state
export XDG_DATA_HOME=$e2e_work/xdg-data
export XDG_CONFIG_HOME=$e2e_work/xdg-config
SAVE=$XDG_STATE_HOME/lianliankan/game.save
e2e_pass=0
e2e_fail=0
e2e_xvfb=""
e2e_game=""
export SDL_AUDIODRIVER=dummy
# Never the desktop's session bus: its preferences (reduced motion, high
# contrast) would change what the game shows. portal_start gives a fake.
unset DBUS_SESSION_BUS_ADDRESS
# Nor the desktop's speech-dispatcher, nor one started for a game (speech
# on): a private socket no server listens on, autospawn refused by the
# private configuration (speech.sh starts one with the dummy module).
export SPEECHD_ADDRESS=unix_socket:$e2e_work/speechd.sock
mkdir -p "$XDG_CONFIG_HOME/speech-dispatcher"
echo DisableAutoSpawn >"$XDG_CONFIG_HOME/speech-dispatcher/speechd.conf"
# A fatal start-up error stays on stderr: no message box waiting for a click
# (options.sh unsets it to see the box).
export LLK_NO_MSGBOX=1
if [ "${LLK_SANITIZED:-0}" = 1 ]; then
    # X11 and SDL libraries keep memory to the end: leaks are not ours.
    export ASAN_OPTIONS=detect_leaks=0
    e2e_slow=3
else
    e2e_slow=1
fi
export LLK_E2E_SLOW=$e2e_slow # state.py's waits

# bounded SECONDS COMMAND...: run a command that might block (xdotool's
# --sync waits, a game run to its end) for at most SECONDS (times 3 when
# sanitized), then SIGTERM, SIGKILL 2 s later; exit status 124 when it
# timed out (coreutils timeout).
bounded() {
    b_s=$(($1 * e2e_slow))
    shift
    timeout -k 2 "$b_s" "$@"
}

e2e_cleanup() {
    [ -n "$e2e_game" ] && kill "$e2e_game" 2>/dev/null
    portal_stop
    [ -n "$e2e_xvfb" ] && kill "$e2e_xvfb" 2>/dev/null
    rm -rf "$e2e_work"
}
trap e2e_cleanup EXIT

e2e_t0=$(date +%s%N)
e2e_elapsed() {
    echo "$(( ($(date +%s%N) - e2e_t0) / 1000000 )) ms"
}

ok() {
    e2e_pass=$((e2e_pass + 1))
    echo "ok   $1 ($(e2e_elapsed))"
}

bad() {
    e2e_fail=$((e2e_fail + 1))
    echo "FAIL $1 ($(e2e_elapsed))"
}

# check NAME COMMAND...: pass when the command succeeds.
check() {
    e2e_name=$1
    shift
    if "$@"; then ok "$e2e_name"; else bad "$e2e_name"; fi
}

# e2e_summary NAME: the last line, and the exit status. A game still
# running is stopped first, its exit checked (stop_game).
e2e_summary() {
    stop_game
    echo "$1: $e2e_pass passed, $e2e_fail failed"
    [ "$e2e_fail" -eq 0 ]
}

# Start Xvfb on a free display (LLK_E2E_SCREEN WxHxD, default 1400x1000x24);
# exports DISPLAY.
e2e_start_x() {
    for n in 90 91 92 93 94 95 96 97 98 99; do
        [ -e "/tmp/.X$n-lock" ] && continue
        # -noreset: the server keeps its state (the pointer) between games
        Xvfb ":$n" -screen 0 "${LLK_E2E_SCREEN:-1400x1000x24}" -nolisten tcp -noreset >/dev/null 2>&1 &
        pid=$!
        i=0
        while [ $i -lt 50 ]; do
            # Ours only when the lock names our server: another test (the
            # suite runs lanes at once) may have started one on :n first.
            owner=$(cat "/tmp/.X$n-lock" 2>/dev/null | tr -d ' \n')
            if [ -S "/tmp/.X11-unix/X$n" ] && [ "$owner" = "$pid" ] &&
                kill -0 "$pid" 2>/dev/null; then
                e2e_xvfb=$pid
                export DISPLAY=":$n"
                return 0
            fi
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.1
            i=$((i + 1))
        done
        kill "$pid" 2>/dev/null
    done
    echo "e2e: could not start Xvfb on :90..:99" >&2
    return 1
}

# e2e_input_hook: a FIFO for the game's input hook (LLK_TEST_PAD: a
# virtual game controller and fingers, src/front/pad.h), exported for the
# games started next. hook LINE...: lines to it (bounded: a game gone
# never reads them).
e2e_input_hook() {
    e2e_fifo=$e2e_work/input.fifo
    mkfifo "$e2e_fifo"
    export LLK_TEST_PAD="$e2e_fifo"
}
hook() {
    bounded 5 sh -c 'f=$1; shift; printf "%s\n" "$@" >"$f"' hook "$e2e_fifo" "$@"
}

# ---- a pad's focus (LLK_TEST_PAD: pad.sh, osk.sh) ----

# focused: the id of the control focused, or "none"
focused() {
    state get buttons | "$PY" -c '
import json, sys
s = [b["id"] for b in json.load(sys.stdin) if b["selected"]]
print(s[0] if len(s) == 1 else "none")'
}

# toward ID: the d-pad button toward control ID from the focused one (up
# or down while it is in another row: its centre more than half a button
# from the focused one's height; else left or right; down with none)
toward() {
    state get buttons | "$PY" -c "
import json, sys
bs = {b['id']: b for b in json.load(sys.stdin)}
f = [b for b in bs.values() if b['selected']]
if not f or '$1' not in bs:
    print('dpdown'); sys.exit()
c = lambda b: (b['x'] + b['w'] / 2, b['y'] + b['h'] / 2)
(fx, fy), (tx, ty) = c(f[0]), c(bs['$1'])
if abs(ty - fy) > min(f[0]['h'], bs['$1']['h']) / 2:
    print('dpdown' if ty > fy else 'dpup')
else:
    print('dpright' if tx > fx else 'dpleft')"
}

# focus_to ID: the d-pad toward control ID until it has the focus (at
# most 15 taps)
focus_to() {
    n=0
    while [ "$(focused)" != "$1" ] && [ $n -lt 15 ]; do
        e=$(get events)
        hook "tap $(toward "$1")"
        wait_state "d['events'] > $e" 2 >/dev/null
        n=$((n + 1))
    done
    [ "$(focused)" = "$1" ]
}

# ---- a finger (LLK_TEST_PAD's finger lines: touch.sh, osk.sh) ----

# tap X Y: one finger down and up at window point (X, Y)
tap() {
    hook "finger down 7 $1 $2" "finger up 7 $1 $2"
}

# at ID: window x y of button ID's centre
at() {
    state button "$1"
}

# python3 itself, not a version manager's shim, and without the site
# module (-S: the tests use the standard library only; a Python's site
# packages, .pth files and all, cost 15-45 ms a start, and a test starts
# Python hundreds of times): $PY and every `python3` a test runs.
e2e_python=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null)
[ -x "$e2e_python" ] || e2e_python=$(command -v python3)
mkdir -p "$e2e_work/bin"
printf '#!/bin/sh\nexec "%s" -S "$@"\n' "$e2e_python" >"$e2e_work/bin/python3"
chmod +x "$e2e_work/bin/python3"
PATH=$e2e_work/bin:$PATH
PY=$e2e_work/bin/python3

# One Python for the whole test (lib/pyserve.py): the shell asks it
# through two FIFOs held open on descriptors 7 (requests) and 8 (answers)
# instead of starting a Python for each look (about 34 ms of processor
# each; a seen.sh pass made 373). Both are opened read-write, so opening
# never waits and a request never meets SIGPIPE; a kept Python that ends
# leaves py.dead and one answer 255 (so nobody waits on it), and every
# request after starts a Python of its own. It ends with the test's shell.
e2e_us=$(printf '\037')
e2e_nl='
'
e2e_pys=""
e2e_pyserve() {
    mkfifo "$e2e_work/py.req" "$e2e_work/py.resp" || return 1
    exec 7<>"$e2e_work/py.req" 8<>"$e2e_work/py.resp"
    {
        "$PY" "$e2e_here/pyserve.py" "$e2e_work/py.req" "$e2e_work/py.resp" \
            "$e2e_work/py.out" "$e2e_work/py.err" $$ </dev/null >/dev/null \
            2>"$e2e_work/pyserve.err"
        # (quiet: at the test's end its directory is gone first)
        { : >"$e2e_work/py.dead" && echo 255 >&8; } 2>/dev/null
    } &
    e2e_pys=$!
}

# pyask MODE ARG...: one request to the kept Python (its exit status, its
# output and errors copied to ours); 255 when it could not be asked (an
# argument holds a newline or US, or the kept one is gone).
pyask() {
    [ -e "$e2e_work/py.dead" ] && return 255
    pa_l=$PWD$e2e_us"DISPLAY${DISPLAY+=$DISPLAY}"$e2e_us"WAYLAND_DISPLAY${WAYLAND_DISPLAY+=$WAYLAND_DISPLAY}"$e2e_us"PATH${PATH+=$PATH}"$e2e_us"LLK_E2E_SLOW${LLK_E2E_SLOW+=$LLK_E2E_SLOW}"$e2e_us"LLK_SANITIZED${LLK_SANITIZED+=$LLK_SANITIZED}"$e2e_us"LLK_SEEN_KEEP${LLK_SEEN_KEEP+=$LLK_SEEN_KEEP}"$e2e_us"LLK_CLOCK_TOL_MS${LLK_CLOCK_TOL_MS+=$LLK_CLOCK_TOL_MS}"
    for pa_a; do
        case $pa_a in
        *"$e2e_nl"* | *"$e2e_us"*) return 255 ;;
        esac
        pa_l=$pa_l$e2e_us$pa_a
    done
    printf '%s\n' "$pa_l" >&7 || return 255
    IFS= read -r pa_rc <&8 || return 255
    [ "$pa_rc" = 255 ] && return 255
    [ -s "$e2e_work/py.out" ] && cat "$e2e_work/py.out"
    [ -s "$e2e_work/py.err" ] && cat "$e2e_work/py.err" >&2
    return "$pa_rc"
}

# pyrun SCRIPT ARG...: as `"$PY" SCRIPT ARG...`, in the kept Python.
pyrun() {
    if [ -n "$e2e_pys" ]; then
        pyask run "$@"
        pr_rc=$?
        [ $pr_rc -ne 255 ] && return $pr_rc
    fi
    "$PY" "$@"
}

state() {
    pyrun "$e2e_here/state.py" "$STATE" "$@"
}

# get KEY: a field of the state file.
get() {
    state get "$1"
}

# wait_state PYTHON-EXPR [SECONDS]: poll until the expression over the
# state dict d is true. Returns 1 on timeout.
# For wait_state: the board is as dealt, every cell of its level's layout
# filled (the full rectangle when the level has none: state file "layout").
dealt_full="d['tiles_left']==(sum(r.count('#') for r in open('$LLK_TOP/assets/layouts/%s.layout' % d['layout']) if r[:1] in '#.') if d.get('layout') else d['rows']*d['cols'])"

wait_state() {
    # one Python polling every 20 ms (a Python started for each look took
    # longer than the look); the deadline is 1.5 times SECONDS, as long as
    # the shell loop of 20 looks a second this replaced really waited
    ws_rc=255
    [ -n "$e2e_pys" ] && { pyask wait "$1" $(( ${2:-5} * e2e_slow * 3 / 2 )).$(( ${2:-5} * e2e_slow * 3 % 2 * 5 )) "$STATE" 2>/dev/null; ws_rc=$?; }
    [ $ws_rc -eq 0 ] && return 0
    [ $ws_rc -eq 255 ] && "$PY" -c "
import json, sys, time
end = time.monotonic() + $(( ${2:-5} * e2e_slow )) * 1.5
while True:
    try:
        d = json.load(open('$STATE'))
        if ($1):
            sys.exit(0)
    except Exception:
        pass
    if time.monotonic() >= end:
        sys.exit(1)
    time.sleep(0.02)" 2>/dev/null && return 0
    echo "  (timed out waiting for: $1)"
    # LLK_E2E_TIMEOUT_LOG=FILE: each wait that ran out, to find the waits
    # a test makes for nothing (testing.md)
    [ -n "${LLK_E2E_TIMEOUT_LOG:-}" ] &&
        echo "$(basename "$0") ${2:-5}s: $1" >>"$LLK_E2E_TIMEOUT_LOG"
    # what the state said last: the usual culprits of a layout check
    [ -f "$STATE" ] && "$PY" -c "
import json
try:
    d = json.load(open('$STATE'))
except Exception as e:
    print('  (state unreadable: %s)' % e)
    raise SystemExit
print('  (state: view %r, notice %r, clipped %r, overlap %r, too wide %r)' % (
    d.get('view'), d.get('notice'), d.get('clipped'), d.get('overlap'),
    [b['id'] for b in d.get('buttons', []) if not 0 < b.get('text_w', 1) <= b['w']]))"
    return 1
}

# e2e_seen: the private settings say that the first start's tutorial was
# done and every shift mode's card seen (tutorial_done = true, shifts_seen
# = all, replacing the lines a game run before may have written), so that
# tests never meet them; unless e2e_first_start=1 (a test of the first
# start, or one that writes those lines itself).
e2e_seen() {
    [ "${e2e_first_start:-0}" = 1 ] && return 0
    e2e_first_state true all
}

# e2e_first_state TUTORIAL_DONE SHIFTS_SEEN: the first start's state where
# the game keeps it ($XDG_STATE_HOME/lianliankan/first_start.ini,
# docs/formats.md), replacing what a game run before wrote there and the
# lines an older game kept in settings.ini.
e2e_first_state() {
    e2e_ini=$XDG_CONFIG_HOME/lianliankan/settings.ini
    [ -f "$e2e_ini" ] &&
        sed -i '/^[[:space:]]*\(tutorial_done\|shifts_seen\)[[:space:]]*=/d' "$e2e_ini"
    mkdir -p "$XDG_STATE_HOME/lianliankan"
    printf 'tutorial_done = %s\nshifts_seen = %s\n' "$1" "$2" \
        >"$XDG_STATE_HOME/lianliankan/first_start.ini"
}

# start_game ARGS...: start the game with a state file; wait for it. ARGS
# that start a game (--difficulty, --level, --seed, --relaxed, --game) start
# it afresh: the saves a test left (each kind's) are removed first, since a game asked for
# over a kept one asks before replacing it (unless e2e_keep_save=1: a test
# of that question).
start_game() {
    rm -f "$STATE"
    e2e_seen
    if [ "${e2e_keep_save:-0}" != 1 ]; then
        for sg_arg in "$@"; do
            case "$sg_arg" in
            --difficulty | --level | --seed | --relaxed | --game | --difficulty=* | --level=* | --seed=* | --game=*)
                rm -f "$SAVE" "${SAVE%/*}/daily.save" "${SAVE%/*}/practice.save" "${SAVE%/*}/zen.save"
                break
                ;;
            esac
        done
    fi
    # A background job of sh starts with SIGINT ignored (and SDL then
    # leaves it so): restore the default first, as a terminal would have it.
    "$PY" -c 'import os, signal, sys
signal.signal(signal.SIGINT, signal.SIG_DFL)
os.execv(sys.argv[1], sys.argv[1:])' "$GAME" --state-file "$STATE" "$@" \
        2>"$e2e_work/game.err" &
    e2e_game=$!
    # up with its first frame drawn: a menu takes no click before it is on
    # show (large Chinese text at 1920x1080 makes that frame slow, and a
    # click sent before it was lost)
    wait_state "d['screen'] != '' and d.get('frame_view')" 10 || return 1
    # --sync waits for the window forever: bounded (10 s, 5 s, 5 s)
    e2e_wid=$(bounded 10 xdotool search --sync --onlyvisible --pid "$e2e_game" 2>/dev/null | head -n 1)
    [ -n "$e2e_wid" ] ||
        e2e_wid=$(bounded 5 xdotool search --sync --name '^(Lianliankan|连连看)$' | head -n 1)
    [ -n "$e2e_wid" ] || { echo "  (no window of the game's within 15 s)"; return 1; }
    bounded 5 xdotool windowfocus --sync "$e2e_wid" 2>/dev/null
    [ -n "$e2e_wid" ]
}

# e2e_exit_is WANT HOW: the game, just ended (e2e_status), exited WANT;
# else a failure of the test (named by HOW) with the end of its stderr.
e2e_exit_is() {
    [ "$e2e_status" -eq "$1" ] && return 0
    if [ "$e2e_status" -eq 124 ]; then
        bad "the game ends within $((10 * e2e_slow)) s when $2 (killed)"
    else
        bad "the game exits $1 when $2 (got $e2e_status)"
    fi
    [ -s "$e2e_work/game.err" ] && tail -n 20 "$e2e_work/game.err" | sed 's/^/  | /'
    return 1
}

# stop_game [WANT]: ask the window to close (SIGTERM: SDL_QUIT), wait for
# the exit (bounded: wait_exit) and check its status: WANT, default 0; a
# game that crashed, hung or had a sanitizer report fails the test here.
stop_game() {
    [ -n "$e2e_game" ] || return 0
    kill -TERM "$e2e_game" 2>/dev/null
    wait_exit
    e2e_exit_is "${1:-0}" "stopped (SIGTERM)"
}

# handled N COMMAND...: run COMMAND (a key, a click) and wait until the
# game has handled N more input events (the state file's "events", written
# after each: a key press counts 1, a click 2). A check that nothing
# changed then reads the state after the event, not before it. Fails when
# they are not handled within 5 s (longer when sanitized).
handled() {
    h_n=$1
    shift
    h_e0=$(get events)
    case "$h_e0" in
    '' | *[!0-9]*) echo "  (no event count in the state)"; return 1 ;;
    esac
    "$@" || return 1
    wait_state "d['events'] >= $h_e0 + $h_n"
}

# button ID: click the centre of the button with that id (the state file's
# "buttons": window coordinates). Fails when the screen shows no such button.
button() {
    set -- $(state button "$1") || return 1
    [ $# -eq 2 ] || return 1
    # mousedown + mouseup: xdotool's click waits about 0.1 s after it
    xdotool mousemove --window "$e2e_wid" "$1" "$2" mousedown 1 mouseup 1
}

# yes_if_asked: a new game over one in progress asks first (the
# confirm_leave setting, on by default): answer Yes when asked.
yes_if_asked() {
    # (a start may open its shift's or rule's card, or the dealing wait:
    # none of them a question; not "paused", where Restart is asked from)
    wait_state "d['view'] in ('confirm', 'playing', 'intro', 'rule', 'dealing')" 3 >/dev/null || return 0
    if [ "$(state get view)" = '"confirm"' ]; then
        button yes
    fi
    return 0
}

# resume_if_paused: after Continue, a timed game opens paused: P resumes
# it (a relaxed game is playing already).
resume_if_paused() {
    wait_state "d['view'] in ('paused', 'playing')" 3 >/dev/null || return 1
    if [ "$(state get view)" = '"paused"' ]; then
        key p
        wait_state "d['view']=='playing'" 3 >/dev/null
    fi
}

# wait_button ID [SECONDS]: poll until the screen on show has button ID.
# into_view ID: scroll a list (the kit's ui_menu_scroll: a "more_below"
# mark) by the wheel over its rows until button ID is in view (at most
# 12 turns); fails when it never is.
into_view() {
    iv_n=0
    while ! wait_button "$1" 1 >/dev/null; do
        [ $iv_n -lt 12 ] || return 1
        set -- "$1" $("$PY" -c "
import json; d = json.load(open('$STATE'))
m = [m for m in d.get('marks', []) if m['kind'] == 'more_below']
print(int(m[0]['x'] + m[0]['w'] / 2), int(m[0]['y']) - 8) if m else None")
        [ $# -eq 3 ] || return 1
        xdotool mousemove --window "$e2e_wid" "$2" "$3" click 5
        set -- "$1"
        iv_n=$((iv_n + 1))
    done
}

wait_button() {
    wait_state "any(b['id']=='$1' for b in d.get('buttons', []))" "${2:-5}"
}

# wait_exit: wait (at most 10 s, longer when sanitized) for the game to
# end; sets e2e_status (124 when it had to be killed).
wait_exit() {
    i=0
    while kill -0 "$e2e_game" 2>/dev/null && [ $i -lt $((100 * e2e_slow)) ]; do
        sleep 0.1
        i=$((i + 1))
    done
    if kill -0 "$e2e_game" 2>/dev/null; then
        kill -KILL "$e2e_game" 2>/dev/null
        wait "$e2e_game"
        e2e_status=124
    else
        wait "$e2e_game"
        e2e_status=$?
    fi
    e2e_game=""
}

# close_window [WANT]: close the game's window as a window manager would
# (WM_DELETE_WINDOW: SDL_QUIT), wait for the game to exit and check its
# status (WANT, default 0).
close_window() {
    [ -n "$e2e_game" ] || return 0
    "$PY" "$e2e_here/wmclose.py" "$e2e_wid"
    wait_exit
    e2e_exit_is "${1:-0}" "its window is closed"
}

# kill_game SIGNAL [WANT]: send SIGNAL to the game, wait for it to end and
# check its status (WANT; default 0, 137 for KILL).
kill_game() {
    [ -n "$e2e_game" ] || return 0
    kill "-$1" "$e2e_game" 2>/dev/null
    wait_exit
    if [ "$1" = KILL ]; then
        e2e_exit_is "${2:-137}" "killed (SIGKILL)"
    else
        e2e_exit_is "${2:-0}" "sent SIG$1"
    fi
}

# click R C [BUTTON]: click the centre of cell (R, C) as the state says,
# once the board stands still (a click gets the tile drawn under the
# pointer: mid-slide that may be another one).
click() {
    wait_state "not d.get('anim')" 30 >/dev/null
    set -- "$1" "$2" "${3:-1}" $(state xy "$1" "$2")
    xdotool mousemove --window "$e2e_wid" "$4" "$5" mousedown "$3" mouseup "$3"
}

# expect_fail NAME STATUS PATTERN ARGS...: exit STATUS, one stderr line
# matching PATTERN.
expect_fail() {
    n=$1 want=$2 pat=$3
    shift 3
    bounded 20 "$GAME" "$@" >"$e2e_work/out" 2>"$e2e_work/err"
    st=$?
    lines=$(wc -l <"$e2e_work/err")
    if [ "$st" -eq "$want" ] && [ "$lines" -eq 1 ] &&
        grep -q -- "$pat" "$e2e_work/err"; then
        ok "$n"
    else
        bad "$n (exit $st, $lines lines: $(head -c 300 "$e2e_work/err"))"
    fi
}

# play N: remove N pairs (the first pair llk finds each time; a warning
# before a losing move on the way, in a practice or relaxed game, is
# answered Do it).
play() {
    n=$1
    while [ "$n" -gt 0 ]; do
        tiles=$(get tiles_left)
        set -- $(state pair1 "$LLK")
        [ $# -eq 4 ] || return 1
        click "$1" "$2"
        click "$3" "$4"
        wait_state "d['tiles_left']==$tiles-2 or d.get('confirm')=='losing'" || return 1
        if [ "$(get confirm)" = '"losing"' ]; then
            button yes
            wait_state "d['tiles_left']==$tiles-2" || return 1
        fi
        n=$((n - 1))
    done
}

# count PATTERN: lines of the game's stderr matching it.
count() {
    grep -c -- "$1" "$e2e_work/game.err"
}

# wait_log PATTERN N: until the game's stderr has N lines matching PATTERN
# (5 s, longer when sanitized).
wait_log() {
    i=0
    while [ "$(count "$1")" -lt "$2" ] && [ $i -lt $((50 * e2e_slow)) ]; do
        sleep 0.1
        i=$((i + 1))
    done
    [ "$(count "$1")" -ge "$2" ]
}

key() {
    xdotool key --clearmodifiers "$@"
}

# shot NAME: screenshot of the game window (the whole screen without one).
shot() {
    # a frame drawn after every input handled (a state written between a
    # click that changed the screen and the first frame of the change
    # says no transition yet) and at the window's size (a state written
    # after a resize, before its frame: board_fill.sh shot the old frame
    # in the larger window), and a change of screen still running (the
    # state's effects say "transition": the screen left fading over the
    # new one) ended, unless e2e_shot_mid=1 (transition.sh shoots one on
    # purpose)
    [ "${e2e_shot_mid:-0}" = 1 ] || [ ! -f "$STATE" ] ||
        wait_state "d.get('frame_view', d.get('view')) == d.get('view') and \
d.get('frame_events', 0) >= d.get('events', 0) and \
d.get('frame_pixels', d.get('pixels')) == d.get('pixels') and \
'transition' not in (d.get('effects') or '')" 3 >/dev/null
    # zlib level 1: a quarter of the default's processor time (0.15 s
    # against 0.7 s at 1920x1080) for a third more bytes
    import -window "${e2e_wid:-root}" -define png:compression-level=1 \
        "$SHOTS/$1.png" 2>/dev/null ||
        import -window root -define png:compression-level=1 "$SHOTS/$1.png"
}

# look NAME ARGS...: shot.py on screenshot NAME ("bands R G B", "count R G B").
look() {
    n=$1
    shift
    pyrun "$e2e_here/shot.py" "$SHOTS/$n.png" "$@"
}

# ---- what the player sees (seen.py; the state file's "texts", "marks",
# "hovers") ----

# wait_drawn VIEW [SECONDS]: until the screen is VIEW and the state file
# describes a frame of it drawn after every input handled so far (its
# "frame_view" and "frame_events"): texts and marks of that screen as it
# answered the last key or click, already on the window at its size
# ("frame_pixels" equal to "pixels"), and no screen transition running
# (the state's "effects" says "transition").
wait_drawn() {
    wait_state "d['view']=='$1' and d.get('frame_view')=='$1' and d.get('frame_events', 0) >= d['events'] and d.get('frame_pixels', d.get('pixels')) == d.get('pixels') and 'transition' not in (d.get('effects') or '')" "${2:-5}"
}

# seen_screen SHOT: the screenshot SHOT (taken with shot) shows what the
# state file lists (seen.py screen: ink of each text's colour in its
# rectangle, labels inside their controls, nothing outside the window).
seen_screen() {
    pyrun "$e2e_here/seen.py" "$STATE" screen "$SHOTS/$1.png"
}

# seen_lang zh|en: every drawn string is in that language (seen.py lang).
seen_lang() {
    pyrun "$e2e_here/seen.py" "$STATE" lang "$1"
}

# seen_look SHOT LANG [PTS]: the shot SHOT taken (between two readings of
# the state naming one frame), then seen_screen and seen_lang in one look;
# with PTS the points hover_edges moves through are written there.
seen_look() {
    pyrun "$e2e_here/seen.py" "$STATE" look "$SHOTS/$1.png" "$2" "${3:--}" \
        "$e2e_wid"
}

# hover_edges [IDS]: the pointer moved 3 px inside each edge of every
# enabled control (or of IDS, comma-separated) hovers it, 3 px outside
# does not (seen.py edges and hovered, against the game's own hit-test:
# the state file's "hovers"). One xdotool call moves through every point.
# With IDS "-": the points seen_look wrote to $e2e_work/edges.txt.
hover_edges() {
    he_pts=$e2e_work/edges.txt
    if [ "${1:-}" != - ]; then
        pyrun "$e2e_here/seen.py" "$STATE" edges "${1:-}" >"$he_pts" || return 1
    fi
    [ -s "$he_pts" ] || return 0
    # a last point of its own (1,1), to know every motion was handled; and
    # (2,2) first: the pointer may rest on the first point already (a
    # click there opened the screen), and a move to where it is makes no
    # motion. An X server under load merges a motion still in its queue
    # into the next (mi's event queue): the points no motion reached are
    # moved to again, slower, up to twice (the last point then (1,2) and
    # (2,1): told from the rounds before); all of them when the last
    # point's motion was not reported at all.
    he_todo=$he_pts
    for he_round in 1 2 3; do
        he_end="1 1"
        [ "$he_round" = 2 ] && he_end="1 2"
        [ "$he_round" = 3 ] && he_end="2 1"
        he_nap=0.004
        [ "$he_round" != 1 ] && he_nap=0.05
        set -- mousemove --window "$e2e_wid" 2 2 sleep "$he_nap" \
            $(awk '{ printf "mousemove --window %s %d %d sleep %s ", w, $1, $2, n }' \
            w="$e2e_wid" n="$he_nap" "$he_todo") mousemove --window "$e2e_wid" $he_end
        xdotool "$@" || return 1
        # the last point's motion reported; a game starved of the
        # processor (a title's light sweeping, every motion a frame
        # apart: 12 motions a second beside two busy loops) may take
        # longer than the wait: the wait goes on while motions come
        if ! "$PY" -c "
import json, sys, time
end, seen = time.monotonic() + 7.5 * $e2e_slow, None
while True:
    try:
        h = json.load(open('$STATE')).get('hovers') or []
        if h and h[-1][:2] == [${he_end% *}, ${he_end#* }]:
            sys.exit(0)
        now = (len(h), h[-1][:2] if h else None)
        if now != seen:
            seen, end = now, max(end, time.monotonic() + 3 * $e2e_slow)
    except (OSError, ValueError):
        pass
    if time.monotonic() >= end:
        sys.exit(1)
    time.sleep(0.02)"; then
            # no motion after the last point's reached the game, or the
            # points noted were forgotten (the game forgets them when it
            # changes screens): every point again, slower
            "$PY" -c "import json; d = json.load(open('$STATE')); \
print('  (the game did not report the pointer\'s last move: view %s, %d motions noted%s)' \
% (d['view'], len(d.get('hovers') or []), '' if $he_round == 3 else '; moved through again'))"
            [ "$he_round" = 3 ] && return 1
            he_todo=$he_pts
            continue
        fi
        pyrun "$e2e_here/seen.py" "$STATE" unhandled "$he_pts" >"$e2e_work/edges.todo"
        [ -s "$e2e_work/edges.todo" ] || break
        [ "$he_round" = 3 ] ||
            echo "  ($(wc -l <"$e2e_work/edges.todo") points no motion reached: moved to again)"
        he_todo=$e2e_work/edges.todo
    done
    pyrun "$e2e_here/seen.py" "$STATE" hovered "$he_pts"
}

# ---- the desktop's preferences: a fake settings portal ----

e2e_bus_pid=""
e2e_portal_pid=""
# portal_start KEY=VALUE...: a private session bus (dbus-daemon) with a
# fake XDG settings portal on it (fake_portal.py) serving these values
# (reduced-motion=1, contrast=1; version=1: an old portal without
# ReadOne); DBUS_SESSION_BUS_ADDRESS exported for the games started
# after. Fails when dbus-daemon or python3-dbus is missing.
portal_start() {
    e2e_portal_values=$e2e_work/portal.values
    printf '%s\n' "$@" >"$e2e_portal_values"
    rm -f "$e2e_work/portal.ready"
    command -v dbus-daemon >/dev/null || { echo "  (dbus-daemon is missing)"; return 1; }
    ps_out=$(dbus-daemon --session --fork --print-address=1 --print-pid=1) || return 1
    DBUS_SESSION_BUS_ADDRESS=$(echo "$ps_out" | sed -n 1p)
    e2e_bus_pid=$(echo "$ps_out" | sed -n 2p)
    export DBUS_SESSION_BUS_ADDRESS
    # a python3 with its site packages holding python3-dbus and gi (the
    # system's: a version manager's may have neither)
    ps_py=$e2e_python
    for ps_try in "$e2e_python" /usr/bin/python3; do
        if "$ps_try" -c 'import dbus, gi' 2>/dev/null; then
            ps_py=$ps_try
            break
        fi
    done
    "$ps_py" "$e2e_here/fake_portal.py" "$e2e_portal_values" \
        "$e2e_work/portal.ready" 2>"$e2e_work/portal.err" &
    e2e_portal_pid=$!
    ps_i=0
    while [ ! -s "$e2e_work/portal.ready" ]; do
        ps_i=$((ps_i + 1))
        if [ "$ps_i" -gt 100 ] || ! kill -0 "$e2e_portal_pid" 2>/dev/null; then
            echo "  (the fake portal did not start)"
            sed 's/^/  | /' "$e2e_work/portal.err"
            return 1
        fi
        sleep 0.05
    done
}

# portal_set KEY=VALUE...: the fake portal's values now these; it emits
# SettingChanged for each that changed.
portal_set() {
    printf '%s\n' "$@" >"$e2e_portal_values.new"
    mv "$e2e_portal_values.new" "$e2e_portal_values"
    kill -USR1 "$e2e_portal_pid"
}

# portal_stop: the fake portal and its bus gone; no bus for the games
# started after.
portal_stop() {
    [ -n "$e2e_portal_pid" ] && kill "$e2e_portal_pid" 2>/dev/null
    [ -n "$e2e_bus_pid" ] && kill "$e2e_bus_pid" 2>/dev/null
    e2e_portal_pid=""
    e2e_bus_pid=""
    unset DBUS_SESSION_BUS_ADDRESS
}

# The kept Python (pyrun, wait_state), from here on; LLK_E2E_PYSERVE=0: a
# Python for each look, as before it.
if [ "${LLK_E2E_PYSERVE:-1}" = 1 ]; then e2e_pyserve || e2e_pys=""; fi
