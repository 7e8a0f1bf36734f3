/* game.c - the flow of a level: start, selection, removal and shift, stuck
 * boards, re-deals, the clock and the screens. Every change goes through
 * the history (history.c): hist_push, change the live board and the
 * current position, hist_commit.
 *
 * Every action changes the board at once; the front end animates from the
 * game_move it gets back.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_int.h"
#include "llk/intl.h"

game *game_new(void)
{
    game *g = calloc(1, sizeof *g);
    if (g == NULL) {
        return NULL;
    }
    g->screen = GAME_SCREEN_MENU;
    g->mode = GAME_TIMED;
    g->diff = GAME_EASY;
    g->level = 1;
    g->params = game_level_get(GAME_EASY, 1);
    g->shift = game_level_shift(1);
    g->first_level = 1;
    g->time_scale = 1;
    return g;
}

void game_free(game *g)
{
    if (g == NULL) {
        return;
    }
    ahead_free(g);
    assist_free(g);
    hist_free(g);
    free(g->rank);
    free(g->rank_kind);
    free(g->events);
    rec_free(g);
    free(g);
}

/* Re-deal a stuck board for free (within the change being recorded), and
 * leave a notice. On failure the board is as it was. */
static bool auto_redeal(game *g)
{
    hist_commit(g); /* the stuck board, to come back to on failure */
    llk_redeal_result r = deal_redeal(g);
    if (r == LLK_REDEAL_FAILED) {
        hist_goto(g, g->at);
        g->notice = GAME_NOTICE_AUTO_REDEAL_FAILED;
        return false;
    }
    g->notice = GAME_NOTICE_AUTO_REDEAL;
    return true;
}

/* What the screen shows and the clock, fresh for the level's start. */
static void reset_view(game *g)
{
    g->has_sel = false;
    g->has_hint = false;
    g->hint_skip = 0;
    g->hinted = false;
    g->matched = false;
    g->last_match_ms = 0;
    g->play_ms = 0;
    g->time_total_ms = g->kind == GAME_KIND_ENDLESS ? g->endless_clock_ms
                       : g->mode == GAME_TIMED    ? game_scaled_ms(g)
                                                  : 0;
    g->time_left_ms = g->time_total_ms;
    g->notice = GAME_NOTICE_NONE;
    hints_forget(g);
    g->screen = GAME_SCREEN_PLAYING;
    g->kept = true;
    g->next_pending = false;
}

/* A stuck deal is re-dealt at once, as a recorded change. */
static void unstick(game *g)
{
    if (llk_has_pair(g->board, NULL) || !hist_push(g)) {
        return;
    }
    auto_redeal(g);
    hist_commit(g);
}

void game_enter_level(game *g)
{
    g->shift = game_level_shift(g->level);
    g->params = game_level_get(g->diff, g->level);
    g->start_score = g->pos[0].score;
    reset_view(g);
    hist_still(g);
    g->changes++;
    assist_board_changed(g);
    runs_started(g);
}

/* Take ownership of board b (and line, NULL or nline moves) as the deal of
 * level (d, level). */
static const char *begin_level(game *g, game_mode m, game_difficulty d,
                               int level, uint64_t seed, llk_board *b,
                               llk_pair *line, int nline, int score, const char *layout)
{
    g->layout = layout;
    g->rule = GAME_RULE_NONE; /* the daily's rule comes after (game_set_rule) */
    g->mode = m;
    g->diff = d;
    g->level = level;
    g->seed = seed;
    g->shift = game_level_shift(level);
    g->params = game_level_get(d, level);
    const char *err = hist_begin(g, b, line, nline, score);
    free(line);
    if (err != NULL) {
        g->kept = false;
        g->screen = GAME_SCREEN_MENU;
        return err;
    }
    game_enter_level(g);
    unstick(g);
    return NULL;
}

static const char *check_level(game_mode m, game_difficulty d, int level)
{
    if (game_mode_name(m) == NULL) {
        return LLK_N_("unknown mode");
    }
    if (game_difficulty_name(d) == NULL) {
        return LLK_N_("unknown difficulty");
    }
    if (level < 1 || level > GAME_LEVELS) {
        return LLK_N_("the level must be a number from 1 to 13");
    }
    return NULL;
}

