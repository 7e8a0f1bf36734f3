#!/bin/sh
# settings.sh - the Settings screen: every setting changed by its button
# id, applied and saved at once; after a restart each is still set and the
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
button settings
check "Settings: a button per setting" wait_state \
    "d['view']=='settings' and [b['id'] for b in d['buttons']]==['sfx_volume','fullscreen','anim_speed','path_ms','confirm_leave','language','tileset','background','music_volume','back']"
shot settings-1024
# One click each: volume 80 -> 90, anim normal -> fast, path 300 -> 400,
# confirm on -> off. (Fullscreen last, on its own.)
for k in sfx_volume anim_speed path_ms confirm_leave; do
    before=$(state get settings | "$PY" -c "import json,sys; print(json.dumps(json.load(sys.stdin)['$k']))")
    button "$k"
    check "$k changes on a click (was $before)" wait_state \
        "json.dumps(d['settings']['$k'])!='$before'"
done
check "the values after one click each" wait_state \
    "d['settings']['sfx_volume']==90 and d['settings']['anim_speed']=='fast' and \
d['settings']['path_ms']==400 and d['settings']['confirm_leave']==False"
check "saved at once" grep -q '^anim_speed = fast$' "$INI"
# Keyboard: focus path_ms with the arrows, Enter steps it.
button path_ms
check "a second click on path_ms" wait_state "d['settings']['path_ms']==500"
stop_game
check "settings.ini holds them" sh -c "grep -q '^sfx_volume = 90$' '$INI' && \
grep -q '^path_ms = 500$' '$INI' && grep -q '^confirm_leave = false$' '$INI'"
printf '# mine\ncolour = blue\n' >>"$INI"
check "restart" start_game --no-sound
check "after a restart: still set" wait_state \
    "d['settings']['sfx_volume']==90 and d['settings']['anim_speed']=='fast' and \
d['settings']['path_ms']==500 and d['settings']['confirm_leave']==False"
button settings
wait_state "d['view']=='settings'" >/dev/null
button fullscreen
check "fullscreen on" wait_state "d['settings']['fullscreen']==True"
stop_game
check "an unknown key and a comment are kept" sh -c \
    "grep -q '^colour = blue$' '$INI' && grep -q '^# mine$' '$INI' && grep -q '^fullscreen = true$' '$INI'"
check "restart (fullscreen)" start_game --no-sound
check "fullscreen remembered" wait_state "d['settings']['fullscreen']==True"
button settings
wait_state "d['view']=='settings'" >/dev/null
button fullscreen
check "fullscreen off" wait_state "d['settings']['fullscreen']==False"
# The language: auto -> English -> 简体中文 at once, and remembered.
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
stop_game
# A bad value: the default, one warning naming file, line and key.
sed -i 's/^sfx_volume = 90$/sfx_volume = loud/' "$INI"
check "restart with a bad value" start_game --no-sound
check "the default volume" wait_state "d['settings']['sfx_volume']==80"
stop_game
check "one warning naming file, line and key" sh -c \
    "[ \$(grep -c 'settings.ini:[0-9]*: sfx_volume: bad value' '$e2e_work/game.err') = 1 ]"
e2e_summary settings
