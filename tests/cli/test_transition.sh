#!/bin/sh
# test_transition.sh - the change of screen (src/front/transition.c): the
# check program LLK_BUILD/front/transition (tests/front/transition.c: its
# lengths under each Motion and animation speed, the screen left moved
# left going forward, right going back, faded in place elsewhere, drawn
# through SDL's software renderer on a surface; "transition" in the
# state's effects while it runs; no window). Needs SDL's headers (skipped
# when LLK_CORE_ONLY=1).
. "$(dirname "$0")/../front_check.sh"
front_check transition "the change of screen is"
# the exit status is the check's: "transition: N passed, N failed" its last line
timeout -k 2 30 "$check"
