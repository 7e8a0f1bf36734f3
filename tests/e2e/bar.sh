#!/bin/sh
# bar.sh - the control bar over the board (issue 17), in a real window:
# its buttons (hint, redeal, pause, menu; undo, redo in a relaxed game)
# pressed by id from the state file, each doing what its key does; the key
# shown on hover; its text at least 12 px (the state's text_px) with a
# contrast of at least 4.5:1 (the state's contrast, worked out from the
# colours drawn); nothing on it moving between levels (button rectangles
# and the countdown bar's left edge at levels 1, 2 and 9); nothing drawn
# past the window's edge; a toast drawn in the notification lane at the
# foot (the state's notice_rect), under the last row of tiles; the level chooser marking the chosen difficulty
# with Back on a row of its own; the menu opening under a resting pointer
# keeping the focus on its first button until the pointer moves; the
# level-cleared and time-up screens' buttons of one width. Screenshots: $LLK_BUILD/screenshots/bar-*.png
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary bar; exit 1; }

ids() {
    "$PY" -c "import json; print(' '.join(b['id'] for b in json.load(open('$STATE'))['buttons']))"
}

# rects: the bar's button rectangles, one line.
rects() {
    "$PY" -c "
import json
d = json.load(open('$STATE'))
print(' '.join('%s:%g,%g,%g,%g' % (b['id'], b['x'], b['y'], b['w'], b['h'])
               for b in d['buttons']))"
}

# track NAME: left edge of the countdown bar (green) in screenshot NAME.
track() {
    look "$1" bands 60 170 90 | head -n 1 | awk '{print $1}'
}

# The timed game at the smallest window.
if start_game --difficulty easy --level 1 --seed 5 --windowed 640x400; then
    wait_state "d['view'] == 'playing'" 5
    check "timed: the bar's buttons" test "$(ids)" = "hint redeal pause menu"
    check "text on the bar at least 12 px at 640x400" \
        wait_state "d['text_px'] >= 12" 2
    check "its contrast at least 4.5:1" wait_state "d['contrast'] >= 4.5" 2
    check "nothing drawn past the window's edge or over other text" \
        wait_state "d['clipped'] is None and d['overlap'] is None" 2
    xdotool mousemove --window "$e2e_wid" 5 390
    sleep 0.3
    shot bar-640-level1
    check "no key shown without hover" \
        test "$(look bar-640-level1 count 250 244 224)" -eq 0
    r1=$(rects)
    t1=$(track bar-640-level1)
    set -- $(state button hint)
    xdotool mousemove --window "$e2e_wid" "$1" "$2"
    check "hover selects the button" wait_state \
        "[b['id'] for b in d['buttons'] if b['selected']] == ['hint']" 2
    sleep 0.3
    shot bar-640-hover
    check "hover shows the key (Hint (H))" \
        test "$(look bar-640-hover count 250 244 224)" -gt 200
    hints=$(get hints_left)
    button hint
    check "hint button: a hint shown, one hint used" wait_state \
        "d['hint'] is not None and d['hints_left'] == $hints - 1" 3
    redeals=$(get redeals_left)
    button redeal
    check "redeal button: one re-deal used, a toast" wait_state \
        "d['redeals_left'] == $redeals - 1 and d['notice'] is not None" 3
    sleep 0.2
    shot bar-640-toast
    bottom=$("$PY" -c "import json; d=json.load(open('$STATE')); r=d['board_rect']; print(int(r['y']+d['rows']*r['cell_h']))")
    lane=$("$PY" -c "import json; r=json.load(open('$STATE'))['notice_rect']; print(int(r['y']), int(r['y']+r['h']))")
    band=$(look bar-640-toast bands 236 186 72 | tail -n 1)
    check "the toast sits in the lane, under the last row of tiles ($band; row ends at $bottom; lane $lane)" \
        sh -c "[ -n '$band' ] && echo '$band $bottom $lane' | awk '{exit !(\$2 >= \$5 && \$2 >= \$6 && \$4 < \$7)}'"
    button pause
    check "pause button: the pause screen" wait_state "d['view'] == 'paused'" 3
    shot bar-640-paused
    key p
    wait_state "d['view'] == 'playing'" 3
    button menu
    check "menu button: the menu, the level kept" wait_state \
        "d['view'] == 'menu' and d['can_continue']" 3
    stop_game
else
    bad "the timed game starts"
fi

# The same bar at levels 2 and 9 (other shifts, longer words).
for lv in 2 9; do
    if start_game --difficulty easy --level "$lv" --seed 5 --windowed 640x400; then
        wait_state "d['view'] == 'playing'" 5
        xdotool mousemove --window "$e2e_wid" 5 390
        sleep 0.3
        shot "bar-640-level$lv"
        check "level $lv: the buttons where they were on level 1" \
            test "$(rects)" = "$r1"
        check "level $lv: the clock where it was on level 1" \
            test "$(track "bar-640-level$lv")" = "$t1"
        stop_game
    else
        bad "level $lv starts"
    fi
done

# The relaxed game: undo and redo buttons.
if start_game --difficulty easy --level 1 --seed 5 --relaxed --windowed 640x400; then
    wait_state "d['view'] == 'playing'" 5
    check "relaxed: undo and redo too" \
        test "$(ids)" = "hint redeal pause menu undo redo"
    check "relaxed: nothing drawn past the window's edge or over other text" \
        wait_state "d['clipped'] is None and d['overlap'] is None" 2
    full=$(get tiles_left)
    set -- $(state longpair "$LLK")
    click "$1" "$2"
    click "$3" "$4"
    check "relaxed: a pair removed" wait_state "d['tiles_left'] == $full - 2" 3
    sleep 1
    button undo
    check "undo button: the pair back" wait_state \
        "d['tiles_left'] == $full and d['redo'] == 1" 3
    button redo
    check "redo button: the pair gone again" wait_state \
        "d['tiles_left'] == $full - 2 and d['redo'] == 0" 3
    set -- $(state button redo)
    xdotool mousemove --window "$e2e_wid" "$1" "$2"
    sleep 0.3
    shot bar-640-relaxed
    stop_game
