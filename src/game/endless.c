/* endless.c - endless's clock (include/llk/game.h, "Endless"): what a
 * match adds to it. The rest of endless is zen's board sequence with a
 * timed game's rules (game.c: zen_deal, game_next_level, game_tick). */
#include "game_int.h"

int game_endless_match_ms(int boards, int combo)
{
    if (boards < 0) {
        boards = 0;
    }
    int s = GAME_ENDLESS_MATCH_S - boards / GAME_ENDLESS_BOARDS_PER_STEP;
    if (s <= GAME_ENDLESS_MATCH_MIN_S) {
        return GAME_ENDLESS_MATCH_MIN_S * 1000; /* the floor: no combo bonus */
    }
    if (combo > 0) {
        s += GAME_ENDLESS_COMBO_S;
    }
    return s * 1000;
}

void endless_matched(game *g, int combo)
{
    long long t = (long long)g->time_left_ms +
                  game_endless_match_ms(g->zen_boards, combo);
    g->time_left_ms = t > GAME_ENDLESS_MAX_MS ? GAME_ENDLESS_MAX_MS : (int)t;
    if (g->time_left_ms > g->time_total_ms) {
        g->time_total_ms = g->time_left_ms; /* the clock's full mark */
    }
}

int game_endless_boards(const game *g)
{
    return g->kind == GAME_KIND_ENDLESS ? g->zen_boards : 0;
}
