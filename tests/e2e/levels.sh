#!/bin/sh
# levels.sh - a whole level played by clicking the pairs llk finds, in a
# real window: every click pair removes two tiles, the level-cleared screen
# shows the breakdown, Next level starts level 2 keeping the score; Esc
# from there and the menu's Continue go back to the same board; F11 does not
# disturb play; the level map shows level 1's stars (drawn gold as on the
# results card, found in the screenshot) and best score and marks level 2
# next. Screenshots: $LLK_BUILD/screenshots/levels-*.png
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary levels; exit 1; }
check "game starts" start_game --seed 9 --level 1 --difficulty easy \
    --windowed 1024x700 --no-sound
wait_state "d['screen']=='playing'" >/dev/null
total=$(get tiles_left)
moves=$(state clear "$LLK" "$e2e_wid")
check "every clicked pair was removed ($moves pairs of $total tiles)" \
    [ "$moves" = $((total / 2)) ]
check "the level-cleared screen" wait_state \
    "d['screen']=='level_clear' and d['tiles_left']==0 and d['score']>=$total*5"
# the last removal still animates before the breakdown shows
sleep $((e2e_slow * 2))
shot levels-clear
score=$(get score)
check "the level-cleared screen's buttons: next, copy_result, watch, menu" \
    wait_state "[b['id'] for b in d['buttons']]==['next','copy_result','watch','menu']"
button next
check "Next level: level 2, score kept" wait_state \
    "d['screen']=='playing' and d['level']==2 and d['score']==$score and \
d['shift']=='down' and $dealt_full"
board=$(get board)
key Escape
wait_state "d['screen']=='menu'" >/dev/null
# The level map: level 1 cleared by the run shows its stars and best
# score; level 2, where the run goes on, is marked next and has neither.
button levels
wait_state "d['view']=='levels'" >/dev/null
button diff_easy
check "the level map shows level 1's stars and best" wait_state \
    "any(b['id']=='level_1' and b['stars']==3 and b['best']==$score for b in d['buttons'])"
wait_drawn levels >/dev/null
shot levels-map
# the stars' box (the state's mark "stars") holds the accent's gold, as the
# results card's stars do
gold_stars() {
    set -- $(pyrun "$e2e_here/seen.py" "$STATE" mark stars) || return 1
    "$PY" - "$STATE" "$SHOTS/levels-map.png" "$@" <<'EOF'
import json, subprocess, sys
d = json.load(open(sys.argv[1]))
acc = next(t["color"] for t in d["texts"] if t.get("role") == "accent")
want = tuple(int(acc[i:i + 2], 16) for i in (1, 3, 5))
x, y, w, h = (int(v) for v in sys.argv[3:7])
out = subprocess.run(["convert", sys.argv[2], "-crop", "%dx%d+%d+%d" % (w, h, x, y),
                      "-depth", "8", "rgb:-"], capture_output=True, check=True).stdout
px = [out[i:i + 3] for i in range(0, len(out) - 2, 3)]
near = sum(1 for p in px if max(abs(p[k] - want[k]) for k in range(3)) <= 24)
print("  (%d of %d pixels of the stars' box gold)" % (near, len(px)))
sys.exit(0 if near * 10 > len(px) else 1)  # the stars' gold edges: a tenth of the box or more
EOF
}
check "the level map draws level 1's stars in gold, as the card does (screenshot)" gold_stars
check "the level map marks level 2 next, no stars, no best" wait_state \
    "any(b['id']=='level_2' and b['next'] and b['stars']==0 and b['best'] is None for b in d['buttons'])"
check "13 cards, nothing cut or overlapping" wait_state \
    "len([b for b in d['buttons'] if b['id'].startswith('level_')])==13 and \
d['clipped'] is None and d['overlap'] is None"
shot levels-map
button back
wait_state "d['view']=='menu'" >/dev/null
button continue
check "Continue returns to the same board, paused (a timed game)" wait_state \
    "d['screen']=='paused' and d['level']==2 and d['board']==$board"
key p
wait_state "d['screen']=='playing'" >/dev/null
# F11 twice: bare Xvfb has no window manager to honour fullscreen, so only
# check that the game carries on and clicks still land where it says.
key F11
sleep 0.3
key F11
sleep 0.3
tiles=$(get tiles_left)
set -- $(state pair1xy "$LLK")
xdotool mousemove --window "$e2e_wid" "$1" "$2" click 1 \
    mousemove --window "$e2e_wid" "$3" "$4" click 1
check "after F11 twice a pair is still removed" wait_state \
    "d['screen']=='playing' and d['tiles_left']==$tiles-2"
stop_game
e2e_summary levels
