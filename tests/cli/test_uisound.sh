#!/bin/sh
# test_uisound.sh - the kit's three interface sounds (issue 44): the check
# program LLK_BUILD/front/uisound (tests/front/uisound.c: menus fed keys
# and pointer events, the sounds counted as asked for; no window, no
# sound device): move for a key moving the focus and never for a hover,
# accept for a press, back for Escape. Needs SDL's headers (skipped when
# LLK_CORE_ONLY=1).
. "$(dirname "$0")/../front_check.sh"
front_check uisound "the kit's interface sounds are"
# the exit status is the check's: "uisound: N passed, N failed" its last line
timeout -k 2 30 "$check"
