#!/bin/sh
# settings.sh - the Settings screen: its tabs, and every setting changed
# by its control (ids: the keys): a choice and a switch by a click, a
# slider by Left/Right, the wheel, a click on its track and a drag, both
# ways and held in its range; applied at once (the state's "applied":
# the animations' lengths, the mixer's volume; confirm_leave off asks
# nothing) and saved at once; after a restart each is still set and the
# state file's "settings" says so; the window's size is remembered, while
# --windowed overrides it for one run without being saved; a bad value in
# settings.ini gives the default and one warning naming file, line and key.
# Screenshots: $LLK_BUILD/screenshots/settings-*.png
. "$(dirname "$0")/lib/common.sh"

INI=$XDG_CONFIG_HOME/lianliankan/settings.ini
e2e_start_x || { bad "Xvfb starts"; e2e_summary settings; exit 1; }
xdotool mousemove 5 5
check "game starts" start_game --no-sound
check "the menu has settings, scores, stats" wait_state \
    "set(['settings','scores','stats']) <= set(b['id'] for b in d['buttons'])"
check "the state has every setting" wait_state \
    "set(d['settings']) >= {'sfx_volume','fullscreen','anim_speed','path_ms','confirm_leave','window_w','window_h','tileset','background','music_volume'}"
check "first start: the window is 1024x700 (the defaults)" wait_state \
    "d['settings']['window_w']==1024 and d['settings']['window_h']==700"
check "no session bus: motion full, contrast normal, by default" wait_state \
    "[d['applied'][k] for k in ('motion','motion_from','contrast','contrast_from')]==['full','default','normal','default']"
button settings
check "Settings: five tabs, the Game tab's settings, Back" wait_state \
    "d['view']=='settings' and [b['id'] for b in d['buttons']]==['settings_game','settings_look','settings_sound','settings_lang','settings_access','anim_speed','path_ms','confirm_leave','warn_losing','back']"
check "their kinds; the Game tab is the one shown" wait_state \
    "[b['kind'] for b in d['buttons']]==['tab']*5+['choice','slider','toggle','toggle','button'] and \
[b['id'] for b in d['buttons'] if b['chosen']]==['settings_game']"
shot settings-1024
# value ID: the value of control ID on show
value() {
    state get buttons | "$PY" -c "import json,sys; print([b.get('value') for b in json.load(sys.stdin) if b['id']=='$1'][0])"
}
# at ID FRACTION: the window point at FRACTION of control ID's width
at() {
    state get buttons | "$PY" -c "import json,sys
b=[b for b in json.load(sys.stdin) if b['id']=='$1'][0]
print(int(b['x']+b['w']*$2), int(b['y']+b['h']/2))"
}
# A choice steps on a click (its arrows both ways), a switch turns over.
button anim_speed
check "anim_speed: a click, the next choice" wait_state "d['settings']['anim_speed']=='fast'"
button confirm_leave
check "confirm_leave: a click turns it off" wait_state "d['settings']['confirm_leave']==False"
button warn_losing
check "warn_losing: on by default, a click turns it off" wait_state "d['settings']['warn_losing']==False"
# A slider: a click on its label focuses it; Right/Left and the wheel
# move it by its step, both ways, held in its range.
button path_ms
check "path_ms: a click on its label focuses it, no change" wait_state \
    "[b['id'] for b in d['buttons'] if b['selected']]==['path_ms'] and d['settings']['path_ms']==300"
key Right
check "Right: 400" wait_state "d['settings']['path_ms']==400"
key Left Left
check "Left twice: 200" wait_state "d['settings']['path_ms']==200"
set -- $(at path_ms 0.3)
xdotool mousemove --window "$e2e_wid" "$1" "$2" click 4
check "the wheel up: 300" wait_state "d['settings']['path_ms']==300"
xdotool click 5 click 5
check "the wheel down twice: 100" wait_state "d['settings']['path_ms']==100"
key Left
check "held at its least" wait_state "d['settings']['path_ms']==100 and d['applied']['path_ms']==100"
key Right Right Right Right
check "Right x4: 500, applied at once" wait_state \
    "d['settings']['path_ms']==500 and d['applied']['path_ms']==500"