static const char *generate_level(game *g, game_mode m, game_difficulty d,
                                  int level, uint64_t seed, int score)
{
    const char *err = check_level(m, d, level);
    if (err != NULL) {
        return err;
    }
    llk_pair *line;
    int nline;
    llk_board *b = deal_generate(g, d, level, seed, &line, &nline);
    if (b == NULL) {
        return g->err;
    }
    err = begin_level(g, m, d, level, seed, b, line, nline, score,
                      game_level_layout(d, level));
    if (err == NULL) {
        rec_begin(g); /* a game ID deals it again: its replay is kept */
        g->deals++;
    }
    return err;
}

const char *game_begin(game *g, game_mode m, game_difficulty d, int level,
                       uint64_t seed)
{
    const char *err = check_level(m, d, level);
    if (err != NULL) {
        return err;
    }
    runs_begin(g, m == GAME_RELAXED ? GAME_KIND_RELAXED : GAME_KIND_TIMED,
               level); /* not assisted */
    g->demo = false;
    return generate_level(g, m, d, level, seed, 0);
}

/* Zen's or endless's board after `boards` were cleared, the deal of
 * seed (endless: timed, its clock g->endless_clock_ms). */
static const char *zen_deal(game *g, game_difficulty d, int boards,
                            uint64_t seed, int score)
{
    int was = g->zen_boards;
    g->zen_boards = boards; /* before the deal: its look ahead asks */
    game_mode m = g->kind == GAME_KIND_ENDLESS ? GAME_TIMED : GAME_RELAXED;
    const char *err = generate_level(g, m, d, game_zen_level(boards), seed,
                                     score);
    if (err != NULL) {
        g->zen_boards = was;
    }
    return err;
}

const char *game_begin_zen(game *g, game_difficulty d, uint64_t seed)
{
    return game_begin_zen_at(g, d, 0, seed);
}

const char *game_begin_zen_at(game *g, game_difficulty d, int boards,
                              uint64_t seed)
{
    const char *err = check_level(GAME_RELAXED, d, 1);
    if (err != NULL) {
        return err;
    }
    runs_begin(g, GAME_KIND_ZEN, 1);
    g->demo = false;
    return zen_deal(g, d, boards < 0 ? 0 : boards, seed, 0);
}

const char *game_begin_endless(game *g, game_difficulty d, uint64_t seed)
{
    return game_begin_endless_at(g, d, 0, seed, GAME_ENDLESS_START_MS);
}

const char *game_begin_endless_at(game *g, game_difficulty d, int boards,
                                  uint64_t seed, int clock_ms)
{
    const char *err = check_level(GAME_TIMED, d, 1);
    if (err != NULL) {
        return err;
    }
    runs_begin(g, GAME_KIND_ENDLESS, 1);
    g->demo = false;
    g->endless_clock_ms = clock_ms < 1 ? 1
                          : clock_ms > GAME_ENDLESS_MAX_MS ? GAME_ENDLESS_MAX_MS
                                                           : clock_ms;
    return zen_deal(g, d, boards < 0 ? 0 : boards, seed, 0);
}

int game_scaled_ms(const game *g)
{
    if (rules_clock_ms(g) > 0) {
        return rules_clock_ms(g); /* the deal of the day's rule */
    }
    int scale = g->time_scale > 0 ? g->time_scale : 1;
    return g->params->time_s * 1000 * scale;
}

bool game_set_time_scale(game *g, int scale)
{
    if (g->board == NULL || g->kind != GAME_KIND_PRACTICE ||
        g->mode != GAME_TIMED || g->npos != 1 ||
        (scale != 0 && scale != 1 && scale != 2 && scale != 4)) {
        return false;
    }
    g->time_scale = scale;
    g->time_total_ms = game_scaled_ms(g);
    g->time_left_ms = g->time_total_ms;
    g->pos[0].time_left_ms = g->time_left_ms;
    if (scale != 1) {
        g->assisted = true; /* more time is help: no best, no stars */
        for (int i = 0; i < g->nevents; i++) {
            g->events[i].assisted = true; /* the board's STARTED */
        }
    }
    g->changes++;
    return true;
}

