#!/bin/sh
# test_seen.sh - the recorder of what each frame shows (the state file's
# "texts" and "marks", src/front/seen.c): LLK_BUILD/front/seen
# (tests/front/seen.c) draws random screens whole and under frames that
# redraw only a part (the clock's second), seed printed: every text and
# mark listed exactly once each time. Needs SDL's headers (skipped when
# LLK_CORE_ONLY=1).
. "$(dirname "$0")/../front_check.sh"
front_check seen "the frame recorder is"
"$check"
