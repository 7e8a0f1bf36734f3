#!/bin/sh
# test_contrast.sh - the kit's text colours against what they are drawn
# on, as WCAG contrast ratios, in the normal and the high-contrast look:
# the check program LLK_BUILD/front/contrast (tests/front/contrast.c:
# src/front/kit/tokens.c alone, no window). Needs SDL's headers (skipped
# when LLK_CORE_ONLY=1).
set -u
top=${LLK_TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${LLK_BUILD:-$top/build}
if [ "${LLK_CORE_ONLY:-0}" = 1 ]; then
    echo "SKIP: LLK_CORE_ONLY=1 (no SDL): the contrast is left to the full suite"
    echo "contrast: 0 passed, 0 failed"
    exit 0
fi
check=$build/front/contrast
if [ ! -x "$check" ]; then
    echo "FAIL: $check is missing (make test-build)"
    echo "contrast: 0 passed, 1 failed"
    exit 1
fi
# the exit status is the check's: "contrast: N passed, N failed" its last line
timeout -k 2 30 "$check"
