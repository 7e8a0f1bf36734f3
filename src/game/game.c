/* game.c - a game in progress: level start, selection, removal and shift,
 * stuck boards, hints, re-deals, clock, screens and score.
 *
 * Every action changes the board at once; the front end animates from the
 * game_move it gets back.
 */
#include "llk/game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "llk/rng.h"
#include "llk/solve.h"

#define REDEAL_BUDGET_MS 500 /* solver budget for one re-deal */

struct game {
    game_screen screen;
    game_difficulty diff;
    int level;                       /* 0 before any level was started */
    uint64_t seed;
    llk_shift shift;
    const game_level_params *params;
    llk_board *board;                /* the board being played */
    llk_board *start;                /* the board as dealt, for retry */
    int *from;                       /* rows*cols, the last shift's map */
    /* A known winning line: moves that clear the board from line[line_at]
     * on, as proven by the generator, a re-deal or a winning hint. It
     * holds while the player plays its moves in order; any other move or
     * a new arrangement drops it (line_n = 0). */
    llk_pair *line;
    int line_n, line_at;
    llk_pair *start_line;            /* the deal's line, for retry */
    int start_line_n;
    bool kept;                       /* a level is in progress (menu) */

    bool has_sel;
    llk_cell sel;
    bool has_hint;
    llk_pair hint;
    int hint_skip;                   /* the engine's index of the hint
                                        shown; -1: the line's next move */
    bool hinted;                     /* a hint shown since the last match */
    /* The engine's hints for the board as it stands, in its order: one
     * search (llk_hint_order) serves every H press until the board
     * changes (forget_hints). rank holds rank_cap pairs, rank_n used. */
    llk_pair *rank;
    int rank_n, rank_cap;
    bool rank_ok;                    /* rank is for the board as it stands */
    int hint_searches;               /* searches run since game_new */

    int score;                       /* total, all levels */
    int start_score;                 /* total when this level started */
    int level_score;
    int time_left_ms;
    int time_total_ms;
    long long play_ms;               /* time played on this level */
    long long last_match_ms;
    bool matched;                    /* at least one match on this level */
    int combo;
    int hints_left;
    int redeals_left;
    game_bonus bonus;
    game_notice notice;
    llk_rng rng;                     /* seeds for re-deals */
    char err[160];                   /* the last error message */
};

game *game_new(void)
{
    game *g = calloc(1, sizeof *g);
    if (g == NULL) {
        return NULL;
    }
    g->screen = GAME_SCREEN_MENU;
    g->diff = GAME_EASY;
    g->level = 1;
    g->params = game_level_get(GAME_EASY, 1);
    g->shift = game_level_shift(1);
    return g;
}

static void drop_boards(game *g)
{
    llk_board_free(g->board);
    llk_board_free(g->start);
    free(g->from);
    free(g->line);
    free(g->start_line);
    free(g->rank);
    g->board = NULL;
    g->start = NULL;
    g->from = NULL;
    g->line = NULL;
    g->start_line = NULL;
    g->line_n = g->line_at = g->start_line_n = 0;
    g->rank = NULL;
    g->rank_n = g->rank_cap = 0;
    g->rank_ok = false;
}

/* The board changed (removal, re-deal, retry, new level): the engine's
 * hints of the old one no longer apply. */
static void forget_hints(game *g)
{
    g->rank_ok = false;
    g->rank_n = 0;
}

void game_free(game *g)
{
    if (g == NULL) {
        return;
    }
    drop_boards(g);
    free(g);
}

/* The generator's seed for one level: mixes difficulty and level into the
 * game's seed so every level of one seed gets its own board. */
