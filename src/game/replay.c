/* replay.c - reading a replay (llk/replay.h; docs/formats.md: "Replay
 * format"): its lines in order, each move played through the rules of a
 * new game dealt from the game ID, the first line that does not check
 * refusing the whole; and each position kept, so a watcher can step
 * forward and back.
 *
 * The game a replay drives (g->replaying) deals nothing ahead and takes
 * re-deals and hints as recorded (the real ones depend on the machine's
 * speed: a re-deal's search and a hint's are bounded in time): a re-deal
 * must deal the same tiles in the same cells and leave a pair, a hint
 * must be a removable pair, and everything else (what is removable, what
 * a hint or re-deal costs, the combo, the clock, the score) is the game's
 * own doing.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay_int.h"

bool rp_next_line(reader *r)
{
    free(r->cur);
    r->cur = NULL;
    if (r->pos >= r->len) {
        r->line++; /* the line that is missing */
        return false;
    }
    const char *s = r->text + r->pos;
    const char *nl = memchr(s, '\n', r->len - r->pos);
    size_t n = nl != NULL ? (size_t)(nl - s) : r->len - r->pos;
    r->pos += n + (nl != NULL ? 1 : 0);
    r->line++;
    r->cur = malloc(n + 1);
    if (r->cur == NULL) {
        return false;
    }
    memcpy(r->cur, s, n);
    r->cur[n] = '\0';
    return true;
}

/* Refuse line r->line, whose text was `shown`. */
bool rp_refuse(reader *r, const char *shown, const char *why)
{
    char cut[120];
    size_t n = strlen(shown);
    snprintf(cut, sizeof cut, "%.*s%s", n > 100 ? 100 : (int)n, shown,
             n > 100 ? "..." : "");
    for (char *c = cut; *c; c++) {
        if ((unsigned char)*c < ' ' || *c == 127) {
            *c = '?';
        }
    }
    snprintf(r->err, r->errlen, "line %d: %s%s%s", r->line, why, cut[0] ? ": " : "", cut);
    return false;
}

/* The next word of *p (split on single blanks); NULL at the end. An empty
 * word (two blanks, a blank at either end) is "" . */
static char *word(char **p)
{
    if (*p == NULL) {
        return NULL;
    }
    char *w = *p;
    char *sp = strchr(w, ' ');
    if (sp != NULL) {
        *sp = '\0';
        *p = sp + 1;
    } else {
        *p = NULL;
    }
    return w;
}

/* Decimal digits only, 0 .. max. */
bool rp_number(const char *w, long long max, long long *out)
{
    if (w == NULL || *w == '\0' || strlen(w) > 15
        || strspn(w, "0123456789") != strlen(w)) {
        return false;
    }
    long long v = strtoll(w, NULL, 10);
    if (v > max) {
        return false;
    }
    *out = v;
    return true;
}

/* "R,C". */
static bool cell(const char *w, llk_cell *out)
{
    if (w == NULL) {
        return false;
    }
    const char *comma = strchr(w, ',');
    if (comma == NULL || comma == w || strlen(comma) > 5 || comma - w > 4) {
        return false;
    }
    char a[8];
    snprintf(a, sizeof a, "%.*s", (int)(comma - w), w);
    long long r, c;
    if (!rp_number(a, 9999, &r) || !rp_number(comma + 1, 9999, &c)) {
        return false;
    }
    *out = (llk_cell){(int)r, (int)c};
    return true;
}

static void snap_free(snap *s)
{
    free(s->kinds);
    free(s->move);
}

void replay_free(replay_player *p)
{
    if (p == NULL) {
        return;
    }
    for (int i = 0; i < p->nsnap; i++) {
        snap_free(&p->snaps[i]);
    }
    free(p->snaps);
    game_free(p->g);
    free(p);
}

