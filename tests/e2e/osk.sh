#!/bin/sh
# osk.sh - the on-screen keyboard (issue 46): a name and a game ID typed
# with no keyboard. A timed run ended with points asks for a name: after
# the mouse no keyboard is shown; a pad's first button shows it (its
# keys listed as buttons, the focus on OK: the name ready to accept), X
# deletes, the d-pad moves the focus over the keys in two dimensions, A
# types the key focused, Y turns capitals on, Start accepts: the table
# shows the name typed. A key on the keyboard hides the keys again. The
# numbered-game entry by touch alone: a tap shows the keys, taps type the
# ID of the run's first deal, a tap on Start starts that deal; a tap on
# the name entry shows the keys too, with no pad's words on them.
# Checked at 1024x700 (English), 640x400 (Chinese, where the keys are
# still a finger's 40 px) and 1920x1080: the texts as drawn in the
# screenshot, nothing clipped or overlapping.
# Screenshots: $LLK_BUILD/screenshots/osk-*.png
. "$(dirname "$0")/lib/common.sh"

mkdir -p "$XDG_CONFIG_HOME/lianliankan"
printf 'anim_speed = off\n' >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
export LLK_E2E_SCREEN=2000x1200x24 # room for a 1920x1080 window
e2e_start_x || { bad "Xvfb starts"; e2e_summary osk; exit 1; }
xdotool mousemove 1 1
e2e_input_hook

# keys_shown: the state lists the keyboard's keys
KEYS="any(b['id']=='key_done' for b in d['buttons'])"
# entry_len: the characters in the entry
entry_len() {
    state get entry | "$PY" -c 'import json, sys; print(len(json.load(sys.stdin)))'
}
# type_keys KEY...: the d-pad to each key, A on it; the entry grows by one
# character each time
type_keys() {
    for k in "$@"; do
        len0=$(entry_len)
        focus_to "key_$k" || { echo "  (the focus not on key_$k: $(focused))"; return 1; }
        hook "tap a"
        wait_state "len(d['entry'])==$len0+1" 3 >/dev/null ||
            { echo "  (A on key_$k typed nothing: $(get entry))"; return 1; }
    done
}

# to_name_entry SIZE LANG: a fresh game; a timed run, a pair removed, the
# run ended on the pause screen: the name entry (by the mouse). The run's
# game ID is left in $run_id.
to_name_entry() {
    rm -rf "$XDG_DATA_HOME" "$XDG_STATE_HOME"
    LANG=$2 LANGUAGE= LC_ALL= LC_MESSAGES= \
        start_game --windowed "$1" --no-sound || return 1
    xdotool mousemove --window "$e2e_wid" 1 1
    button new_easy
    # (a click lost on a loaded machine, the title still on show: again)
    wait_state "d['view']=='playing' and d['run']" 5 >/dev/null ||
        { [ "$(get view)" = '"menu"' ] && button new_easy; }
    wait_state "d['view']=='playing' and d['run']" || return 1
    run_id=$(get game_id | tr -d '"')
    play 1 || return 1
    key p
    button end_run
    wait_state "d['confirm']=='end_run'" || return 1
    button yes
    # the run's end card (the pause screen had a Menu too: not its)
    wait_state "d['view']=='run_ended' and any(b['id']=='menu' for b in d['buttons'])" \
        5 >/dev/null && button menu
    wait_state "d['view']=='name_entry' and d['entry']!=''"
}