check "anim_speed applied at once (fast: half the length)" wait_state "d['applied']['anim_pct']==50"
check "the slider's value and range in the state" wait_state \
    "[(b['value'],b['min'],b['max'],b['step']) for b in d['buttons'] if b['id']=='path_ms']==[(500,100,2000,100)]"
# The Sound tab: the volumes' sliders; a click on the track and a drag.
button settings_sound
wait_button sfx_volume
check "Sound: the volumes" wait_state \
    "[b['id'] for b in d['buttons'][5:]]==['sfx_volume','music_volume','back'] and \
[b['id'] for b in d['buttons'] if b['chosen']]==['settings_sound']"
check "--no-sound: the tab says so (the volumes are kept all the same)" wait_state \
    "d['notice']=='Sound is off for this run (--no-sound).' and d['clipped'] is None"
set -- $(at sfx_volume 0.59)
xdotool mousemove --window "$e2e_wid" "$1" "$2" mousedown 1
check "a press at the track's left end: a low volume" wait_state "d['settings']['sfx_volume']<=20"
set -- $(at sfx_volume 0.97)
xdotool mousemove --window "$e2e_wid" "$1" "$2" mouseup 1
check "dragged to its right end: 100" wait_state "d['settings']['sfx_volume']==100"
key Left
check "Left: 90" wait_state "d['settings']['sfx_volume']==90"
shot settings-sound-1024
# The Accessibility tab: its seven rows (issue 47), all in view here.
button settings_access
wait_button speech
check "Accessibility: its rows, Keys last, all in view" wait_state \
    "[b['id'] for b in d['buttons'][5:]]==['practice_time','text_size','motion',\
'contrast','show_kind','speech','keys','back'] and \
not any(m['kind'].startswith('more_') for m in d['marks'])"
# Speech on by keys: its switch said with its value, then each control the
# arrows focus, a choice with its value (the state file's spoken)
key Down Down Down Down Down Down Return
check "Speech on by keys: said, with its value" wait_state \
    "d['settings']['speech'] and d['spoken'][-1:]==['Speech, on']"
key Up
check "Up: the show-a-kind choice said, with its value" wait_state \
    "d['spoken'][-1]=='Show all tiles like it, while held'"
key Down
wait_state "len(d['spoken'])==3" >/dev/null
handled 1 key Return
check "Speech off: nothing more said" wait_state \
    "not d['settings']['speech'] and d['spoken']==['Speech, on', \
'Show all tiles like it, while held', 'Speech, on']"
key Up Right
check "Show all tiles like it: until clicked again, by keys" wait_state \
    "d['settings']['show_kind']=='toggle' and \
[b['value_text'] for b in d['buttons'] if b['id']=='show_kind']==['until clicked again']"
key Down Return
check "Speech on again (to be remembered)" wait_state "d['settings']['speech']"
check "saved at once" grep -q '^anim_speed = fast$' "$INI"
stop_game
check "settings.ini holds them" sh -c "grep -q '^sfx_volume = 90$' '$INI' && \
grep -q '^path_ms = 500$' '$INI' && grep -q '^confirm_leave = false$' '$INI' && \
grep -q '^warn_losing = false$' '$INI'"
printf '# mine\ncolour = blue\n' >>"$INI"
# (with sound: SDL's dummy driver, the real mixer)
check "restart" start_game
check "after a restart: still set" wait_state \
    "d['settings']['sfx_volume']==90 and d['settings']['anim_speed']=='fast' and \
d['settings']['show_kind']=='toggle' and d['settings']['speech'] and \
d['settings']['path_ms']==500 and d['settings']['confirm_leave']==False and \
d['settings']['warn_losing']==False"
check "the effects' volume reached the mixer" wait_state "d['applied']['sfx_volume']==90"
# confirm_leave off: a new game over one in progress asks nothing
button new_easy
wait_state "d['view']=='playing'" >/dev/null
key Escape
wait_button new_normal
button new_normal
check "confirm_leave off: no question, the new game" wait_state \
    "d['view']=='playing' and d['difficulty']=='normal'"
