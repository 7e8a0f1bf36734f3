/* record.c - recording a board's replay (llk/replay.h; docs/formats.md:
 * "Replay format"): the game calls in here at each move, and at the
 * board's end the recording becomes a replay's text, waiting to be taken
 * (game_replay_take).
 *
 * A move's time is the board's: ms played on it (play_ms), counted on
 * across a restart (base), so the times never go back.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_int.h"
#include "llk/replay.h"

struct game_rec {
    char *buf;      /* the move lines so far */
    size_t len, cap;
    bool open;      /* a board is being recorded */
    bool broken;    /* out of memory, too long, or undone past its start:
                       this board's replay is not kept */
    long long base; /* the board's time before its last restart */
    int floor;      /* the history position the recording began at */
    int boards;     /* zen, endless: boards cleared before this one */
};

static long long rec_now(const game *g)
{
    return g->rec->base + g->play_ms;
}

/* Append to the open recording (nothing when closed or broken). */
static void add(game *g, const char *fmt, ...)
{
    struct game_rec *r = g->rec;
    if (r == NULL || !r->open || r->broken) {
        return;
    }
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        size_t room = r->cap - r->len;
        int n = vsnprintf(r->buf != NULL ? r->buf + r->len : NULL, room, fmt, ap);
        va_end(ap);
        if (n < 0) {
            r->broken = true;
            return;
        }
        if ((size_t)n < room) {
            r->len += (size_t)n;
            return;
        }
        size_t cap = r->cap ? r->cap * 2 : 4096;
        while (cap < r->len + (size_t)n + 1) {
            cap *= 2;
        }
        char *b = cap <= REPLAY_MAX_BYTES ? realloc(r->buf, cap) : NULL;
        if (b == NULL) {
            r->broken = true;
            return;
        }
        r->buf = b;
        r->cap = cap;
    }
}

/* The kinds of the occupied cells, row-major, each after a blank. */
static void add_kinds(game *g)
{
    const llk_board *b = g->board;
    for (int i = 0; i < b->rows * b->cols; i++) {
        if (b->kind[i] != 0) {
            add(g, " %d", b->kind[i]);
        }
    }
}

static void start(game *g)
{
    struct game_rec *r = g->rec;
    r->len = 0;
    r->open = true;
    r->broken = false;
    r->base = 0;
    r->floor = g->at;
    r->boards = g->zen_boards;
}

void rec_begin(game *g)
{
    if (g->replaying) {
        return;
    }
    if (g->rec == NULL) {
        g->rec = calloc(1, sizeof *g->rec);
        if (g->rec == NULL) {
            return; /* out of memory: this board is not recorded */
        }
    }
    start(g);
}

void rec_off(game *g)
{
    if (g->rec != NULL) {
        free(g->rec->buf);
        free(g->rec);
        g->rec = NULL;
    }
}

void rec_match(game *g, llk_cell a, llk_cell b, bool redealt)
{
    if (g->rec == NULL) {
        return;
    }
    add(g, "%lld match %d,%d %d,%d", rec_now(g), a.r, a.c, b.r, b.c);
    if (redealt) {
        add(g, " redeal");
        add_kinds(g);
    }
    add(g, "\n");
}

void rec_refused(game *g, llk_cell a, llk_cell b)
{
    if (g->rec == NULL) {
        return;
    }
    add(g, "%lld refused %d,%d %d,%d\n", rec_now(g), a.r, a.c, b.r, b.c);
}

void rec_hint(game *g, llk_pair p)
{
    if (g->rec != NULL) {
        add(g, "%lld hint %d,%d %d,%d\n", rec_now(g), p.a.r, p.a.c, p.b.r, p.b.c);
    }
}

void rec_redeal(game *g, bool free_redeal)
{
    if (g->rec == NULL) {
        return;
    }
    add(g, "%lld redeal%s", rec_now(g), free_redeal ? " free" : "");
    add_kinds(g);
    add(g, "\n");
}

