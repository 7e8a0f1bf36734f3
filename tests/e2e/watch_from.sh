#!/bin/sh
# watch_from.sh - Watch from the high-score table and from the Daily
# screen's calendar (issue 48) through the real window: a run's level 1
# cleared, two pairs of level 2 and the run ended enters the table, whose
# row names both boards' replays: the row has a Watch button
# (watch_row_1); Watch shows the first board (the state file's game ID is
# level 1's, "Board 1 of 2, move 0 of N", the tiles drawn in the
# screenshot), Step steps, Play at x4 goes on to level 2's board and
# stops at its end, Step back before its deal shows level 1's end
# (cleared), Back lands on the table with the row's Watch
# focused, and Enter there watches again. On the Daily
# screen with no day played Watch is disabled, saying why; the day's deal
# cleared, the calendar's day (day_12) is the one selected (chosen) and
# Watch plays its replay (the day's game ID); Back lands on the Daily
# screen, where the arrows reach the day. Screenshots: $LLK_BUILD/screenshots/watch-from-*.png
. "$(dirname "$0")/lib/common.sh"

mkdir -p "$XDG_CONFIG_HOME/lianliankan"
printf 'anim_speed = off\n' >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
e2e_start_x || { bad "Xvfb starts"; e2e_summary watch_from; exit 1; }
xdotool mousemove 1 1
export LLK_TODAY=2026-03-12

# the mean brightness (0-100) of the board's cells in screenshot NAME:
# the cream tiles light, the felt and a panel dark
board_light() {
    set -- "$1" $("$PY" -c "import json; d=json.load(open('$STATE')); r=d['board_rect']; print(r['cell_w']*d['cols'], r['cell_h']*d['rows'], r['x'], r['y'])")
    [ $# -eq 5 ] || return 1
    convert "$SHOTS/$1.png" -crop "$2x$3+$4+$5" -colorspace Gray -format '%[fx:int(100*mean)]' info:
}

check "a run's level 1" start_game --seed 11 --level 1 --difficulty easy \
    --windowed 1024x700 --no-sound
wait_state "d['view']=='playing'" >/dev/null
id1=$(state get game_id | tr -d '"')
state clear "$LLK" "$e2e_wid" >/dev/null
wait_state "d['view']=='level_clear'" 10 >/dev/null
key Escape
wait_button continue
button continue
wait_state "d['view']=='paused' and d['level']==2" >/dev/null
button resume
wait_state "d['view']=='playing'" >/dev/null
id2=$(state get game_id | tr -d '"')
play 2 >/dev/null
key p
wait_state "d['view']=='paused'" >/dev/null
button end_run
wait_state "d['confirm']=='end_run'" >/dev/null
button yes
wait_state "d['view']=='run_ended'" >/dev/null
button menu
wait_state "d['view']=='name_entry'" >/dev/null
key Return
check "the run in the table, its row with Watch (watch_row_1) and no other" wait_state \
    "d['view']=='scores' and len(d['lines'])==1 and [b['id'] for b in d['buttons'] if b['id'].startswith('watch')]==['watch_row_1'] and d['clipped'] is None and d['overlap'] is None"
wait_drawn scores >/dev/null
shot watch-from-table
check "the table as drawn" seen_look watch-from-table-seen en
button watch_row_1
check "Watch: the run's first board, level 1's replay ($id1), move 0" wait_state \
    "d['view']=='watch' and d['game_id']=='$id1' and d['notice'].startswith('Board 1 of 2, move 0 of ')"
check "  ... Step back disabled at the first deal" wait_state \
    "[b['enabled'] for b in d['buttons'] if b['id']=='watch_back']==[False]"
wait_drawn watch >/dev/null
shot watch-from-board
n=$(board_light watch-from-board)
check "the board's tiles drawn (its cells $n % light)" [ "${n:-0}" -gt 45 ]
button watch_step
check "Step: move 1" wait_state "d['notice'].startswith('Board 1 of 2, move 1 of ')"
button watch_speed
button watch_speed
button watch_play
check "Play at x4 goes on to the run's second board, level 2 ($id2), to its end" wait_state \
    "d['game_id']=='$id2' and d['notice']=='Board 2 of 2, move 2 of 2' and \
[b['label'] for b in d['buttons'] if b['id']=='watch_play']==['Play']" 20
button watch_back
button watch_back
wait_state "d['notice']=='Board 2 of 2, move 0 of 2'" >/dev/null
button watch_back
check "Step back before its deal: the first board's end" wait_state \
    "d['game_id']=='$id1' and d['notice'].startswith('Board 1 of 2, move ') and \
d['notice'].split()[5]==d['notice'].split()[7] and d['tiles_left']==0"
button back
check "Back: the table again, the row's Watch focused" wait_state \
    "d['view']=='scores' and [b['id'] for b in d['buttons'] if b['selected']]==['watch_row_1']"
key Return
check "Enter on it: Watch again (the keyboard)" wait_state \
    "d['view']=='watch' and d['game_id']=='$id1'"
key Escape
check "Esc: the table" wait_state "d['view']=='scores'"

button tab_daily
check "Daily, no day played: Watch disabled, saying why" wait_state \
    "d['view']=='daily' and [(b['enabled'], b['reason']) for b in d['buttons'] if b['id']=='watch']==[(False, 'Choose a day played on the calendar')]"
button back
wait_button back
button back
wait_button daily
button daily
yes_if_asked
wait_state "d['view']=='rule'" 10 >/dev/null
idd=$(state get game_id | tr -d '"')
handled 2 button rule_ok
wait_state "d['view']=='playing'" >/dev/null
state clear "$LLK" "$e2e_wid" >/dev/null
wait_state "d['view']=='level_clear'" 10 >/dev/null
button menu
wait_button scores
button scores
wait_button tab_daily
button tab_daily
check "the day played is selected on the calendar, Watch enabled" wait_state \
    "d['view']=='daily' and [b['id'] for b in d['buttons'] if b['chosen']]==['day_12'] and [b['enabled'] for b in d['buttons'] if b['id']=='watch']==[True]"
wait_drawn daily >/dev/null
shot watch-from-daily
check "the Daily screen as drawn" seen_look watch-from-daily-seen en
button day_12
button watch
check "Watch: the day's replay ($idd)" wait_state \
    "d['view']=='watch' and d['game_id']=='$idd' and d['notice'].startswith('Move 0 of ')"
button back
check "Back: the Daily screen again, the day still selected" wait_state \
    "d['view']=='daily' and [b['id'] for b in d['buttons'] if b['chosen']]==['day_12']"
key Left
key Up
check "the arrows reach the day (focused, selected)" wait_state \
    "[b['id'] for b in d['buttons'] if b['selected']]==['day_12'] and [b['id'] for b in d['buttons'] if b['chosen']]==['day_12']"
stop_game
e2e_summary watch_from