key Escape
wait_button settings
button settings
wait_state "d['view']=='settings'" >/dev/null
button settings_sound
wait_button sfx_volume
check "with a sound device: the tab says nothing of it" wait_state "d['notice'] is None"
button sfx_volume
key Left
check "the volume moved on screen reaches the mixer at once" wait_state \
    "d['settings']['sfx_volume']==80 and d['applied']['sfx_volume']==80"
key Right
wait_state "d['settings']['sfx_volume']==90" >/dev/null
button settings_look
wait_button fullscreen
button fullscreen
check "fullscreen on" wait_state "d['settings']['fullscreen']==True"
stop_game
check "an unknown key and a comment are kept" sh -c \
    "grep -q '^colour = blue$' '$INI' && grep -q '^# mine$' '$INI' && grep -q '^fullscreen = true$' '$INI'"
check "restart (fullscreen)" start_game --no-sound
check "fullscreen remembered" wait_state "d['settings']['fullscreen']==True"
# (Xvfb has no window manager: the window stays 1024x700 while the game
# lays out for the whole screen, so the menu's foot row is out of the
# pointer's reach: Settings by keys, End then two to the left)
key End Left Left Return
wait_state "d['view']=='settings'" >/dev/null
button settings_look
wait_button fullscreen
button fullscreen
check "fullscreen off" wait_state "d['settings']['fullscreen']==False"
# The language: auto -> English -> 简体中文 at once, and remembered. (Its
# tab by keys: the window has just changed size.)
sleep 0.5
key Home Right Right Right Return
wait_button language
check "language: automatic (English here)" wait_state "d['settings']['language']=='auto' and d['lang']=='en'"
button language
check "language: English" wait_state "d['settings']['language']=='en' and d['lang']=='en'"
button language
check "language: Chinese at once" wait_state \
    "d['settings']['language']=='zh_CN' and d['lang']=='zh_CN' and \
any(b['id']=='back' and b['label']=='返回' for b in d['buttons'])"
stop_game
check "language saved" grep -q '^language = zh_CN$' "$INI"
check "restart (Chinese)" start_game --no-sound
check "Chinese remembered" wait_state "d['lang']=='zh_CN' and d['settings']['language']=='zh_CN'"
button settings
wait_state "d['view']=='settings'" >/dev/null
button settings_lang
wait_button language
button language
check "language: back to automatic" wait_state "d['settings']['language']=='auto' and d['lang']=='en'"
# The window's size: resized by the player, remembered.
xdotool windowsize "$e2e_wid" 900 640
check "resized to 900x640" wait_state \
    "d['settings']['window_w']==900 and d['settings']['window_h']==640"
stop_game
check "restart" start_game --no-sound
check "the window comes back at 900x640" wait_state \
    "d['settings']['window_w']==900 and d['settings']['window_h']==640"
check "the window is 900x640" sh -c \
    "xdotool getwindowgeometry '$e2e_wid' | grep -q 'Geometry: 900x640'"
stop_game
# The command line overrides for one run, and is not saved.
check "--windowed 800x600" start_game --no-sound --windowed 800x600
check "in effect" wait_state "d['settings']['window_w']==800 and d['settings']['window_h']==600"
stop_game
check "not saved" sh -c "grep -q '^window_w = 900$' '$INI' && grep -q '^window_h = 640$' '$INI'"
# 640x400: the screen still fits.
check "640x400" start_game --no-sound --windowed 640x400
button settings
wait_state "d['view']=='settings'" >/dev/null
sleep 0.3
shot settings-640
check "at 640x400 every button is inside the window" wait_state \
    "all(b['y']+b['h']<=400 and b['x']>=0 and b['x']+b['w']<=640 for b in d['buttons'])"
