#!/bin/sh
# test_screen_state.sh - each screen's own state, owned by the app
# (src/front/screen_state.c): LLK_BUILD/front/screen_state
# (tests/front/screen_state.c) asks blocks under 200 keys in a random order
# (seed printed): zeroed first, the same block later, kept apart, freed.
# Needs the front's sources (skipped when LLK_CORE_ONLY=1).
. "$(dirname "$0")/../front_check.sh"
front_check screen_state "each screen's own state is"
"$check"
