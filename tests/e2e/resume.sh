#!/bin/sh
# resume.sh - save and resume in a real window: three pairs played, the
# window closed (WM_DELETE_WINDOW), the game started again offers Continue
# (first, selected) and Continue (clicked by its button id) gives the same
# board, score and clock (within a second); the same after kill -9 (the
# clock after 8 s of it alone: at most 5 s given back), after
# SIGTERM and after SIGINT; a game asked for on the command line over a
# kept one asks first (No keeps it); a new game replaces the save; time up left for
# the menu removes it, Retry keeps it; a save of a cleared level deals the
# next; no save directory is one warning; a corrupt save is
# set aside as game.save.bad, said once on stderr and on the menu, and no
# Continue is offered. The save lives in the private XDG_STATE_HOME that
# lib/common.sh sets. Screenshots: $LLK_BUILD/screenshots/resume-*.png
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary resume; exit 1; }

# The game writes the state file after each change and every second (the
# save: after each change and every 5 s of the clock alone) and once more
# as it exits, after its last save: a copy of the state taken after the
# game ended is what the save holds.

# same_game FILE [LO HI]: the state on show has FILE's game: board, score,
# level, difficulty, mode, game ID, tiles; the clock within 2 s, or now
# minus then within LO..HI ms.
same_game() {
    "$PY" - "$1" "$STATE" "${2:-}" "${3:-}" <<'PYEOF'
import json, sys
a = json.load(open(sys.argv[1]))
b = json.load(open(sys.argv[2]))
if sys.argv[3]:
    lo, hi = int(sys.argv[3]), int(sys.argv[4])
    d = b["time_left_ms"] - a["time_left_ms"]
    if not lo <= d <= hi:
        print("  clock: %d ms then, %d ms now" % (a["time_left_ms"], b["time_left_ms"]))
        sys.exit(1)
    a["time_left_ms"] = b["time_left_ms"]
for k in ("board", "score", "level", "difficulty", "mode", "game_id",
          "tiles_left", "hints_left", "redeals_left"):
    if a[k] != b[k]:
        print("  %s differs: %r then, %r now" % (k, a[k], b[k]))
        sys.exit(1)
# 2 s: the clock runs on between the last state write and Continue's
# first one, longer on a loaded machine; a clock not saved would be back
# at the level's full time, more than 3 s away (the first game waits 3 s)
if abs(a["time_left_ms"] - b["time_left_ms"]) > 2000:
    print("  clock: %d ms then, %d ms now" % (a["time_left_ms"], b["time_left_ms"]))
    sys.exit(1)
PYEOF
}

# continue_offered: the menu's first button is Continue, selected.
continue_offered() {
    wait_state "d['view']=='menu' and d['can_continue'] and \
d['buttons'][0]['id']=='continue' and d['buttons'][0]['selected']"
}

# restart_and_continue NAME [VIEW]: start without options, Continue by id;
# the game shows VIEW (default: the level played, paused: a timed game
# opens paused, and P then resumes it).
restart_and_continue() {
    xdotool mousemove 5 5 # the pointer off the buttons: no hover focus
    start_game --windowed 1024x700 --no-sound
    check "$1: the menu offers Continue, first and selected" continue_offered
    button continue
    check "$1: Continue goes back to the game (${2:-paused})" \
        wait_state "d['screen']=='${2:-paused}' and d['view']=='${2:-paused}'"
    if [ -z "$2" ]; then
        key p
        wait_state "d['screen']=='playing'" >/dev/null
    fi
}

check "a timed run starts" \
    start_game --seed 77 --level 1 --difficulty easy --windowed 1024x700 --no-sound
wait_state "d['screen']=='playing'" >/dev/null
sleep 3 # the clock moves well past the check's tolerance
check "three pairs removed" play 3
check "the save is written while playing" [ -s "$SAVE" ]
close_window
cp "$STATE" "$e2e_work/closed.json"
check "closing the window ends the game (exit 0)" [ "$e2e_status" -eq 0 ]
restart_and_continue "window closed"
check "window closed: same board, score and clock" same_game "$e2e_work/closed.json"
shot resume-continued

# kill -9: the save as of the last change, and of the clock: saved every
# 5 s while the clock alone runs (persist.c), so after 8 s of it the game
# comes back with at most 5 s more than it had, never less (a clock saved
# only with the moves would come back 8 s fuller).
check "kill -9: three more pairs" play 3
sleep 8
kill_game KILL
cp "$STATE" "$e2e_work/killed.json" # its last write: the last second
restart_and_continue "kill -9"
check "kill -9 after 8 s of the clock alone: same board and score, the clock at most 5 s back" \
    same_game "$e2e_work/killed.json" -2000 6500

# SIGTERM and SIGINT save on the way out (SDL turns them into SDL_QUIT).
for sig in TERM INT; do
    play 1 >/dev/null
    kill_game "$sig"
    cp "$STATE" "$e2e_work/sig.json"
    check "SIG$sig: the game exits 0" [ "$e2e_status" -eq 0 ]
    restart_and_continue "SIG$sig"
    check "SIG$sig: same board, score and clock" same_game "$e2e_work/sig.json"
done

# A game asked for on the command line over a kept one asks first, as New
# game does: No leaves the save as it was and shows the title, offering
# Continue; Yes starts the game asked for.
stop_game
cp "$SAVE" "$e2e_work/kept.save"
e2e_keep_save=1
start_game --difficulty hard --windowed 1024x700 --no-sound
check "--difficulty over a kept game asks first" wait_state \
    "d['view']=='confirm' and d['confirm']=='leave'"
