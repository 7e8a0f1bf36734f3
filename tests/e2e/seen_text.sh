#!/bin/sh
# seen_text.sh - every screen as the player sees it at a large text size
# (issue 47): seen.sh's walk of every view with Settings' text size at
# 150 % at 1024x700 in English and in Chinese (issue 47's "done when";
# 200 % at 1920x1080: LLK_SEEN_PASSES="1920x1080:zh:0:200", left out of
# make test for its time; text_size.sh, bar.sh and intro.sh check the
# title, Settings, the play screen and the shift card at 200 %) (the
# plain lane only, limits.txt: bar.sh and text_size.sh take the
# large-text layouts through ASan): nothing clipped or
# overlapping, every label inside its control, the shot showing what the
# state file lists, in the screen's language. Apart from seen.sh so that
# the two run side by side. LLK_SEEN_PASSES chooses others (SIZE:LANG:
# EDGES:TEXT). Shots: $LLK_BUILD/screenshots/seen/*-textN-*.png (a
# look's only when it found a fault, unless LLK_SEEN_KEEP=1).
passes="1024x700:en:0:150 1024x700:zh:0:150"
LLK_SEEN_PASSES=${LLK_SEEN_PASSES:-$passes} LLK_SEEN_NAME=seen_text \
    exec sh "$(dirname "$0")/seen.sh"
