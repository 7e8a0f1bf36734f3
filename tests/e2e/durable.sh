#!/bin/sh
# durable.sh - the game's files reach the disk in an order that survives a
# crash: the game runs under strace (the system calls themselves, with each
# file descriptor's path: the writes glibc's stdio makes inside fflush are
# seen too, which an LD_PRELOAD recorder of ours could not see), changes a
# setting (Settings: "Ask before leaving a game" switched), plays level 1
# of a run to its end (a pair removed: the save; the level won: scores and
# statistics) and is closed; for the save, settings.ini, first_start.ini
# (written when an older settings.ini's lines move there at start),
# scores.txt and stats.txt every replacement is write, fsync of the temporary file,
# rename onto the file, fsync of its directory, in that order
# (tests/e2e/lib/durable.py; src/game/files.c). Runs in both lanes
# (strace traces the sanitized game as well; LeakSanitizer, which would
# need ptrace itself, is off in the real-window tests).
. "$(dirname "$0")/lib/common.sh"

command -v strace >/dev/null 2>&1 ||
    { bad "strace is installed (make deps-test installs it)"; e2e_summary durable; exit 1; }
e2e_start_x || { bad "Xvfb starts"; e2e_summary durable; exit 1; }
xdotool mousemove 5 5
# the first start's state as an older game kept it, in settings.ini: at
# start it moves to first_start.ini (a replacement of each file)
mkdir -p "$XDG_CONFIG_HOME/lianliankan"
printf 'tutorial_done = true\nshifts_seen = all\nanim_speed = off\n' \
    >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
trace=$e2e_work/strace.log
# Not start_game: the game runs as strace's child (attaching to a running
# process needs more than ptrace_scope 1 allows); its window is found by
# the pid of that child.
strace -f -qq -y -s 0 --seccomp-bpf -e trace=write,fsync,fdatasync,rename,renameat,renameat2 \
    -o "$trace" "$GAME" --state-file "$STATE" --no-sound --windowed 1024x700 \
    2>"$e2e_work/game.err" &
e2e_game=$!
started() {
    wait_state "d['view']=='menu'" 20 || return 1
    pid=$(ps -o pid= --ppid "$e2e_game" | tr -d ' ' | head -n 1)
    [ -n "$pid" ] || return 1
    e2e_wid=$(bounded 10 xdotool search --sync --onlyvisible --pid "$pid" | head -n 1)
    [ -n "$e2e_wid" ] && bounded 5 xdotool windowfocus --sync "$e2e_wid" 2>/dev/null
    [ -n "$e2e_wid" ]
}
check "the game starts under strace, on the title screen" started

button settings
wait_button confirm_leave
button confirm_leave
check "a setting changed (confirm_leave off)" wait_state "d['settings']['confirm_leave'] is False"
key Escape
wait_button new_easy
button new_easy
check "New game: Easy, level 1 of a run" wait_state \
    "d['screen']=='playing' and d['run'] and d['level']==1 and $dealt_full"
moves=$(state clear "$LLK" "$e2e_wid")
check "level 1 cleared ($moves pairs)" wait_state "d['screen']=='level_clear' and d['levels_cleared']==1"
close_window
check "strace recorded the game" [ -s "$trace" ]

"$PY" "$e2e_here/durable.py" "$trace" "$SAVE" "$XDG_CONFIG_HOME/lianliankan/settings.ini" \
    "$XDG_STATE_HOME/lianliankan/first_start.ini" \
    "$XDG_DATA_HOME/lianliankan/scores.txt" "$XDG_DATA_HOME/lianliankan/stats.txt" \
    >"$e2e_work/durable.out" 2>&1
while IFS= read -r line; do
    case "$line" in
    PASS\ *) ok "${line#PASS }" ;;
    FAIL\ *) bad "${line#FAIL }" ;;
    *) bad "durable.py: $line" ;;
    esac
done <"$e2e_work/durable.out"
e2e_summary durable
