/* assist.c - the solver plays along: the thinker (llk/think.h) on every
 * board the game shows, the dead-end notice, undo to the last winnable
 * position, and Show me.
 */
#include <stdlib.h>
#include <string.h>

#include "game_int.h"

static const char *const position_names[] = {"unknown", "winnable", "lost"};

const char *game_position_name(game_position p)
{
    return (unsigned)p < 3 ? position_names[p] : NULL;
}

void assist_free(game *g)
{
    llk_think_free(g->think);
    g->think = NULL;
    free(g->think_kinds);
    g->think_kinds = NULL;
    g->think_cells = 0;
}

bool game_set_thinking(game *g, bool on)
{
    if (!on) {
        assist_free(g);
        return true;
    }
    if (g->think == NULL) {
        g->think = llk_think_new();
        if (g->think == NULL) {
            return false;
        }
        /* a position nobody decides quickly does not keep a core busy:
         * some seconds of search each, then the worker idles */
        llk_think_set_budget(g->think, GAME_THINK_NODES);
        g->think_cells = 0;
        assist_board_changed(g);
    }
    return true;
}

void assist_board_changed(game *g)
{
    if (g->board == NULL) {
        return;
    }
    size_t n = (size_t)g->board->rows * (size_t)g->board->cols;
    bool same = g->think_kinds != NULL && g->think_cells == n
                && memcmp(g->think_kinds, g->board->kind, sizeof *g->think_kinds * n) == 0;
    if (same) {
        return;
    }
    g->position = GAME_POSITION_UNKNOWN;
    g->dead_told = false;
    g->free_redeal = false;
    if (g->think == NULL) {
        return;
    }
    if (g->think_cells != n) {
        free(g->think_kinds);
        g->think_kinds = malloc(sizeof *g->think_kinds * n);
        g->think_cells = g->think_kinds != NULL ? n : 0;
    }
    if (g->think_kinds != NULL) {
        memcpy(g->think_kinds, g->board->kind, sizeof *g->think_kinds * n);
    }
    /* The line the game knows goes along: the worker replays it. */
    const game_pos *p = hist_cur_c(g);
    const llk_pair *line = NULL;
    int nline = 0;
    if (p->line >= 0 && p->line_at < g->lines[p->line].n) {
        line = g->lines[p->line].moves + p->line_at;
        nline = g->lines[p->line].n - p->line_at;
    }
    g->think_gen = llk_think_set(g->think, g->board, g->shift, line, nline);
}

/* A line the thinker found for the board on show becomes the position's
 * proven line (knowledge about the same position, not a change). */
static void adopt_line(game *g)
{
    game_pos *p = hist_cur(g);
    if (p->line >= 0 || g->board->tiles == 0) {
        return;
    }
    int cap = g->board->tiles / 2 + 1;
    llk_pair *line = malloc(sizeof *line * (size_t)cap);
    int n = line != NULL ? llk_think_line(g->think, g->think_gen, line, cap) : 0;
    if (n > 0 && n <= cap) {
        int id = hist_add_line(g, line, n);
        if (id >= 0) {
            p->line = id;
            p->line_at = 0;
            hints_forget(g); /* the next hint comes from the line */
        }
    }
    free(line);
}

game_position game_poll(game *g)
{
    if (g->board == NULL) {
        return g->position = GAME_POSITION_UNKNOWN;
    }
    game_pos *p = hist_cur(g);
    g->think_stopped = false;
    if (g->think != NULL) {
        llk_think_status st;
        llk_think_poll(g->think, &st);
        g->think_stopped = st.gen == g->think_gen && st.gave_up;
        if (st.gen == g->think_gen && st.position == LLK_POSITION_WINNABLE) {
            adopt_line(g);
            p->known = GAME_POSITION_WINNABLE;
        } else if (st.gen == g->think_gen && st.position == LLK_POSITION_LOST) {
            p->known = GAME_POSITION_LOST;
        }
    }
    if (p->line >= 0 || g->board->tiles == 0) {
        p->known = GAME_POSITION_WINNABLE;
    }
    g->position = (game_position)p->known;
    if (g->position == GAME_POSITION_LOST && !g->dead_told
        && g->screen == GAME_SCREEN_PLAYING && llk_has_pair(g->board, NULL)) {
        g->dead_told = true;
        g->notice = GAME_NOTICE_DEAD_END;
        g->free_redeal = g->mode == GAME_TIMED;
        g->changes++;
    }
    return g->position;
}

game_position game_get_position(const game *g)
{
    return g->position;
}

bool game_thinking_stopped(const game *g)
{
    return g->think_stopped;
}

bool game_hint_winning(const game *g)
{
    return g->has_hint && g->hint_win;
}

bool game_free_redeal_offered(const game *g)
{
    return g->free_redeal;
}

game_undo_result game_undo_to_winnable(game *g)
{
    if (g->screen != GAME_SCREEN_PLAYING || g->board == NULL) {
        return GAME_UNDO_NOT_PLAYING;
    }
    if (g->mode != GAME_RELAXED) {
        return GAME_UNDO_TIMED;
    }
    for (int i = g->at - 1; i >= 0; i--) {
        const game_pos *p = &g->pos[i];
        if (p->line >= 0 || p->known == GAME_POSITION_WINNABLE) {
            int from = g->at;
            hist_goto(g, i);
            hist_still(g);
            g->has_sel = false;
            g->has_hint = false;
            g->matched = false;
            g->changes++;
            rec_undo(g, from - i);
            return GAME_UNDO_DONE;
        }
    }
    return GAME_UNDO_NOTHING;
}

game_demo_result game_demo_start(game *g)
{
    if (g->screen != GAME_SCREEN_PLAYING && g->screen != GAME_SCREEN_PAUSED) {
        return GAME_DEMO_NOT_PLAYING;
    }
    if (g->board == NULL || g->board->tiles == 0) {
        return GAME_DEMO_NOT_PLAYING;
    }
    if (game_poll(g) == GAME_POSITION_LOST) {
        return GAME_DEMO_LOST;
    }
    game_resume(g);
    g->demo = true;
    g->assisted = true;
    g->has_sel = false;
    g->has_hint = false;
    g->changes++;
    rec_show_me(g, true);
    return GAME_DEMO_STARTED;
}

bool game_demo_on(const game *g)
{
    return g->demo;
}

void game_demo_stop(game *g)
{
    if (g->demo) {
        g->demo = false;
        g->changes++;
        rec_show_me(g, false);
    }
}

bool game_demo_next(game *g, llk_pair *out)
{
    if (!g->demo || g->screen != GAME_SCREEN_PLAYING) {
        game_demo_stop(g);
        return false;
    }
    game_poll(g);
    if (!hints_best(g, out)) {
        game_demo_stop(g);
        return false;
    }
    return true;
}

bool game_demo_step(game *g, game_move *out)
{
    llk_pair p;
    if (!game_demo_next(g, &p)) {
        return false;
    }
    g->has_sel = false;
    game_select(g, p.a.r, p.a.c, NULL);
    game_move m;
    game_select(g, p.b.r, p.b.c, &m);
    if (out != NULL) {
        *out = m;
    }
    if (m.result != GAME_CLICK_REMOVED || m.cleared) {
        game_demo_stop(g);
        return m.result == GAME_CLICK_REMOVED;
    }
    return true;
}

bool game_get_assisted(const game *g)
{
    return g->assisted;
}
