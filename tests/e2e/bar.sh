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
# level-cleared and time-up screens' buttons of one width. At a large
# text size (150 % and 200 %) the bar re-flows onto more rows and the
# board under it shrinks: nothing cut, nothing of the bar over the board,
# the pause screen and the dead-end strip fitting too. With speech on
# (issue 47; the state file's spoken), at the dead end in English and in
# Chinese: the cursor's cell, the selection, the match with the tiles
# left, the dead end and S's status said in the game's language; the
# time-up screen, come as the clock runs out, said with its focused
# button. Screenshots: $LLK_BUILD/screenshots/bar-*.png
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

# Large text (issue 47): at 150 % (1024x700, English and Chinese) and
# 200 % (640x400, 1024x700) the bar re-flows: the counters on two rows
# (the level and its shift, then the counts), the buttons each as wide as
# its label or on two rows, the clock after them or at the end of a row
# of counters. Nothing drawn past the window or over other text, every
# label inside its button (seen.py); the board under the bar with its
# ring's margin, nothing of the bar over it; the buttons where they were
# on another level; the pause screen drawn as listed; a relaxed game's
# dead-end strip (its message over its button, in a lane two rows tall)
# covering no tile, the board where it was.
board_clear() {
    "$PY" -c "
import json, math, sys
d = json.load(open('$STATE'))
r = d['board_rect']
m = math.ceil(4 + r['cell_w'] / 9)
x0, y0 = r['x'] - m, r['y'] - m
x1, y1 = r['x'] + d['cols'] * r['cell_w'] + m, r['y'] + d['rows'] * r['cell_h'] + m
over = [t.get('text', t.get('id')) for t in d['texts'] + d['buttons']
        if t['x'] < x1 and x0 < t['x'] + t['w'] and t['y'] < y1 and y0 < t['y'] + t['h']]
win = d['window']
print('  (board %d,%d to %d,%d; over it: %s)' % (x0, y0, x1, y1, over[:4]))
sys.exit(0 if not over and x0 >= 0 and y0 >= 0 and x1 <= win['w'] and y1 <= win['h'] else 1)"
}
mkdir -p "$XDG_CONFIG_HOME/lianliankan"
for big in 1024x700:150:C 1024x700:150:zh_CN.UTF-8 640x400:200:C 1024x700:200:zh_CN.UTF-8; do
    set -- $(echo "$big" | tr ':' ' ')
    tag="$1 at $2 % in $(echo "$3" | cut -c1-2 | sed 's/C/en/')"
    printf 'text_size = %s\nwarn_losing = false\nspeech = on\n' "$2" \
        >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
    for lv in 9 2; do
        if LANG=$3 LANGUAGE= LC_ALL= LC_MESSAGES= start_game --difficulty easy \
            --level "$lv" --seed 5 --windowed "$1" --no-sound; then
            xdotool mousemove --window "$e2e_wid" 1 1
            wait_drawn playing >/dev/null
            rl=$(rects)
            [ "$lv" = 9 ] && r9=$rl
            stop_game
        fi
    done
    check "$tag: the buttons where they were at another level" \
        sh -c "[ -n '$rl' ] && [ '$rl' = '$r9' ]"
    for mode in "--level 9" --relaxed; do
        name=bar-big-$1-$2-$(echo "$3" | cut -c1-2)$(echo "$mode" | tr -d ' -')
        if LANG=$3 LANGUAGE= LC_ALL= LC_MESSAGES= start_game --difficulty easy \
            $mode --seed 5 --windowed "$1" --no-sound; then
            xdotool mousemove --window "$e2e_wid" 1 1
            wait_drawn playing >/dev/null
            check "$tag $mode: nothing cut or overlapping" \
                wait_state "d['clipped'] is None and d['overlap'] is None" 2
            check "$tag $mode: drawn as listed" seen_look "$name" "$(echo "$3" | cut -c1-2 | sed 's/C/en/')"
            check "$tag $mode: the board under the bar, clear of it" board_clear
            key p
            wait_drawn paused >/dev/null
            check "$tag $mode: the pause screen, nothing cut or overlapping" \
                wait_state "d['clipped'] is None and d['overlap'] is None" 2
            check "$tag $mode: the pause screen drawn as listed" seen_look "$name-paused" \
                "$(echo "$3" | cut -c1-2 | sed 's/C/en/')"
            stop_game
        fi
    done
    if LANG=$3 LANGUAGE= LC_ALL= LC_MESSAGES= start_game --relaxed --windowed "$1" \
        --no-sound --board "$LLK_TOP/tests/e2e/data/trap.txt"; then
        xdotool mousemove --window "$e2e_wid" 1 1
        wait_state "d['position'] == 'winnable'" 5 >/dev/null
        rect0=$(state get board_rect)
        # Speech (issue 47), in the game's language: Right shows the
        # cursor and says its cell and tile (trap.txt's kinds 1-4:
        # assets/tiles.txt's names, po/zh_CN.po's); the selection of kind
        # 1, the match with the tiles left, the dead end; S the status:
        # the time played (within 2 s of the state's), the score, the five
        # pairs left.
        if [ "$3" = C ]; then
            names="{1: 'elephant', 2: 'butterfly', 3: 'cactus', 4: 'anchor'}"
            cell="'row %d, column %d, %s'"
            said="['elephant selected', 'Match, 10 tiles left', 'No way to clear the board from here']"
            status="r'(\d+):(\d\d) played, score %d, 5 pairs available'"
        else
            names="{1: '大象', 2: '蝴蝶', 3: '仙人掌', 4: '锚'}"
            cell="'第 %d 行，第 %d 列，%s'"
            said="['已选中大象', '消除，还剩 10 张牌', '这一局已经无法消完了']"
            status="r'已用时 (\d+):(\d\d)，得分 %d，可消 5 对'"
        fi
        key Right
        check "$tag: speech: Right says the cursor's cell and tile" wait_state \
            "d.get('cursor') is not None and (lambda r, c: d['spoken'][-1:] == \
[$cell % (r + 1, c + 1, $names[d['board'][r][c]])])(*d['cursor'])" 2
        click 2 1
        click 2 2
        check "$tag: speech: the selection, the match, the dead end" wait_state \
            "d['spoken'][-3:] == $said" 3
        key s
        check "$tag: speech: S says the status (time played, score, 5 pairs)" wait_state \
            "(lambda m: m is not None and abs(int(m.group(1)) * 60 + int(m.group(2)) - \
d['elapsed_ms'] // 1000) <= 2)(__import__('re').fullmatch($status % d['score'], d['spoken'][-1]))" 2
        wait_button dead_end 3 >/dev/null
        wait_drawn playing >/dev/null
        check "$tag: the dead-end strip, nothing cut or overlapping" \
            wait_state "d['clipped'] is None and d['overlap'] is None" 2
        check "$tag: the dead-end strip drawn as listed" \
            seen_look "bar-big-$1-$2-dead" "$(echo "$3" | cut -c1-2 | sed 's/C/en/')"
        check "$tag: the board did not move for it, nor is it covered" \
            sh -c "[ '$(state get board_rect)' = '$rect0' ]"
        check "$tag: the strip's button inside the lane" wait_state \
            "[b for b in d['buttons'] if b['id']=='dead_end' and b['y'] >= d['notice_rect']['y'] and \
b['y']+b['h'] <= d['notice_rect']['y']+d['notice_rect']['h']]" 2
        stop_game
    fi