static uint64_t board_seed(uint64_t seed, game_difficulty d, int level)
{
    uint64_t z = seed ^ ((uint64_t)level * 0x9E3779B97F4A7C15ULL)
                 ^ ((uint64_t)(d + 1) << 56);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* Re-deal a stuck board for free, and leave a notice. */
static bool auto_redeal(game *g)
{
    forget_hints(g);
    llk_board *keep = llk_board_clone(g->board);
    llk_redeal_result r = llk_shuffle_line(g->board, g->shift,
                                           llk_rng_next(&g->rng),
                                           REDEAL_BUDGET_MS, g->line, &g->line_n);
    g->line_at = 0;
    if (r == LLK_REDEAL_FAILED) {
        if (keep != NULL) {
            llk_board_copy(g->board, keep);
        }
        llk_board_free(keep);
        g->notice = GAME_NOTICE_AUTO_REDEAL_FAILED;
        return false;
    }
    llk_board_free(keep);
    g->notice = GAME_NOTICE_AUTO_REDEAL;
    return true;
}

/* Reset everything of the level from g->start; score back to start_score. */
static void reset_level(game *g)
{
    llk_board_copy(g->board, g->start);
    forget_hints(g);
    memcpy(g->line, g->start_line, sizeof(llk_pair) * (size_t)g->start_line_n);
    g->line_n = g->start_line_n;
    g->line_at = 0;
    llk_rng_seed(&g->rng, board_seed(g->seed, g->diff, g->level) ^ 0x5EEDULL);
    g->has_sel = false;
    g->has_hint = false;
    g->hint_skip = 0;
    g->hinted = false;
    g->score = g->start_score;
    g->level_score = 0;
    g->time_total_ms = g->params->time_s * 1000;
    g->time_left_ms = g->time_total_ms;
    g->play_ms = 0;
    g->last_match_ms = 0;
    g->matched = false;
    g->combo = 0;
    g->hints_left = g->params->hints;
    g->redeals_left = g->params->redeals;
    g->bonus = (game_bonus){0, 0, 0, 0};
    g->notice = GAME_NOTICE_NONE;
    for (int i = 0; i < g->board->rows * g->board->cols; i++) {
        g->from[i] = llk_board_get(g->board, i / g->board->cols,
                                   i % g->board->cols) ? i : -1;
    }
    g->screen = GAME_SCREEN_PLAYING;
    g->kept = true;
    if (!llk_has_pair(g->board, NULL)) {
        auto_redeal(g);
    }
}

/* Take ownership of board b as the new level's deal, and of line (NULL,
 * or room for rows*cols/2 pairs with the nline moves that clear b). */
static const char *begin_level(game *g, game_difficulty d, int level,
                               uint64_t seed, llk_board *b, llk_pair *line,
                               int nline, int score)
{
    size_t cells = (size_t)b->rows * (size_t)b->cols;
    int *from = malloc(sizeof *from * cells);
    llk_board *start = llk_board_clone(b);
    llk_pair *start_line = malloc(sizeof(llk_pair) * (cells / 2 + 1));
    if (line == NULL) {
        line = malloc(sizeof(llk_pair) * (cells / 2 + 1));
        nline = 0;
    }
    if (from == NULL || start == NULL || start_line == NULL || line == NULL) {
        free(from);
        llk_board_free(start);
        free(start_line);
        free(line);
        llk_board_free(b);
        return "out of memory while starting the level";
    }
    memcpy(start_line, line, sizeof(llk_pair) * (size_t)nline);
    drop_boards(g);
    g->board = b;
    g->start = start;
    g->from = from;
    g->line = line;
    g->start_line = start_line;
    g->start_line_n = nline;
    g->diff = d;
    g->level = level;
    g->seed = seed;
    g->shift = game_level_shift(level);
    g->params = game_level_get(d, level);
    g->start_score = score;
    reset_level(g);
    return NULL;
}

static const char *check_level(game_difficulty d, int level)
{
    if (game_difficulty_name(d) == NULL) {
        return "unknown difficulty";
    }
    if (level < 1 || level > GAME_LEVELS) {
        return "the level must be a number from 1 to 13";
    }
    return NULL;
}

static const char *generate_level(game *g, game_difficulty d, int level,
                                  uint64_t seed, int score)
{
    const char *err = check_level(d, level);
    if (err != NULL) {
        return err;
    }
    const game_level_params *p = game_level_get(d, level);
    llk_pair *line = malloc(sizeof(llk_pair) * ((size_t)p->rows * (size_t)p->cols / 2 + 1));
    int nline = 0;
    llk_board *b = line == NULL ? NULL
                   : llk_generate_line(p->rows, p->cols, p->kinds,
                                       game_level_shift(level),
                                       board_seed(seed, d, level), NULL,
                                       line, &nline);
    if (b == NULL) {
        free(line);
        snprintf(g->err, sizeof g->err,
                 "the generator made no %dx%d board with %d kinds for "
                 "level %d (bad size or out of memory)",
                 p->rows, p->cols, p->kinds, level);
        return g->err;
    }
    return begin_level(g, d, level, seed, b, line, nline, score);
}

const char *game_start(game *g, game_difficulty d, int level, uint64_t seed)
{
    return generate_level(g, d, level, seed, 0);
}

const char *game_start_board(game *g, game_difficulty d, int level,
                             uint64_t seed, const llk_board *b)
{
    const char *err = check_level(d, level);
    if (err != NULL) {
        return err;
    }
    if (b == NULL || b->tiles == 0) {
        return "the board has no tiles";
    }
    /* Every kind must come an even number of times, or it cannot clear. */
    int *count = calloc(LLK_MAX_KIND + 1, sizeof *count);
    if (count == NULL) {
        return "out of memory while starting the level";
    }
    bool odd = false;
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            count[llk_board_get(b, r, c)]++;
        }
    }
    for (int k = 1; k <= LLK_MAX_KIND; k++) {
        odd = odd || (count[k] % 2 != 0);
    }
    free(count);
    if (odd) {
        return "the board has a kind with an odd number of tiles";
    }
    llk_board *copy = llk_board_clone(b);
    if (copy == NULL) {
        return "out of memory while starting the level";
    }
    return begin_level(g, d, level, seed, copy, NULL, 0, 0);
}

