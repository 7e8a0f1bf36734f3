#!/bin/sh
# title.sh - the title screen (issue 32), in a real window: its buttons by
# id in English and in Chinese, with and without a game kept (the new
# games first, New game: Easy in gold, the name lower where Continue's
# card goes with a game kept; no Play beside New game: Easy; End this run and Restart this board are not
# on it); at 640x400, 1024x700 and 1920x1080 no text cut by the window's
# edge and none over another (the state file's clipped and overlap), every
# button inside the window and none over another; the name drawn as art
# (gold pixels where the name is); New game: Easy starts an easy timed run
# at level 1, with no keyboard cursor until an arrow key (begun by a click); the
# light over the name stops 10 s after the last input (a second game, in
# Chinese, left alone under the tested windows from the start and looked
# at after them), and an input wakes it; level 1 cleared (a key cuts its
# celebration short) and the results card's Menu: the Continue card names
# level 2 as a new board with the run's score (the state's "lines"), and
# Continue opens level 2.
# Screenshots: $LLK_BUILD/screenshots/title-*.png
LLK_E2E_SCREEN=${LLK_E2E_SCREEN:-2000x1200x24}
export LLK_E2E_SCREEN
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary title; exit 1; }

fresh='["new_easy","new_normal","new_hard","relaxed","zen","endless","numbered","levels","daily","scores","stats","settings","help","quit"]'
kept=$(echo "$fresh" | sed 's/^\[/["continue",/')

# ids WANT: the buttons on show, in order, are WANT (a JSON list)
ids() {
    wait_state "[b['id'] for b in d['buttons']] == $1" 3
}

