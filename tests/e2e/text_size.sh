#!/bin/sh
# text_size.sh - text size (issue 47) on a real window: Settings'
# Accessibility tab has "Text size"; each click steps it (100, 125, 150,
# 200 %), and every text on show grows at once by that much (the state
# file's drawn texts: the tab's title and the row's label), nothing
# clipped or overlapping and each label inside its control (seen.py, in
# the screenshot); the choice is remembered across a restart, and the
# title then comes up at that size, in English at 1024x700 and in Chinese
# at 1920x1080 (200 %); at 640x400 and 200 % in Chinese the title, Help
# and the calendar. Every other screen at these sizes: seen.sh's
# text-size passes. Screenshots: $LLK_BUILD/screenshots/text_size-*.png
LLK_E2E_SCREEN=${LLK_E2E_SCREEN:-2000x1200x24} # room for 1920x1080
export LLK_E2E_SCREEN
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary text_size; exit 1; }

# px TEXT: the size the state file says TEXT is drawn at (the first of it)
px() {
    "$PY" -c "
import json, sys
d = json.load(open('$STATE'))
p = [t['px'] for t in d.get('texts', []) if t['text'] == sys.argv[1]]
print(p[0] if p else 0)" "$1"
}

# grown BASE NOW PCT: NOW is BASE times PCT/100, to a pixel either way
grown() {
    "$PY" -c "import sys; b, n, p = map(float, sys.argv[1:]); \
sys.exit(0 if b > 0 and abs(n - b * p / 100) <= 1.5 else 1)" "$@"
}

fits="d.get('clipped') is None and d.get('overlap') is None"

start_game --windowed 1024x700 --no-sound
check "the title" wait_button settings
button settings
wait_button settings_access
button settings_access
check "the Accessibility tab: Text size, 100 %" wait_state \
    "d['view']=='settings' and d['settings']['text_size']=='100' and \
[b['value_text'] for b in d['buttons'] if b['id']=='text_size']==['100 %']"
wait_drawn settings >/dev/null
title0=$(px Settings)
label0=$(px "Text size")
for pct in 125 150; do
    button text_size
    check "a click: $pct %" wait_state "d['settings']['text_size']=='$pct'"
    wait_drawn settings >/dev/null
    check "$pct %: the screen's title grown ($title0 px, now $(px Settings))" \
        grown "$title0" "$(px Settings)" "$pct"
    check "$pct %: the row's label grown ($label0 px, now $(px 'Text size'))" \
        grown "$label0" "$(px 'Text size')" "$pct"
    check "$pct %: nothing clipped or overlapping" wait_state "$fits" 2
done
check "the tab at 150 % as drawn (1024x700)" seen_look text_size-tab-150-en en
stop_game
check "remembered: 150 in settings.ini" \
    grep -q '^text_size *= *150' "$XDG_CONFIG_HOME/lianliankan/settings.ini"
start_game --windowed 1024x700 --no-sound
wait_drawn menu >/dev/null
check "a restart: the title at 150 %" wait_state \
    "d['settings']['text_size']=='150' and $fits"
check "the title at 150 % as drawn (1024x700)" seen_look text_size-title-150-en en
stop_game

# 200 % in Chinese at 1920x1080: set on the tab, the title looked at
LANG=zh_CN.UTF-8 LANGUAGE= LC_ALL= LC_MESSAGES= start_game --windowed 1920x1080 --no-sound
wait_button settings
button settings
wait_button settings_access
button settings_access
wait_state "d['settings']['text_size']=='150'" >/dev/null
button text_size
check "zh: a click: 200 %" wait_state "d['settings']['text_size']=='200'"
wait_drawn settings >/dev/null
check "zh: 200 %: nothing clipped or overlapping" wait_state "$fits" 2
check "zh: the tab at 200 % as drawn (1920x1080)" seen_look text_size-tab-200-zh zh
key Escape
wait_drawn menu >/dev/null
check "zh: the title at 200 % as drawn (1920x1080)" seen_look text_size-title-200-zh zh
check "zh: the title at 200 %: nothing clipped or overlapping" wait_state "$fits" 2
stop_game

# 200 % at 640x400, the smallest window, in Chinese (its lines the
# tallest): the title makes room (the name smaller or left out, the rows
# closer) with every button inside the window; Help's rules (the diagrams
# left out when no room holds them) and the deal of the day's calendar
# (the days of the week in their shortest form) with nothing clipped or
# overlapping.
inside="all(b['x']>=0 and b['y']>=0 and b['x']+b['w']<=640 and b['y']+b['h']<=400 for b in d['buttons'])"
LANG=zh_CN.UTF-8 LANGUAGE= LC_ALL= LC_MESSAGES= start_game --windowed 640x400 --no-sound
wait_drawn menu >/dev/null
check "zh 640x400 200 %: the title's buttons all inside the window, none over another" \
    wait_state "d['settings']['text_size']=='200' and $inside and $fits and \
len(d['buttons'])>=14" 2
check "zh 640x400 200 %: the title as drawn" seen_look text_size-title-640-200-zh zh
button help
wait_drawn help >/dev/null
check "zh 640x400 200 %: Help's rules fit" wait_state "d['view']=='help' and $inside and $fits" 2
check "zh 640x400 200 %: Help as drawn" seen_look text_size-help-640-200-zh zh
key Escape
wait_drawn menu >/dev/null
button scores
wait_button tab_daily
button tab_daily
wait_drawn daily >/dev/null
check "zh 640x400 200 %: the calendar fits" wait_state "d['view']=='daily' and $inside and $fits" 2
check "zh 640x400 200 %: the calendar as drawn" seen_look text_size-daily-640-200-zh zh
stop_game

e2e_summary text_size