void rec_undo(game *g, int n)
{
    if (g->rec == NULL) {
        return;
    }
    if (g->at < g->rec->floor) {
        g->rec->broken = true; /* back before the board's deal (a relaxed
                                  restart's earlier board) */
        return;
    }
    add(g, "%lld undo %d\n", rec_now(g), n);
}

void rec_redo(game *g)
{
    if (g->rec != NULL) {
        add(g, "%lld redo\n", rec_now(g));
    }
}

void rec_show_me(game *g, bool on)
{
    if (g->rec != NULL) {
        add(g, "%lld %s\n", rec_now(g), on ? "show-me" : "show-me-stop");
    }
}

void rec_retried(game *g, long long play_ms)
{
    struct game_rec *r = g->rec;
    if (r == NULL) {
        return;
    }
    if (!r->open) {
        start(g); /* after the board ended: a new one, dealt the same */
        return;
    }
    add(g, "%lld retry\n", r->base + play_ms);
    r->base += play_ms;
}

/* The finished text: the head, the moves, the end. NULL when out of
 * memory. */
static char *finish_text(game *g, const char *result)
{
    struct game_rec *r = g->rec;
    char id[GAME_ID_MAX];
    game_id_format(g->mode, g->diff, g->level, g->seed, id, sizeof id);
    char head[256];
    int n = snprintf(head, sizeof head, "%s\n%s\nkind %s\n", REPLAY_MAGIC, id,
                     game_kind_name(g->kind));
    if (g->kind == GAME_KIND_PRACTICE) {
        n += snprintf(head + n, sizeof head - (size_t)n, "time-scale %d\n",
                      g->time_scale);
        if (g->rule != GAME_RULE_NONE) { /* the deal of the day's */
            n += snprintf(head + n, sizeof head - (size_t)n, "rule %s\n",
                          game_rule_name(g->rule));
        }
    } else if (g->kind == GAME_KIND_ENDLESS) {
        n += snprintf(head + n, sizeof head - (size_t)n, "clock %d\n",
                      g->endless_clock_ms);
    }
    if (g->kind == GAME_KIND_ZEN || g->kind == GAME_KIND_ENDLESS) {
        n += snprintf(head + n, sizeof head - (size_t)n, "boards %d\n", r->boards);
    }
    char tail[160];
    int t = snprintf(tail, sizeof tail, "%lld end %s score %d tiles %d\n",
                     rec_now(g), result, g->npos > 0 ? hist_cur(g)->level_score : 0,
                     g->board != NULL ? g->board->tiles : 0);
    char *text = malloc((size_t)n + r->len + (size_t)t + 1);
    if (text != NULL) {
        memcpy(text, head, (size_t)n);
        memcpy(text + n, r->buf, r->len);
        memcpy(text + (size_t)n + r->len, tail, (size_t)t + 1);
    }
    return text;
}

void rec_end(game *g, const char *result)
{
    struct game_rec *r = g->rec;
    if (r == NULL || !r->open) {
        return;
    }
    r->open = false;
    if (r->broken || r->len == 0) {
        return; /* never touched (no game), or not kept */
    }
    char *text = finish_text(g, result);
    if (text == NULL) {
        return;
    }
    if (g->rec_done[REC_QUEUE - 1] != NULL) {
        free(g->rec_done[0]);
        memmove(g->rec_done, g->rec_done + 1, sizeof(char *) * (REC_QUEUE - 1));
        g->rec_done[REC_QUEUE - 1] = NULL;
    }
    for (int i = 0; i < REC_QUEUE; i++) {
        if (g->rec_done[i] == NULL) {
            g->rec_done[i] = text;
            break;
        }
    }
}

char *game_replay_take(game *g)
{
    char *t = g->rec_done[0];
    if (t != NULL) {
        memmove(g->rec_done, g->rec_done + 1, sizeof(char *) * (REC_QUEUE - 1));
        g->rec_done[REC_QUEUE - 1] = NULL;
    }
    return t;
}

void rec_free(game *g)
{
    rec_off(g);
    for (int i = 0; i < REC_QUEUE; i++) {
        free(g->rec_done[i]);
        g->rec_done[i] = NULL;
    }
}
