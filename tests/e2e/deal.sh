#!/bin/sh
# deal.sh - a level started from a menu is dealt on the game's thread: with
# LLK_DEAL_WAIT_MS=0 the "Dealing" screen shows at once (hard level 2,
# `down`, from the level chooser) with its Cancel button, and (kept up by
# LLK_DEAL_MIN_MS) Cancel goes back to the chooser with nothing started,
# or, with a run kept (practice is kept apart: no question), with that
# run kept for Continue;
# without LLK_DEAL_MIN_MS, the level chosen begins by itself once its board
# is dealt, and that board is the one its game ID deals (--game, dealt
# before the window shows); No to the leave question forgets that the
# chooser was starting practice. Screenshots: $LLK_BUILD/screenshots/deal-*.png
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary deal; exit 1; }
export LLK_DEAL_WAIT_MS=0 LLK_DEAL_MIN_MS=600000
check "game starts at the menu" start_game --no-sound --windowed 1024x700
choose_hard_2() {
    wait_button levels
    button levels
    wait_state "d['view']=='levels'" >/dev/null
    button diff_hard
    button level_2
}
choose_hard_2
check "Dealing shows at once, with Cancel" wait_state \
    "d['view']=='dealing' and [b['id'] for b in d['buttons']]==['cancel'] and d['notice']"
shot deal-dealing
button cancel
check "Cancel: back to the chooser, no game begun" wait_state \
    "d['view']=='levels' and d['screen']=='menu' and d.get('game_id') is None"
# With a run kept: practice is kept apart, so no question, Dealing at
# once; Cancel keeps the run, which Continue goes back to.
stop_game
check "restart with a game in progress" start_game --no-sound --windowed 1024x700 \
    --difficulty easy --level 1 --seed 3
wait_state "d['view']=='playing' and d['level']==1" >/dev/null
board=$(get board | tr -d ' ')
run_id=$(get game_id | tr -d '"') # a timed level 1: a run
key Escape
choose_hard_2
check "a run kept: practice asks nothing, Dealing at once" wait_state \
    "d['view']=='dealing'"
button cancel
check "Cancel: back to the chooser" wait_state "d['view']=='levels'"
button back
wait_button continue
button continue
resume_if_paused
check "Continue: the game in progress, its board" wait_state \
    "d['view']=='playing' and d['level']==1 and d['difficulty']=='easy' and d['board']==$board"
stop_game
unset LLK_DEAL_MIN_MS
rm -f "$SAVE" # no game in progress this time
check "restart at the menu" start_game --no-sound --windowed 1024x700
choose_hard_2
check "chosen: the level begins once dealt" wait_state \
    "d['view']=='playing' and d['level']==2 and d['difficulty']=='hard' and \
d['shift']=='down' and $dealt_full" 30
board=$(get board | tr -d ' ')
id=$(get game_id | tr -d '"')
# No to the leave question from the level chooser, then a timed level 1
# by its game ID: a run, not practice (the chooser's choice is forgotten).
key Escape
wait_button levels
button levels
wait_state "d['view']=='levels'" >/dev/null
button level_3
wait_state "d['view']=='confirm'" >/dev/null
button no
wait_state "d['view']=='levels'" >/dev/null
button back
wait_button numbered
button numbered
wait_state "d['view']=='numbered'" >/dev/null
xdotool type --delay 20 "$run_id"
key Return
yes_if_asked # (a run is kept apart from the practice kept: not asked)
check "after No, a timed level 1 by its ID is a run" wait_state \
    "d['view']=='playing' and d['level']==1 and d['kind']=='timed' and d['run']" 30
stop_game
unset LLK_DEAL_WAIT_MS
check "the same game ID from the command line" start_game --game "$id" --no-sound \
    --windowed 1024x700
check "the same board" wait_state "d['view']=='playing' and d['board']==$board" 30
stop_game
e2e_summary deal