const char *game_next_level(game *g)
{
    if (g->screen != GAME_SCREEN_LEVEL_CLEAR) {
        return "there is no cleared level to go on from";
    }
    return generate_level(g, g->diff, g->level + 1, g->seed, g->score);
}

const char *game_retry(game *g)
{
    if (g->board == NULL) {
        return "no level has been started";
    }
    reset_level(g);
    return NULL;
}

void game_to_menu(game *g)
{
    if (g->screen != GAME_SCREEN_PLAYING && g->screen != GAME_SCREEN_PAUSED) {
        g->kept = false;
    }
    g->screen = GAME_SCREEN_MENU;
}

bool game_can_resume(const game *g)
{
    return g->board != NULL && g->kept;
}

void game_pause(game *g)
{
    if (g->screen == GAME_SCREEN_PLAYING) {
        g->screen = GAME_SCREEN_PAUSED;
    }
}

void game_resume(game *g)
{
    if (g->screen == GAME_SCREEN_PAUSED
        || (g->screen == GAME_SCREEN_MENU && game_can_resume(g))) {
        g->screen = GAME_SCREEN_PLAYING;
    }
}

/* The level is over (cleared or out of time): nothing left to resume. */
static void end_level(game *g, game_screen s)
{
    g->screen = s;
    g->kept = false;
    g->has_sel = false;
    g->has_hint = false;
}

bool game_tick(game *g, int dt_ms)
{
    if (g->screen != GAME_SCREEN_PLAYING || dt_ms <= 0) {
        return false;
    }
    g->play_ms += dt_ms;
    if (dt_ms >= g->time_left_ms) {
        g->time_left_ms = 0;
        end_level(g, GAME_SCREEN_TIME_UP);
        return true;
    }
    g->time_left_ms -= dt_ms;
    return false;
}

static bool same_cell(llk_cell x, llk_cell y)
{
    return x.r == y.r && x.c == y.c;
}

static bool same_pair(llk_pair x, llk_pair y)
{
    return (same_cell(x.a, y.a) && same_cell(x.b, y.b))
           || (same_cell(x.a, y.b) && same_cell(x.b, y.a));
}

/* The player removes (a, z): the line's next move keeps the line, any
 * other move drops it. */
static void follow_line(game *g, llk_cell a, llk_cell z)
{
    if (g->line_at < g->line_n && same_pair(g->line[g->line_at], (llk_pair){a, z})) {
        g->line_at++;
        return;
    }
    g->line_n = g->line_at = 0;
}