int game_get_time_scale(const game *g)
{
    return g->time_scale;
}

bool game_counts_down(const game *g)
{
    return g->mode == GAME_TIMED && g->time_scale != 0;
}

int game_zen_boards(const game *g)
{
    return g->kind == GAME_KIND_ZEN ? g->zen_boards : 0;
}

const char *game_begin_practice(game *g, game_difficulty d, int level,
                                uint64_t seed)
{
    const char *err = check_level(GAME_TIMED, d, level);
    if (err != NULL) {
        return err;
    }
    runs_begin(g, GAME_KIND_PRACTICE, level);
    g->demo = false;
    return generate_level(g, GAME_TIMED, d, level, seed, 0);
}

const char *game_start(game *g, game_difficulty d, int level, uint64_t seed)
{
    return game_begin(g, GAME_TIMED, d, level, seed);
}

const char *game_start_board(game *g, game_difficulty d, int level,
                             uint64_t seed, const llk_board *b)
{
    return game_begin_board(g, GAME_TIMED, d, level, seed, b);
}

const char *game_begin_board(game *g, game_mode m, game_difficulty d,
                             int level, uint64_t seed, const llk_board *b)
{
    const char *err = check_level(m, d, level);
    if (err != NULL) {
        return err;
    }
    if (b == NULL || b->tiles == 0) {
        return LLK_N_("the board has no tiles");
    }
    if (!deal_even_kinds(b)) {
        return LLK_N_("the board has a kind with an odd number of tiles");
    }
    llk_board *copy = llk_board_clone(b);
    if (copy == NULL) {
        return LLK_N_("out of memory while starting the level");
    }
    /* A board that fills exactly the level's layout is a deal of it: it
     * keeps the layout's shape, as a dealt one (and a save of it) does. */
    const char *layout = game_level_layout(d, level);
    uint8_t *shape = layout_shape(layout, b->kind, b->rows, b->cols);
    if (shape != NULL) {
        llk_board_set_shape(copy, shape);
        free(shape);
    } else {
        layout = NULL;
    }
    runs_begin(g, m == GAME_RELAXED ? GAME_KIND_RELAXED : GAME_KIND_TIMED,
               level);
    g->demo = false;
    rec_off(g); /* no game ID deals this board: no replay */
    return begin_level(g, m, d, level, seed, copy, NULL, 0, 0, layout);
}

const char *game_next_level(game *g)
{
    if (g->screen != GAME_SCREEN_LEVEL_CLEAR) {
        return LLK_N_("there is no cleared level to go on from");
    }
    if (g->kind == GAME_KIND_PRACTICE) {
        return "practice is one level: there is no next level";
    }
    if (g->kind == GAME_KIND_ZEN || g->kind == GAME_KIND_ENDLESS) {
        g->endless_clock_ms = g->time_left_ms; /* endless: carried over */
        return zen_deal(g, g->diff, g->zen_boards, game_zen_seed(g->seed),
                        hist_cur(g)->score);
    }
    return generate_level(g, g->mode, g->diff, g->level + 1, g->seed,
                          hist_cur(g)->score);
}

const char *game_retry(game *g)
{
    if (g->board == NULL) {
        return LLK_N_("no level has been started");
    }
    if (g->kind == GAME_KIND_ENDLESS) {
        return LLK_N_("endless has no retry: the run goes on against its clock");
    }
    if (!hist_push(g)) {
        return LLK_N_("out of memory while restarting the level");
    }
    long long played = g->play_ms;
    /* The deal as it was, clock and score as at the level's start. */
    uint16_t *kinds = hist_cur(g)->kinds;
    memcpy(kinds, g->pos[0].kinds,
           sizeof *kinds * (size_t)g->board->rows * (size_t)g->board->cols);
    game_pos p = g->pos[0];
    p.kinds = kinds;
    *hist_cur(g) = p;
    hist_goto(g, g->at);
    hist_still(g);
    reset_view(g);
    hist_commit(g);
    runs_started(g);
    unstick(g);
    rec_retried(g, played);
    return NULL;
}