else
    bad "the relaxed game starts"
fi

# Larger windows: the text grows, the contrast stays; in narrower shapes
# (4:3, 5:4, square) the counters still fit their row (the text follows
# the width there; "Tiles 144" was cut at the right edge).
for sz in 1024x700 1920x1080 640x480 1024x768 1280x1024 1000x1000; do
    if start_game --difficulty easy --level 2 --seed 5 --windowed "$sz"; then
        wait_state "d['view'] == 'playing'" 5
        check "$sz: text at least 12 px, contrast at least 4.5:1, nothing cut" wait_state \
            "d['text_px'] >= 12 and d['contrast'] >= 4.5 and d['clipped'] is None and d['overlap'] is None" 3
        shot "bar-$sz"
        stop_game
    fi
done

# The menu opening under a resting pointer: the pointer put where Quit
# will be (the window opens at the same place each time), the focus stays
# on the first button until the pointer moves.
if start_game --windowed 640x400; then
    wait_state "d['view'] == 'menu'" 5
    eval "$(xdotool getwindowgeometry --shell "$e2e_wid")"
    set -- $(state button quit)
    qx=$((X + $1))
    qy=$((Y + $2))
    stop_game
fi
xdotool mousemove "$qx" "$qy"
if start_game --windowed 640x400; then
    wait_state "d['view'] == 'menu'" 5
    sleep 0.5
    check "start: Quit under the resting pointer is not focused" \
        wait_state "[b['id'] for b in d['buttons'] if b['selected']] == [d['buttons'][0]['id']] != ['quit']" 2
    xdotool mousemove_relative 3 0
    check "the pointer moves: Quit under it is focused" \
        wait_state "[b['id'] for b in d['buttons'] if b['selected']] == ['quit']" 2
    stop_game
else
    bad "the game starts on the menu"
fi

# The level map: the difficulty chosen marked, Back apart from the cards
# (in the grid's last slot, bottom right, over no card).
if start_game --windowed 640x400; then
    wait_state "d['view'] == 'menu'" 5
    button levels
    wait_state "d['view'] == 'levels'" 3
    button diff_normal
    check "the chosen difficulty is marked, its label plain" wait_state \
        "[(b['id'], b['label']) for b in d['buttons'] if b['chosen']] == [('diff_normal', 'Normal')]" 3
    check "Back sits apart: bottom right, below and right of the last level, over no card" "$PY" -c "
import json, sys
d = json.load(open('$STATE'))
b = {x['id']: x for x in d['buttons']}
back, last = b['back'], b['level_13']
others = [x for x in d['buttons'] if x['id'] != 'back']
apart = all(x['x'] + x['w'] <= back['x'] or back['x'] + back['w'] <= x['x'] or
            x['y'] + x['h'] <= back['y'] or back['y'] + back['h'] <= x['y'] for x in others)
low = all(x['y'] + x['h'] <= back['y'] + back['h'] for x in others)
sys.exit(0 if apart and low and back['x'] >= last['x'] + last['w'] else 1)"
    shot bar-levels
    stop_game
else
    bad "the game starts on the menu"
fi

# Level cleared and time up: buttons of one width.
widths() {
    "$PY" -c "import json; print(' '.join('%g' % b['w'] for b in json.load(open('$STATE'))['buttons']))"
}
if start_game --board "$LLK_TOP/tests/e2e/data/small.txt" --windowed 640x400; then
    key d
    wait_state "d['confirm'] == 'show_me'" 3 >/dev/null && button yes
    wait_state "d['view'] == 'level_clear'" $((20 * e2e_slow))
    cw=$(widths)
    shot bar-clear
    stop_game
fi
mkdir -p "$(dirname "$SAVE")"
cp "$LLK_TOP/tests/fuzz/corpus/save/save01.txt" "$SAVE"
if start_game --windowed 640x400; then
    wait_state "d['view'] == 'menu'" 5
    button continue
    wait_state "d['view'] == 'time_up'" 3
    tw=$(widths)
    shot bar-timeup
    check "level cleared and time up: buttons of one width ($cw; $tw)" \
        sh -c "[ -n '$cw' ] && [ '$(echo "$cw" | awk '{print $1}')' = '$(echo "$tw" | awk '{print $1}')' ]"
    check "time up: no gap between the text and the buttons" "$PY" -c "
import json, sys
d = json.load(open('$STATE'))
sys.exit(0 if min(b['y'] for b in d['buttons']) < 0.7 * 400 else 1)"
    check "time up: says what Retry and Menu each do to the run, above the buttons" "$PY" -c "
import json, sys
d = json.load(open('$STATE'))
say = [t for t in d['texts'] if t['text'] in (
    'Retry: this level again from its start, the score as it began',
    'Menu: the run ends here, with this score')]
top = min(b['y'] for b in d['buttons'])
sys.exit(0 if len(say) == 2 and all(t['y'] + t['h'] <= top and t['x'] >= 0 and
         t['x'] + t['w'] <= d['window']['w'] for t in say) else 1)"
    check "time up: drawn as listed, in English" seen_look bar-timeup-seen en
    stop_game
else
    bad "the time-up save continues"
fi

e2e_summary bar
