#!/bin/sh
# scores.sh - runs, high scores, level bests and statistics in a real
# window, with private XDG directories: a run's level 1 cleared, Esc keeps
# the run (Continue, then End run on the pause screen, confirmed: the
# run's summary), the run's end asks for a name (typed with SDL text input), the table shows it highlighted, and
# after a restart too; practice of level 3 shows "Level cleared" with no
# next level and its best in the level chooser after a restart;
# statistics count a won and an abandoned board (practice left for
# practice, asked first; a new run beside it asks nothing); a corrupt scores file is
# moved aside as scores.txt.bad with a warning and an empty table; the
# table in Chinese at 640x400 fits the window.
# Screenshots: $LLK_BUILD/screenshots/scores-*.png
. "$(dirname "$0")/lib/common.sh"

DATA=$XDG_DATA_HOME/lianliankan
# Levels are cleared pair by pair: without animations (anim.sh tests them)
# each pair takes a frame instead of a path, a vanish and a slide.
mkdir -p "$XDG_CONFIG_HOME/lianliankan"
printf 'anim_speed = off\n' >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
e2e_start_x || { bad "Xvfb starts"; e2e_summary scores; exit 1; }
xdotool mousemove 5 5
check "game starts" start_game --no-sound --windowed 1024x700
button new_easy
check "New game: Easy is a run at level 1" wait_state \
    "d['screen']=='playing' and d['run'] and d['kind']=='timed' and d['level']==1 and d['levels_cleared']==0"
moves=$(state clear "$LLK" "$e2e_wid")
check "level 1 cleared ($moves pairs)" wait_state \
    "d['screen']=='level_clear' and d['levels_cleared']==1"
score=$(get score)
key Escape
check "Esc: the menu, the run kept (Continue first)" wait_state \
    "d['view']=='menu' and d['run'] and [b['id'] for b in d['buttons']][0]=='continue'"
shot scores-menu-run
button continue
check "Continue: the next level, paused" wait_state "d['view']=='paused' and d['level']==2"
button end_run
check "End run (pause screen) asks first" wait_state "d['confirm']=='end_run'"
button yes
check "End run: the run's summary" wait_state "d['view']=='run_ended' and not d['run']"
check "it enters the table: the card says so, its button says the name comes next" \
    wait_state "any(t['text']=='New high score!' for t in d['texts']) and \
[b['label'] for b in d['buttons'] if b['id']=='menu']==['Enter your name'] and \
any(m['kind']=='badge' for m in d['marks'])"
check "the run's end drawn as listed" seen_look scores-run-ended-seen en
shot scores-run-ended
button menu
check "then the name entry" wait_state \
    "d['view']=='name_entry' and not d['run'] and d['entry']!=''"
shot scores-name-default
key --repeat 30 BackSpace
check "Backspace empties the entry" wait_state "d['entry']==''"
xdotool type --delay 50 'Ann Lee'
check "typed" wait_state "d['entry']=='Ann Lee'"
shot scores-name-typed
key Return
check "the table shows the run, highlighted" wait_state \
    "d['view']=='scores' and len(d['lines'])==1 and 'Ann Lee' in d['lines'][0] and ' $score ' in d['lines'][0]"
shot scores-table-new
stop_game
check "scores.txt written" grep -q "^run easy $score 1 [0-9]* Ann Lee\$" "$DATA/scores.txt"

check "restart" start_game --no-sound --windowed 1024x700
button scores
wait_state "d['view']=='scores'" >/dev/null
button tab_easy
check "after a restart the table still has it" wait_state \
    "d['view']=='scores' and len(d['lines'])==1 and 'Ann Lee' in d['lines'][0]"
button tab_hard
check "the hard tab is empty" wait_state "d['view']=='scores' and d['lines']==[]"
check "the hard tab is marked, its label plain" wait_state \
    "[(b['id'], b['label']) for b in d['buttons'] if b['chosen']] == [('tab_hard', 'Hard')]"
button back
stop_game
# The table in Chinese at the smallest window: the date in Chinese form
# (2026年11月24日), nothing drawn past the window's edge.
LANG=zh_CN.UTF-8 LANGUAGE='' LC_ALL='' LC_MESSAGES='' \
    check "restart in Chinese at 640x400" start_game --no-sound --windowed 640x400
button scores
wait_state "d['view']=='scores'" >/dev/null
button tab_easy
check "the table in Chinese, nothing clipped" wait_state \
    "d['view']=='scores' and d['lang']=='zh_CN' and len(d['lines'])==1 and d['clipped'] is None"
