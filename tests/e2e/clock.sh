#!/bin/sh
# clock.sh - the countdown by amounts (issue 42): a timed level is played,
# paused, resumed and played again, and the countdown (the state file's
# time_left_ms) must have moved by the time it was played, +- 0.25 s,
# measured by the test's own clock (tests/e2e/lib/clock.py: every write of
# the state file timed from its mtime on time.monotonic's line; the
# game's elapsed_ms is never used): nothing of a pause charged, nothing
# of the play before it lost. Across: a 3 s pause (P, P); Help opened
# from the pause screen (and Back); the window losing the input focus
# (paused by the game) and getting it back; Esc to the menu and Continue
# (which opens paused); level 2 from the level map: its Dealing screen,
# then its shift's card (the countdown whole when the card goes); the
# window closed while playing and the game started again with its save,
# Continue.
# The same tolerance sanitized: the measure is of writes the game makes,
# whatever its speed (LLK_CLOCK_TOL_MS overrides it).
. "$(dirname "$0")/lib/common.sh"
. "$(dirname "$0")/lib/clock.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary clock; exit 1; }

# The tutorial done, no shift seen (the card of level 2's shift to come);
# a level started from the level map shows Dealing at once, for 1.5 s.
e2e_first_start=1
mkdir -p "$XDG_CONFIG_HOME/lianliankan"
printf 'tutorial_done = true\nshifts_seen =\n' >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
export LLK_DEAL_WAIT_MS=0 LLK_DEAL_MIN_MS=1500

# One game: a 3 s pause, Help from the pause screen, the focus lost,
# Continue from the menu; then level 2 from the level map: Dealing, its
# shift's card; then the window closed while playing (its play carried
# into the next game of the same save).
check "a timed game starts" start_game --seed 8 --level 1 --difficulty easy \
    --windowed 1024x700 --no-sound
wait_state "d['view']=='playing'" >/dev/null
# A: the clock's first write after a second of play (not the first
# frame's)
clock_run mark="playing(d) and d['time_left_ms']<299500" \
    sleep=0.4 key=p wait="d['view']=='paused'" sleep=3 key=p \
    check="1,a 3 s pause: the countdown moved by the play around it" \
    sleep=0.4 key=p wait="d['view']=='paused'" button=help \
    wait="d['view']=='help'" sleep=1 button=back wait="d['view']=='paused'" key=p \
    check="1,Help opened from the pause screen: nothing of it charged" \
    sleep=0.4 focus=out wait="d['view']=='paused'" sleep=1 focus=in key=p \
    check="1,the focus lost (paused) and back: nothing of it charged" \
    sleep=0.4 key=Escape wait="d['view']=='menu'" button=continue \
    wait="d['view']=='paused'" sleep=1 key=p \
    check="1,Esc to the menu, Continue (paused), resumed: nothing charged" \
    key=Escape wait="d['view']=='menu'" button=levels wait="d['view']=='levels'" \
    button=level_2 wait="d['view']=='dealing'" \
    mark="d['view']=='intro' and d['level']==2 and d['time_left_ms']==300000" \
    sleep=1.5 key=Return \
    check="1,Dealing then a shift's card: the countdown whole, nothing of either charged" \
    sleep=0.4 close="$e2e_game" report
carry=$(sed -n 's/^carry \([0-9]*\) \([0-9]*\)$/\1,\2/p' "$e2e_work/clock.out")
wait_exit
e2e_exit_is 0 "its window is closed"
unset LLK_DEAL_WAIT_MS LLK_DEAL_MIN_MS

# The same save in a new game (practice's, beside the run's): its Continue
# opens it paused, the countdown as it was when the window closed.
check "the game starts again with its save" start_game --windowed 1024x700 --no-sound
wait_button continue_practice >/dev/null
if [ -n "$carry" ]; then
    clock_run carry="$carry" button=continue_practice wait="d['view']=='paused'" \
        sleep=1 key=p check="1,the save resumed: the countdown as the window left it"
else
    bad "the play before the window closed was measured"
fi

e2e_summary clock