done
rm -f "$XDG_CONFIG_HOME/lianliankan/settings.ini"

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
    # cleared by the player's clicks (eight pairs: about a second; Show me
    # took ten at its pace)
    state clear "$LLK" "$e2e_wid" >/dev/null
    wait_state "d['view'] == 'level_clear'" $((20 * e2e_slow))
    cw=$(widths)
    shot bar-clear
    stop_game
fi
# The time-up screen comes as the clock runs out: the fuzzer's save out
# of time (save01) made paused with 0.5 s left (its checksum summed again:
# FNV-1a, src/game/save.c); speech on says it (issue 47).
mkdir -p "$(dirname "$SAVE")"
"$PY" -c "
import sys
t = open(sys.argv[1]).read()
b = t[:t.rindex('checksum ')]
for old, new in (('\nscreen time_up\n', '\nscreen paused\n'), ('\nclock 0 ', '\nclock 500 ')):
    assert old in b
    b = b.replace(old, new)
h = 0xcbf29ce484222325
for c in b.encode():
    h = ((h ^ c) * 0x100000001b3) & 0xffffffffffffffff
sys.stdout.write('%schecksum %016x\n' % (b, h))" "$LLK_TOP/tests/fuzz/corpus/save/save01.txt" >"$SAVE"
printf 'speech = on\n' >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
if start_game --windowed 640x400; then
    wait_state "d['view'] == 'menu'" 5
    button continue
    check "time up: the save continues paused, 0.5 s left, nothing said of time up" \
        wait_state "d['view'] == 'paused' and d['time_left_ms'] == 500 and \
not [s for s in d['spoken'] if s.startswith('Time is up')]" 3
    key p
    check "time up: the clock runs out, and speech says so with the focused button" \
        wait_state "d['view'] == 'time_up' and d['time_left_ms'] == 0 and \
d['spoken'][-1:] == ['Time is up. ' + [b['label'] for b in d['buttons'] if b['selected']][0]]" $((5 * e2e_slow))
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
