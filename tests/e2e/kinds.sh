#!/bin/sh
# kinds.sh - a game of each kind kept apart, in a real window: a timed run
# kept between levels (level 1 cleared, Menu) waits while the deal of the
# day and a practice level (Choose level) are each played to their end,
# with no question asked and no run ended; the title offers the run's
# Continue throughout, and it resumes the run at the same score on its
# next level. Each kind has its own save (game.save, daily.save,
# practice.save), and after a restart the title offers the run's Continue
# and practice's (continue_practice) side by side.
# Screenshots: $LLK_BUILD/screenshots/kinds-*.png
. "$(dirname "$0")/lib/common.sh"

# Boards are cleared pair by pair: without animations (anim.sh tests
# them) each pair takes a frame, not a path, a vanish and a slide.
mkdir -p "$XDG_CONFIG_HOME/lianliankan"
printf 'anim_speed = off\n' >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
e2e_start_x || { bad "Xvfb starts"; e2e_summary kinds; exit 1; }
export LLK_TODAY=2026-04-02
check "game starts" start_game --no-sound --windowed 1024x700
wait_button new_easy
button new_easy
check "a run: level 1" wait_state "d['view']=='playing' and d['run'] and d['level']==1"
moves=$(state clear "$LLK" "$e2e_wid")
check "level 1 cleared ($moves pairs)" wait_state "d['screen']=='level_clear'"
score=$(get score)
wait_state "d['view']=='level_clear'" 10 >/dev/null
button menu
check "between levels: the title continues the run" wait_state \
    "d['view']=='menu' and d['buttons'][0]['id']=='continue'"

daily=$(state get daily | "$PY" -c 'import json,sys; print(json.load(sys.stdin)["game_id"])')
button daily
check "the deal of the day starts with no question (its rule's card first)" wait_state \
    "d['view']=='rule' and d['game_id']=='$daily' and d['kind']=='practice'"
handled 2 button rule_ok
wait_state "d['view']=='playing'" >/dev/null
moves=$(state clear "$LLK" "$e2e_wid")
check "the daily played to its end ($moves pairs): recorded, no run ended" \
    wait_state "d['screen']=='level_clear' and d['daily']['done'] and d['score']!=$score"
wait_state "d['view']=='level_clear'" 10 >/dev/null
button menu
check "the run's Continue still offered" wait_state \
    "d['view']=='menu' and d['buttons'][0]['id']=='continue'"
shot kinds-after-daily

button levels
wait_button level_3
button level_3
check "a practice level starts with no question" wait_state \
    "d['view']=='playing' and d['kind']=='practice' and d['level']==3"
moves=$(state clear "$LLK" "$e2e_wid")
check "practice played to its end ($moves pairs)" wait_state "d['screen']=='level_clear'"
wait_state "d['view']=='level_clear'" 10 >/dev/null
check "a practice clear offers Next level, Again, Copy result, Watch and Menu" wait_state \
    "[b['id'] for b in d['buttons']]==['next', 'again', 'copy_result', 'watch', 'menu'] and d['clipped'] is None \
and d['overlap'] is None"
shot kinds-practice-clear
id3=$(get game_id)
button again
check "Again: level 3 again, a new deal, still practice" wait_state \
    "d['view']=='playing' and d['kind']=='practice' and d['level']==3 and d['game_id']!=$id3"
moves=$(state clear "$LLK" "$e2e_wid")
wait_state "d['view']=='level_clear'" 10 >/dev/null
button next
check "Next level: level 4, still practice" wait_state \
    "d['view']=='playing' and d['kind']=='practice' and d['level']==4"
moves=$(state clear "$LLK" "$e2e_wid")
check "level 4 played to its end ($moves pairs)" wait_state "d['view']=='level_clear'" 10
button menu
check "the run's Continue still offered" wait_state \
    "d['view']=='menu' and d['buttons'][0]['id']=='continue'"
button continue
check "Continue: the run's next level, at the same score" wait_state \
    "d['view']=='paused' and d['run'] and d['level']==2 and d['score']==$score"

# a relaxed game beside the run; both kept over a restart
key Escape
wait_button relaxed
button relaxed
wait_button level_2
button level_2
check "a relaxed game starts with no question" wait_state \
    "d['view']=='playing' and d['mode']=='relaxed' and d['level']==2"
stop_game
dir=$XDG_STATE_HOME/lianliankan
check "each kind its own save" test -f "$dir/game.save" -a -f "$dir/practice.save"
check "the game starts again" start_game --no-sound --windowed 1024x700
check "the title: the run's Continue and practice's, side by side" wait_state \
    "d['view']=='menu' and [b['id'] for b in d['buttons']][:2]==['continue', 'continue_practice'] \
and d['buttons'][0]['y']==d['buttons'][1]['y'] and d['clipped'] is None and d['overlap'] is None"
shot kinds-two-cards
button continue_practice
check "Continue practice: the relaxed game" wait_state \
    "d['view']=='playing' and d['mode']=='relaxed' and d['level']==2"
key Escape
wait_button continue
button continue
check "Continue: the run, at the same score" wait_state \
    "d['view']=='paused' and d['run'] and d['level']==2 and d['score']==$score"
stop_game
e2e_summary kinds
