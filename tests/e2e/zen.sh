#!/bin/sh
# zen.sh - zen (issue 48), in English and Chinese: Zen on the title starts
# boards with no clock and no score (the state file's mode "zen"); the
# bar is on show a moment, then gone until the pointer or a key asks for
# it (checked in English, in the state file and in the screenshot: the
# band above the board plain felt), and a click where a hidden button was
# only brings it back; a board cleared is followed by the next with no results card,
# "Board 2" said (with the animations and without); Esc keeps it (Continue zen on the title, Zen gone), and
# a new start of the game continues it from zen.save at board 2; the
# statistics have a Zen column that counted the board. At 640x400 in
# Chinese the title's row of five and the statistics' four columns are
# looked at (seen.py: every text drawn where the state says, none clipped).
# Screenshots: $LLK_BUILD/screenshots/zen-*.png
. "$(dirname "$0")/lib/common.sh"

mkdir -p "$XDG_CONFIG_HOME/lianliankan"
e2e_start_x || { bad "Xvfb starts"; e2e_summary zen; exit 1; }

# bar_words: a Python test over d: the bar's "Board N" drawn
board_text() {
    echo "any(t['text'] in ('Board $1', '第 $1 盘') for t in d['texts'])"
}
bar_on="any(b['id']=='hint' for b in d['buttons'])"

# plain SHOT Y0 Y1: the screenshot's rows Y0..Y1 (window pixels) hold no
# ink: every pixel within 40 of the band's mean colour (felt's grain, no
# text or button)
plain() {
    convert "$SHOTS/$1.png" -crop "x$(($3 - $2))+0+$2" -depth 8 txt:- |
        "$PY" -c '
import re, sys
px = [tuple(int(v) for v in m.groups()) for m in
      (re.search(r"\((\d+),(\d+),(\d+)", l) for l in sys.stdin) if m]
mean = [sum(p[i] for p in px) / len(px) for i in range(3)]
far = sum(1 for p in px if max(abs(p[i] - mean[i]) for i in range(3)) > 40)
print("  (%d pixels, %d far from the mean)" % (len(px), far))
sys.exit(0 if px and far == 0 else 1)'
}

for lang in C zh_CN.UTF-8; do
    l=$(echo "$lang" | sed 's/^C$/en/; s/_.*//')
    rm -rf "$XDG_DATA_HOME" "$XDG_STATE_HOME"
    # English with the animations (the last pair's path, the celebration,
    # then the breath of felt), Chinese without
    anim=normal
    [ "$l" = zh ] && anim=off
    printf 'anim_speed = %s\n' "$anim" >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
    LANG=$lang LANGUAGE= LC_ALL= LC_MESSAGES= start_game --windowed 1024x700 --no-sound
    xdotool mousemove --window "$e2e_wid" 1 1
    check "$l: the title offers Zen" wait_button zen
    button zen
    check "$l: Zen starts: mode zen, level 1, no clock counting down" wait_state \
        "d['view']=='playing' and d['mode']=='zen' and d['kind']=='zen' and \
d['level']==1 and d['time_left_ms']==0"
    check "$l: the bar on show at first, saying Board 1" \
        wait_state "$bar_on and $(board_text 1)"
    check "$l: no score and no clock in it" wait_state \
        "not any(('Score' in t['text'] or '分数' in t['text'] or 'played' in t['text'] or '用时' in t['text']) for t in d['texts'])"
    hint=$(state button hint)
    tiles=$(get tiles_left)
    if [ "$l" = en ]; then # (the bar's hiding has no words: once)
        check "$l: 3 s without input: the bar is gone" \
            wait_state "not $bar_on and not $(board_text 1)" 8
        wait_drawn playing >/dev/null
        shot zen-hidden-$l
        # (above the tray, which takes the ring's margin round the board:
        # 4 + cell/9 px, layout.c's layout_margin)
        top=$(get board_rect | "$PY" -c 'import json,sys; r = json.load(sys.stdin); print(r["y"] - r["cell_h"] // 9 - 5)')
        check "$l: the screenshot: the band above the board is plain felt" \
            plain zen-hidden-$l 0 $((top - 4))
        set -- $hint
        xdotool mousemove --window "$e2e_wid" "$1" "$2" mousedown 1 mouseup 1
        check "$l: a click where Hint was brings the bar back, and gives no hint" \
            wait_state "$bar_on and d['hint'] is None"
    fi
    wait_drawn playing >/dev/null
    check "$l: the bar as drawn" seen_look zen-bar-$l "$l"

    moves=$(state clear "$LLK" "$e2e_wid")
    check "$l: board 1 cleared ($moves pairs): board 2 dealt, no results card" \
        wait_state "d['view']=='playing' and d['screen']=='playing' and \
d['levels_cleared']==1 and d['tiles_left']==$tiles" 10
    check "$l: it says Board 2" \
        wait_state "d['notice'] in ('Board 2', '第 2 盘')"
    xdotool mousemove --window "$e2e_wid" 300 300
    check "$l: the bar says Board 2" wait_state "$(board_text 2)"
    key Escape
    check "$l: Esc: the title offers Continue zen, not Zen" wait_state \
        "d['view']=='menu' and 'continue_zen' in [b['id'] for b in d['buttons']] \
and 'zen' not in [b['id'] for b in d['buttons']]"
    stop_game
    check "$l: zen.save kept" [ -s "${SAVE%/*}/zen.save" ]

    LANG=$lang LANGUAGE= LC_ALL= LC_MESSAGES= start_game --windowed 640x400 --no-sound
    xdotool mousemove --window "$e2e_wid" 1 1
    check "$l: started again: Continue zen" wait_button continue_zen
    wait_drawn menu >/dev/null
    check "$l: the title at 640x400 as drawn (a row of five)" seen_look zen-title-$l "$l"
    button continue_zen
    check "$l: Continue zen: board 2 of the same zen game" wait_state \
        "d['view']=='playing' and d['mode']=='zen' and d['levels_cleared']==1 and $(board_text 2)"
    key Escape
    wait_state "d['view']=='menu'" >/dev/null
    button stats
    check "$l: the statistics count the zen board" wait_state \
        "d['view']=='stats' and any(x.startswith('zen ') and ' won=1 ' in x for x in d['lines'])"
    wait_drawn stats >/dev/null
    check "$l: the statistics' four columns at 640x400 as drawn" seen_look zen-stats-$l "$l"
    stop_game
done

e2e_summary zen
