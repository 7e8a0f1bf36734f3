#!/bin/sh
# quit.sh - closing the window never waits for the game's threads: while
# the thinker is busy on a board it cannot settle soon (data/busy.txt) and
# while a deal is on its thread (the "Dealing" screen), the game exits 0
# within 2 s (6 s sanitized) of the window's close, and of SIGTERM.
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary quit; exit 1; }
busy=$LLK_TOP/tests/e2e/data/busy.txt
limit_ms=$((2000 * e2e_slow))

# The board keeps a solver busy: not settled within a second.
check "busy.txt: llk solve cannot settle it within 1 s (inward)" sh -c \
    "'$LLK' solve '$busy' --shift inward --budget-ms 1000 | head -n 1 | grep -qx unknown"

# timed_close HOW: close the game (window: the window manager's close;
# TERM: SIGTERM), check it exits 0 within limit_ms.
timed_close() {
    t0=$(date +%s%N)
    if [ "$1" = window ]; then
        close_window
    else
        kill_game TERM
    fi
    ms=$((($(date +%s%N) - t0) / 1000000))
    check "exits 0 within $limit_ms ms of the close ($1): $ms ms" \
        test "$e2e_status" -eq 0 -a "$ms" -le "$limit_ms"
}

for how in window TERM; do
    check "the busy board starts (hard level 11, inward)" start_game --board "$busy" \
        --difficulty hard --level 11 --windowed 1024x700 --no-sound
    wait_state "d['view']=='playing'" >/dev/null
    sleep 0.3
    check "the thinker is busy: the position is unknown ($how)" \
        wait_state "d['view']=='playing' and d['position']=='unknown'" 1
    timed_close "$how"
done

# A deal on its thread: the Dealing screen, kept up (LLK_DEAL_MIN_MS).
export LLK_DEAL_WAIT_MS=0 LLK_DEAL_MIN_MS=600000
for how in window TERM; do
    rm -f "$SAVE"
    check "the game starts at the menu" start_game --no-sound --windowed 1024x700
    wait_button levels
    button levels
    wait_state "d['view']=='levels'" >/dev/null
    button diff_hard
    button level_11
    check "Dealing hard level 11 ($how)" wait_state "d['view']=='dealing'"
    timed_close "$how"
done
e2e_summary quit
