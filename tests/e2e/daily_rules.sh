#!/bin/sh
# daily_rules.sh - the deal of the day's rules in a real window (issue 48),
# one day of each rule (LLK_TODAY), started from the title's daily button:
# - a card before the board names the day's rule and explains it (view
#   "rule", its words drawn), and Play (rule_ok) shows the board; the bar's
#   tag says "Daily · RULE"; the game closed on the card, Continue daily
#   shows it again;
# - hidden faces: the state file's "hidden" is exactly the tiles closed in
#   on the board as it stands, and in the screenshot each of them shows
#   the tile's back (only its two colours at the tile's middle: no face)
#   while the tiles left face up show none of it; after moves (with the
#   level's shift) the same again;
# - gold tiles: the state's "gold" is two tiles of one kind and the
#   screenshot shows the gold mark on exactly those two; other pairs
#   played until the gold pair is removable (the mark followed its tiles
#   through the level's slides: state and screenshot again), the game
#   closed and Continue daily: the same gold tiles and score; the two taken
#   together score five times (10 or a combo's 15) and no gold is left;
# - refill clock: 40 s to start with, a match puts time back (the clock
#   after it higher than before it);
# - quota: the bar counts the matches ("Matches 0/30"); the quota's match
#   wins the level with tiles left, and the daily's own results card says
#   the rule, the time, the streak and "A new challenge tomorrow"; its
#   Copy result names the day and the rule; its replay keeps the rule and
#   `llk replay` checks it under it (cleared with tiles left, the score);
# - careful hands: a refused pair takes 5 s off the clock;
# - speech (on) says the card's rule and words, and a face-down tile
#   selected as "face down", never its name.
# Animations off (the quota's 30 pairs). Screenshots:
# $LLK_BUILD/screenshots/daily-rules-*.png
LLK_E2E_SCREEN=${LLK_E2E_SCREEN:-2000x1200x24}
export LLK_E2E_SCREEN
. "$(dirname "$0")/lib/common.sh"

# reopen_daily: the game closed and started again, Continue daily, the
# pause it opens in resumed
reopen_daily() {
    stop_game
    start_game --no-sound --windowed 1024x700
    wait_button continue_daily
    button continue_daily
    wait_state "d['view']=='paused'" >/dev/null
    button resume
}

e2e_start_x || { bad "Xvfb starts"; e2e_summary daily_rules; exit 1; }
mkdir -p "$XDG_CONFIG_HOME/lianliankan"
printf 'anim_speed = off\nspeech = on\n' >"$XDG_CONFIG_HOME/lianliankan/settings.ini"

# day DATE RULE TITLE [again]: the game on DATE, the daily started, its
# card checked and shot (daily-rules-RULE-card), Play pressed. With
# "again": the game closed on the card and started again first, its board
# never begun: Continue daily shows the card again.
day() {
    export LLK_TODAY=$1
    rm -f "${SAVE%/*}/daily.save"
    check "$2: the game starts on $1" start_game --no-sound --windowed 1024x700
    wait_button daily
    button daily
    check "$2: the card before the board names the rule and explains it" \
        wait_state "d['view']=='rule' and d['daily_rule']=='$2' and \
'Today\\'s rule' in [t['text'] for t in d['texts']] and '$3' in [t['text'] for t in d['texts']]" 10
    wait_drawn rule >/dev/null
    check "$2: speech says the rule and its words, then Play" wait_state \
        "any(s.startswith('Today\\'s rule: $3. ') and s.endswith('. Play') for s in d.get('spoken', []))"
    shot "daily-rules-$2-card"
    if [ "${4:-}" = again ]; then
        reopen_daily
        check "$2: Continue daily, its board never begun: the card again" wait_state \
            "d['view']=='rule' and d['daily_rule']=='$2'"
    fi
    handled 2 button rule_ok
    check "$2: Play shows the board, the bar's tag names the rule" wait_state \
        "d['view']=='playing' and 'Daily \u00b7 $3' in [t['text'] for t in d['texts']]"
}