/* Keep the position the game is in (after the move `move`). */
bool rp_keep(replay_player *p, long long t, const char *move)
{
    if (p->nsnap == p->cap) {
        int cap = p->cap ? p->cap * 2 : 64;
        snap *s = realloc(p->snaps, sizeof *s * (size_t)cap);
        if (s == NULL) {
            return false;
        }
        p->snaps = s;
        p->cap = cap;
    }
    game *g = p->g;
    const game_pos *pos = hist_cur_c(g);
    snap s = {0};
    s.kinds = malloc(sizeof *s.kinds * p->cells);
    s.move = malloc(strlen(move) + 1);
    if (s.kinds == NULL || s.move == NULL) {
        snap_free(&s);
        return false;
    }
    memcpy(s.kinds, g->board->kind, sizeof *s.kinds * p->cells);
    memcpy(s.move, move, strlen(move) + 1);
    s.score = pos->score;
    s.level_score = pos->level_score;
    s.combo = pos->combo;
    s.hints_left = pos->hints_left;
    s.redeals_left = pos->redeals_left;
    s.gold = pos->gold;
    s.gold_at[0] = pos->gold_at[0];
    s.gold_at[1] = pos->gold_at[1];
    s.time_left_ms = g->time_left_ms;
    s.play_ms = g->play_ms;
    s.t = t;
    s.screen = g->screen;
    s.has_hint = g->has_hint;
    s.hint = g->hint;
    s.demo = g->demo;
    p->snaps[p->nsnap++] = s;
    return true;
}

/* ---- the moves ---- */

/* The board's time now. */
static long long now_of(const replay_player *p)
{
    return p->base + p->g->play_ms;
}

/* Let the clock run to the board's time t (it may run out). */
static bool advance(replay_player *p, reader *r, long long t)
{
    long long dt = t - now_of(p);
    while (dt > 0) {
        if (p->g->screen != GAME_SCREEN_PLAYING) {
            return rp_refuse(r, r->cur, "the board had ended before this time");
        }
        int step = dt > INT_MAX ? INT_MAX : (int)dt;
        game_tick(p->g, step);
        dt -= step;
    }
    return true;
}

/* The kinds after "redeal" (and "free"): the rest of the line. */
static int *read_kinds(char **rest, int *n)
{
    size_t cap = 64;
    int *k = malloc(sizeof *k * cap);
    *n = 0;
    for (char *w; k != NULL && (w = word(rest)) != NULL;) {
        long long v;
        if (!rp_number(w, LLK_MAX_KIND, &v) || v < 1) {
            free(k);
            return NULL;
        }
        if ((size_t)*n == cap) {
            int *t = realloc(k, sizeof *k * cap * 2);
            if (t == NULL) {
                free(k);
                return NULL;
            }
            k = t;
            cap *= 2;
        }
        k[(*n)++] = (int)v;
    }
    return k;
}

static bool do_match(replay_player *p, reader *r, char *rest, const char *line)
{
    game *g = p->g;
    llk_cell a, b;
    if (!cell(word(&rest), &a) || !cell(word(&rest), &b)) {
        return rp_refuse(r, line, "a match names two cells, R,C R,C");
    }
    int *kinds = NULL, n = 0;
    const char *w = word(&rest);
    if (w != NULL && (strcmp(w, "redeal") != 0
                      || (kinds = read_kinds(&rest, &n)) == NULL)) {
        return rp_refuse(r, line, "a match is followed by nothing or a re-deal's "
                      "kinds (numbers from 1)");
    }
    g->redeal_to = kinds;
    g->redeal_n = n;
    game_deselect(g);
    game_move m;
    bool first = game_select(g, a.r, a.c, NULL) == GAME_CLICK_SELECTED;
    bool removed = first && game_select(g, b.r, b.c, &m) == GAME_CLICK_REMOVED;
    g->redeal_to = NULL;
    free(kinds);
    game_deselect(g);
    if (!removed) {
        return rp_refuse(r, line, first ? "not a removable pair" : "no tile there");
    }
    if (m.auto_redeal != (w != NULL)) {
        return rp_refuse(r, line, m.auto_redeal || g->board->tiles == 0 || w == NULL
                                   ? "the board was left with no pair: its re-deal "
                                     "is missing or wrong"
                                   : "a re-deal after a pair that left a move");
    }
    if (!m.auto_redeal && g->board->tiles > 0 && !llk_has_pair(g->board, NULL)) {
        return rp_refuse(r, line, "the board was left with no pair: its re-deal is "
                      "missing or wrong");
    }
    return true;
}

/* A pair refused where that costs time (careful hands): the game's own
 * refusal, and its cost. */
static bool do_refused(replay_player *p, reader *r, char *rest, const char *line)
{
    game *g = p->g;
    llk_cell a, b;
    if (!cell(word(&rest), &a) || !cell(word(&rest), &b) || word(&rest) != NULL) {
        return rp_refuse(r, line, "a refusal names two cells, R,C R,C");
    }
    if (rules_refused_ms(g) <= 0) {
        return rp_refuse(r, line, "a refusal is kept only where it costs time");
    }
    game_deselect(g);
    bool first = game_select(g, a.r, a.c, NULL) == GAME_CLICK_SELECTED;
    bool refused = first && game_select(g, b.r, b.c, NULL) == GAME_CLICK_REFUSED;
    game_deselect(g);
    if (!refused) {
        return rp_refuse(r, line, first ? "not a pair the rules refuse" : "no tile there");
    }
    return true;
}