shot scores-table-zh
stop_game
check "restart" start_game --no-sound --windowed 1024x700
# Practice: level 3 from the level chooser.
wait_button levels
button levels
wait_state "d['view']=='levels'" >/dev/null
button diff_easy
button level_3
check "the level chooser starts practice" wait_state \
    "d['screen']=='playing' and d['kind']=='practice' and d['level']==3 and not d['run']"
state clear "$LLK" "$e2e_wid" >/dev/null
check "practice: Level cleared, with Next level, Again, Copy result, Watch and Menu" wait_state \
    "d['screen']=='level_clear' and [b['id'] for b in d['buttons']]==['next', 'again', 'copy_result', 'watch', 'menu']"
best=$(get score)
sleep $((e2e_slow * 2))
shot scores-practice-clear
button menu
# An abandoned board: practice level 4 left for practice of level 5
# (practice kept: asked first, confirmed); a new run beside it asks
# nothing (another kind).
wait_button levels
button levels
wait_state "d['view']=='levels'" >/dev/null
button level_4
wait_state "d['screen']=='playing' and d['level']==4" >/dev/null
play 1 >/dev/null # played: a board, not one only dealt
key Escape
wait_button levels
button levels
wait_state "d['view']=='levels'" >/dev/null
button level_5
check "practice kept: another practice level asks first" wait_state \
    "d['view']=='confirm' and [b['id'] for b in d['buttons']]==['yes','no']"
shot scores-confirm
button yes
wait_state "d['screen']=='playing' and d['level']==5" >/dev/null
key Escape
wait_button new_easy
button new_easy
check "a new run beside it: no question" wait_state \
    "d['view']=='playing' and d['run'] and d['level']==1"
key Escape
wait_button stats
button stats
check "statistics: practice, one won and one abandoned (level 5 untouched: no game)" wait_state \
    "d['view']=='stats' and any(l.startswith('practice started=2 won=1 win=50 ') for l in d['lines'])"
# timed boards: the first run's level 1 (won); its level 2, ended there
# untouched, and the new run's level 1, untouched, are no games (a board
# counts as played at its first move)
check "statistics: the run's level 1 won, untouched boards not counted" wait_state \
    "any(l.startswith('timed started=1 won=1 win=100 ') for l in d['lines'])"
shot scores-stats
stop_game
check "restart" start_game --no-sound --windowed 1024x700
button levels
wait_state "d['view']=='levels'" >/dev/null
button diff_easy
check "the level map shows level 3's best after a restart" wait_state \
    "any(b['id']=='level_3' and b['best']==$best and b['stars']>=1 for b in d['buttons'])"
check "level 1 shows stars too (cleared in the run)" wait_state \
    "any(b['id']=='level_1' and b['stars']>=1 for b in d['buttons'])"
check "level 2 not cleared" wait_state \
    "any(b['id']=='level_2' and b['stars']==0 and b['best'] is None for b in d['buttons'])"
shot scores-levels
button back
wait_button stats >/dev/null # the title again (a slow build takes a moment)
# Reset the statistics: asks first.
button stats
wait_state "d['view']=='stats'" >/dev/null
wait_button reset >/dev/null
button reset
check "Reset asks" wait_state "d['view']=='confirm'"
button no
check "No: nothing reset" wait_state \
    "d['view']=='stats' and any(l.startswith('practice started=2') for l in d['lines'])"
button reset
wait_state "d['view']=='confirm'" >/dev/null
button yes
check "Yes: all zero" wait_state \
    "d['view']=='stats' and all(' started=0 won=0 ' in l for l in d['lines'] if not l.startswith('daily '))"
stop_game
# A corrupt scores file: moved aside, a warning, an empty table.
printf 'lianliankan-scores 1\nrun easy lots\n' >"$DATA/scores.txt"
check "restart with a corrupt scores file" start_game --no-sound --windowed 1024x700
button scores
check "an empty table, the warning as notice" wait_state \
    "d['view']=='scores' and d['lines']==[] and 'scores.txt.bad' in (d['notice'] or '')"
shot scores-corrupt
stop_game
check "scores.txt.bad kept" [ -f "$DATA/scores.txt.bad" ]
check "one warning on stderr naming the file" sh -c \
    "[ \$(grep -c 'scores.txt: not a usable scores file (line 2' '$e2e_work/game.err') = 1 ]"
e2e_summary scores