# Keys (Accessibility): a key of the player's own for the hint; U refused
# (Undo's), J taken and saved; the rows that do not fit on further pages
button settings_access
wait_button speech
check "640x400 at 100 %: the seven Accessibility rows all shown, shorter, no chevron" \
    wait_state "sum(b['id'] in ('practice_time','text_size','motion','contrast',\
'show_kind','speech','keys') for b in d['buttons'])==7 and \
not any(m['kind'].startswith('more_') for m in d['marks']) and \
all(b['y']+b['h']<=400 for b in d['buttons']) and \
min(b['h'] for b in d['buttons'] if b['id'] in ('speech','keys'))>=20 and \
d.get('clipped') is None and d.get('overlap') is None"
shot settings-access-640-100
# at 150 % they fit with Back beside the title; at 200 % they scroll
button text_size
wait_state "d['settings']['text_size']=='125'" >/dev/null
button text_size
wait_state "d['settings']['text_size']=='150'" >/dev/null
shot settings-access-640-150
button text_size
wait_state "d['settings']['text_size']=='200'" >/dev/null
check "640x400 at 200 %: the Accessibility rows scroll, Keys out of view, a chevron below" \
    wait_state "not any(b['id']=='keys' for b in d['buttons']) and \
[m['kind'] for m in d['marks'] if m['kind'].startswith('more_')]==['more_below'] and \
d.get('clipped') is None and d.get('overlap') is None"
set -- $(state button text_size)
xdotool mousemove --window "$e2e_wid" "$1" "$2" click --repeat 5 --delay 60 5
check "the wheel scrolls them: Keys in view, a chevron above" wait_state \
    "any(b['id']=='keys' for b in d['buttons']) and \
[m['kind'] for m in d['marks'] if m['kind'].startswith('more_')]==['more_above'] and \
all(b['y']+b['h']<=400 for b in d['buttons'])"
shot settings-access-640
xdotool click --repeat 5 --delay 60 4
check "and back" wait_state "not any(b['id']=='keys' for b in d['buttons'])"
# (at 200 % the tabs take two rows: Down until Keys, at most ten)
key Home
for _ in 1 2 3 4 5 6 7 8 9 10; do
    sleep 0.2
    "$PY" -c "import json, sys; d = json.load(open('$STATE')); \
sys.exit(not any(b['id']=='keys' and b['selected'] for b in d['buttons']))" \
        2>/dev/null && break
    key Down
done
check "the arrows scroll to the focused row: Down to Keys" wait_state \
    "any(b['id']=='keys' and b['selected'] for b in d['buttons'])"
button keys
wait_state "d['view']=='keys'" >/dev/null
# (at 200 % a page holds five actions: More until the hint's)
for _ in 1 2 3 4; do
    "$PY" -c "import json, sys; d = json.load(open('$STATE')); \
sys.exit(not any(b['id']=='key_hint' for b in d['buttons']))" 2>/dev/null && break
    button more
    sleep 0.2
done
check "Keys: a row per action (the rest behind More) at 640x400, 200 %" wait_state \
    "d['view']=='keys' and any(b['id']=='key_hint' for b in d['buttons']) and \
(sum(b['id'].startswith('key_') for b in d['buttons'])==17 or \
any(b['id']=='more' for b in d['buttons'])) and d.get('clipped') is None and \
d.get('overlap') is None"
shot settings-keys-640
button key_hint
check "a row clicked waits for a key" wait_state "d['notice'].startswith('Press the key for')"
key u
check "U refused: Undo has it" wait_state "'U is already the key for: Undo' in d['notice']"
button key_hint
wait_state "d['notice'].startswith('Press the key for')" >/dev/null
key j
check "J taken" wait_state "d['notice'].startswith('J is now the key for')"
check "and saved" grep -q '^key_hint = j$' "$INI"
key Escape
check "Esc: back to Settings, on Keys" wait_state \
    "d['view']=='settings' and any(b['id']=='keys' and b['selected'] for b in d['buttons'])"
stop_game
# A bad value: the default, one warning naming file, line and key.
sed -i 's/^sfx_volume = 90$/sfx_volume = loud/' "$INI"
check "restart with a bad value" start_game --no-sound
check "the default volume" wait_state "d['settings']['sfx_volume']==80"
stop_game
check "one warning naming file, line and key" sh -c \
    "[ \$(grep -c 'settings.ini:[0-9]*: sfx_volume: bad value' '$e2e_work/game.err') = 1 ]"
e2e_summary settings
