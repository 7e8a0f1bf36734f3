#!/bin/sh
# test_scroll.sh - the kit's scrolled lists (the Settings tabs whose rows
# do not fit the window): the check program LLK_BUILD/front/scroll
# (tests/front/scroll.c: ui_menu_scroll and ui_menu_more on columns of
# rows at random, the seed printed; no window). Needs SDL's headers
# (skipped when LLK_CORE_ONLY=1).
. "$(dirname "$0")/../front_check.sh"
front_check scroll "the scrolled lists are"
# the exit status is the check's: "scroll: N passed, N failed" its last line
timeout -k 2 30 "$check"