# first_gold: New game: Easy is the first button, drawn gold (the accent)
# in the screenshot: a point of its face's top band
first_gold() {
    shot title-first
    set -- $("$PY" -c "
import json; d = json.load(open('$STATE'))
b = d['buttons'][0]
print(b['id'], int(b['x'] + b['w'] * 0.1), int(b['y'] + b['h'] * 0.25))")
    [ "$1" = new_easy ] || return 1
    px=$(convert "$SHOTS/title-first.png" -format "%[pixel:p{$2,$3}]" info: 2>/dev/null)
    echo "  (New game: Easy's face at $2,$3: $px)"
    "$PY" -c "
import re, sys
r, g, b = (int(float(v)) for v in re.findall(r'[0-9.]+', sys.argv[1])[:3])
sys.exit(0 if r > 200 and g > 150 and b < 140 else 1)" "$px"
}

# tidy: no text cut or overlapping; every button inside the window, none
# over another
tidy() {
    wait_state "d['clipped'] is None and d['overlap'] is None" 3 &&
        "$PY" - "$STATE" "$1" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
W, H = (int(v) for v in sys.argv[2].split('x'))
bs = d['buttons']
bad = [b['id'] for b in bs if b['x'] < 0 or b['y'] < 0 or
       b['x'] + b['w'] > W or b['y'] + b['h'] > H or b['text_w'] > b['w']]
for i, a in enumerate(bs):
    for b in bs[i + 1:]:
        if (a['x'] < b['x'] + b['w'] and b['x'] < a['x'] + a['w'] and
                a['y'] < b['y'] + b['h'] and b['y'] < a['y'] + a['h']):
            bad.append(a['id'] + '/' + b['id'])
if bad:
    print('  (out of the window or overlapping: %s)' % bad)
sys.exit(1 if bad else 0)
EOF
}

# sized WxH: the window made that size (xdotool; not an input) and the
# title laid out for it (its foot row near the bottom)
sized() {
    bounded 5 xdotool windowsize --sync "$e2e_wid" "${1%x*}" "${1#*x}" 2>/dev/null
    wait_state "${1#*x} * 0.9 < max(b['y'] + b['h'] for b in d['buttons']) <= ${1#*x}" 3
}

# each_size NAME: at each size, nothing cut or overlapping; a shot
each_size() {
    for size in 640x400 1024x700 1920x1080; do
        check "$lang: $1 at $size" sized "$size"
        sleep 0.15
        check "$lang: $1 at $size: nothing cut or overlapping" tidy "$size"
        shot "title-$size-$(echo "$lang" | cut -c1-2)-$1"
    done
}

xdotool mousemove 1 1 # the pointer off the windows (centred), for good

# The light over the name stops 10 s after the last input: a second game,
# in Chinese, left alone on its title from its start and looked at after
# the passes below, by when it has been idle for more than 10 s (no wait
# of its own). Its window lies under the tested ones (all start at 640x400
# in the screen's centre and only grow), and the pointer leaves the
# centre before each tested game ends, so it gets no input.
idle=$e2e_work/idle
mkdir -p "$idle/config/lianliankan"
printf 'tutorial_done = true\nshifts_seen = all\n' >"$idle/config/lianliankan/settings.ini"
XDG_CONFIG_HOME=$idle/config XDG_STATE_HOME=$idle/state XDG_DATA_HOME=$idle/data \
    LANG=zh_CN.UTF-8 LANGUAGE= LC_ALL= LC_MESSAGES= \
    "$GAME" --state-file "$idle/state.json" --windowed 640x400 --no-sound \
    2>"$idle/err" &
idle_pid=$!
idle_wid=$(bounded 10 xdotool search --sync --onlyvisible --pid "$idle_pid" 2>/dev/null | head -n 1)
# idle_state EXPR: wait_state over the idle game's state file
idle_state() {
    is_keep=$STATE
    STATE=$idle/state.json
    wait_state "$@"
    is_st=$?
    STATE=$is_keep
    return $is_st
}
check "a second game, idle on its title in Chinese: its light on" \
    idle_state "d['effects']=='title_light' and d['lang']=='zh_CN'" 5
for lang in C zh_CN.UTF-8; do
    rm -rf "$XDG_STATE_HOME"
    level2='Level 2' newboard='new board' # the card's words
    LANG=$lang LANGUAGE= LC_ALL= LC_MESSAGES= start_game --windowed 640x400 --no-sound
    check "$lang: the title's buttons, the new games first (no Play beside New game: Easy)" ids "$fresh"
    check "$lang: New game: Easy first, in gold (the place to start)" \
        first_gold
    each_size fresh
    button new_easy
    check "$lang: New game: Easy starts an easy timed run at level 1" wait_state \
        "d['view']=='playing' and d['difficulty']=='easy' and d['level']==1 and d['kind']=='timed' and d['run']"
    if [ "$lang" = C ]; then
        # begun by a click: no keyboard cursor on a tile (it looked like a
        # tile selected) until an arrow key shows it on the first tile
        check "begun by a click: no cursor on the board" wait_state "'cursor' not in d"
        key Right
        check "an arrow key shows it, on the first tile" wait_state "d.get('cursor')==[0,0]"
    fi
    key Escape
    check "$lang: with a game kept, Continue first, then the new games" ids "$kept"
    each_size kept
    # Level 1 cleared, then Menu on the results card: the run goes on and
    # Continue deals level 2, so the card names level 2, says it is a new
    # board, keeps the run's score, and Continue opens level 2 (in English:
    # clearing a board takes seconds; the Chinese words are the catalogue's)
    if [ "$lang" != C ]; then
        xdotool mousemove 1 1 # (off the idle game's window)
        stop_game
        continue
    fi
    sized 1024x700 # the whole board on the screen, for the clicks
    button continue
    wait_state "d['screen']=='paused'" >/dev/null
    key p
    wait_state "d['screen']=='playing'" >/dev/null
    state clear "$LLK" "$e2e_wid" >/dev/null
    # a key cuts the celebration short (its length is stars.sh's)
    wait_state "d['tiles_left']==0 and 'celebration' in d['effects'].split()" >/dev/null
    key space
    check "$lang: level 1 cleared, the results card" wait_state \
        "d['view']=='level_clear' and d['level']==1" 10
    score=$(get score)
    button menu
    check "$lang: Menu: the Continue card names level 2, a new board, the score" \
        wait_state "d['view']=='menu' and d['can_continue'] and \
'$level2' in d['lines'][0] and '$newboard' in d['lines'][1] and \
'$score' == d['lines'][1].split()[-1].replace(',', '')" 5
    each_size next
    button continue
    check "$lang: Continue opens level 2, paused, with the score" wait_state \
        "d['view']=='paused' and d['level']==2 and d['score']==$score and $dealt_full"
    xdotool mousemove 1 1 # (off the idle game's window)
    stop_game
done

# The idle game: no input since its start (the other windows covered it)
STATE=$idle/state.json e2e_game=$idle_pid e2e_wid=$idle_wid
cp "$idle/err" "$e2e_work/game.err" 2>/dev/null
check "the light over the name stops 10 s after the last input" \
    wait_state "d['effects']=='' and d['lang']=='zh_CN'" 12
xdotool mousemove --window "$e2e_wid" 200 200 mousemove --window "$e2e_wid" 210 210
check "an input wakes it" wait_state "d['effects']=='title_light'" 3
xdotool mousemove 1 1
stop_game

# The name as art: gold pixels (the art's face: red over green over blue,
# bright) in the top quarter, far more than a line of text would have.
gold() {
    "$PY" -c "
import sys
sys.path.insert(0, '$e2e_here')
import shot
w, h, rgb = shot.load('$SHOTS/$1.png')
n = 0
for y in range(h // 4):
    row = rgb[y * w * 3:(y + 1) * w * 3]
    for x in range(0, w * 3, 3):
        r, g, b = row[x], row[x + 1], row[x + 2]
        n += r > 200 and 120 < g < 235 and b < 150 and r > g > b
print(n)"
}
check "the name drawn as art (gold)" test "$(gold title-1024x700-C-fresh)" -gt 3000

e2e_summary title
