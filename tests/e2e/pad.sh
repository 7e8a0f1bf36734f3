#!/bin/sh
# pad.sh - a game controller (issue 46), through SDL's own virtual game
# controller worked by the game's test hook (LLK_TEST_PAD, src/front/pad.h):
# plugged in while the game runs (the state file's "pads" 1); from the
# title to a cleared level with the pad alone: the d-pad moves the focus
# to New game: Easy, A starts an easy run; on the board X shows a hint and puts the
# cursor on its tile, A takes it, X again goes to the other (the hint's
# pair, no second hint paid), A removes the pair, until the level is
# cleared (the results card); Start pauses and
# resumes; Y shows every tile of the cursor's kind and hides them (K on
# the keyboard); B on the board is Esc (the title); a held d-pad repeats; the
# stick past its dead zone moves the cursor, inside it does not; the state
# file's "input" says pad, then keyboard after a key; pulled out: "pads" 0;
# Help's Keys tab, the tutorial's words and the pause screen's game ID
# speak of the pad (no Ctrl+C);
# the bar's tooltips and key caps show the pad's buttons after the pad,
# the keys after a key, nothing moving at the switch; buttons of the
# player's own (pad_kind = x ...): the bound button does the action, the
# old one no more, the tooltip and Help name it, the Keys screen takes a pad's
# button for a row, refuses one taken, B cancels, Reset all; the hook drops
# lines it cannot use, saying so, clamps an axis, and starts on no
# regular file.
# Screenshot: $LLK_BUILD/screenshots/pad-*.png
. "$(dirname "$0")/lib/common.sh"

export LLK_E2E_SCREEN=2000x1200x24 # room for a 1920x1080 window
e2e_start_x || { bad "Xvfb starts"; e2e_summary pad; exit 1; }
xdotool mousemove 1 1
e2e_input_hook

# pad LINE...: lines to the hook
pad() {
    hook "$@"
}

# wait_for_file_text FILE TEXT...: every TEXT in FILE (the game's stderr)
# within 5 s (times e2e_slow)
wait_for_file_text() {
    f=$1 n=0
    shift
    while [ "$n" -lt $((50 * e2e_slow)) ]; do
        all=1
        for t in "$@"; do
            grep -qF -- "$t" "$f" 2>/dev/null || all=0
        done
        [ "$all" = 1 ] && return 0
        sleep 0.1
        n=$((n + 1))
    done
    echo "  ($f lacks one of: $*)"
    return 1
}

start_game --windowed 1024x700 --no-sound
check "the title, no pad yet" wait_state "d['view']=='menu' and d['pads']==0"
pad attach
check "a pad plugged in while the game runs: opened" wait_state "d['pads']==1"

# The title by the pad: the focus down away from New game: Easy and back, A: an
# easy timed run; Start pauses and resumes; B: the title (the run kept).
e=$(get events)
pad "tap dpdown"
wait_state "d['events'] > $e" 2 >/dev/null
check "the d-pad down: the focus leaves New game: Easy ($(focused))" [ "$(focused)" != new_easy ]
check "the d-pad up: the focus back on New game: Easy" focus_to new_easy
check "the last input: the pad" wait_state "d['input']=='pad'"
pad "tap a"
check "A: New game: Easy, an easy timed run at level 1" wait_state \
    "d['view']=='playing' and d['run'] and d['level']==1 and $dealt_full" 10
check "the cursor shown, at home" wait_state "d.get('cursor') is not None"
pad "tap start"
check "Start: paused" wait_state "d['view']=='paused'"
texts="[t['text'] for t in d['texts']]"
check "the pause screen speaks of the pad: Start resumes, A, B" wait_state \
    "'Press \u2261 (Start) to resume' in $texts and '\u2261: resume   A: choose   B: menu' in $texts \
and not any('Esc' in t or 'Ctrl' in t for t in $texts) and any(t.startswith('Game ID ') for t in $texts)"
shot pad-paused
pad "tap start"
check "Start again: playing" wait_state "d['view']=='playing'"
pad "tap b"
check "B: the title, the run kept" wait_state "d['view']=='menu' and d['can_continue']"

