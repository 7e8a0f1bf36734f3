#!/bin/sh
# transition.sh - a change of screen is shown (issue 44, src/front/
# transition.c): with Motion full the title's Settings slides the title out
# to the left (forward) and Escape slides Settings out to the right (back);
# the state's "effects" says "transition" from the change on and not once
# it ran its 160 ms (the game's own measure, LLK_TRACE's "transition" line:
# 160 ms planned, ended within 160-410 ms, drawn in 2 frames or more);
# slowed down (LLK_ANIM_SCALE=8: 1.28 s) a screenshot in the middle differs from the
# settled screen, and Settings' Back clicked during it (where the state
# says it is) acts at once; Motion none: no transition at all.
# Screenshots: $LLK_BUILD/screenshots/transition-*.png
. "$(dirname "$0")/lib/common.sh"
e2e_shot_mid=1 # its shots are taken in the middle of a transition on purpose

INI=$XDG_CONFIG_HOME/lianliankan/settings.ini
e2e_start_x || { bad "Xvfb starts"; e2e_summary transition; exit 1; }
mkdir -p "${INI%/*}"
printf 'motion = full\n' >"$INI"
export LLK_TRACE=1

trans_line() { # trans_line N: the Nth transition the game measured
    grep 'llk-trace: transition ' "$e2e_work/game.err" | sed -n "${1}p"
}
# span_ok N DIR: the Nth transition went DIR, slid, planned 160 ms, took
# 160-410 ms (more under the sanitizers) in at least 2 frames
span_ok() {
    echo "  (measured: $(trans_line "$1"))"
    trans_line "$1" | awk -v dir="$2" -v most=$((160 + 250 * e2e_slow)) \
        '{ ok = $3 == dir && $4 == "slide" && $5 == 160 && $7 >= 160 &&
           $7 <= most && $9 >= 2 } END { exit !(NR == 1 && ok) }'
}

check "game starts (Motion full)" start_game --no-sound --windowed 1024x700
wait_drawn menu >/dev/null
button settings
check "Settings: effects says transition at once" wait_state \
    "d['view']=='settings' and 'transition' in d['effects'].split()" 1
check "and not once it ran" wait_state \
    "d['view']=='settings' and 'transition' not in d['effects'].split()" 2
check "forward, 160 ms as measured" wait_log 'llk-trace: transition ' 1
check "its span" span_ok 1 forward
key Escape
check "Escape: the title, with a transition" wait_state \
    "d['view']=='menu' and 'transition' in d['effects'].split()" 1
check "back, 160 ms as measured" wait_log 'llk-trace: transition ' 2
check "its span" span_ok 2 back
stop_game

export LLK_ANIM_SCALE=8
check "game starts (transitions 8 times slower)" start_game --no-sound \
    --windowed 1024x700
wait_drawn menu >/dev/null
button settings
check "Settings: in transition" wait_state \
    "d['view']=='settings' and 'transition' in d['effects'].split()" 1
shot transition-mid
check "still in transition after the shot" wait_state \
    "'transition' in d['effects'].split()" 0
# where the state says Back is now (state.py's button waits for the end
# of a transition: not here)
xy=$("$PY" -c "import json
b = [b for b in json.load(open('$STATE'))['buttons'] if b['id'] == 'back'][0]
print(int(b['x'] + b['w'] / 2), int(b['y'] + b['h'] / 2))")
check "Back clicked during it (where the state says): the title" sh -c \
    "xdotool mousemove --window $e2e_wid $xy mousedown 1 mouseup 1"
check "the title at once, the transition still running" wait_state \
    "d['view']=='menu' and 'transition' in d['effects'].split()" 1
check "the back transition's end" wait_state \
    "d['view']=='menu' and 'transition' not in d['effects'].split()" 4
button settings
sleep 0.6
shot transition-half # (to look at: half-way out)
wait_state "d['view']=='settings' and 'transition' not in d['effects'].split()" 4 >/dev/null
wait_drawn settings >/dev/null
shot transition-settled
check "the shot in the middle differs from the settled screen" sh -c \
    "[ \"\$(compare -metric AE '$SHOTS/transition-mid.png' '$SHOTS/transition-settled.png' null: 2>&1)\" -gt 20000 ]"
check "measured: forward cut by the click, back, forward" sh -c \
    "[ \"\$(awk '/llk-trace: transition / { printf \"%s%s \", \$3, \$11 == \"cut\" ? \"-cut\" : \"\" }' \
'$e2e_work/game.err')\" = 'forward-cut back forward ' ]"
stop_game
unset LLK_ANIM_SCALE

printf 'motion = none\n' >"$INI"
check "game starts (Motion none)" start_game --no-sound --windowed 1024x700
wait_drawn menu >/dev/null
button settings
check "Settings drawn" wait_drawn settings
check "none: no transition said" wait_state \
    "'transition' not in d['effects'].split()" 0
key Escape
check "the title drawn" wait_drawn menu
check "none: no transition measured" sh -c \
    "! grep -q 'llk-trace: transition ' '$e2e_work/game.err'"
stop_game

e2e_summary transition
