#!/bin/sh
# deal.sh - a level started from a menu is dealt on the game's thread: with
# LLK_DEAL_WAIT_MS=0 the "Dealing" screen shows at once (hard level 2,
# `down`, from the level chooser) with its Cancel button, and (kept up by
# LLK_DEAL_MIN_MS) Cancel goes back to the chooser with nothing started;
# without LLK_DEAL_MIN_MS, the level chosen begins by itself once its board
# is dealt, and that board is the one its game ID deals (--game, dealt
# before the window shows). Screenshots: $LLK_BUILD/screenshots/deal-*.png
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
stop_game
unset LLK_DEAL_MIN_MS
check "restart at the menu" start_game --no-sound --windowed 1024x700
choose_hard_2
check "chosen: the level begins once dealt" wait_state \
    "d['view']=='playing' and d['level']==2 and d['difficulty']=='hard' and \
d['shift']=='down' and d['tiles_left']==d['rows']*d['cols']" 30
board=$(get board | tr -d ' ')
id=$(get game_id | tr -d '"')
stop_game
unset LLK_DEAL_WAIT_MS
check "the same game ID from the command line" start_game --game "$id" --no-sound \
    --windowed 1024x700
check "the same board" wait_state "d['view']=='playing' and d['board']==$board" 30
stop_game
e2e_summary deal
