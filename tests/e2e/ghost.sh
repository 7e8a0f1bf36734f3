#!/bin/sh
# ghost.sh - race your best (issue 48) through the real window: a run's
# level 1 played with pauses between its pairs and cleared (no ghost: the
# state file's "ghost" null, no strip); the same deal started again races
# it: "ghost" is the first play's tiles left at each moment of the board's
# time (read from the replay kept), the strip drawn between the board and
# the notification lane (its mark "ghost"), nothing clipped or
# overlapping; cleared at once, the results card says how much faster
# than the best. LLK_GHOST_SIZE (640x400) and LLK_GHOST_LANG (en, zh) for
# the other screenshots: $LLK_BUILD/screenshots/ghost-*.png
. "$(dirname "$0")/lib/common.sh"

size=${LLK_GHOST_SIZE:-640x400}
case "${LLK_GHOST_LANG:-en}" in
zh) export LANG=zh_CN.UTF-8 LANGUAGE='' LC_ALL='' LC_MESSAGES='' ;;
*) export LANG=C LANGUAGE='' LC_ALL='' LC_MESSAGES='' ;;
esac
mkdir -p "$XDG_CONFIG_HOME/lianliankan"
printf 'anim_speed = off\n' >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
e2e_start_x || { bad "Xvfb starts"; e2e_summary ghost; exit 1; }
xdotool mousemove 1 1

deal="--seed 11 --level 1 --difficulty easy --windowed $size --no-sound"
# shellcheck disable=SC2086
check "a run's level 1, first played" start_game $deal
wait_state "d['view']=='playing'" >/dev/null
check "  ... no replay of it: no ghost, no strip" wait_state \
    "d['ghost'] is None and not any(m['kind']=='ghost' for m in d['marks'])"
dealt=$(get tiles_left)
sleep 1.2
play 1
sleep 1.2
play 1
sleep 1.5 # then cleared: the race below ends faster
moves=$(state clear "$LLK" "$e2e_wid")
check "cleared: the results card, no line about a best" wait_state \
    "d['view']=='level_clear' and not any('your best' in t['text'] or '最佳记录' in t['text'] for t in d['texts'])"
stop_game
f=$(ls "$XDG_DATA_HOME"/lianliankan/replays/*-E01T-*.replay 2>/dev/null | head -n 1)
check "its replay kept ($f)" [ -f "$f" ]
# the first play's tiles left after each move: [[ms, tiles], ...]
tl=$("$PY" -c "import sys
n = $dealt; out = []
for l in open(sys.argv[1]):
    w = l.split()
    if len(w) > 2 and w[1] == 'match':
        n -= 2; out.append([int(w[0]), n])
print(out)" "$f")
t1=$(echo "$tl" | "$PY" -c "import sys, ast; print(ast.literal_eval(sys.stdin.read())[0][0])")
t2=$(echo "$tl" | "$PY" -c "import sys, ast; print(ast.literal_eval(sys.stdin.read())[1][0])")
at="([n for t, n in $tl if t <= d['elapsed_ms']] or [$dealt])[-1]"

# shellcheck disable=SC2086
check "the same deal again" start_game $deal
check "  ... the ghost: the deal's $dealt tiles at first" wait_state \
    "d['view']=='playing' and d['ghost']==$at and d['elapsed_ms'] < $t1"
check "  ... the strip drawn over the lane, under the board" wait_state \
    "[m for m in d['marks'] if m['kind']=='ghost'] and all(m['y'] + m['h'] <= d['notice_rect']['y'] and m['y'] >= d['board_rect']['y'] + d['rows'] * d['board_rect']['cell_h'] for m in d['marks'] if m['kind']=='ghost') and d['clipped'] is None and d.get('overlap') is None"
wait_drawn playing >/dev/null
check "  ... the screen shows it" seen_look ghost-play-$size-${LLK_GHOST_LANG:-en} "${LLK_GHOST_LANG:-en}"
check "  ... its label drawn" wait_state \
    "any(t['text'] in ('Your best', '最佳记录') for t in d['texts'])"
check "the ghost follows the first play: its first pair gone at $t1 ms" wait_state \
    "d['elapsed_ms'] > $t1 and d['ghost']==$at and d['ghost']==$dealt - 2" $((5 * e2e_slow))
check "  ... its second at $t2 ms, the rest after" wait_state \
    "d['elapsed_ms'] > $t2 and d['ghost']==$at" $((5 * e2e_slow))
check "  ... the strip drawn again as it goes: its count is the ghost's" wait_state \
    "d['elapsed_ms'] > $t2 and d['ghost']==$at and any(t['text'] in ('%d tiles left' % d['ghost'], '剩 %d 张' % d['ghost']) for t in d['texts'])"
shot ghost-race-$size-${LLK_GHOST_LANG:-en}
state clear "$LLK" "$e2e_wid" >/dev/null
end=$(echo "$tl" | "$PY" -c "import sys, ast; print(ast.literal_eval(sys.stdin.read())[-1][0])")
# the card's words for the difference (e = this play's time), en or zh
said="(lambda e: ['As fast as your best', '与最佳记录一样快'] if abs($end - e) < 100 else ['%d.%d s %s than your best' % (abs($end - e) // 1000, abs($end - e) % 1000 // 100, 'faster' if e < $end else 'slower'), '比最佳记录%s %d.%d 秒' % ('快' if e < $end else '慢', abs($end - e) // 1000, abs($end - e) % 1000 // 100)])(d['elapsed_ms'])"
check "cleared: the card says by how much the best ($end ms) was beaten or missed" wait_state \
    "d['view']=='level_clear' and any(t['text'] in $said for t in d['texts']) and d['clipped'] is None and d.get('overlap') is None"
wait_drawn level_clear >/dev/null
check "  ... the screen shows it" seen_look ghost-card-$size-${LLK_GHOST_LANG:-en} "${LLK_GHOST_LANG:-en}"
echo "  (first play: $moves pairs by the line after two; this one $(get elapsed_ms) ms; tiles over time $tl)"
stop_game
e2e_summary ghost
