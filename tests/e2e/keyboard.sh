#!/bin/sh
# keyboard.sh - keyboard-only play clears an easy relaxed level (issue 29):
# from the menu by arrows and Enter, then on the board H shows a hint, Tab
# puts the cursor on its first tile, Enter selects it, Tab goes on to the
# second, Enter removes the pair; again until the level is cleared. No
# mouse moves at all. Screenshot: $LLK_BUILD/screenshots/keyboard-*.png
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary keyboard; exit 1; }
xdotool mousemove 1 1
start_game --windowed 800x600 --no-sound
wait_state "d['view']=='menu'" >/dev/null
# the menu by keys: Relaxed game is the fifth (Play, the three new
# games, then Relaxed game)
key Home Tab Tab Tab Tab Return
check "Relaxed game by keys: the level chooser" wait_state "d['view']=='levels'"
key Escape
wait_state "d['view']=='menu'" >/dev/null
# no saved game yet: a relaxed easy level 1 by its option
stop_game
start_game --relaxed --difficulty easy --level 1 --seed 3 --windowed 800x600 --no-sound
check "the cursor shown at the start" wait_state "d['view']=='playing' and d.get('cursor') is not None"
pairs=0
left=$(get tiles_left)
while [ "$left" -gt 0 ] && [ $pairs -lt 80 ]; do
    key h Tab Return Tab Return
    left=$((left - 2))
    wait_state "d['tiles_left'] <= $left" 3 >/dev/null || break
    pairs=$((pairs + 1))
done
shot keyboard-end
check "the level cleared by keys alone ($pairs pairs)" wait_state \
    "d['tiles_left'] == 0 and d['screen'] != 'playing' and $pairs == d['rows'] * d['cols'] // 2" 5
stop_game
e2e_summary keyboard