void game_to_menu(game *g)
{
    if (g->screen == GAME_SCREEN_TIME_UP) {
        runs_leave(g); /* out of time and no retry: a run ends */
    }
    if (g->screen != GAME_SCREEN_PLAYING && g->screen != GAME_SCREEN_PAUSED) {
        g->kept = false;
    }
    g->screen = GAME_SCREEN_MENU;
    g->changes++;
}

bool game_can_resume(const game *g)
{
    return g->board != NULL && (g->kept || g->next_pending);
}

game_screen game_pause(game *g)
{
    if (g->screen == GAME_SCREEN_PLAYING) {
        g->screen = GAME_SCREEN_PAUSED;
        g->changes++;
    }
    return g->screen;
}

game_screen game_resume(game *g)
{
    if (g->screen == GAME_SCREEN_MENU && !g->kept && g->next_pending
        && g->board != NULL) {
        g->screen = GAME_SCREEN_LEVEL_CLEAR;
        if (game_next_level(g) != NULL) {
            g->screen = GAME_SCREEN_MENU;
        }
        return g->screen;
    }
    if (g->screen == GAME_SCREEN_PAUSED
        || (g->screen == GAME_SCREEN_MENU && game_can_resume(g))) {
        g->screen = GAME_SCREEN_PLAYING;
        g->changes++;
    }
    return g->screen;
}

/* The level is over (cleared or out of time): nothing left to resume. */
static void end_level(game *g, game_screen s)
{
    g->screen = s;
    g->kept = false;
    g->has_sel = false;
    g->has_hint = false;
    g->changes++;
}

/* The countdown loses ms: at zero the level is out of time. */
static void clock_take(game *g, int ms)
{
    if (ms >= g->time_left_ms) {
        g->time_left_ms = 0;
        hist_cur(g)->time_left_ms = 0;
        end_level(g, GAME_SCREEN_TIME_UP);
        rec_end(g, "time-up");
        runs_lost(g);
        if (g->kind == GAME_KIND_ENDLESS) {
            runs_leave(g); /* endless: the run ends with its clock */
        }
        return;
    }
    g->time_left_ms -= ms;
}

game_screen game_tick(game *g, int dt_ms)
{
    if (g->screen != GAME_SCREEN_PLAYING || dt_ms <= 0) {
        return g->screen;
    }
    ahead_start(g); /* once a level: the next one, dealt while this is played */
    g->play_ms += dt_ms;
    if (!game_counts_down(g)) {
        return g->screen; /* no countdown */
    }
    clock_take(g, dt_ms);
    return g->screen;
}

/* The player removes (a, z): the line's next move keeps the line, any
 * other move drops it. */
static void follow_line(game *g, llk_cell a, llk_cell z)
{
    llk_pair n;
    game_pos *p = hist_cur(g);
    if (hist_line_move(g, &n)
        && ((n.a.r == a.r && n.a.c == a.c && n.b.r == z.r && n.b.c == z.c)
            || (n.a.r == z.r && n.a.c == z.c && n.b.r == a.r && n.b.c == a.c))) {
        p->line_at++;
        return;
    }
    p->line = -1;
    p->line_at = 0;
}

/* Score the match and end the level when the board is empty. */
static void score_match(game *g, game_move *m)
{
    game_pos *p = hist_cur(g);
    /* Combo: quick successive matches, never after a hint was shown. */
    if (g->matched && !g->hinted
        && g->play_ms - g->last_match_ms <= GAME_COMBO_MS) {
        p->combo++;
    } else {
        p->combo = 0;
    }
    g->matched = true;
    g->hinted = false;
    g->last_match_ms = g->play_ms;
    bool won = rules_matched(g); /* the daily's rule: refill, quota met */
    if (g->demo) { /* Show me's pairs: the score stands still */
        p->combo = 0;
        m->combo = 0;
        m->points = 0;
        m->cleared = g->board->tiles == 0 || won;
        p->bonus = (game_bonus){0, 0, 0, 0};
        return;
    }
    m->combo = p->combo;
    if (g->kind == GAME_KIND_ENDLESS) {
        endless_matched(g, p->combo);
    }
    m->points = rules_points(g, m->gold, game_pair_points(p->combo));
    p->score += m->points;
    p->level_score += m->points;
    if (g->board->tiles == 0 || won) {
        bool timed = g->mode == GAME_TIMED;
        /* no countdown (practice time off), or endless's (carried over):
         * no time to be paid for */
        int left = game_counts_down(g) && g->kind != GAME_KIND_ENDLESS
                       ? g->time_left_ms
                       : 0;
        p->bonus = timed ? game_level_bonus(left, p->hints_left,
                                            p->redeals_left)
                         : (game_bonus){0, 0, 0, 0};
        p->score += p->bonus.total;
        p->level_score += p->bonus.total;
        m->cleared = true;
    }
}