# Help after the pad: the Keys tab names the pad's buttons; its tutorial
# says to press A.
check "the focus to Help" focus_to help
pad "tap a"
check "A: Help" wait_state "d['view']=='help'"
check "the focus to the Keys tab" focus_to help_keys
pad "tap a"
check "the Keys tab lists the pad's buttons, no keys" wait_state \
    "\"A = Select the cursor's tile\" in d['lines'] and 'X = Delete the last character' in d['lines'] \
and not any(l.startswith('Esc') or l.startswith('H =') for l in d['lines'])"
wait_drawn help >/dev/null
check "the Keys tab as drawn" seen_look pad-help-keys en
check "the focus to the tutorial" focus_to help_tutorial
pad "tap a"
check "A: the tutorial's first board says to press A on the tiles" wait_state \
    "d['view']=='tutorial' and 'Press A on each of the two tiles that match: a straight line joins them.' in $texts"
pad "tap b"
wait_state "d['view']!='tutorial'" >/dev/null
pad "tap b"
check "B, B: the title" wait_state "d['view']=='menu'"

# A relaxed level from the title to its results card: Relaxed game, the
# Easy tab, level 1; X, A, X, A a pair (hints are free in a relaxed game).
check "the focus to Relaxed game" focus_to relaxed
pad "tap a"
check "A: the level chooser" wait_state "d['view']=='levels'"
check "the focus up to the Easy tab" focus_to diff_easy
pad "tap a"
check "the focus down to level 1" focus_to level_1
pad "tap a"
check "A: a relaxed easy level 1" wait_state \
    "d['view']=='playing' and d['kind']!='timed' and d['difficulty']=='easy' and $dealt_full" 10
# The first pair a step at a time, each step checked.
left=$(get tiles_left)
pad "tap x"
check "X: a hint, the cursor on its first tile" wait_state \
    "d.get('hint') and d.get('cursor')==d['hint'][0]" 3
h=$(get hint | tr -d ' ') # [[r,c],[r,c]]: a Python literal too
pad "tap a"
check "A: that tile taken" wait_state "d.get('selected')==$h[0]" 3
pad "tap x"
check "X again: the cursor on the hint's other tile (no new hint)" wait_state \
    "d.get('cursor')==$h[1]" 3
pad "tap a"
left=$((left - 2))
check "A: the pair removed" wait_state "d['tiles_left'] == $left" 3
# The rest a pair a write: X, A, X, A act in their order.
pairs=1
while [ "$left" -gt 0 ] && [ $pairs -lt 80 ]; do
    pad "tap x" "tap a" "tap x" "tap a"
    left=$((left - 2))
    wait_state "d['tiles_left'] <= $left" 3 >/dev/null || break
    pairs=$((pairs + 1))
done
check "the level cleared by the pad alone ($pairs pairs): the results card" wait_state \
    "d['tiles_left'] == 0 and d['view'] == 'level_clear' and d['input'] == 'pad'" 10
wait_drawn level_clear >/dev/null
shot pad-cleared
check "the results card as drawn (its texts in the screenshot)" seen_screen pad-cleared
pad "tap a"
check "A on the results card: its first button acts (the card gone)" wait_state \
    "d['view'] != 'level_clear'"
stop_game

# The stick, the held d-pad, B, the keyboard after the pad, unplugged.
start_game --relaxed --difficulty easy --level 1 --seed 3 --windowed 1024x700 --no-sound
wait_state "d['view']=='playing' and d.get('cursor')==[0,0]" >/dev/null
pad attach
wait_state "d['pads']==1" >/dev/null
pad "axis leftx 6000"
sleep 0.3
check "the stick inside its dead zone: the cursor stays" wait_state "d.get('cursor')==[0,0]"
pad "axis leftx 30000"
check "the stick right: the cursor one tile right" wait_state "d.get('cursor')==[0,1]"
pad "axis leftx 0"
sleep 0.2
pad "press dpright"
check "the d-pad held right: it repeats (the cursor past column 3)" wait_state \
    "d.get('cursor') and d['cursor'][0]==0 and d['cursor'][1]>=3" 3
