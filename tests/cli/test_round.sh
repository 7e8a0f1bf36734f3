#!/bin/sh
# test_round.sh - the kit's rounded rectangles (panels, buttons, cards):
# LLK_BUILD/front/round (tests/front/round.c) draws kit_round through SDL's
# software renderer for rectangles and radii at random (seed printed) and
# the edge cases: a translucent colour blended exactly once on each pixel,
# nothing outside, the straight parts whole, the corners round. Needs SDL
# (skipped when LLK_CORE_ONLY=1).
. "$(dirname "$0")/../front_check.sh"
front_check round "the rounded rectangles are"
SDL_VIDEODRIVER=dummy "$check"
