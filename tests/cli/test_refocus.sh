#!/bin/sh
# test_refocus.sh - the kit keeps the focus across a rebuild (no screen
# restores it by hand): the check program LLK_BUILD/front/refocus
# (tests/front/refocus.c: menus cleared and declared again, the focus
# given back to the same control by id, the fallback a screen declares,
# asks before a rebuild; at random, the seed printed; no window). Needs
# SDL's headers (skipped when LLK_CORE_ONLY=1).
. "$(dirname "$0")/../front_check.sh"
front_check refocus "the focus kept across a rebuild is"
# the exit status is the check's: "refocus: N passed, N failed" its last line
timeout -k 2 30 "$check"
