#!/bin/sh
# test_keys.sh - keys of the player's own: the check program
# LLK_BUILD/front/keys (tests/front/keys.c: src/front/keys.c's bindings
# with the settings' key names, no window). Needs SDL (skipped when
# LLK_CORE_ONLY=1).
. "$(dirname "$0")/../front_check.sh"
front_check keys "the keys are"
# the exit status is the check's: "keys: N passed, N failed" its last line
timeout -k 2 60 "$check"
