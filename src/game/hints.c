/* hints.c - the H key: the proven line's next move, the engine's hint
 * order searched once per board, and (relaxed games) the cycle through
 * them; in a timed game H again repeats the pair paid for.
 */
#include <stdlib.h>

#include "game_int.h"

void hints_forget(game *g)
{
    g->rank_ok = false;
    g->rank_n = 0;
}

bool game_line_next(const game *g, llk_pair *out)
{
    llk_pair n;
    if (g->board == NULL || !hist_line_move(g, &n)) {
        return false;
    }
    if (llk_find_path(g->board, n.a, n.b, NULL) != LLK_OK) {
        return false; /* cannot happen for a proven line; never hint it */
    }
    if (out != NULL) {
        *out = n;
    }
    return true;
}

/* The engine's hints for the board as it stands: searched once, then kept
 * until the board changes. A winning first hint proves a line: it becomes
 * the current position's line when it has none (knowledge gained about
 * the same position, not a change). False when out of memory. */
static bool hint_rank(game *g)
{
    if (g->rank_ok) {
        return true;
    }
    size_t n = llk_pairs(g->board, NULL, 0);
    if (n > (size_t)g->rank_cap) {
        llk_pair *r = realloc(g->rank, sizeof(llk_pair) * n);
        if (r != NULL) {
            g->rank = r;
        }
        llk_hint_kind *k = realloc(g->rank_kind, sizeof *k * n);
        if (k != NULL) {
            g->rank_kind = k;
        }
        if (r == NULL || k == NULL) {
            return false;
        }
        g->rank_cap = (int)n;
    }
    if (n > 0) {
        llk_pair probe;
        bool keep = !hist_line_move(g, &probe);
        llk_pair *line = keep ? malloc(sizeof *line * ((size_t)g->board->tiles / 2 + 1))
                              : NULL;
        int nl = 0;
        size_t ranked = llk_hint_order(g->board, g->shift, GAME_HINT_BUDGET_MS,
                                       g->rank, g->rank_kind, n, line,
                                       line != NULL ? &nl : NULL);
        n = ranked < n ? ranked : n; /* huge boards rank only some */
        g->hint_searches++;
        if (line != NULL && nl > 0) {
            int id = hist_add_line(g, line, nl);
            if (id >= 0) {
                hist_cur(g)->line = id;
                hist_cur(g)->line_at = 0;
            }
        }
        free(line);
    }
    g->rank_n = (int)n;
    g->rank_ok = true;
    return true;
}

/* The engine's hint at index skip (wrapping); false when no pair is
 * removable. Without memory for the order, any removable pair. Sets
 * hint_win to whether it is proven winning. */
static bool engine_hint(game *g, int skip, llk_pair *p)
{
    g->hint_win = false;
    if (!hint_rank(g)) {
        return llk_has_pair(g->board, p);
    }
    if (g->rank_n == 0) {
        return false;
    }
    *p = g->rank[skip % g->rank_n];
    g->hint_win = g->rank_kind[skip % g->rank_n] == LLK_HINT_WINNING;
    return true;
}

bool hints_best(game *g, llk_pair *p)
{
    if (game_line_next(g, p)) {
        return true;
    }
    return engine_hint(g, 0, p);
}

/* The hint after the one showing. With a known line the cycle is its next
 * move (hint_skip -1), then the engine's order without that move;
 * otherwise the engine's order. */
static bool next_hint(game *g, llk_pair *p)
{
    llk_pair lm;
    bool has_line = game_line_next(g, &lm);
    int n = (int)llk_pairs(g->board, NULL, 0);
    if (n == 0) {
        return false;
    }
    int skip = g->hint_skip + 1;
    if (has_line) {
        for (;;) {
            if (skip >= n) {
                skip = -1;
                *p = lm;
                g->hint_win = true;
                break;
            }
            if (!engine_hint(g, skip, p)) {
                return false;
            }
            if (!llk_pair_same(*p, lm)) {
                break;
            }
            skip++;
        }
    } else {
        skip %= n;
        if (!engine_hint(g, skip, p)) {
            return false;
        }
    }
    g->hint_skip = skip;
    return true;
}

game_hint_result game_hint(game *g, llk_pair *out)
{
    if (g->screen != GAME_SCREEN_PLAYING || g->board == NULL) {
        return GAME_HINT_NOT_PLAYING;
    }
    llk_pair p;
    if (g->has_hint && g->mode == GAME_TIMED) {
        /* Timed hints are paid: H again shows the paid pair again, free;
         * another pair costs a hint once the player has acted. */
        if (out != NULL) {
            *out = g->hint;
        }
        return GAME_HINT_AGAIN;
    }
    if (g->has_hint) {
        /* Relaxed: the next alternative; wrap to the first after the last. */
        if (g->hint_to != NULL) {
            p = *g->hint_to; /* a replay's hint: as it was shown */
        } else if (!next_hint(g, &p)) {
            g->has_hint = false;
            return GAME_HINT_NO_PAIR;
        }
        g->hint = p;
        rec_hint(g, p);
        if (out != NULL) {
            *out = p;
        }
        return GAME_HINT_NEXT;
    }
    if (hist_cur(g)->hints_left == 0) {
        return GAME_HINT_NONE_LEFT;
    }
    game_poll(g); /* a line the thinker found becomes the position's */
    /* The known line's next move is proven winning: no search needed. */
    if (g->hint_to != NULL) {
        p = *g->hint_to; /* a replay's hint: as it was shown */
        g->hint_skip = 0;
        g->hint_win = false;
    } else if (game_line_next(g, &p)) {
        g->hint_skip = -1;
        g->hint_win = true;
    } else if (!engine_hint(g, 0, &p)) {
        return GAME_HINT_NO_PAIR;
    } else {
        g->hint_skip = 0;
    }
    /* A hint spent is a change (timed); relaxed hints are free. */
    if (hist_cur(g)->hints_left > 0) {
        if (!hist_push(g)) {
            return GAME_HINT_NO_PAIR;
        }
        hist_cur(g)->hints_left--;
        hist_commit(g);
    }
    g->has_hint = true;
    g->hint = p;
    g->hinted = true;
    runs_count(g, GAME_EVENT_HINTS, 1);
    rec_hint(g, p);
    if (out != NULL) {
        *out = p;
    }
    return GAME_HINT_SHOWN;
}
