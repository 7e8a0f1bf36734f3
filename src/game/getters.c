/* getters.c - reading the game in progress (include/llk/game.h, "Reading
 * the state"). */
#include "game_int.h"
#include "llk/replay.h"

game_screen game_get_screen(const game *g)
{
    return g->screen;
}

game_mode game_get_mode(const game *g)
{
    return g->mode;
}

bool game_get_id(const game *g, char *out, size_t len)
{
    if (g->board == NULL) {
        return false;
    }
    game_id_format(g->mode, g->diff, g->level, g->seed, out, len);
    return true;
}

int game_get_stars(const game *g)
{
    /* cleared, or won by the daily's quota with tiles left */
    if (g->board == NULL || (g->board->tiles != 0 && !rules_won(g)) || g->mode != GAME_TIMED ||
        g->assisted || g->kind == GAME_KIND_ENDLESS) {
        return 0;
    }
    const game_level_params *lp = game_level_get(g->diff, g->level);
    const game_pos *p = hist_cur_c(g);
    if (lp == NULL || p->hints_left < 0) {
        return 0;
    }
    int time_s = rules_clock_ms(g) > 0 ? rules_clock_ms(g) / 1000 : lp->time_s;
    return game_level_stars(time_s, p->time_left_ms, lp->hints - p->hints_left);
}

unsigned game_get_stars_missed(const game *g)
{
    int got = game_get_stars(g);
    if (got <= 0 || got >= GAME_STARS_MAX) {
        return 0;
    }
    const game_level_params *lp = game_level_get(g->diff, g->level);
    const game_pos *p = hist_cur_c(g);
    unsigned missed = 0;
    int time_s = rules_clock_ms(g) > 0 ? rules_clock_ms(g) / 1000 : lp->time_s;
    if (game_level_stars(time_s, p->time_left_ms, 0) < GAME_STARS_MAX) {
        missed |= GAME_STAR_TIME;
    }
    if (lp->hints - p->hints_left > 0) {
        missed |= GAME_STAR_HINT;
    }
    return missed;
}

const char *game_get_layout(const game *g)
{
    return g->board == NULL ? NULL : g->layout;
}

game_difficulty game_get_difficulty(const game *g)
{
    return g->diff;
}

int game_get_level(const game *g)
{
    return g->level;
}

llk_shift game_get_shift(const game *g)
{
    return g->shift;
}

uint64_t game_get_seed(const game *g)
{
    return g->seed;
}

const llk_board *game_get_board(const game *g)
{
    return g->board;
}

const game_level_params *game_get_params(const game *g)
{
    return g->params;
}

bool game_get_selected(const game *g, llk_cell *out)
{
    if (g->has_sel && out != NULL) {
        *out = g->sel;
    }
    return g->has_sel;
}

bool game_hint_shown(const game *g, llk_pair *out)
{
    if (g->has_hint && out != NULL) {
        *out = g->hint;
    }
    return g->has_hint;
}

int game_get_score(const game *g)
{
    return g->board != NULL ? hist_cur_c(g)->score : 0;
}

int game_get_level_score(const game *g)
{
    return g->board != NULL ? hist_cur_c(g)->level_score : 0;
}

int game_get_time_left_ms(const game *g)
{
    return g->time_left_ms;
}

int game_get_time_total_ms(const game *g)
{
    return g->time_total_ms;
}

long long game_get_elapsed_ms(const game *g)
{
    return g->play_ms;
}

unsigned long game_get_changes(const game *g)
{
    return g->changes;
}

unsigned long game_get_deals(const game *g)
{
    return g->deals;
}

int game_get_hints_left(const game *g)
{
    return g->board != NULL ? hist_cur_c(g)->hints_left : 0;
}

int game_get_redeals_left(const game *g)
{
    return g->board != NULL ? hist_cur_c(g)->redeals_left : 0;
}

int game_get_tiles_left(const game *g)
{
    return g->board != NULL ? g->board->tiles : 0;
}

int game_get_hint_searches(const game *g)
{
    return g->hint_searches;
}

int game_get_combo(const game *g)
{
    return g->board != NULL ? hist_cur_c(g)->combo : 0;
}

game_bonus game_get_bonus(const game *g)
{
    return g->board != NULL ? hist_cur_c(g)->bonus : (game_bonus){0, 0, 0, 0};
}
