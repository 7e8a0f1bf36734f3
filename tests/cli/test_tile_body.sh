#!/bin/sh
# test_tile_body.sh - the tile's body from its vector description (issue
# 45): LLK_BUILD/front/tile_body (tests/front/tile_body.c) rasterises it
# at every size from 8 to 200 px in both looks: the face's cream whole
# inside its outline and bevel, the side and the foot outside the face
# (right of it and below it, none inside), the outline's width (black and
# 3 px or more in high contrast), the swept corners empty, the shadow soft
# and falling off outward. Needs SDL (skipped when LLK_CORE_ONLY=1).
. "$(dirname "$0")/../front_check.sh"
front_check tile_body "the tiles' bodies are"
"$check"