/* Remove (a, z), joined by path: one recorded change with the shift, the
 * score, and a free re-deal when the board is left stuck. */
static void remove_pair(game *g, llk_cell a, llk_cell z, const llk_path *path,
                        game_move *m)
{
    llk_board *b = g->board;
    if (!hist_push(g)) {
        m->result = GAME_CLICK_IGNORED;
        return;
    }
    m->result = GAME_CLICK_REMOVED;
    m->a = a;
    m->b = z;
    m->kind = llk_board_get(b, a.r, a.c);
    m->path = *path;
    follow_line(g, a, z);
    llk_board_remove(b, (llk_pair){a, z});
    hints_forget(g);
    llk_shift_apply(b, g->shift, g->from);
    m->from = g->from;
    m->gold = rules_removed(g, a, z); /* the gold pair follows its tiles */
    m->moved = false;
    for (int i = 0; i < b->rows * b->cols; i++) {
        m->moved = m->moved || (g->from[i] >= 0 && g->from[i] != i);
    }
    score_match(g, m);
    runs_moved(g); /* the board's first move: it is played */
    runs_count(g, GAME_EVENT_PAIRS, 1);
    g->has_sel = false;
    if (!m->cleared && b->tiles > 0 && !llk_has_pair(b, NULL)) {
        m->auto_redeal = auto_redeal(g);
    }
    hist_commit(g);
    rec_match(g, a, z, m->auto_redeal);
    if (m->cleared) {
        bool one = g->kind == GAME_KIND_PRACTICE;
        bool zen = g->kind == GAME_KIND_ZEN ||
                   g->kind == GAME_KIND_ENDLESS; /* forever */
        end_level(g, g->level >= GAME_LEVELS && !one && !zen
                         ? GAME_SCREEN_FINISHED
                         : GAME_SCREEN_LEVEL_CLEAR);
        g->next_pending = (g->level < GAME_LEVELS || zen) && !one;
        g->zen_boards += zen ? 1 : 0;
        rec_end(g, "cleared");
        runs_won(g);
    }
}

game_click game_select(game *g, int r, int c, game_move *out)
{
    game_move m;
    memset(&m, 0, sizeof m);
    m.result = GAME_CLICK_IGNORED;
    m.why = LLK_OK;
    m.a = (llk_cell){r, c};
    m.status = g->screen;
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
            if (rules_refused_ms(g) > 0 && game_counts_down(g)) {
                rec_refused(g, m.a, m.b);
                clock_take(g, rules_refused_ms(g)); /* careful hands */
            }
        }
    }
    m.status = g->screen; /* level_clear or finished when it cleared */
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

game_redeal_result game_redeal(game *g)
{
    if (g->screen != GAME_SCREEN_PLAYING || g->board == NULL) {
        return GAME_REDEAL_NOT_PLAYING;
    }
    bool free_redeal = g->free_redeal; /* proven lost: on the house */
    if (hist_cur(g)->redeals_left == 0 && !free_redeal) {
        return GAME_REDEAL_NONE_LEFT;
    }
    if (!hist_push(g)) {
        return GAME_REDEAL_FAILED;
    }
    if (deal_redeal(g) == LLK_REDEAL_FAILED) {
        hist_cancel(g);
        return GAME_REDEAL_FAILED;
    }
    if (hist_cur(g)->redeals_left > 0 && !free_redeal) {
        hist_cur(g)->redeals_left--;
    }
    hist_commit(g);
    rec_redeal(g, free_redeal);
    runs_count(g, GAME_EVENT_REDEALS, 1);
    hist_still(g);
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
