/* rules.h - the rules of the deal of the day (src/game/rules.c; pure C,
 * no SDL).
 *
 * A rule changes how one timed practice level is played (the deal of the
 * day gains one: daily_rule_of in llk/daily.h). The board is the same
 * deal and the rules of a match are unchanged, so a board proven winnable
 * stays so under every rule (docs/playing.md "The deal of the day").
 *   refill:  the clock starts at GAME_REFILL_START_MS and each match puts
 *            GAME_REFILL_MS back, up to the start.
 *   quota:   GAME_QUOTA_PAIRS matches (fewer on a smaller board:
 *            game_rule_quota) within GAME_QUOTA_MS win the level, as
 *            clearing it does; time out first loses it.
 *   gold:    two tiles of one kind are gold: the two a move of the
 *            deal's proven line takes together, the move chosen from the
 *            seed (so a winning game that takes them exists). They keep
 *            their gold as they slide; a re-deal gives it to two tiles of
 *            their kind (a removable pair of them when there is one). The
 *            two matched together score GAME_GOLD_TIMES the points; one of
 *            them matched with another twin of its kind loses the gold,
 *            with no bonus. Either way no gold is left after. The pair is
 *            part of the position (undo, a save, a replay keep it).
 *   hidden:  a tile closed in (game_tile_hidden) lies face down; it turns
 *            over once a neighbour empties. It can still be taken (only
 *            an adjacent twin can reach it), and hints may name it.
 *   careful: each refused pair takes GAME_CAREFUL_MS off the clock. */
#ifndef LLK_RULES_H
#define LLK_RULES_H

#include <stdbool.h>

#include "llk/game.h"

typedef enum game_rule {
    GAME_RULE_NONE,
    GAME_RULE_REFILL,
    GAME_RULE_QUOTA,
    GAME_RULE_GOLD,
    GAME_RULE_HIDDEN,
    GAME_RULE_CAREFUL,
    GAME_RULE_COUNT
} game_rule;

#define GAME_REFILL_START_MS 40000
#define GAME_REFILL_MS 6000
#define GAME_QUOTA_MS 180000
#define GAME_QUOTA_PAIRS 30
#define GAME_GOLD_TIMES 5
#define GAME_CAREFUL_MS 5000

/* "none", "refill", "quota", "gold", "hidden", "careful" (NULL out of
 * range); parse one back. */
const char *game_rule_name(game_rule r);
bool game_rule_parse(const char *name, game_rule *out);
/* The rule's title ("Refill clock") and its explanation for the card
 * before the board, both in English marked for translation (LLK_N_);
 * NULL out of range or for none. */
const char *game_rule_title(game_rule r);
const char *game_rule_text(game_rule r);
/* Give a timed practice level just begun (no move yet) rule r: the clock
 * becomes the rule's; false, nothing changed, otherwise. A begin resets
 * it to none; a retry keeps it. */
bool game_set_rule(game *g, game_rule r);
game_rule game_get_rule(const game *g);
/* gold: the kind of the gold pair on the board as it stands (0 when it
 * is gone, or under any other rule). */
int game_rule_gold_kind(const game *g);
/* gold: the gold pair's two cells into *out; false when none is left (or
 * under any other rule). */
bool game_rule_gold_pair(const game *g, llk_pair *out);
/* gold: the tile at (r, c) is one of the gold pair. */
bool game_tile_gold(const game *g, int r, int c);
/* quota: the matches it asks for and those made on this board (0, 0
 * under any other rule). */
int game_rule_quota(const game *g);
int game_rule_matches(const game *g);
/* hidden: the tile at (r, c) lies face down: every one of its four
 * neighbours holds a tile (so it is not on the board's edge). False for
 * an empty cell, outside the board, or under any other rule. */
bool game_tile_hidden(const game *g, int r, int c);

#endif