pad "release dpright"
# lines the hook cannot use: each dropped with its own line on stderr; a
# value past the stick's range clamps (wrapped, 99999 would be left)
col=$(state get cursor | "$PY" -c 'import json,sys; print(json.load(sys.stdin)[1])')
pad "jump a" "press nosuch" "axis nosuch 5" "axis leftx 99999"
check "the stick past its range: clamped, right (not wrapped left)" wait_state \
    "d.get('cursor') and d['cursor'][1] > $col"
pad "axis leftx 0"
check "lines the hook cannot use: each said on stderr" wait_for_file_text \
    "$e2e_work/game.err" "not understood: jump a" "no button nosuch" \
    "no axis or value: axis nosuch 5"
peeks="len([m for m in d.get('marks', []) if m['kind'] == 'peek'])"
pad "tap y"
check "Y: every tile of the cursor's kind marked" wait_state "$peeks >= 2"
shot pad-kind
pad "tap y"
check "Y again: hidden" wait_state "$peeks == 0"
key k
check "K, the same from the keyboard" wait_state "$peeks >= 2"
key k
wait_state "$peeks == 0" >/dev/null
# the bar's prompts speak of the device last used: the tooltip over Hint
tip="[t['text'] for t in d['texts'] if t['text'].startswith('Hint (')]"
pad "tap dpleft"
wait_state "d['input']=='pad'" >/dev/null
set -- $(state button hint)
xdotool mousemove --window "$e2e_wid" "$1" "$2"
check "after the pad, the tooltip over Hint names its button: Hint (X)" \
    wait_state "$tip==['Hint (X)']"
key Left
check "a key after the pad: input keyboard" wait_state "d['input']=='keyboard'"
check "after a key, the tooltip names the key: Hint (H)" wait_state "$tip==['Hint (H)']"
xdotool mousemove --window "$e2e_wid" 1 1
pad "tap b"
check "B on the board: Esc, the title" wait_state "d['view']=='menu' and d['input']=='pad'"
pad detach
check "the pad pulled out: closed" wait_state "d['pads']==0"
stop_game

# at 1920x1080 the bar's buttons show their caps: the pad's buttons after
# the pad (X, Start as its three bars, B, LB, RB; none for re-deal), the
# keys after a key, none after a touch, the buttons where they were
start_game --relaxed --difficulty easy --level 1 --seed 3 --windowed 1920x1080 --no-sound
wait_state "d['view']=='playing'" >/dev/null
pad attach
wait_state "d['pads']==1" >/dev/null
caps="sorted((t['control'], t['text']) for t in d['texts'] if t.get('control') in \
('hint','redeal','pause','menu','undo','redo') and t['text'] not in \
('Hint','Re-deal','Pause','Menu','Undo','Redo'))"
place="[(b['id'], b['x'], b['w']) for b in d['buttons'] if b['id'] in ('hint','pause','redo')]"
pad "tap dpright"
check "after the pad, the bar's caps are its buttons" wait_state \
    "d['input']=='pad' and $caps==[('hint','X'),('menu','B'),('pause','\u2261'),('redo','RB'),('undo','LB')]"
before=$(state get buttons | "$PY" -c "import json,sys; d={'buttons': json.load(sys.stdin)}; print($place)")
shot pad-caps
key Right
check "after a key, the keys" wait_state \
    "d['input']=='keyboard' and ('hint','H') in $caps and ('menu','Esc') in $caps"
check "the buttons where they were (nothing moves at the switch)" wait_state \
    "str($place)==\"$before\""
# a finger on an empty spot of the felt (under the board): no caps (a
# touch screen has no keys), the buttons still where they were
tap 960 1060
check "after a touch, no caps" wait_state "d['input']=='touch' and $caps==[]"
check "the buttons still where they were" wait_state "str($place)==\"$before\""
stop_game

