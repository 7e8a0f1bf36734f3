#!/bin/sh
# test_contrast.sh - the kit's text colours against what they are drawn
# on, as WCAG contrast ratios, in the normal and the high-contrast look:
# the check program LLK_BUILD/front/contrast (tests/front/contrast.c:
# src/front/kit/tokens.c alone, no window). Needs SDL's headers (skipped
# when LLK_CORE_ONLY=1).
. "$(dirname "$0")/../front_check.sh"
front_check contrast "the contrast is"
# the exit status is the check's: "contrast: N passed, N failed" its last line
timeout -k 2 30 "$check"