static bool do_hint(replay_player *p, reader *r, char *rest, const char *line)
{
    game *g = p->g;
    llk_pair h;
    if (!cell(word(&rest), &h.a) || !cell(word(&rest), &h.b) || rest != NULL) {
        return rp_refuse(r, line, "a hint names two cells, R,C R,C");
    }
    if (!llk_board_inside(g->board, h.a.r, h.a.c)
        || !llk_board_inside(g->board, h.b.r, h.b.c)
        || llk_find_path(g->board, h.a, h.b, NULL) != LLK_OK) {
        return rp_refuse(r, line, "the hint is not a removable pair");
    }
    if (g->mode == GAME_TIMED) {
        g->has_hint = false; /* a new pair is paid for: the player acted */
    }
    g->hint_to = &h;
    game_hint_result res = game_hint(g, NULL);
    g->hint_to = NULL;
    if (res != GAME_HINT_SHOWN && res != GAME_HINT_NEXT) {
        return rp_refuse(r, line, "no hint could be asked for (none left)");
    }
    return true;
}

/* Whether the board is proven lost (a free re-deal's reason). */
static bool proven_lost(const game *g)
{
    llk_solve_opts o = {-1, GAME_THINK_NODES, false};
    llk_pair *moves = malloc(sizeof *moves * ((size_t)g->board->tiles / 2 + 1));
    int n = 0;
    bool lost = moves != NULL
                && llk_solve_ex(g->board, g->shift, &o, moves, &n, NULL) == LLK_UNSOLVABLE;
    free(moves);
    return lost;
}

static bool do_redeal(replay_player *p, reader *r, char *rest, const char *line)
{
    game *g = p->g;
    bool free_redeal = rest != NULL && strncmp(rest, "free", 4) == 0
                       && (rest[4] == ' ' || rest[4] == '\0');
    if (free_redeal) {
        (void)word(&rest);
        if (g->mode != GAME_TIMED || !proven_lost(g)) {
            return rp_refuse(r, line, "a free re-deal of a board not proven lost");
        }
    }
    int n = 0;
    int *kinds = rest != NULL ? read_kinds(&rest, &n) : NULL;
    if (kinds == NULL) {
        return rp_refuse(r, line, "a re-deal lists the kinds it dealt (numbers from 1)");
    }
    g->redeal_to = kinds;
    g->redeal_n = n;
    g->free_redeal = free_redeal;
    game_redeal_result res = game_redeal(g);
    g->free_redeal = false;
    g->redeal_to = NULL;
    free(kinds);
    if (res == GAME_REDEAL_NONE_LEFT) {
        return rp_refuse(r, line, "no re-deals left");
    }
    if (res != GAME_REDEAL_DONE) {
        return rp_refuse(r, line, "the re-deal does not deal the board's tiles in "
                      "their cells with a pair");
    }
    return true;
}

static bool do_undo(replay_player *p, reader *r, char *rest, const char *line,
                    bool undo)
{
    long long n = 1;
    if (undo ? !rp_number(word(&rest), INT_MAX, &n) || n < 1 || rest != NULL
             : rest != NULL) {
        return rp_refuse(r, line, undo ? "undo is followed by how many positions"
                                    : "redo is followed by nothing");
    }
    for (long long i = 0; i < n; i++) {
        game_undo_result res = undo ? game_undo(p->g) : game_redo(p->g);
        if (res != GAME_UNDO_DONE) {
            return rp_refuse(r, line, res == GAME_UNDO_TIMED ? "undo is for relaxed games"
                                   : undo                ? "nothing to undo"
                                                         : "nothing to redo");
        }
    }
    return true;
}

static bool do_other(replay_player *p, reader *r, const char *verb, char *rest,
                     const char *line)
{
    game *g = p->g;
    if (rest != NULL) {
        return rp_refuse(r, line, "this move is followed by nothing");
    }
    if (strcmp(verb, "retry") == 0) {
        long long played = g->play_ms;
        if (game_retry(g) != NULL) {
            return rp_refuse(r, line, "the level cannot be restarted");
        }
        p->base += played;
        return true;
    }
    if (strcmp(verb, "show-me") == 0) {
        return game_demo_start(g) == GAME_DEMO_STARTED
                   ? true
                   : rp_refuse(r, line, "Show me cannot start here");
    }
    if (strcmp(verb, "show-me-stop") == 0) {
        if (!game_demo_on(g)) {
            return rp_refuse(r, line, "Show me is not playing");
        }
        game_demo_stop(g);
        return true;
    }
    return rp_refuse(r, line, "unknown move (match, hint, redeal, undo, redo, retry, "
                  "show-me, show-me-stop, end)");
}

