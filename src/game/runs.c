/* runs.c - what a game counts for: runs, practice and relaxed games, and
 * the events the front end turns into scores and statistics (game.h,
 * "Runs, practice and relaxed games").
 *
 * A board is "open" from its deal until its outcome is reported: won when
 * cleared, lost when the time runs out, when it is dealt again (retry),
 * when another game replaces it, or when its run is ended. A run ends once:
 * after its last level, when the player leaves time up without retrying,
 * by game_end_run, or when another game replaces it.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "game_int.h"

static const char *const kind_names[GAME_KIND_COUNT] = {"timed", "practice",
                                                        "relaxed", "zen",
                                                        "endless"};

const char *game_kind_name(game_kind k)
{
    return (int)k >= 0 && k < GAME_KIND_COUNT ? kind_names[k] : NULL;
}

bool game_kind_parse(const char *name, game_kind *out)
{
    for (int k = 0; name != NULL && k < GAME_KIND_COUNT; k++) {
        if (strcasecmp(name, kind_names[k]) == 0) {
            *out = (game_kind)k;
            return true;
        }
    }
    return false;
}

bool game_kind_scores(game_kind k)
{
    return k == GAME_KIND_TIMED || k == GAME_KIND_PRACTICE;
}

static bool is_count(game_event_type t)
{
    return t == GAME_EVENT_PAIRS || t == GAME_EVENT_HINTS
           || t == GAME_EVENT_REDEALS;
}

static void push(game *g, game_event e)
{
    e.kind = g->kind;
    e.diff = g->diff;
    e.assisted = g->assisted;
    if (e.level == 0) {
        e.level = g->level;
    }
    if (g->nevents > 0 && is_count(e.type)) {
        game_event *last = &g->events[g->nevents - 1];
        if (last->type == e.type && last->kind == e.kind
            && last->diff == e.diff && last->level == e.level
            && last->assisted == e.assisted) {
            last->count += e.count;
            return;
        }
    }
    if (g->nevents == GAME_EVENTS_MAX) {
        memmove(g->events, g->events + 1,
                sizeof *g->events * (size_t)(g->nevents - 1));
        g->nevents--;
    }
    if (g->nevents == g->events_cap) {
        int cap = g->events_cap ? g->events_cap * 2 : 16;
        game_event *t = realloc(g->events, sizeof *t * (size_t)cap);
        if (t == NULL) {
            return; /* out of memory: the event is lost, the game plays on */
        }
        g->events = t;
        g->events_cap = cap;
    }
    g->events[g->nevents++] = e;
}

bool game_take_event(game *g, game_event *out)
{
    if (g->nevents == 0) {
        return false;
    }
    *out = g->events[0];
    g->nevents--;
    memmove(g->events, g->events + 1, sizeof *g->events * (size_t)g->nevents);
    return true;
}

bool runs_board_cleared(const game *g)
{
    return g->board != NULL && g->npos > 0 && hist_cur_c(g)->tiles == 0;
}

game_kind game_get_kind(const game *g)
{
    return g->kind;
}

bool game_in_run(const game *g)
{
    return (g->kind == GAME_KIND_TIMED || g->kind == GAME_KIND_ENDLESS) &&
           g->board != NULL && !g->run_over;
}

int game_levels_cleared(const game *g)
{
    if (g->board == NULL) {
        return 0;
    }
    if (g->kind == GAME_KIND_ZEN || g->kind == GAME_KIND_ENDLESS) {
        return g->zen_boards; /* counted as each is cleared */
    }
    return g->level - g->first_level + (runs_board_cleared(g) ? 1 : 0);
}

int game_get_first_level(const game *g)
{
    return g->first_level;
}

bool game_has_next_level(const game *g)
{
    return g->next_pending;
}

bool game_next_to_deal(const game *g)
{
    return g->board != NULL && g->next_pending && !g->kept
           && g->screen != GAME_SCREEN_FINISHED;
}

void game_mark_assisted(game *g)
{
    if (!g->assisted) {
        g->assisted = true;
        g->changes++;
    }
}

static void run_end(game *g)
{
    if (g->run_over) {
        return;
    }
    game_event e = {.type = GAME_EVENT_RUN_END};
    e.score = g->npos > 0 ? hist_cur(g)->score : 0;
    e.levels = game_levels_cleared(g);
    push(g, e);
    g->run_over = true;
}

void runs_lost(game *g)
{
    if (g->open) {
        push(g, (game_event){.type = GAME_EVENT_LOST});
        g->open = false;
    }
    g->unplayed = false;
}

void runs_begin(game *g, game_kind k, int level)
{
    if (g->board != NULL) {
        rec_end(g, "left");
        runs_lost(g);
        if (game_in_run(g)) {
            run_end(g);
        }
    }
    g->kind = k;
    g->first_level = level;
    g->zen_boards = 0;
    g->time_scale = 1;
    g->assisted = false;
    g->run_over = false;
    g->open = false;
    g->unplayed = false;
}

void runs_started(game *g)
{
    runs_lost(g);
    g->unplayed = true;
}

void runs_moved(game *g)
{
    if (g->unplayed) {
        push(g, (game_event){.type = GAME_EVENT_STARTED});
        g->open = true;
        g->unplayed = false;
    }
}

void runs_won(game *g)
{
    game_event e = {.type = GAME_EVENT_WON};
    e.time_ms = g->play_ms;
    e.score = hist_cur(g)->level_score;
    e.stars = game_get_stars(g);
    push(g, e);
    g->open = false;
    if (g->kind == GAME_KIND_TIMED && g->level >= GAME_LEVELS) {
        run_end(g);
    }
}

void runs_leave(game *g)
{
    if (game_in_run(g)) {
        run_end(g);
    }
}

void runs_count(game *g, game_event_type t, int n)
{
    push(g, (game_event){.type = t, .count = n});
}

bool game_end_run(game *g)
{
    if (!game_in_run(g)) {
        return false;
    }
    rec_end(g, "left");
    runs_lost(g);
    run_end(g);
    g->kept = false;
    g->next_pending = false;
    g->has_sel = false;
    g->has_hint = false;
    g->screen = GAME_SCREEN_MENU;
    g->changes++;
    return true;
}
