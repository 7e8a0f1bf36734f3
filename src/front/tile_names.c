/* tile_names.c - the tile sets' face names (assets/tiles.txt and
 * assets/tilesets/mahjong/tiles.txt, third word on) for the catalogue:
 * speech says a tile by its name (speak.c), translated in the context
 * "tile" (po/zh_CN.po: msgctxt "tile"). A tile set of a player's own
 * names its faces in English only. tests/cli/test_speech.sh checks that
 * every name of the shipped sets is here.
 */
#include <stdio.h>
#include <string.h>

#include <libintl.h>

#include "speak.h"

/* xgettext's keyword (po/make_pot.sh): the context, then the name. */
#define NC_(ctx, s) (s)

static const char *const tile_names[] = {
    NC_("tile", "elephant"),
    NC_("tile", "butterfly"),
    NC_("tile", "cactus"),
    NC_("tile", "anchor"),
    NC_("tile", "rocket"),
    NC_("tile", "strawberry"),
    NC_("tile", "penguin"),
    NC_("tile", "key"),
    NC_("tile", "octopus"),
    NC_("tile", "mushroom"),
    NC_("tile", "star"),
    NC_("tile", "bicycle"),
    NC_("tile", "banana"),
    NC_("tile", "crab"),
    NC_("tile", "umbrella with rain"),
    NC_("tile", "crescent moon"),
    NC_("tile", "turtle"),
    NC_("tile", "grapes"),
    NC_("tile", "sailboat"),
    NC_("tile", "snowman"),
    NC_("tile", "snail"),
    NC_("tile", "scissors"),
    NC_("tile", "evergreen tree"),
    NC_("tile", "wrapped gift"),
    NC_("tile", "giraffe"),
    NC_("tile", "pizza"),
    NC_("tile", "alarm clock"),
    NC_("tile", "high voltage"),
    NC_("tile", "rabbit"),
    NC_("tile", "guitar"),
    NC_("tile", "cherries"),
    NC_("tile", "airplane"),
    NC_("tile", "spouting whale"),
    NC_("tile", "top hat"),
    NC_("tile", "sunflower"),
    NC_("tile", "magnet"),
    NC_("tile", "flamingo"),
    NC_("tile", "carrot"),
    NC_("tile", "crown"),
    NC_("tile", "house"),
    NC_("tile", "honeybee"),
    NC_("tile", "light bulb"),
    NC_("tile", "snowflake"),
    NC_("tile", "automobile"),
    NC_("tile", "snake"),
    NC_("tile", "soft ice cream"),
    NC_("tile", "hammer"),
    NC_("tile", "rainbow"),
    NC_("tile", "duck"),
    NC_("tile", "pineapple"),
    NC_("tile", "bell"),
    NC_("tile", "locomotive"),
    NC_("tile", "camel"),
    NC_("tile", "four leaf clover"),
    NC_("tile", "gem stone"),
    NC_("tile", "fire"),
    NC_("tile", "hedgehog"),
    NC_("tile", "palm tree"),
    NC_("tile", "hot beverage"),
    NC_("tile", "helicopter"),
    NC_("tile", "pretzel"),
    NC_("tile", "running shoe"),
    NC_("tile", "socks"),
    NC_("tile", "glasses"),
    NC_("tile", "one of circles"),
    NC_("tile", "one of bamboos"),
    NC_("tile", "one of characters"),
    NC_("tile", "east wind"),
    NC_("tile", "plum"),
    NC_("tile", "five of circles"),
    NC_("tile", "five of bamboos"),
    NC_("tile", "five of characters"),
    NC_("tile", "red dragon"),
    NC_("tile", "spring"),
    NC_("tile", "nine of circles"),
    NC_("tile", "nine of bamboos"),
    NC_("tile", "nine of characters"),
    NC_("tile", "south wind"),
    NC_("tile", "qin zither"),
    NC_("tile", "three of circles"),
    NC_("tile", "three of bamboos"),
    NC_("tile", "three of characters"),
    NC_("tile", "green dragon"),
    NC_("tile", "good fortune"),
    NC_("tile", "seven of circles"),
    NC_("tile", "seven of bamboos"),
    NC_("tile", "seven of characters"),
    NC_("tile", "west wind"),
    NC_("tile", "orchid"),
    NC_("tile", "two of circles"),
    NC_("tile", "two of bamboos"),
    NC_("tile", "two of characters"),
    NC_("tile", "white dragon"),
    NC_("tile", "summer"),
    NC_("tile", "six of circles"),
    NC_("tile", "six of bamboos"),
    NC_("tile", "six of characters"),
    NC_("tile", "north wind"),
    NC_("tile", "go board"),
    NC_("tile", "eight of circles"),
    NC_("tile", "eight of bamboos"),
    NC_("tile", "eight of characters"),
    NC_("tile", "prosperity"),
    NC_("tile", "four of circles"),
    NC_("tile", "four of bamboos"),
    NC_("tile", "four of characters"),
    NC_("tile", "chrysanthemum"),
    NC_("tile", "autumn"),
    NC_("tile", "book"),
    NC_("tile", "longevity"),
    NC_("tile", "bamboo flower"),
    NC_("tile", "winter"),
    NC_("tile", "painting"),
    NC_("tile", "joy"),
};

const char *tile_name_words(const char *en)
{
    char key[96];
    for (size_t i = 0; i < sizeof tile_names / sizeof tile_names[0]; i++) {
        if (strcmp(tile_names[i], en) == 0) {
            snprintf(key, sizeof key, "tile\004%s", en);
            const char *t = gettext(key);
            return t == key || strcmp(t, key) == 0 ? tile_names[i] : t;
        }
    }
    return en;
}