shot resume-cmdline-asks
button no
check "No: the title, offering Continue" continue_offered
check "No: the save as it was" cmp -s "$SAVE" "$e2e_work/kept.save"
stop_game
start_game --difficulty hard --windowed 1024x700 --no-sound
wait_state "d['view']=='confirm'" >/dev/null
button yes
check "Yes: the game asked for" wait_state \
    "d['screen']=='playing' and d['difficulty']=='hard' and $dealt_full"
e2e_keep_save=0

# Pause, then the menu: the run replaced (Yes) ended there and enters the
# table, so the menu asks its name first (Esc: the default name, the
# table); Continue is there too (the level kept); a new game replaces the
# save.
key Escape
check "the run replaced: its name asked on the menu" wait_state \
    "d['view']=='name_entry'"
key Escape
wait_state "d['view']=='scores'" >/dev/null
button back
check "Esc: the menu offers Continue" continue_offered
shot resume-menu
old_id=$(get game_id)
button new_hard
check "New game over a game in progress asks first" wait_state "d['view']=='confirm'"
button yes
check "New game: Hard starts a new game" \
    wait_state "d['screen']=='playing' and d['difficulty']=='hard' and \
$dealt_full"
kill_game TERM
cp "$STATE" "$e2e_work/new.json"
restart_and_continue "new game"
check "new game: the save holds it, not the old one" \
    sh -c "same_game() { :; }; [ \"\$(python3 '$e2e_here/state.py' '$STATE' get game_id)\" != '$old_id' ]"
check "new game: same board, score and clock" same_game "$e2e_work/new.json"
stop_game

# Saves of the other screens, from the fuzzer's seed corpus: out of time
# (Continue shows time up; Menu ends the game and removes the save; Retry
# deals the board again) and a cleared level (Continue deals the next).
corpus=$LLK_TOP/tests/fuzz/corpus/save
cp "$corpus/save01.txt" "$SAVE"
restart_and_continue "time up" time_up
check "time up: with Retry and Menu" wait_state \
    "[b['id'] for b in d['buttons']]==['retry','menu']"
shot resume-timeup
button menu
check "time up, then Menu: the save is removed" \
    sh -c "i=0; while [ -e '$SAVE' ] && [ \$i -lt 50 ]; do sleep 0.1; i=\$((i+1)); done; [ ! -e '$SAVE' ]"
check "time up, then Menu: the run ends and asks for a name" wait_state \
    "d['view']=='name_entry' and not d['run']"
key Escape
check "Esc keeps the default name: the table" wait_state "d['view']=='scores'"
button back
check "time up, then Menu: no Continue" wait_state \
    "d['view']=='menu' and not d['can_continue']"
stop_game
cp "$corpus/save01.txt" "$SAVE"
restart_and_continue "time up again" time_up
button retry
check "time up, Retry: the level again, full board and clock" wait_state \
    "d['screen']=='playing' and d['level']==5 and d['difficulty']=='hard' and \
$dealt_full and d['time_left_ms']>=290000"
stop_game
check "time up, Retry: saved again" [ -s "$SAVE" ]
cp "$corpus/next.txt" "$SAVE"
restart_and_continue "level cleared"
check "level cleared: Continue deals the next level, score kept" wait_state \
    "d['screen'] in ('playing', 'paused') and d['level']==4 and d['score']==2755 and \
$dealt_full"
stop_game

# Nowhere to save: one warning, and the game plays.
XDG_STATE_HOME=/proc/no/such/dir start_game --seed 3 --windowed 800x600 --no-sound
check "no save directory: the game plays" wait_state "d['screen']=='playing'"
play 1 >/dev/null
stop_game
check "no save directory: one warning, exit 0" sh -c \
    "[ $e2e_status -eq 0 ] && [ \$(grep -c . '$e2e_work/game.err') -eq 1 ] && grep -q 'not be saved' '$e2e_work/game.err'"

# A corrupt save: set aside as game.save.bad, one line on stderr, said on
# the menu, no Continue.
printf 'lianliankan-save 1\nmode timed\ngarbage\n' >"$SAVE"
start_game --windowed 1024x700 --no-sound
check "corrupt save: the game starts on the menu" \
    wait_state "d['view']=='menu' and d['screen']=='menu'"
check "corrupt save: the state's notice says so" \
    wait_state "'game.save.bad' in (d['notice'] or '')"
check "corrupt save: no Continue" wait_state \
    "not d['can_continue'] and all(b['id']!='continue' for b in d['buttons'])"
check "corrupt save: kept as game.save.bad" [ -s "$SAVE.bad" ]
check "corrupt save: game.save is gone" [ ! -e "$SAVE" ]
check "corrupt save: one line on stderr naming the file" sh -c \
    "[ \$(grep -c . '$e2e_work/game.err') -eq 1 ] && grep -q 'game.save' '$e2e_work/game.err'"
sleep 0.3
shot resume-corrupt
# the menu's message is drawn in the kit's danger colour (232,96,72)
check "corrupt save: the menu says so" \
    sh -c "[ \$('$PY' '$e2e_here/shot.py' '$SHOTS/resume-corrupt.png' count 232 96 72) -gt 50 ]"
stop_game
if [ -s "$e2e_work/game.err" ]; then
    echo "game stderr:"
    cat "$e2e_work/game.err"
fi
e2e_summary resume