bool game_line_next(const game *g, llk_pair *out)
{
    if (g->board == NULL || g->line_at >= g->line_n) {
        return false;
    }
    llk_pair n = g->line[g->line_at];
    llk_path path;
    if (llk_find_path(g->board, n.a, n.b, &path) != LLK_OK) {
        return false; /* cannot happen for a proven line; never hint it */
    }
    if (out != NULL) {
        *out = n;
    }
    return true;
}

/* Remove the selected tile and (r, c), joined by path; shift; score; then
 * level end or stuck check. */
static void remove_pair(game *g, llk_cell a, llk_cell z, const llk_path *path,
                        game_move *m)
{
    llk_board *b = g->board;
    int n = b->rows * b->cols;
    m->result = GAME_CLICK_REMOVED;
    m->a = a;
    m->b = z;
    m->kind = llk_board_get(b, a.r, a.c);
    m->path = *path;
    follow_line(g, a, z);
    llk_board_remove(b, (llk_pair){a, z});
    forget_hints(g);
    for (int i = 0; i < n; i++) {
        g->from[i] = llk_board_get(b, i / b->cols, i % b->cols) ? i : -1;
    }
    llk_shift_apply(b, g->shift, g->from);
    m->from = g->from;
    m->moved = false;
    for (int i = 0; i < n; i++) {
        if (g->from[i] >= 0 && g->from[i] != i) {
            m->moved = true;
        }
    }
    /* Combo: quick successive matches, never after a hint was shown. */
    if (g->matched && !g->hinted
        && g->play_ms - g->last_match_ms <= GAME_COMBO_MS) {
        g->combo++;
    } else {
        g->combo = 0;
    }
    g->matched = true;
    g->hinted = false;
    g->last_match_ms = g->play_ms;
    m->combo = g->combo;
    m->points = game_pair_points(g->combo);
    g->score += m->points;
    g->level_score += m->points;
    g->has_sel = false;
    if (b->tiles == 0) {
        g->bonus = game_level_bonus(g->time_left_ms, g->hints_left,
                                    g->redeals_left);
        g->score += g->bonus.total;
        g->level_score += g->bonus.total;
        m->cleared = true;
        end_level(g, g->level >= GAME_LEVELS ? GAME_SCREEN_FINISHED
                                             : GAME_SCREEN_LEVEL_CLEAR);
    } else if (!llk_has_pair(b, NULL)) {
        m->auto_redeal = auto_redeal(g);
    }
}

game_click game_select(game *g, int r, int c, game_move *out)
{
    game_move m;
    memset(&m, 0, sizeof m);
    m.result = GAME_CLICK_IGNORED;
    m.why = LLK_OK;
    m.a = (llk_cell){r, c};
    if (g->screen != GAME_SCREEN_PLAYING || g->board == NULL
        || !llk_board_inside(g->board, r, c)
        || llk_board_get(g->board, r, c) == 0) {
        if (out != NULL) {
            *out = m;
        }
        return m.result;
    }
    llk_cell here = {r, c};
    g->has_hint = false;
    if (!g->has_sel) {
        g->has_sel = true;
        g->sel = here;
        m.result = GAME_CLICK_SELECTED;
    } else if (g->sel.r == r && g->sel.c == c) {
        g->has_sel = false;
        m.result = GAME_CLICK_DESELECTED;
    } else {
        llk_path path;
        llk_status st = llk_find_path(g->board, g->sel, here, &path);
        if (st == LLK_OK) {
            remove_pair(g, g->sel, here, &path, &m);
        } else {
            m.result = GAME_CLICK_REFUSED;
            m.why = st;
            m.a = g->sel;
            m.b = here;
            g->sel = here;
        }
    }
    if (out != NULL) {
        *out = m;
    }
    return m.result;
}

bool game_deselect(game *g)
{
    bool had = g->has_sel;
    g->has_sel = false;
    return had;
}

/* The engine's hints for the board as it stands: searched once (a
 * winning first hint proves a line, kept when none is known), then kept
 * until the board changes. False when out of memory. */
