#!/bin/sh
# first_start.sh - the first start (issue 32), in a real window: a game
# started by the command line offers no tutorial; the title screen's
# first start offers it (skippable), and once skipped it is not offered
# after a restart (the hidden setting tutorial_done, kept apart in
# first_start.ini: a lost or unreadable settings.ini does not bring it
# back; an older settings.ini's lines move there); from Help the
# tutorial's three boards are played to the end by making each match
# (a refused pair first, its line gone at the next click; the second
# board by keys, a refused pair's line gone when the line of a matching
# pair shows), Skip on every step, and its end's Back to Help goes back
# to Help; at a first start (640x400, English and Chinese) the tutorial
# played to its end says what Play does, its one button centred, and
# Play starts an easy timed run at level 1.
# Screenshots: $LLK_BUILD/screenshots/first-*.png
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary first_start; exit 1; }
e2e_first_start=1 # common.sh: no tutorial_done written for us

# tile I: the centre of the I-th tile of the tutorial's board ("drawn")
tile() {
    "$PY" -c "
import json
t = json.load(open('$STATE'))['drawn'][$1]
print(int(t['x'] + t['w'] / 2), int(t['y'] + t['h'] / 2))"
}

# pair: the indices (in "drawn") of the two tiles of the kind found twice
pair() {
    "$PY" -c "
import json
ts = json.load(open('$STATE'))['drawn']
ks = [t['kind'] for t in ts]
k = [k for k in ks if ks.count(k) == 2][0]
print(*[i for i, t in enumerate(ts) if t['kind'] == k])"
}

# click_tile I: click the I-th tile
click_tile() {
    set -- $(tile "$1")
    xdotool mousemove --window "$e2e_wid" "$1" "$2" mousedown 1 mouseup 1
}

ids_are() {
    wait_state "sorted(b['id'] for b in d['buttons']) == sorted($1)" 3
}

# A game from the command line: no offer, and none on its menu.
start_game --windowed 1024x700 --no-sound --level 1 --seed 3
check "a command-line game starts at once" wait_state "d['view']=='playing'"
key Escape
check "its menu is the title screen" wait_state "d['view']=='menu'"
check "the tutorial is still to be offered" wait_state \
    "d['settings']['tutorial_done'] == False"
stop_game

# The first start on the title screen: offered; skipped.
rm -rf "$XDG_STATE_HOME"
start_game --windowed 1024x700 --no-sound
check "the first start offers the tutorial" wait_state \
    "d['view']=='tutorial' and d['tutorial_step']==0"
check "the offer: Show me how and Skip" ids_are "['tutorial_start','tutorial_skip']"
shot first-offer
button tutorial_skip
check "Skip: the title screen" wait_state \
    "d['view']=='menu' and d['settings']['tutorial_done']"
stop_game
check "not offered after a restart" start_game --windowed 1024x700 --no-sound
check "the title screen at once" wait_state "d['view']=='menu'"
sleep 0.5
check "still the title screen" wait_state "d['view']=='menu'"

# From Help: the three boards, each by its match.
button help
wait_button help_tutorial
button help_tutorial
check "Help's Tutorial: its first board" wait_state \
    "d['view']=='tutorial' and d['tutorial_step']==1 and len(d['drawn'])>2"
check "Next waits for the match; Skip is there" wait_state \
    "[(b['id'],b['enabled']) for b in d['buttons']] == [('tutorial_next',False),('tutorial_skip',True)]"
set -- $(pair)
first=$1 second=$2
other=0
[ "$other" = "$first" ] && other=1
click_tile "$first"
click_tile "$other"
check "a pair of different tiles is refused, saying why" wait_state \
    "d['notice'] and 'different' in d['notice'] and d['tutorial_step']==1"
click_tile "$other" # the refused second tile, selected: let go
check "the next click: the refusal's line gone" wait_state \
    "not d['notice'] and d['tutorial_step']==1"
for step in 1 2 3; do
    [ "$step" -gt 1 ] && set -- $(pair)
    n=$(state get drawn | "$PY" -c 'import json,sys; print(len(json.load(sys.stdin)))')
    if [ "$step" = 2 ]; then
        # by keys (the board "1..." "456." "7891"): the cursor on (0,0),
        # taken; down to the 4, taken: refused; up to the 1, taken:
        # refused again; down twice and right three times to (2,3), the
        # line of the pair showing, taken
        key Right Return Down Return
        check "board 2: a refused pair by keys" wait_state \
            "d['notice'] and 'different' in d['notice']"
        key Up Return Down Down Right Right Right
        check "board 2: a matching pair's line shows: the refusal's gone" \
            wait_state "not d['notice'] and len(d['drawn'])==$n"
        key Return
    else
        click_tile "$1"
        click_tile "$2"
    fi
    check "board $step: the match made" wait_state \
        "len(d['drawn'])==$n-2 and d['notice'] and 'Well done' in d['notice']"
    [ "$step" = 3 ] && shot "first-board-$step"
    check "board $step: Next enabled, Skip still there" wait_state \
        "[(b['id'],b['enabled']) for b in d['buttons']] == [('tutorial_next',True),('tutorial_skip',True)]"
    button tutorial_next
    check "board $step: on to step $((step + 1))" wait_state \
        "d['tutorial_step']==$((step + 1))"