# faces_hidden SHOT: the state's "hidden" is the closed-in tiles of its
# board, and the shot shows each of them as the tile's back, no face.
faces_hidden() {
    shot "$1"
    "$PY" - "$STATE" "$SHOTS/$1.png" <<'EOF'
import json, sys
sys.path.insert(0, sys.argv[0] and __import__('os').environ['E2E_HERE'])
from shot import load
d = json.load(open(sys.argv[1]))
w, h, rgb = load(sys.argv[2])
b, rc = d['board'], d['board_rect']
rows, cols = len(b), len(b[0])
def closed(r, c):
    return (b[r][c] and 0 < r < rows - 1 and 0 < c < cols - 1 and b[r - 1][c]
            and b[r + 1][c] and b[r][c - 1] and b[r][c + 1])
want = sorted([r, c] for r in range(rows) for c in range(cols) if closed(r, c))
if sorted(d['hidden']) != want or not want:
    print('  (hidden %s, closed in %s)' % (d['hidden'], want))
    sys.exit(1)
back = {bytes((64, 142, 112)), bytes((238, 230, 204))}
def middle(r, c):
    cx = rc['x'] + (c + 0.5) * rc['cell_w']
    cy = rc['y'] + (r + 0.5) * rc['cell_h']
    hw, hh = int(rc['cell_w'] * 0.2), int(rc['cell_h'] * 0.2)
    out = []
    for y in range(int(cy) - hh, int(cy) + hh):
        for x in range(int(cx) - hw, int(cx) + hw):
            i = (y * w + x) * 3
            out.append(rgb[i:i + 3])
    return out
bad = [(r, c) for r, c in want if any(p not in back for p in middle(r, c))]
jade = bytes((64, 142, 112))
faced = [(r, c) for r in range(rows) for c in range(cols) if b[r][c] and not closed(r, c)]
wrong = [(r, c) for r, c in faced if middle(r, c).count(jade) > len(middle(r, c)) // 20]
if bad or wrong:
    print('  (face drawn on hidden %s; back on face-up %s)' % (bad[:5], wrong[:5]))
    sys.exit(1)
print('  (%d face down, %d face up)' % (len(want), len(faced)))
EOF
}
export E2E_HERE=$e2e_here

# ---- hidden faces (a level with a shift: the closed-in tiles change)
day 2026-12-03 hidden "Hidden faces"
wait_state "not d.get('anim') and not d.get('drawn')" 10 >/dev/null
check "hidden: every closed-in tile face down (state and screenshot), the rest face up" \
    faces_hidden daily-rules-hidden
play 2 >/dev/null
wait_state "not d.get('anim') and not d.get('drawn')" 10 >/dev/null
check "hidden: after two moves, the same on the board as it is" \
    faces_hidden daily-rules-hidden-2
# the right button shows every tile of a kind: never one face down, and
# nothing at all on a face-down tile
set -- $("$PY" -c "
import json; d = json.load(open('$STATE')); b = d['board']
h = set(map(tuple, d['hidden']))
for r, row in enumerate(b):
    for c, k in enumerate(row):
        cells = [(y, x) for y, rw in enumerate(b) for x, v in enumerate(rw) if v == k]
        if k and (r, c) not in h and any(p in h for p in cells):
            print(r, c, sum(p not in h for p in cells), *sorted(p for p in cells if p in h)[0])
            raise SystemExit")
if [ $# -eq 5 ]; then
    xy=$(state xy "$1" "$2")
    xdotool mousemove --window "$e2e_wid" $xy mousedown 3
    check "hidden: the right button on a tile marks its kind's $3 face-up tiles only" \
        wait_state "len([m for m in d['marks'] if m['kind']=='peek'])==$3"
    xdotool mouseup 3
    wait_state "not any(m['kind']=='peek' for m in d['marks'])" >/dev/null
    xy=$(state xy "$4" "$5")
    handled 1 xdotool mousemove --window "$e2e_wid" $xy mousedown 3
    check "hidden: on a face-down tile it marks nothing" wait_state \
        "not any(m['kind']=='peek' for m in d['marks']) and d.get('frame_events', 0) >= d['events']"
    xdotool mouseup 3
    click "$4" "$5"
    check "hidden: a face-down tile selected is said face down, not named" wait_state \
        "d['selected']==[$4, $5] and d['spoken'][-1:]==['face down selected']"
else
    bad "hidden: a kind with tiles face up and face down"
fi
stop_game

# ---- gold tiles
# gold_shot SHOT: the state's "gold" is two tiles of gold_kind, and the
# shot shows the gold mark (the accent) on exactly those two cells.
gold_shot() {
    shot "$1"
    "$PY" - "$STATE" "$SHOTS/$1.png" <<'EOF2'
import json, sys, os
sys.path.insert(0, os.environ['E2E_HERE'])
from shot import load
d = json.load(open(sys.argv[1]))
w, h, rgb = load(sys.argv[2])
b, rc, gold = d['board'], d['board_rect'], d['gold']
if len(gold) != 2 or gold[0] == gold[1] or any(b[r][c] != d['gold_kind'] for r, c in gold) \
        or d['gold_kind'] <= 0:
    print('  (gold %s, gold_kind %s)' % (gold, d['gold_kind']))
    sys.exit(1)
def near(p):
    return abs(p[0] - 236) < 12 and abs(p[1] - 186) < 12 and abs(p[2] - 72) < 12
def count(r, c):
    x0, y0 = int(rc['x'] + c * rc['cell_w']), int(rc['y'] + r * rc['cell_h'])
    n = 0
    for y in range(y0, int(y0 + rc['cell_h'])):
        for x in range(x0, int(x0 + rc['cell_w'])):
            i = (y * w + x) * 3
            n += near(rgb[i:i + 3])
    return n
on = [count(r, c) for r, c in gold]
off = [(count(r, c), r, c) for r in range(len(b)) for c in range(len(b[0]))
       if b[r][c] and [r, c] not in gold]
worst = max(off) if off else (0, -1, -1)
print('  (gold on %s: %s pixels; most elsewhere %d at %s)' % (gold, on, worst[0], worst[1:]))
sys.exit(0 if min(on) > 4 * worst[0] and min(on) > 50 else 1)
EOF2
}

# gold_next: "take R1 C1 R2 C2" when the gold pair is removable, else
# "play R1 C1 R2 C2", a removable pair with no gold tile, else "none".
gold_next() {
    "$PY" - "$STATE" "$LLK" <<'EOF2'
import json, sys, os
sys.path.insert(0, os.environ['E2E_HERE'])
from state import llk_pairs
d = json.load(open(sys.argv[1]))
gold = [tuple(g) for g in d['gold']]
pairs = llk_pairs(d, sys.argv[2])
for r1, c1, r2, c2 in pairs:
    if sorted([(r1, c1), (r2, c2)]) == sorted(gold):
        print('take', r1, c1, r2, c2)
        sys.exit()
for r1, c1, r2, c2 in pairs:
    if (r1, c1) not in gold and (r2, c2) not in gold:
        print('play', r1, c1, r2, c2)
        sys.exit()
print('none')
EOF2
}

day 2026-12-20 gold "Gold tiles" # normal level 3 (slides left): after one move the pair has slid and can be taken
wait_state "not d.get('anim') and not d.get('drawn')" 10 >/dev/null
check "gold: two gold tiles of one kind, the mark drawn on exactly those two (state, screenshot)" \
    gold_shot daily-rules-gold
found=""
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
    set -- $(gold_next)
    [ "$1" = take ] && { found=1; break; }
    [ "$1" = play ] || break
    tiles=$(get tiles_left)
    click "$2" "$3"
    click "$4" "$5"
    wait_state "d['tiles_left']==$tiles-2 or d.get('confirm')=='losing'" >/dev/null || break
    if [ "$(get confirm)" = '"losing"' ]; then # the warning before a losing move
        button yes
        wait_state "d['tiles_left']==$tiles-2" >/dev/null || break
    fi
done
if [ -n "$found" ]; then
    [ "$i" -gt 1 ] && wait_state "not d.get('anim')" 10 >/dev/null &&
        check "gold: the mark followed its tiles over $((i - 1)) move(s) (state, screenshot)" \
            gold_shot daily-rules-gold-2
    # closed and resumed (Continue daily): the same gold tiles, the score
    gold0=$(get gold)
    score0=$(get score)
    reopen_daily
    check "gold: closed and resumed, the same gold tiles $gold0 and score $score0" wait_state \
        "d['view']=='playing' and d['gold']==$gold0 and d['score']==$score0 and not d.get('anim')"
    before=$(get score)
    click "$2" "$3"
    click "$4" "$5"
    # five times 10, or 15 in a combo after the move before (another pair
    # scores 40 at most)
    check "gold: the gold pair taken together scores five times, no gold left" \
        wait_state "d['score']-$before in (50, 75) and d['gold']==[] and d['gold_kind']==0"
else
    bad "gold: the gold pair came up within twenty moves of other pairs"
fi
stop_game

# ---- refill clock
day 2026-12-10 refill "Refill clock"
check "refill: 40 s to start with" wait_state "35000 < d['time_left_ms'] <= 40000"
sleep 1.5 # (the clock holds at most 40 s)
t0=$(get time_left_ms)
play 1 >/dev/null
check "refill: a match puts time back (from $t0 ms)" wait_state \
    "d['time_left_ms'] > $t0 + 500"
stop_game

# ---- careful hands
day 2026-03-13 careful "Careful hands" again
set -- $(state badpair "$LLK")
t0=$(get time_left_ms)
click "$1" "$2"
click "$3" "$4"
check "careful: a refused pair takes 5 s off the clock (from $t0 ms)" wait_state \
    "$t0 - 7000 < d['time_left_ms'] <= $t0 - 5000 and d['selected']==[$3, $4]"
stop_game

# ---- quota (last: its card and the daily's results)
day 2026-03-12 quota Quota
check "quota: the bar counts the matches" wait_state \
    "'Matches 0/30' in [t['text'] for t in d['texts']] and d['quota']==[0, 30]"
moves=$(state clear "$LLK" "$e2e_wid")
check "quota: its match wins the level with tiles left ($moves moves)" wait_state \
    "d['screen']=='level_clear' and d['quota']==[30, 30] and d['tiles_left']>0 and \
d['daily']['done']"
wait_drawn level_clear 10 >/dev/null
check "quota: the daily's own card: the rule, the time, the streak, tomorrow" wait_state \
    "[w for w in ('Deal of the day cleared', 'Today\\'s rule: Quota', 'Your time ', \
'Streak: ', 'A new challenge tomorrow') if any(t['text'].startswith(w) for t in d['texts'])]\
==['Deal of the day cleared', 'Today\\'s rule: Quota', 'Your time ', 'Streak: ', \
'A new challenge tomorrow']"
check "quota: the results card as drawn" seen_look daily-rules-results en
button copy_result
n=0
line=""
while [ $n -lt 30 ] && [ -z "$line" ]; do
    line=$(bounded 5 xclip -o -selection clipboard 2>/dev/null)
    [ -n "$line" ] || sleep 0.1
    n=$((n + 1))
done
case "$line" in
*"Deal of the day 2026-03-12, Quota · "*) ok "quota: Copy result names the day and its rule" ;;
*) bad "quota: Copy result names the day and its rule (got: $line)" ;;
esac
# its replay: kept with its rule, and checked under it by llk replay
score=$(get score)
f=$(ls "$XDG_DATA_HOME"/lianliankan/replays/*.replay 2>/dev/null | tail -n 1)
check "quota: the replay kept with its rule ($f)" grep -qx 'rule quota' "$f"
out=$("$LLK" replay "$f" 2>&1)
check "quota: llk replay checks it under its rule: cleared with tiles left, score $score" \
    sh -c "printf '%s\n' \"\$1\" | grep -qx 'score $score' && \
printf '%s\n' \"\$1\" | grep -qx 'result cleared'" - "$out"
stop_game
e2e_summary daily_rules
