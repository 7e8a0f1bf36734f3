#!/bin/sh
# practice_time.sh - practice time (issue 47, WCAG 2.2.1) on a real
# window: Settings' Accessibility tab has "Time in practice"; a click steps
# it to twice as long, and a chosen level then starts with twice its
# countdown, marked assisted (no best, no stars), while a new run keeps its
# clock; "no countdown": a chosen level's clock stands still while the time
# played counts, the bar saying so; the choice is remembered across a
# restart. The tab looked at in English at 1024x700 and in Chinese at
# 640x400 (seen.py: every text drawn where the state says, none clipped).
# Screenshots: $LLK_BUILD/screenshots/practice_time-*.png
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary practice_time; exit 1; }

# the countdown of levels 2 and 3 by difficulty, ms (src/game/levels.c)
base="{'easy':300000,'normal':420000,'hard':480000}[d['difficulty']]"

start_game --windowed 1024x700 --no-sound
check "the title" wait_button settings
button settings
wait_button settings_access
button settings_access
check "the Accessibility tab: Time in practice, as usual" wait_state \
    "d['view']=='settings' and 'practice_time' in [b['id'] for b in d['buttons']] and \
d['settings']['practice_time']=='1'"
wait_drawn settings >/dev/null
check "the tab as drawn (1024x700)" seen_look practice_time-tab-en en
button practice_time
check "a click: twice as long" wait_state \
    "d['settings']['practice_time']=='2' and \
[b['value_text'] for b in d['buttons'] if b['id']=='practice_time']==['twice as long']"
key Escape
wait_button levels
button levels
wait_button level_3
button level_3
yes_if_asked
check "a chosen level: twice its countdown, assisted" wait_state \
    "d['view']=='playing' and d['kind']=='practice' and d['level']==3 and \
$base * 2 - 15000 < d['time_left_ms'] <= $base * 2 and d['assisted']"
key Escape
wait_button new_easy
button new_easy
yes_if_asked
check "a run keeps its clock" wait_state \
    "d['view']=='playing' and d['kind']=='timed' and d['time_left_ms'] <= $base and not d['assisted']"
key Escape
wait_button settings
button settings
wait_button settings_access
button settings_access
button practice_time
wait_state "d['settings']['practice_time']=='4'" >/dev/null
button practice_time
check "two more clicks: no countdown" wait_state "d['settings']['practice_time']=='off'"
key Escape
wait_button levels
button levels
wait_button level_2
button level_2
yes_if_asked
wait_state "d['view']=='playing' and d['level']==2" >/dev/null
sleep 2
check "no countdown: the clock stands still, the time played counts" wait_state \
    "d['time_left_ms']==$base and d['elapsed_ms'] >= 1500"
check "the bar says the time played" wait_state \
    "any(t['text'].endswith(' played') for t in d['texts'])"
stop_game

LANG=zh_CN.UTF-8 LANGUAGE= LC_ALL= LC_MESSAGES= start_game --windowed 640x400 --no-sound
check "remembered across a restart" wait_state "d['settings']['practice_time']=='off'"
wait_button settings
button settings
wait_button settings_access
button settings_access
wait_state "'practice_time' in [b['id'] for b in d['buttons']]" >/dev/null
wait_drawn settings >/dev/null
check "zh: the tab as drawn (640x400)" seen_look practice_time-tab-zh zh
stop_game

e2e_summary practice_time