check "1024x700: the name entry after a run" to_name_entry 1024x700 C
default=$(get entry)
ok_rect=$(state get buttons | "$PY" -c '
import json, sys
b = [b for b in json.load(sys.stdin) if b["id"] == "ok"][0]
print(b["x"], b["y"], b["w"], b["h"])')
check "after the mouse: no on-screen keyboard" wait_state "not $KEYS"
hook attach
wait_state "d['pads']==1" >/dev/null
hook "tap x"
check "the pad's X: the keys shown, a character deleted, the focus on OK" \
    wait_state "$KEYS and d['input']=='pad' and len(d['entry'])==len($default)-1 and \
[b['id'] for b in d['buttons'] if b['selected']]==['key_done']"
check "the keys name the pad's buttons: OK (≡), Delete (X)" wait_state \
    "'OK (≡)' in [b['label'] for b in d['buttons']] and 'Delete (X)' in [b['label'] for b in d['buttons']]"
wait_drawn name_entry >/dev/null
check "the keyboard as drawn (its labels in the screenshot, nothing clipped)" \
    seen_look osk-name-pad-1024x700 en
i=$(entry_len)
while [ "$i" -gt 0 ]; do hook "tap x"; i=$((i - 1)); done
check "X deletes to the empty entry" wait_state "d['entry']==''"
check "the d-pad and A type j o (two dimensions: up, left, right)" type_keys j o
hook "tap y"
check "Y: capitals (the shift key marked, the letters in capitals)" wait_state \
    "'Q' in [b['label'] for b in d['buttons']] and [b['id'] for b in d['buttons'] if b.get('chosen')]==['key_shift']"
check "A on a capital: K" type_keys k
check "the space and a digit" type_keys space 7
check "the entry says it" wait_state "d['entry']=='joK 7'"
shot osk-name-typed
# the mouse on a key where OK stands without the keys: the click that hides
# them is aimed at the key, so it presses nothing (no name accepted)
xy=$(state get buttons | "$PY" -c '
import json, sys
ox, oy, ow, oh = (float(v) for v in sys.argv[1:5])
for b in json.load(sys.stdin):
    if not b["id"].startswith("key_"):
        continue
    x0, y0 = max(b["x"], ox), max(b["y"], oy)
    x1, y1 = min(b["x"] + b["w"], ox + ow), min(b["y"] + b["h"], oy + oh)
    if x1 - x0 > 4 and y1 - y0 > 4:
        print(int((x0 + x1) / 2), int((y0 + y1) / 2))
        break' $ok_rect)
check "a key lies where OK stood ($xy)" [ -n "$xy" ]
xdotool mousemove --window "$e2e_wid" $xy click 1
check "a click there: the keys hidden, the name as typed, not accepted" wait_state \
    "d['view']=='name_entry' and not $KEYS and d['entry']=='joK 7' and d['input']=='mouse'"
sleep 0.3
check "and still not accepted" wait_state "d['view']=='name_entry' and d['entry']=='joK 7'"
hook "tap start"
check "Start: accepted, the table shows the name typed" wait_state \
    "d['view']=='scores' and any('joK 7' in l for l in d['lines'])"
stop_game
check "scores.txt has it" grep -q " joK 7\$" "$XDG_DATA_HOME/lianliankan/scores.txt"

# 640x400 in Chinese: the keys fit, at a finger's size; a
# key of the keyboard hides them; B keeps the name shown first.
check "640x400, Chinese: the name entry" to_name_entry 640x400 zh_CN.UTF-8
default=$(get entry)
hook attach
wait_state "d['pads']==1" >/dev/null
hook "tap dpdown"
check "the pad: the keys shown, a finger's 40 px even here (touch_small)" \
    wait_state "$KEYS and not any(i.startswith('key_') for i in d['touch_small']) and \
min(min(b['w'], b['h']) for b in d['buttons'] if b['id'].startswith('key_')) >= 40"
wait_drawn name_entry >/dev/null
check "the keyboard as drawn at 640x400 in Chinese" \
    seen_look osk-name-pad-640x400-zh zh
key a
check "a key on the keyboard: the keys hidden, the letter typed" \
    wait_state "not $KEYS and d['entry']==$default+'a' and d['input']=='keyboard'"
hook "tap b" # B is Esc: the default name kept, the table
check "B keeps the name shown first: the table" wait_state \
    "d['view']=='scores' and any($default in l for l in d['lines'])"
key Escape
wait_state "d['view']=='menu'" >/dev/null

# The numbered game by touch alone: the run's first deal, by its ID.
tap $(at numbered)
check "a tap on Play a game ID: the entry, the keys shown (touch)" wait_state \
    "d['view']=='numbered' and $KEYS and d['input']=='touch'"
check "the keys say Start, and nothing of a pad" wait_state \
    "'开始' in [b['label'] for b in d['buttons'] if b['id']=='key_done'] and \
not any('(X)' in b['label'] for b in d['buttons'])"
for ch in $(echo "$run_id" | tr 'A-Z' 'a-z' | sed 's/./& /g'); do
    case $ch in -) k=minus ;; *) k=$ch ;; esac
    len0=$(entry_len)
    tap $(at "key_$k")
    wait_state "len(d['entry'])==$len0+1" 3 >/dev/null || break
done
check "taps typed the run's ID ($run_id)" wait_state \
    "d['entry'].upper()=='$run_id'"
wait_drawn numbered >/dev/null
check "the numbered entry as drawn with its keys" \
    seen_look osk-numbered-touch-640x400-zh zh
tap $(at key_done)
check "a tap on the keys' Start: that deal" wait_state \
    "d['view'] in ('playing', 'paused') and d['game_id']=='$run_id'"
stop_game

# 1920x1080, a finger on the name entry: the keys, without a pad's words.
check "1920x1080: the name entry" to_name_entry 1920x1080 C
default=$(get entry)
tap $(at name)
check "a tap on the entry: the keys shown, none naming a pad's button" \
    wait_state "$KEYS and d['input']=='touch' and \
not any('(' in b['label'] for b in d['buttons'] if b['id'].startswith('key_'))"
check "the tap that showed them typed nothing (it was aimed at the entry)" \
    wait_state "d['entry']==$default"
wait_drawn name_entry >/dev/null
check "the keyboard as drawn at 1920x1080" seen_look osk-name-touch-1920x1080 en
tap $(at key_done)
check "a tap on OK: the table" wait_state "d['view']=='scores'"
stop_game
e2e_summary osk
