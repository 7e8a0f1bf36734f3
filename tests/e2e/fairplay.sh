#!/bin/sh
# fairplay.sh - a timed run is never taken away silently: Show me (D, and
# the pause screen's button) asks first in a timed game (No keeps the run
# scored) and not in a relaxed one; once on, a banner says a key stops it
# and the bar says "Assisted"; End run (on the pause screen) and Restart
# (timed) ask first; the ended run shows its summary and why no name is
# asked for; a restored timed game opens paused. The state file's
# "confirm" names the question, "banner" the banner.
# Screenshots: $LLK_BUILD/screenshots/fairplay-*.png
. "$(dirname "$0")/lib/common.sh"
. "$(dirname "$0")/lib/clock.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary fairplay; exit 1; }
xdotool mousemove 5 5

# Show me in a timed run: asked, No keeps the run scored.
check "a timed run starts" start_game --seed 5 --level 1 --difficulty easy \
    --windowed 1024x700 --no-sound
wait_state "d['screen']=='playing' and d['run']" >/dev/null
check "no question, no banner while playing" wait_state \
    "d['confirm'] is None and d['banner'] is None"
key d
check "D in a timed game asks first (confirm: show_me)" wait_state \
    "d['view']=='confirm' and d['confirm']=='show_me' and 'no longer be scored' in d['notice']"
check "the question fits (nothing clipped or overlapping)" wait_state \
    "d['clipped'] is None and d.get('overlap') is None"
shot fairplay-ask-show-me
# the answer that gives the score up is drawn as a destructive one: a
# vermilion face (the kit's danger colour) where its button is
yes_danger() {
    "$PY" -c "
import sys
sys.path.insert(0, '$e2e_here')
import shot
w, h, rgb = shot.load('$SHOTS/$1.png')
bx = [b for b in __import__('json').load(open('$STATE'))['buttons'] if b['id'] == 'yes'][0]
n = 0
for y in range(bx['y'], bx['y'] + bx['h']):
    for x in range(bx['x'], bx['x'] + bx['w']):
        i = (y * w + x) * 3
        n += tuple(rgb[i:i + 3]) == (232, 96, 72)
sys.exit(0 if n * 2 > bx['w'] * bx['h'] else 1)" "$1"
}
check "Show me, the answer, drawn in the danger colour" yes_danger fairplay-ask-show-me
key Escape
check "No (Esc): back to the game, not assisted, no demo" wait_state \
    "d['view']=='playing' and d['confirm'] is None and not d['demo'] and not d['assisted']"
key d
wait_state "d['confirm']=='show_me'" >/dev/null
button yes
check "Yes: the demo plays, the run marked assisted" wait_state \
    "d['demo'] and d['assisted'] and d['view']=='playing'"
check "the banner says a key stops it" wait_state \
    "d['banner']=='Demo \u2014 any key stops'"
check "Show me's pairs earn no '+N' and no combo badge (2 s watched)" "$PY" -c "
import json, sys, time
seen = 0
for _ in range(40):
    try:
        d = json.load(open('$STATE'))
    except ValueError:
        continue
    seen += d['demo'] and ('points' in d['effects'].split() or d['combo_shown'] > 0)
    time.sleep(0.05)
sys.exit(1 if seen else 0)"
shot fairplay-demo
key space
check "a key stops it: no banner" wait_state "not d['demo'] and d['banner'] is None"
shot fairplay-assisted-bar
key d
check "asked once: the second D plays at once" wait_state \
    "d['demo'] and d['confirm'] is None" 3
key space
wait_state "not d['demo']" >/dev/null

# Restart (timed) asks first; End run is on the pause screen and asks.
key p
check "the pause screen offers End run" wait_state \
    "d['view']=='paused' and any(b['id']=='end_run' and b['enabled'] for b in d['buttons'])"
shot fairplay-pause
tiles=$(get tiles_left)
button restart
check "Restart in a timed game asks first" wait_state "d['confirm']=='restart'"
button no
check "No: back on the pause screen, the board as it was" wait_state \
    "d['view']=='paused' and d['tiles_left']==$tiles"
button end_run
check "End run asks first" wait_state "d['confirm']=='end_run'"
shot fairplay-ask-end-run
button yes
check "Yes: the run's summary, saying why no name is asked" wait_state \
    "d['view']=='run_ended' and not d['run'] and (d['notice'] or '').startswith('Not scored: Show me was used') \
and d['clipped'] is None and d.get('overlap') is None"
shot fairplay-run-ended
button menu
check "then the menu, no name entry (the run was assisted)" wait_state \
    "d['view']=='menu' and not d['can_continue']"
sleep 0.5
check "still no name entry" wait_state "d['view']=='menu'"
stop_game

# Relaxed: Show me needs no question.
check "a relaxed game starts" start_game --relaxed --seed 5 --level 1 \
    --difficulty easy --windowed 1024x700 --no-sound
wait_state "d['screen']=='playing'" >/dev/null
key d
check "D in a relaxed game plays at once" wait_state \
    "d['demo'] and d['confirm'] is None and d['view']=='playing'" 3
key space
wait_state "not d['demo']" >/dev/null
key p
wait_button restart >/dev/null
check "End run is disabled in a relaxed game, saying why" wait_state \
    "any(b['id']=='end_run' and not b['enabled'] and b.get('reason') for b in d['buttons'])"
button restart
check "Restart in a relaxed game: no question" wait_state \
    "d['view']=='playing' and d['confirm'] is None and $dealt_full"
stop_game

# A restored timed game opens paused: Continue never starts the clock.
check "a timed run starts again" start_game --seed 8 --level 1 --difficulty easy \
    --windowed 1024x700 --no-sound
wait_state "d['screen']=='playing'" >/dev/null
play 1 >/dev/null
close_window
check "restarted: the menu offers Continue" start_game --windowed 1024x700 --no-sound
wait_button continue >/dev/null
button continue
check "Continue: the timed game opens paused" wait_state \
    "d['view']=='paused' and d['screen']=='paused'"
t0=$(get time_left_ms)
sleep 1.2
# the state file is written after each input, not while paused: a key the
# pause screen ignores (X) has it written afresh, with the clock as it is
check "X while paused is handled" handled 1 key x
check "the clock stands still while paused" [ "$(get time_left_ms)" = "$t0" ]
# P: the countdown counts the play from then on, nothing of the pause
# (by the test's clock: lib/clock.py)
clock_run mark="d['view']=='paused'" key=p \
    check="1,P starts the clock: it counts the play, nothing of the pause"
stop_game

e2e_summary fairplay
