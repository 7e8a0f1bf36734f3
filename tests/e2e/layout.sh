#!/bin/sh
# layout.sh - layouts that never jump, and controls that say what they can
# do (issue 29), in a real window: the menu's buttons keep their
# rectangles with and without a game kept, after a timed and a relaxed
# game, in English and in Chinese (Continue's card over them with a game
# kept, no Play beside New game: Easy without); the bar's buttons the same in a timed
# and a relaxed game; a disabled button (Undo and Redo with nothing to
# undo or redo) says so in the state ("enabled": false and its reason),
# does nothing when clicked and shows its reason in a tooltip on hover; a
# toast, a tooltip and the combo on show at once overlap nothing (the
# overlap check covers notices) and the toast is in the notification lane
# (notice_rect) under the board. Screenshots: $LLK_BUILD/screenshots/layout-*.png
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary layout; exit 1; }

# rects FILE: the buttons' rectangles of the screen on show, by id, into FILE
rects() {
    "$PY" -c "
import json
d = json.load(open('$STATE'))
for b in d['buttons']:
    print(b['id'], b['x'], b['y'], b['w'], b['h'])" | sort >"$e2e_work/$1"
}

# slot FILE ID: the rectangle of button ID in FILE
slot() {
    awk -v id="$2" '$1 == id { print $2, $3, $4, $5 }' "$e2e_work/$1"
}

# same A B: the buttons both have are where they were
same() {
    join "$e2e_work/$1" "$e2e_work/$2" | awk '$2 != $6 || $3 != $7 || $4 != $8 || $5 != $9 {
        print "  moved:", $0; bad = 1 } END { exit bad }'
}

for lang in C zh_CN.UTF-8; do
    rm -rf "$XDG_STATE_HOME"
    LANG=$lang LANGUAGE= LC_ALL= LC_MESSAGES= start_game --windowed 800x500 --no-sound
    xdotool mousemove 1 1
    wait_state "d['view']=='menu'" >/dev/null
    rects menu-fresh-$lang
    button new_easy
    wait_state "d['view']=='playing'" >/dev/null
    rects bar-timed-$lang
    key Escape
    wait_button continue
    rects menu-timed-$lang
    check "$lang: the menu's buttons stay put with a timed game kept" same menu-fresh-$lang menu-timed-$lang
    check "$lang: no Play beside New game: Easy; Continue's card with a game kept" \
        test -z "$(slot menu-fresh-$lang play)" -a -z "$(slot menu-fresh-$lang continue)" -a \
        -n "$(slot menu-timed-$lang continue)" -a -z "$(slot menu-timed-$lang play)"
    button relaxed
    wait_button level_1
    button level_1
    yes_if_asked
    wait_state "d['view']=='playing' and d['mode']=='relaxed'" >/dev/null
    rects bar-relaxed-$lang
    check "$lang: the bar's buttons the same in a timed and a relaxed game" same bar-timed-$lang bar-relaxed-$lang
    key Escape
    wait_button continue
    rects menu-relaxed-$lang
    check "$lang: the menu's buttons stay put with a relaxed game kept" same menu-fresh-$lang menu-relaxed-$lang
    stop_game
done
check "the menu's slots are the same in both languages" same menu-relaxed-C menu-relaxed-zh_CN.UTF-8

# A relaxed game at its start: nothing to undo or redo.
rm -rf "$XDG_STATE_HOME"
start_game --relaxed --seed 5 --difficulty easy --windowed 640x400 --no-sound
wait_state "d['view']=='playing'" >/dev/null
check "Undo and Redo disabled, saying why" wait_state \
    "[(b['id'],b['enabled'],b.get('reason')) for b in d['buttons'] if b['id'] in ('undo','redo')]==\
[('undo',False,'Nothing to undo yet'),('redo',False,'Nothing to redo')]"
check "the others enabled" wait_state \
    "all(b['enabled'] for b in d['buttons'] if b['id'] not in ('undo','redo'))"
button undo
sleep 0.3
check "a click on disabled Undo does nothing (no toast either)" \
    test "$(state get notice) $(state get undo) $(state get view)" = 'null 0 "playing"'
shot layout-disabled
check "its tooltip says why (the tooltip's face drawn)" \
    test "$(look layout-disabled count 250 244 224)" -gt 200
# One pair: Undo enabled, Redo still not.
play 1
check "after a pair: Undo enabled" wait_state \
    "[b['enabled'] for b in d['buttons'] if b['id'] in ('undo','redo')]==[True,False]"
stop_game

# A toast, a tooltip and the combo at once.
start_game --difficulty easy --level 1 --seed 5 --windowed 640x400 --no-sound
wait_state "d['view']=='playing'" >/dev/null
rect0=$(state get board_rect)
play 2
key u
set -- $(state button menu)
xdotool mousemove --window "$e2e_wid" "$1" "$2"
check "toast, tooltip and combo on show" wait_state \
    "d['notice']=='Undo is for relaxed games' and d['combo_shown']>=2" 3
shot layout-notices
check "they overlap nothing" wait_state "d['overlap'] is None and d['clipped'] is None" 2
check "the board did not move" test "$(state get board_rect)" = "$rect0"
check "the lane is under the board" wait_state \
    "d['notice_rect']['y'] >= d['board_rect']['y'] + d['rows'] * d['board_rect']['cell_h']"
stop_game
e2e_summary layout