/* The move line's verb and rest, played; the end line read into *ended. */
static bool do_line(replay_player *p, reader *r, const char *line, bool *ended,
                    char **end_rest, long long *end_t)
{
    char *rest = r->cur;
    long long t;
    if (!rp_number(word(&rest), REPLAY_MAX_TIME, &t)) {
        return rp_refuse(r, line, "a line begins with its time in ms");
    }
    if (t < p->snaps[p->nsnap - 1].t) {
        return rp_refuse(r, line, "the time goes back");
    }
    if (!advance(p, r, t)) {
        return false;
    }
    char *verb = word(&rest);
    if (verb == NULL) {
        return rp_refuse(r, line, "a time with no move");
    }
    if (strcmp(verb, "end") == 0) {
        *ended = true;
        *end_rest = rest;
        *end_t = t;
        return true;
    }
    if (p->g->screen != GAME_SCREEN_PLAYING) {
        return rp_refuse(r, line, p->g->screen == GAME_SCREEN_TIME_UP
                                   ? "the time had run out"
                                   : "the board had ended");
    }
    bool ok = strcmp(verb, "match") == 0    ? do_match(p, r, rest, line)
              : strcmp(verb, "refused") == 0 ? do_refused(p, r, rest, line)
              : strcmp(verb, "hint") == 0   ? do_hint(p, r, rest, line)
              : strcmp(verb, "redeal") == 0 ? do_redeal(p, r, rest, line)
              : strcmp(verb, "undo") == 0   ? do_undo(p, r, rest, line, true)
              : strcmp(verb, "redo") == 0   ? do_undo(p, r, rest, line, false)
                                            : do_other(p, r, verb, rest, line);
    if (!ok) {
        return false;
    }
    /* the move as shown: its words before any re-deal's kinds */
    char shown[64];
    const char *k = strstr(line, " redeal");
    int upto = k != NULL ? (int)(k - line) : (int)strlen(line);
    const char *sp = strchr(line, ' ');
    int from = sp != NULL ? (int)(sp - line) + 1 : 0;
    snprintf(shown, sizeof shown, "%.*s", upto > from ? upto - from : 0, line + from);
    if (strcmp(verb, "redeal") == 0) {
        snprintf(shown, sizeof shown, "%s", strstr(line, " free") ? "redeal free" : "redeal");
    } else if (k != NULL) {
        snprintf(shown + strlen(shown), sizeof shown - strlen(shown), " redeal");
    }
    return rp_keep(p, t, shown);
}

static const char *result_of(const game *g)
{
    switch (g->screen) {
    case GAME_SCREEN_LEVEL_CLEAR:
    case GAME_SCREEN_FINISHED:
        return "cleared";
    case GAME_SCREEN_TIME_UP:
        return "time-up";
    default:
        return "left";
    }
}

/* "end RESULT score N tiles N" (the time read): as the game ended. */
static bool check_end(replay_player *p, reader *r, const char *line, char *rest,
                      long long t)
{
    game *g = p->g;
    const char *res = word(&rest);
    const char *w1 = word(&rest);
    const char *sc = word(&rest);
    const char *w2 = word(&rest);
    const char *tl = word(&rest);
    long long score, tiles;
    if (res == NULL || w1 == NULL || strcmp(w1, "score") != 0
        || !rp_number(sc, INT_MAX, &score) || w2 == NULL || strcmp(w2, "tiles") != 0
        || !rp_number(tl, INT_MAX, &tiles) || rest != NULL) {
        return rp_refuse(r, line, "the end line is \"TIME end RESULT score N tiles N\"");
    }
    char why[120];
    const char *was = result_of(g);
    if (strcmp(res, was) != 0) {
        snprintf(why, sizeof why, "the board ended %s, not %.20s", was, res);
        return rp_refuse(r, line, why);
    }
    int got = hist_cur_c(g)->level_score;
    if (score != got) {
        snprintf(why, sizeof why, "the score is %d, not %lld", got, score);
        return rp_refuse(r, line, why);
    }
    if (tiles != g->board->tiles) {
        snprintf(why, sizeof why, "%d tiles are left, not %lld", g->board->tiles, tiles);
        return rp_refuse(r, line, why);
    }
    if (rp_next_line(r)) {
        return rp_refuse(r, r->cur, "nothing follows the end line");
    }
    replay_summary *s = &p->sum;
    snprintf(s->result, sizeof s->result, "%s", was);
    s->score = got;
    s->tiles = g->board->tiles;
    s->time_ms = t;
    s->moves = p->nsnap - 1;
    /* the last position as the game ended (the clock ran out) */
    snap *last = &p->snaps[p->nsnap - 1];
    last->screen = g->screen;
    last->time_left_ms = g->time_left_ms;
    last->play_ms = g->play_ms;
    last->has_hint = g->has_hint;
    return true;
}

