#!/bin/sh
# custom.sh - the player's own layouts in a real window: a good file in
# $XDG_DATA_HOME/lianliankan/layouts is a card of the level map's Custom
# set and deals into its shape (relaxed, tiles stay put); a bad file is
# named once in the menu's notice line and skipped.
# Screenshots: $LLK_BUILD/screenshots/custom-*.png
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary custom; exit 1; }
dir=$XDG_DATA_HOME/lianliankan/layouts
mkdir -p "$dir"
cat >"$dir/cross.layout" <<'L'
lianliankan layout 1
name: Cross of the four winds, a long name for a card
name_zh: 十字
size: 6x6
..##..
..##..
######
######
..##..
..##..
L
cat >"$dir/a-broken-layout-with-a-rather-long-file-name.layout" <<'L'
lianliankan layout 1
name: Broken
name_zh: 坏
size: 2x3
###
##
L
check "game starts with a good and a bad custom layout" \
    start_game --no-sound --windowed 640x400
check "the menu names the bad file (line 6) and says it was skipped" wait_state \
    "d['view']=='menu' and 'a-broken-layout-with-a-rather-long-file-name.layout:6' in (d['notice'] or '') and \
d['clipped'] is None and d['overlap'] is None"
shot custom-menu-notice
wait_button levels
button levels
wait_state "d['view']=='levels'" >/dev/null
check "the level map has the Custom tab" wait_button diff_custom
button diff_custom
check "Custom: one card, the good layout's, nothing cut or overlapping" wait_state \
    "[b['id'] for b in d['buttons'] if b['id'].startswith('custom_')]==['custom_1'] and \
any(b['id']=='diff_custom' and b['chosen'] for b in d['buttons']) and \
d['clipped'] is None and d['overlap'] is None"
shot custom-map
button custom_1
check "the custom layout deals into its shape: relaxed, tiles stay put" wait_state \
    "d['screen']=='playing' and d['mode']=='relaxed' and d['rows']==6 and d['cols']==6 and \
d['shift']=='none' and d['tiles_left']==20 and \
all((v != 0) == (r in (2, 3) or c in (2, 3)) for r, row in enumerate(d['board']) for c, v in enumerate(row))"
moves=$(state clear "$LLK" "$e2e_wid")
check "and it is cleared by its proven pairs ($moves)" wait_state \
    "d['screen'] in ('level_clear', 'finished') and d['tiles_left']==0"
# the celebration first (a key would only cut it short), then the card
wait_state "d['view'] in ('level_clear', 'finished')" 10 >/dev/null
key Escape
check "the notice was said once: back on the menu it is gone" wait_state \
    "d['view']=='menu' and d['notice'] is None"
stop_game
# In Chinese the reader's English reason stays on stderr: the notice names
# the file and its line and says why in Chinese
LANG=zh_CN.UTF-8 LANGUAGE= LC_ALL= LC_MESSAGES= \
    start_game --no-sound --windowed 640x400
check "in Chinese: the file and its line, the reason in Chinese" wait_state \
    "d['view']=='menu' and d['lang']=='zh_CN' and \
'a-broken-layout-with-a-rather-long-file-name.layout:6' in (d['notice'] or '') and \
'无法读取' in (d['notice'] or '') and d['clipped'] is None and d['overlap'] is None"
shot custom-menu-notice-zh
stop_game
e2e_summary custom