# A pad's buttons of the player's own (pad_ACTION in settings.ini, the
# game not running): X and Y swapped (the kind on X, the hint's cursor on
# Y, read at once), the hint on the right trigger (not at rest; past its
# travel's two thirds); the bar's tooltip and
# Help's Keys tab name them; on the Keys screen a row waiting takes a pad's button (the left
# stick for re-deal, saved), one another action has is refused, B
# cancels, Reset all puts the buttons back
ini=$XDG_CONFIG_HOME/lianliankan/settings.ini
printf 'pad_kind = x\npad_hint_go = y\npad_hint = righttrigger\n' >>"$ini"
start_game --relaxed --difficulty easy --level 1 --seed 3 --windowed 1024x700 --no-sound
wait_state "d['view']=='playing' and d.get('cursor')==[0,0]" >/dev/null
pad attach
wait_state "d['pads']==1" >/dev/null
sleep 0.2
check "pad_hint = righttrigger: at rest, no hint" wait_state "not d.get('hint')"
pad "axis righttrigger 32767"
check "the right trigger pressed: a hint (the cursor on it)" wait_state \
    "d.get('hint') and d.get('cursor')==d['hint'][0]"
pad "axis righttrigger 0"
pad "tap x"
check "pad_kind = x: X shows the cursor's kind" wait_state "$peeks >= 2"
pad "tap x"
check "X again: hidden" wait_state "$peeks == 0"
pad "tap y"
check "pad_hint_go = y: Y the cursor to the hint's other tile; no kind (Y's no more)" \
    wait_state "d.get('hint') and d.get('cursor')==d['hint'][1] and $peeks == 0"
set -- $(state button hint)
xdotool mousemove --window "$e2e_wid" "$1" "$2"
check "the tooltip over Hint names the player's button: Hint (RT)" \
    wait_state "$tip==['Hint (RT)']"
xdotool mousemove --window "$e2e_wid" 1 1
pad "tap b"
wait_state "d['view']=='menu'" >/dev/null
focus_to help >/dev/null
pad "tap a"
wait_state "d['view']=='help'" >/dev/null
focus_to help_keys >/dev/null
pad "tap a"
check "Help's Keys tab: the player's buttons (X the kind, Y the hint's cursor, RT the hint)" \
    wait_state "\"X = Show all tiles like the cursor's (again to hide)\" in d['lines'] and \
'Y = Hint, the cursor on its first tile; again: its other tile' in d['lines'] and \
'RT (right trigger) = Hint: show a pair' in d['lines']"
pad "tap b"
wait_state "d['view']=='menu'" >/dev/null
button settings
wait_state "d['view']=='settings'" >/dev/null
button settings_access
wait_button keys >/dev/null
button keys
check "the Keys screen: rows with a pad's button show it (Y, RT, —)" wait_state \
    "d['view']=='keys' and all(c in [t['text'] for t in d['texts']] for c in ('Y','RT','\u2014'))"
button key_redeal
check "a row waits for a key or a pad's button" wait_state \
    "d['notice'].startswith('Press the key for: Re-deal the tiles left, or the pad')"
pad "tap leftstick"
check "the left stick pressed: re-deal's button, saved" wait_state \
    "d['notice'].startswith('LS (left stick pressed) is now the pad') and \
'LS' in [t['text'] for t in d['texts']]"
check "and saved" grep -q '^pad_redeal = leftstick$' "$ini"
button key_hint
wait_state "d['notice'].startswith('Press the key for: Hint')" >/dev/null
pad "tap leftstick"
check "the left stick for the hint: refused, re-deal has it" wait_state \
    "d['notice']=='LS is already the button for: Re-deal the tiles left'"
button key_hint
wait_state "d['notice'].startswith('Press the key for: Hint')" >/dev/null
pad "tap b"
check "B while waiting: cancelled (still on Keys)" wait_state \
    "d['view']=='keys' and d['notice'].startswith('Enter or a click')"
button reset
check "Reset all: the game's buttons again" wait_state \
    "d['notice']=='Every action is on the game\\'s key and button again'"
check "and saved: no pad_ line but the default" sh -c \
    "! grep '^pad_' '$ini' | grep -qv '= default$'"
stop_game

# LLK_TEST_PAD naming a regular file: no hook (it would read the file
# again and again), said once; the game plays on
echo "tap a" >"$e2e_work/plain.txt"
LLK_TEST_PAD=$e2e_work/plain.txt
start_game --windowed 1024x700 --no-sound
check "LLK_TEST_PAD not a FIFO: no hook, said, the title shown" wait_state \
    "d['view']=='menu' and d['pads']==0"
check "the message names the file" wait_for_file_text "$e2e_work/game.err" \
    "plain.txt is not a FIFO"
stop_game
e2e_summary pad
