#!/bin/sh
# motion.sh - Motion and Contrast follow the desktop (issue 47), through a
# fake XDG settings portal on a private session bus (fake_portal.py):
# with reduced-motion 1 and contrast 1 and both settings automatic, the
# state file's "applied" says motion reduced and contrast high, both from
# the desktop, and the title's light is off; the portal's SettingChanged
# to 0 while the game runs turns them back (full, normal; the light on);
# the settings chosen on the Accessibility tab override the desktop
# ("setting"). An older portal (Read only, the value in two variants):
# reduced from the desktop all the same, and a level cleared under reduced
# motion keeps the path and the celebration's words and drops the burst,
# "+N" and the confetti (none of the confetti's red in the screenshot; a
# full celebration of the same board has some 60000 such pixels) and the
# bar's counters do not pulse (issue 44); nor with motion none, after a
# restart. No bus at all: settings.sh.
# Screenshots: $LLK_BUILD/screenshots/motion-*.png
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary motion; exit 1; }

applied() { # applied MOTION FROM CONTRAST FROM
    wait_state "d['applied']['motion']=='$1' and d['applied']['motion_from']=='$2' \
and d['applied']['contrast']=='$3' and d['applied']['contrast_from']=='$4'" 5
}

check "a fake portal: reduced-motion 1, contrast 1" \
    portal_start reduced-motion=1 contrast=1
check "game starts" start_game --no-sound --windowed 1024x700
check "motion reduced, contrast high, both from the desktop" \
    applied reduced desktop high desktop
wait_drawn menu >/dev/null
check "reduced: the title's light is off" wait_state \
    "d['view']=='menu' and d['effects']==''" 2
portal_set reduced-motion=0 contrast=0
check "the desktop's SettingChanged to 0: full, normal" \
    applied full desktop normal desktop
check "full: the title's light comes on" wait_state \
    "d['effects']=='title_light'" 5
portal_set reduced-motion=1 contrast=1
button settings
wait_button settings_access
button settings_access
wait_button motion
check "and back: reduced, high" applied reduced desktop high desktop
button motion # auto -> full
button motion # -> reduced
button motion # -> none
check "the Accessibility tab's Motion: none, from the setting" \
    applied none setting high desktop
button contrast # auto -> normal
check "Contrast normal: from the setting, over the desktop's high" \
    applied none setting normal setting
key Escape
check "none: no title light" wait_state "d['view']=='menu' and d['effects']==''" 2
stop_game
check "both saved" sh -c "grep -q '^motion *= *none' '$XDG_CONFIG_HOME/lianliankan/settings.ini' && \
grep -q '^contrast *= *normal' '$XDG_CONFIG_HOME/lianliankan/settings.ini'"
portal_stop
check "a restart (the portal gone): both still the setting's" start_game --no-sound \
    --windowed 1024x700 --board "$LLK_TOP/tests/e2e/data/one_pair.txt" --difficulty easy
check "remembered across it: motion none, contrast normal" applied none setting normal setting
wait_state "d['view']=='playing'" >/dev/null
set -- $(state pair1 "$LLK")
click "$1" "$2"
click "$3" "$4"
check "none: the pair scores" wait_state "d['tiles_left']==0 and d['score']>0"
# no_pulse: no state written in the next 1.5 s says a counter pulses
no_pulse() {
    ! wait_state "'pulse' in d['effects'].split()" 1 >/dev/null
}
check "none: no counter pulses" no_pulse
stop_game
rm -f "$XDG_CONFIG_HOME/lianliankan/settings.ini"

# An older portal: Read's answer; a level cleared with reduced motion
check "an older portal (Read only): reduced-motion 1" \
    portal_start reduced-motion=1 version=1
check "one pair" start_game --board "$LLK_TOP/tests/e2e/data/one_pair.txt" \
    --difficulty easy --windowed 1024x700 --no-sound
check "Read: motion reduced from the desktop; contrast unknown: default" \
    applied reduced desktop normal default
wait_state "d['view']=='playing'" >/dev/null
set -- $(state pair1 "$LLK")
click "$1" "$2"
click "$3" "$4"
check "reduced: the path and the celebration, no burst, no +N, no pulse" wait_state \
    "d['tiles_left']==0 and 'celebration' in d['effects'].split() and \
not {'burst','points','pop','pulse'} & set(d['effects'].split())"
sleep 0.2
shot motion-cleared
check "the celebration without confetti (no red on the felt)" \
    sh -c "[ \"\$($PY $e2e_here/shot.py $SHOTS/motion-cleared.png count 232 96 72)\" -lt 20 ]"
stop_game
portal_stop

e2e_summary motion
