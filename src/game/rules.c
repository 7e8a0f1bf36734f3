/* rules.c - the rules of the deal of the day (include/llk/game.h, "The
 * rules of the deal of the day"): their names and words, and what each
 * changes in a game (the clock, the points, the end of the level, the
 * faces shown). game.c asks the rules_* hooks (game_int.h); the gold
 * rule's pair is gold.c's.
 */
#include <string.h>
#include <strings.h>

#include "game_int.h"
#include "llk/rules.h"
#include "llk/intl.h"

static const char *const rule_names[GAME_RULE_COUNT] = {
    "none", "refill", "quota", "gold", "hidden", "careful",
};

static const char *const rule_titles[GAME_RULE_COUNT] = {
    NULL,
    LLK_N_("Refill clock"),
    LLK_N_("Quota"),
    LLK_N_("Gold tiles"),
    LLK_N_("Hidden faces"),
    LLK_N_("Careful hands"),
};

static const char *const rule_texts[GAME_RULE_COUNT] = {
    NULL,
    LLK_N_("A short clock of 40 seconds: every match puts 6 seconds back, up "
           "to 40. Keep matching!"),
    LLK_N_("Make 30 matches within 3 minutes (fewer on a small board) and "
           "the level is won, tiles left or not."),
    LLK_N_("Two tiles of one kind are gold. Match them together for five "
           "times the points; match one with another twin and the gold is "
           "lost."),
    LLK_N_("A tile closed in on all four sides lies face down. It turns "
           "over as soon as a neighbour is taken."),
    LLK_N_("Every refused pair costs 5 seconds of the clock. Look before "
           "you click."),
};

const char *game_rule_name(game_rule r)
{
    return r >= 0 && r < GAME_RULE_COUNT ? rule_names[r] : NULL;
}

bool game_rule_parse(const char *name, game_rule *out)
{
    for (int i = 0; name != NULL && i < GAME_RULE_COUNT; i++) {
        if (strcasecmp(name, rule_names[i]) == 0) {
            *out = (game_rule)i;
            return true;
        }
    }
    return false;
}

const char *game_rule_title(game_rule r)
{
    return r >= 0 && r < GAME_RULE_COUNT ? rule_titles[r] : NULL;
}

const char *game_rule_text(game_rule r)
{
    return r >= 0 && r < GAME_RULE_COUNT ? rule_texts[r] : NULL;
}

void rules_adopt(game *g, game_rule r)
{
    g->rule = r;
}

bool game_set_rule(game *g, game_rule r)
{
    if (g->board == NULL || g->kind != GAME_KIND_PRACTICE ||
        g->mode != GAME_TIMED || g->npos != 1 || r < 0 || r >= GAME_RULE_COUNT) {
        return false;
    }
    rules_adopt(g, r);
    rules_gold_deal(g);
    g->time_total_ms = game_scaled_ms(g);
    g->time_left_ms = g->time_total_ms;
    g->pos[0].time_left_ms = g->time_left_ms;
    g->changes++;
    return true;
}

game_rule game_get_rule(const game *g)
{
    return g->rule;
}

int game_rule_quota(const game *g)
{
    if (g->rule != GAME_RULE_QUOTA || g->board == NULL) {
        return 0;
    }
    int pairs = g->pos[0].tiles / 2;
    return pairs < GAME_QUOTA_PAIRS ? pairs : GAME_QUOTA_PAIRS;
}

int game_rule_matches(const game *g)
{
    if (g->rule != GAME_RULE_QUOTA || g->board == NULL) {
        return 0;
    }
    return (g->pos[0].tiles - g->board->tiles) / 2;
}

bool game_tile_hidden(const game *g, int r, int c)
{
    const llk_board *b = g->board;
    if (g->rule != GAME_RULE_HIDDEN || b == NULL || !llk_board_inside(b, r, c) ||
        llk_board_get(b, r, c) == 0 || r == 0 || c == 0 || r == b->rows - 1 ||
        c == b->cols - 1) {
        return false;
    }
    return llk_board_get(b, r - 1, c) != 0 && llk_board_get(b, r + 1, c) != 0 &&
           llk_board_get(b, r, c - 1) != 0 && llk_board_get(b, r, c + 1) != 0;
}

int rules_clock_ms(const game *g)
{
    switch (g->rule) {
    case GAME_RULE_REFILL:
        return GAME_REFILL_START_MS;
    case GAME_RULE_QUOTA:
        return GAME_QUOTA_MS;
    default:
        return 0;
    }
}

int rules_points(const game *g, bool gold, int points)
{
    return g->rule == GAME_RULE_GOLD && gold ? points * GAME_GOLD_TIMES : points;
}

bool rules_matched(game *g)
{
    if (g->rule == GAME_RULE_REFILL) {
        int t = g->time_left_ms + GAME_REFILL_MS;
        g->time_left_ms = t < g->time_total_ms ? t : g->time_total_ms;
    }
    return g->rule == GAME_RULE_QUOTA && game_rule_quota(g) > 0 &&
           game_rule_matches(g) >= game_rule_quota(g);
}

int rules_refused_ms(const game *g)
{
    return g->rule == GAME_RULE_CAREFUL ? GAME_CAREFUL_MS : 0;
}

bool rules_won(const game *g)
{
    return g->rule == GAME_RULE_QUOTA && g->board != NULL &&
           game_rule_quota(g) > 0 && game_rule_matches(g) >= game_rule_quota(g);
}