static bool read_moves(replay_player *p, reader *r)
{
    for (;;) {
        if (!rp_next_line(r)) {
            return rp_refuse(r, "", r->cur == NULL && r->pos < r->len
                                     ? "out of memory"
                                     : "the replay ends with no end line");
        }
        size_t n = strlen(r->cur);
        char *line = malloc(n + 1);
        if (line == NULL) {
            return rp_refuse(r, "", "out of memory");
        }
        memcpy(line, r->cur, n + 1);
        bool ended = false;
        char *rest = NULL;
        long long t = 0;
        bool ok = do_line(p, r, line, &ended, &rest, &t);
        if (ok && ended) {
            ok = check_end(p, r, line, rest, t);
            free(line);
            return ok;
        }
        free(line);
        if (!ok) {
            return false;
        }
    }
}

replay_player *replay_open(const char *text, size_t len, char *err, size_t errlen)
{
    reader r = {text, len, 0, 0, NULL, err, errlen};
    if (errlen > 0) {
        err[0] = '\0';
    }
    if (len > REPLAY_MAX_BYTES) {
        snprintf(err, errlen, "line 0: the replay is longer than %u bytes",
                 REPLAY_MAX_BYTES);
        return NULL;
    }
    replay_player *p = calloc(1, sizeof *p);
    if (p == NULL || (p->g = game_new()) == NULL) {
        snprintf(err, errlen, "line 0: out of memory");
        free(p);
        return NULL;
    }
    p->g->replaying = true;
    bool ok = rp_read_head(p, &r) && read_moves(p, &r);
    free(r.cur);
    if (!ok) {
        replay_free(p);
        return NULL;
    }
    p->at = p->nsnap - 1;
    return p;
}

const replay_summary *replay_summary_of(const replay_player *p)
{
    return &p->sum;
}

int replay_steps(const replay_player *p)
{
    return p->nsnap - 1;
}

static int clamp_step(const replay_player *p, int k)
{
    return k < 0 ? 0 : k >= p->nsnap ? p->nsnap - 1 : k;
}

long long replay_time_at(const replay_player *p, int k)
{
    return p->snaps[clamp_step(p, k)].t;
}

const char *replay_move_at(const replay_player *p, int k)
{
    return p->snaps[clamp_step(p, k)].move;
}

int replay_at(const replay_player *p)
{
    return p->at;
}

const game *replay_goto(replay_player *p, int k)
{
    k = clamp_step(p, k);
    const snap *s = &p->snaps[k];
    game *g = p->g;
    game_pos *pos = hist_cur(g);
    memcpy(pos->kinds, s->kinds, sizeof *pos->kinds * p->cells);
    pos->score = s->score;
    pos->level_score = s->level_score;
    pos->combo = s->combo;
    pos->hints_left = s->hints_left;
    pos->redeals_left = s->redeals_left;
    pos->time_left_ms = s->time_left_ms;
    pos->gold = s->gold;
    pos->gold_at[0] = s->gold_at[0];
    pos->gold_at[1] = s->gold_at[1];
    hist_goto(g, g->at);
    pos->tiles = g->board->tiles;
    hist_still(g);
    g->time_left_ms = s->time_left_ms;
    g->play_ms = s->play_ms;
    g->screen = s->screen;
    g->has_hint = s->has_hint;
    g->hint = s->hint;
    g->has_sel = false;
    g->demo = s->demo;
    p->at = k;
    return g;
}

int replay_check(const char *text, size_t len, replay_summary *out, char *err,
                 size_t errlen)
{
    replay_player *p = replay_open(text, len, err, errlen);
    if (p == NULL) {
        return -1;
    }
    *out = p->sum;
    replay_free(p);
    return 0;
}

game *replay_shown_game(replay_player *p)
{
    return p->g;
}