done
shot first-end
check "the end from Help: Back to Help (not Play)" wait_state \
    "[(b['id'],b['label']) for b in d['buttons']] == [('tutorial_next','Back to Help')]"
button tutorial_next
check "finished: back to Help" wait_state "d['view']=='help'"
stop_game

# The first start's state lives apart from the settings (first_start.ini
# beside the saves): settings.ini lost, or unreadable, brings back
# neither the tutorial nor a shift card seen; an older settings.ini's
# lines move there (read, then gone from settings.ini).
conf=$XDG_CONFIG_HOME/lianliankan
apart=$XDG_STATE_HOME/lianliankan/first_start.ini
check "kept apart: first_start.ini says the tutorial is done" \
    grep -qx 'tutorial_done = true' "$apart"
check "kept apart: settings.ini does not" sh -c "! grep -q tutorial_done '$conf/settings.ini'"
rm -f "$conf/settings.ini"
start_game --windowed 1024x700 --no-sound
check "settings.ini lost: no tutorial, the title screen" wait_state "d['view']=='menu'" 3
sleep 0.5
check "settings.ini lost: still the title screen" wait_state \
    "d['view']=='menu' and d['settings']['tutorial_done']"
stop_game
printf 'music_volume = 50\n\001\002\003\000binary\n' >"$conf/settings.ini"
start_game --windowed 1024x700 --no-sound
check "settings.ini unreadable: reset, said, and no tutorial" wait_state \
    "d['view']=='menu' and 'settings.ini.bad' in (d['notice'] or '') and d['settings']['tutorial_done']"
stop_game
rm -rf "$XDG_STATE_HOME" "$XDG_CONFIG_HOME"
mkdir -p "$conf"
printf 'sfx_volume = 30\ntutorial_done = true\nshifts_seen = down,left\n' >"$conf/settings.ini"
start_game --windowed 1024x700 --no-sound
check "an older settings.ini: read (no tutorial, the cards seen)" wait_state \
    "d['view']=='menu' and d['settings']['tutorial_done'] and sorted(d['settings']['shifts_seen'].split(','))==['down','left']"
check "an older settings.ini: its lines moved to first_start.ini" sh -c \
    "grep -qx 'tutorial_done = true' '$apart' && grep -qx 'shifts_seen = down,left' '$apart'"
check "an older settings.ini: gone from it, the rest kept" sh -c \
    "! grep -qE 'tutorial_done|shifts_seen' '$conf/settings.ini' && grep -qx 'sfx_volume = 30' '$conf/settings.ini'"
stop_game

# The first start played to its end: Play starts a game, in both languages.
for lang in C zh_CN.UTF-8; do
    l=$(echo "$lang" | cut -c1-2)
    play=Play
    [ "$l" = zh ] && play='开始游戏'
    rm -rf "$XDG_STATE_HOME" "$XDG_CONFIG_HOME" # a first start
    LANG=$lang LANGUAGE= LC_ALL= LC_MESSAGES= start_game --windowed 640x400 --no-sound
    check "$l: offered" wait_state "d['view']=='tutorial' and d['tutorial_step']==0"
    button tutorial_start
    for step in 1 2 3; do
        check "$l: board $step" wait_state \
            "d['tutorial_step']==$step and len(d['drawn'])>2"
        set -- $(pair)
        click_tile "$1"
        click_tile "$2"
        check "$l: board $step: Next enabled" wait_state \
            "d['buttons'][0]['id']=='tutorial_next' and d['buttons'][0]['enabled']"
        button tutorial_next
    done
    check "$l: the end: one button, $play, centred" wait_state \
        "d['tutorial_step']==4 and [(b['id'],b['label']) for b in d['buttons']] == [('tutorial_next','$play')] and abs(d['buttons'][0]['x'] + d['buttons'][0]['w'] / 2 - 320) <= 2"
    check "$l: the end: nothing cut or overlapping" wait_state \
        "d['clipped'] is None and d['overlap'] is None and d['buttons'][0]['text_w'] <= d['buttons'][0]['w']"
    shot "first-end-640x400-$l"
    button tutorial_next
    check "$l: Play: an easy timed run at level 1" wait_state \
        "d['view']=='playing' and d['difficulty']=='easy' and d['level']==1 and d['kind']=='timed' and d['run']"
    check "$l: the tutorial done" wait_state "d['settings']['tutorial_done']"
    stop_game
done
e2e_summary first_start