static bool hint_rank(game *g)
{
    if (g->rank_ok) {
        return true;
    }
    size_t n = llk_pairs(g->board, NULL, 0);
    if (n > (size_t)g->rank_cap) {
        llk_pair *r = realloc(g->rank, sizeof(llk_pair) * n);
        if (r == NULL) {
            return false;
        }
        g->rank = r;
        g->rank_cap = (int)n;
    }
    if (n > 0) {
        int nl = 0;
        bool keep = g->line_at >= g->line_n;
        llk_hint_order(g->board, g->shift, GAME_HINT_BUDGET_MS, g->rank, NULL, n,
                       keep ? g->line : NULL, &nl);
        g->hint_searches++;
        if (keep && nl > 0) {
            g->line_n = nl;
            g->line_at = 0;
        }
    }
    g->rank_n = (int)n;
    g->rank_ok = true;
    return true;
}

/* The engine's hint at index skip (wrapping); false when no pair is
 * removable. Without memory for the order, any removable pair. */
static bool engine_hint(game *g, int skip, llk_pair *p)
{
    if (!hint_rank(g)) {
        return llk_has_pair(g->board, p);
    }
    if (g->rank_n == 0) {
        return false;
    }
    *p = g->rank[skip % g->rank_n];
    return true;
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
                break;
            }
            if (!engine_hint(g, skip, p)) {
                return false;
            }
            if (!same_pair(*p, lm)) {
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
    if (g->has_hint) {
        /* The next alternative, free; wrap to the first after the last. */
        if (!next_hint(g, &p)) {
            g->has_hint = false;
            return GAME_HINT_NO_PAIR;
        }
        g->hint = p;
        if (out != NULL) {
            *out = p;
        }
        return GAME_HINT_NEXT;
    }
    if (g->hints_left <= 0) {
        return GAME_HINT_NONE_LEFT;
    }
    /* The known line's next move is proven winning: no search needed. */
    if (game_line_next(g, &p)) {
        g->hint_skip = -1;
    } else if (!engine_hint(g, 0, &p)) {
        return GAME_HINT_NO_PAIR;
    } else {
        g->hint_skip = 0;
    }
    g->hints_left--;
    g->has_hint = true;
    g->hint = p;
    g->hinted = true;
    if (out != NULL) {
        *out = p;
    }
    return GAME_HINT_SHOWN;
}

game_redeal_result game_redeal(game *g)
{
    if (g->screen != GAME_SCREEN_PLAYING || g->board == NULL) {
        return GAME_REDEAL_NOT_PLAYING;
    }
    if (g->redeals_left <= 0) {
        return GAME_REDEAL_NONE_LEFT;
    }
    llk_board *keep = llk_board_clone(g->board);
    if (keep == NULL) {
        return GAME_REDEAL_FAILED;
    }
    forget_hints(g);
    /* The line's moves are only overwritten by a winnable re-deal. */
    int was_n = g->line_n, was_at = g->line_at;
    llk_redeal_result r = llk_shuffle_line(g->board, g->shift,
                                           llk_rng_next(&g->rng),
                                           REDEAL_BUDGET_MS, g->line, &g->line_n);
    g->line_at = 0;
    if (r == LLK_REDEAL_FAILED) {
        llk_board_copy(g->board, keep);
        llk_board_free(keep);
        g->line_n = was_n;
        g->line_at = was_at;
        return GAME_REDEAL_FAILED;
    }
    llk_board_free(keep);
    g->redeals_left--;
    g->has_sel = false;
    g->has_hint = false;
    return GAME_REDEAL_DONE;
}

game_notice game_take_notice(game *g)
{
    game_notice n = g->notice;
    g->notice = GAME_NOTICE_NONE;
    return n;
}

game_screen game_get_screen(const game *g)
{
    return g->screen;
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
    return g->score;
}

int game_get_level_score(const game *g)
{
    return g->level_score;
}

int game_get_time_left_ms(const game *g)
{
    return g->time_left_ms;
}

int game_get_time_total_ms(const game *g)
{
    return g->time_total_ms;
}

int game_get_hints_left(const game *g)
{
    return g->hints_left;
}

int game_get_redeals_left(const game *g)
{
    return g->redeals_left;
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
    return g->combo;
}

game_bonus game_get_bonus(const game *g)
{
    return g->bonus;
}
