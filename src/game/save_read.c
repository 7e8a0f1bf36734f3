/* save_read.c - reading a save: all or nothing.
 *
 * The text is checked line by line against the format (docs/formats.md: "Save
 * format"): fields in their order, numbers in plain decimal within their
 * ranges, the checksum of everything before its line, and the rules: every
 * board the size of its level, each kind an even number of times and never
 * more tiles of a kind than the deal had, proven lines that replay to an
 * empty board. The first fault gives "line N: what"; nothing is built.
 */
#include <stdlib.h>
#include <string.h>

#include "lines_int.h"
#include "save_int.h"

typedef lines reader; /* the strict line reader (lines_int.h) */

/* The next line: a save never ends before its last field. */
static bool next_line(reader *r)
{
    if (lines_at_end(r)) {
        r->lineno++;
        return lines_fail(r, "the save ends here, cut short");
    }
    return lines_next(r);
}

/* A 16-digit lower-case hexadecimal token. */
static bool hex64(reader *r, uint64_t *out)
{
    char t[32];
    if (!lines_token(r, t, sizeof t)) {
        return false;
    }
    if (strlen(t) != 16 || strspn(t, "0123456789abcdef") != 16) {
        return lines_fail(r, "not a 16-digit hexadecimal number");
    }
    *out = strtoull(t, NULL, 16);
    return true;
}

/* The next line, which must start with key. */
static bool keyed(reader *r, const char *key)
{
    char t[32];
    if (!next_line(r) || !lines_token(r, t, sizeof t)) {
        return false;
    }
    if (strcmp(t, key) != 0) {
        char what[96];
        snprintf(what, sizeof what, "expected '%s'", key);
        return lines_fail(r, what);
    }
    return true;
}

/* A name line: key followed by one word that parse accepts. */
static bool word(reader *r, const char *key, char *out, size_t len)
{
    return keyed(r, key) && lines_token(r, out, len) && lines_end(r);
}

/* Version 1 had no kind lines: a timed game was a run from level 1. */
static bool kind_v1(save_data *d)
{
    d->kind = d->mode == GAME_RELAXED ? GAME_KIND_RELAXED : GAME_KIND_TIMED;
    d->first = 1;
    return true;
}

/* Endless's "carry MS" after its boards: the clock (of the board in
 * play, or carried to the next one); an endless run over is not saved. */
static bool read_carry(reader *r, save_data *d)
{
    if (!keyed(r, "carry") ||
        !lines_int(r, 1, GAME_ENDLESS_MAX_MS, &d->carry_ms) || !lines_end(r)) {
        return false;
    }
    if (d->time_up) {
        return lines_fail(r, "an endless run ends with its clock: it is not saved");
    }
    return true;
}

/* Zen's and endless's "boards N" (boards cleared), after "first 1": the
 * level is the one of the board after them (game_zen_level). */
static bool read_zen(reader *r, save_data *d)
{
    if (d->first != 1) {
        return lines_fail(r, d->kind == GAME_KIND_ZEN ? "zen begins at level 1"
                                                     : "endless begins at level 1");
    }
    if (!keyed(r, "boards") || !lines_int(r, 0, 1000000000, &d->boards)
        || !lines_end(r)) {
        return false;
    }
    if (game_zen_level(d->boards) != d->level) {
        return lines_fail(r, "the level does not go with the boards cleared");
    }
    return d->kind != GAME_KIND_ENDLESS || read_carry(r, d);
}

/* kind, first (version 2); zen's boards. */
static bool read_kind(reader *r, save_data *d)
{
    char w[32];
    if (!word(r, "kind", w, sizeof w)) {
        return false;
    }
    if (!game_kind_parse(w, &d->kind)) {
        return lines_fail(r, "unknown kind of game");
    }
    bool relaxed = d->kind == GAME_KIND_RELAXED || d->kind == GAME_KIND_ZEN;
    if (relaxed != (d->mode == GAME_RELAXED)) {
        return lines_fail(r, "the kind does not go with the mode");
    }
    if (d->kind == GAME_KIND_PRACTICE && d->next) {
        return lines_fail(r, "practice is one level: there is no next one");
    }
    /* zen's and endless's levels come round again: the first is 1
     * (read_zen) */
    bool series = d->kind == GAME_KIND_ZEN || d->kind == GAME_KIND_ENDLESS;
    int most = series ? GAME_LEVELS
                                        : d->level - (d->next ? 1 : 0);
    if (!keyed(r, "first") || !lines_int(r, 1, most, &d->first)
        || !lines_end(r)) {
        return false;
    }
    if (d->kind == GAME_KIND_PRACTICE && d->first != d->level) {
        return lines_fail(r, "practice is one level");
    }
    return !series || read_zen(r, d);
}

/* "assisted 0|1" after start_score; a version-1 save of before Show me
 * has none (not assisted). */
static bool read_assisted(reader *r, save_data *d, int version)
{
    int assisted = 0;
    if (version == 1 && (r->end - r->p < 9 || memcmp(r->p, "assisted ", 9) != 0)) {
        d->assisted = false;
        return true;
    }
    if (!keyed(r, "assisted") || !lines_int(r, 0, 1, &assisted) || !lines_end(r)) {
        return false;
    }
    d->assisted = assisted == 1;
    return true;
}

/* "time_scale 0|2|4" (practice time; no line: 1), a timed practice
 * level's only. */
static bool read_time_scale(reader *r, save_data *d)
{
    d->time_scale = 1;
    if (r->end - r->p < 11 || memcmp(r->p, "time_scale ", 11) != 0) {
        return true;
    }
    if (!keyed(r, "time_scale") || !lines_int(r, 0, 4, &d->time_scale) ||
        !lines_end(r)) {
        return false;
    }
    if (d->time_scale == 1 || d->time_scale == 3) {
        return lines_fail(r, "the time scale is 0, 2 or 4 (1 is not written)");
    }
    if (d->kind != GAME_KIND_PRACTICE || d->mode != GAME_TIMED) {
        return lines_fail(r, "only a timed practice level has a time scale");
    }
    return true;
}

/* "rule NAME" (the deal of the day's; no line: none), a timed practice
 * level's only. */
static bool read_rule(reader *r, save_data *d)
{
    char w[32];
    d->rule = GAME_RULE_NONE;
    if (r->end - r->p < 5 || memcmp(r->p, "rule ", 5) != 0) {
        return true;
    }
    if (!word(r, "rule", w, sizeof w) || !game_rule_parse(w, &d->rule) ||
        d->rule == GAME_RULE_NONE) {
        return lines_fail(r, "unknown rule");
    }
    if (d->kind != GAME_KIND_PRACTICE || d->mode != GAME_TIMED) {
        return lines_fail(r, "only a timed practice level has a rule");
    }
    return true;
}

/* The level's countdown times the time scale, in ms (0 when relaxed;
 * endless: its clock's most). */
static int save_clock_max(const save_data *d, const game_level_params *lp)
{
    if (d->kind == GAME_KIND_ENDLESS) {
        return GAME_ENDLESS_MAX_MS; /* refilled by matches */
    }
    if (d->rule == GAME_RULE_REFILL) {
        return GAME_REFILL_START_MS;
    }
    if (d->rule == GAME_RULE_QUOTA) {
        return GAME_QUOTA_MS;
    }
    return d->mode == GAME_RELAXED ? 0
                                   : lp->time_s * 1000 *
                                         (d->time_scale > 0 ? d->time_scale : 1);
}

static bool read_header(reader *r, save_data *d)
{
    char w[32];
    int version;
    if (!next_line(r) || !lines_token(r, w, sizeof w) || strcmp(w, SAVE_MAGIC) != 0) {
        return lines_fail(r, "not a Lianliankan save");
    }
    if (!lines_int(r, 0, 1000000, &version) || !lines_end(r)) {
        return false;
    }
    if (version < 1 || version > SAVE_VERSION) {
        return lines_fail(r, "a save of another version of the game");
    }
    d->version = version;
    if (!word(r, "mode", w, sizeof w) || !game_mode_parse(w, &d->mode)) {
        return lines_fail(r, "unknown mode");
    }
    if (!word(r, "difficulty", w, sizeof w)
        || !game_difficulty_parse(w, &d->diff)) {
        return lines_fail(r, "unknown difficulty");
    }
    if (!keyed(r, "level") || !lines_int(r, 1, GAME_LEVELS, &d->level)
        || !lines_end(r)) {
        return false;
    }
    if (!word(r, "seed", w, sizeof w) || !game_seed_parse(w, &d->seed)) {
        return lines_fail(r, "the seed is not a whole number");
    }
    if (!word(r, "screen", w, sizeof w)) {
        return false;
    }
    d->next = strcmp(w, "next") == 0;
    d->time_up = strcmp(w, "time_up") == 0;
    if (!d->next && !d->time_up && strcmp(w, "paused") != 0) {
        return lines_fail(r, "unknown screen");
    }
    if (d->time_up && d->mode != GAME_TIMED) {
        return lines_fail(r, "only a timed game runs out of time");
    }
    if (!(version == 1 ? kind_v1(d) : read_kind(r, d))) {
        return false;
    }
    if (!keyed(r, "start_score") || !lines_int(r, 0, 1000000000, &d->start_score)
        || !lines_end(r)) {
        return false;
    }
    return read_assisted(r, d, version);
}

static bool read_lines(reader *r, save_data *d)
{
    int maxn = d->rows * d->cols / 2;
    if (!keyed(r, "lines") || !lines_int(r, 0, SAVE_MAX_LINES, &d->nlines)
        || !lines_end(r)) {
        return false;
    }
    d->lines = calloc((size_t)d->nlines + 1, sizeof *d->lines);
    if (d->lines == NULL) {
        return lines_fail(r, "out of memory");
    }
    for (int i = 0; i < d->nlines; i++) {
        game_line *l = &d->lines[i];
        int n;
        if (!keyed(r, "line") || !lines_int(r, 1, maxn, &n)) {
            return false;
        }
        l->moves = malloc(sizeof *l->moves * (size_t)n);
        if (l->moves == NULL) {
            return lines_fail(r, "out of memory");
        }
        l->n = n;
        for (int k = 0; k < n; k++) {
            llk_pair *m = &l->moves[k];
            if (!lines_int(r, 0, d->rows - 1, &m->a.r) || !lines_int(r, 0, d->cols - 1, &m->a.c)
                || !lines_int(r, 0, d->rows - 1, &m->b.r)
                || !lines_int(r, 0, d->cols - 1, &m->b.c)) {
                return false;
            }
        }
        if (!lines_end(r)) {
            return false;
        }
    }
    return true;
}

/* "gold 2 R1 C1 R2 C2" (the gold pair's tiles, two of one kind) or "gold
 * 0" (taken) after a position's rows: version 4 under the gold rule. */
static bool read_gold(reader *r, const save_data *d, game_pos *p)
{
    int n;
    p->gold = false;
    if (d->version < 4 || d->rule != GAME_RULE_GOLD) {
        return true;
    }
    if (!keyed(r, "gold") || !lines_int(r, 0, 2, &n)) {
        return false;
    }
    if (n == 1) {
        return lines_fail(r, "the gold pair is two tiles or none");
    }
    for (int k = 0; k < n; k++) {
        if (!lines_int(r, 0, d->rows - 1, &p->gold_at[k].r) ||
            !lines_int(r, 0, d->cols - 1, &p->gold_at[k].c)) {
            return false;
        }
    }
    if (!lines_end(r)) {
        return false;
    }
    p->gold = n == 2;
    int a = p->gold_at[0].r * d->cols + p->gold_at[0].c;
    int z = p->gold_at[1].r * d->cols + p->gold_at[1].c;
    if (p->gold && (a == z || p->kinds[a] == 0 || p->kinds[a] != p->kinds[z])) {
        return lines_fail(r, "the gold pair is not two tiles of one kind");
    }
    return true;
}

/* One position's numbers and board rows. */
static bool read_position(reader *r, save_data *d, game_pos *p)
{
    const game_level_params *lp = game_level_get(d->diff, d->level);
    bool relaxed = d->mode == GAME_RELAXED;
    int cells = d->rows * d->cols;
    if (!keyed(r, "pos") || !lines_int(r, 0, cells, &p->tiles)
        || !lines_int(r, -1, d->nlines - 1, &p->line)
        || !lines_int(r, 0, cells / 2, &p->line_at)
        || !lines_int(r, 0, 1000000000, &p->score)
        || !lines_int(r, 0, 1000000000, &p->level_score)
        || !lines_int(r, 0, cells / 2, &p->combo)
        || !lines_int(r, relaxed ? -1 : 0, relaxed ? -1 : lp->hints, &p->hints_left)
        || !lines_int(r, relaxed ? -1 : 0, relaxed ? -1 : lp->redeals, &p->redeals_left)
        || !lines_int(r, 0, save_clock_max(d, lp), &p->time_left_ms)) {
        return false;
    }
    for (int i = 0; i < 4; i++) {
        if (!hex64(r, &p->rng.s[i])) {
            return false;
        }
    }
    if (!lines_int(r, 0, 100000000, &p->bonus.time_bonus)
        || !lines_int(r, 0, 100000000, &p->bonus.hints_bonus)
        || !lines_int(r, 0, 100000000, &p->bonus.redeals_bonus) || !lines_end(r)) {
        return false;
    }
    p->bonus.total = p->bonus.time_bonus + p->bonus.hints_bonus
                     + p->bonus.redeals_bonus;
    p->kinds = malloc(sizeof *p->kinds * (size_t)cells);
    if (p->kinds == NULL) {
        return lines_fail(r, "out of memory");
    }
    for (int row = 0; row < d->rows; row++) {
        if (!next_line(r)) {
            return false;
        }
        for (int c = 0; c < d->cols; c++) {
            int k;
            if (!lines_int(r, 0, LLK_MAX_KIND, &k)) {
                return false;
            }
            p->kinds[row * d->cols + c] = (uint16_t)k;
        }
        if (!lines_end(r)) {
            return false;
        }
    }
    return read_gold(r, d, p);
}

/* The rules every position must keep (count: the deal's kind counts). */
static bool check_position(reader *r, const save_data *d, const game_pos *p,
                           const int *deal, int *count)
{
    int cells = d->rows * d->cols, tiles = 0;
    memset(count, 0, sizeof *count * (LLK_MAX_KIND + 1));
    for (int i = 0; i < cells; i++) {
        tiles += p->kinds[i] != 0;
        count[p->kinds[i]]++;
    }
    if (tiles != p->tiles) {
        return lines_fail(r, "the board does not hold the tiles it says");
    }
    for (int i = 0; d->shape != NULL && i < cells; i++) {
        if (p->kinds[i] != 0 && d->shape[i] == 0) {
            return lines_fail(r, "a tile outside the level's shape");
        }
    }
    for (int k = 1; k <= LLK_MAX_KIND; k++) {
        if (count[k] % 2 != 0 || (deal != NULL && count[k] > deal[k])) {
            return lines_fail(r, "the board's kinds do not come from the deal");
        }
    }
    if (p->score - p->level_score != d->start_score) {
        return lines_fail(r, "the score does not add up");
    }
    if (p->bonus.total != 0 && p->tiles != 0) {
        return lines_fail(r, "a bonus on a level not cleared");
    }
    if ((p->rng.s[0] | p->rng.s[1] | p->rng.s[2] | p->rng.s[3]) == 0) {
        return lines_fail(r, "a re-deal generator of all zeros");
    }
    if (p->line >= 0) {
        const game_line *l = &d->lines[p->line];
        if (p->line_at > l->n
            || !deal_line_clears(p->kinds, d->rows, d->cols, d->shape,
                                 game_level_shift(d->level),
                                 l->moves + p->line_at, l->n - p->line_at)) {
            return lines_fail(r, "a proven line does not clear its board");
        }
    }
    return true;
}

static bool read_positions(reader *r, save_data *d)
{
    if (!keyed(r, "positions") || !lines_int(r, 1, SAVE_MAX_POSITIONS, &d->npos)
        || !lines_int(r, 0, d->npos - 1, &d->at) || !lines_end(r)) {
        return false;
    }
    d->pos = calloc((size_t)d->npos, sizeof *d->pos);
    int *deal = calloc(LLK_MAX_KIND + 1, sizeof *deal);
    int *count = calloc(LLK_MAX_KIND + 1, sizeof *count);
    bool ok = d->pos != NULL && deal != NULL && count != NULL;
    if (!ok) {
        lines_fail(r, "out of memory");
    }
    for (int i = 0; ok && i < d->npos; i++) {
        ok = read_position(r, d, &d->pos[i]);
        if (ok && i == 0 && d->version >= 3) {
            /* Dealt into the level's layout: its lines keep the shape. */
            d->shape = layout_shape(game_level_layout(d->diff, d->level), d->pos[0].kinds,
                                    d->rows, d->cols);
        }
        int line = r->lineno - d->rows - (d->version >= 4 && d->rule == GAME_RULE_GOLD);
        ok = ok && check_position(r, d, &d->pos[i], i ? deal : NULL,
                                  i ? count : deal);
        if (!ok && r->lineno != line) {
            r->lineno = line; /* a rule broken: name the position's line */
        }
    }
    free(deal);
    free(count);
    if (ok && d->pos[0].tiles == 0) {
        return lines_fail(r, "the deal has no tiles");
    }
    const game_pos *cur = ok ? &d->pos[d->at] : NULL;
    if (ok && cur->tiles == 0) {
        return lines_fail(r, "a cleared level is saved as the next one");
    }
    return ok;
}

static bool read_body(reader *r, save_data *d)
{
    d->time_scale = 1;
    d->rule = GAME_RULE_NONE;
    if (!read_header(r, d)) {
        return false;
    }
    if (d->next) {
        return true;
    }
    if (!read_time_scale(r, d)) {
        return false;
    }
    if (!read_rule(r, d)) {
        return false;
    }
    const game_level_params *lp = game_level_get(d->diff, d->level);
    if (!keyed(r, "clock") || !lines_int(r, 0, save_clock_max(d, lp), &d->time_left_ms)
        || !lines_num(r, 0, 1000LL * 3600 * 24 * 365 * 100, &d->play_ms) || !lines_end(r)) {
        return false;
    }
    if (d->time_up && d->time_left_ms != 0) {
        return lines_fail(r, "out of time with time left");
    }
    if (!keyed(r, "size") || !lines_int(r, 1, LLK_SMALL_DIM, &d->rows)
        || !lines_int(r, 1, LLK_SMALL_DIM, &d->cols) || !lines_end(r)) {
        return false;
    }
    if (d->rows != lp->rows || d->cols != lp->cols) {
        return lines_fail(r, "the board is not the size of its level");
    }
    return read_lines(r, d) && read_positions(r, d);
}

void save_data_free(save_data *d)
{
    for (int i = 0; d->pos != NULL && i < d->npos; i++) {
        free(d->pos[i].kinds);
    }
    free(d->pos);
    for (int i = 0; d->lines != NULL && i < d->nlines; i++) {
        free(d->lines[i].moves);
    }
    free(d->lines);
    free(d->shape);
    d->pos = NULL;
    d->lines = NULL;
    d->shape = NULL;
}

/* Split off the checksum line and check it. body_len: the bytes before. */
static bool check_sum(const char *text, size_t len, bool skip, size_t *body_len,
                      char *err, size_t errlen)
{
    *body_len = len;
    size_t start = len;
    if (len > 0 && text[len - 1] == '\n') {
        start = len - 1;
        while (start > 0 && text[start - 1] != '\n') {
            start--;
        }
    }
    const char *key = "checksum ";
    size_t kl = strlen(key);
    bool has = start < len && len - start == kl + 17
               && memcmp(text + start, key, kl) == 0;
    if (has) {
        *body_len = start;
    }
    if (skip) {
        return true;
    }
    if (!has) {
        snprintf(err, errlen, "no checksum line at the end: the save is cut "
                 "short or was edited");
        return false;
    }
    char hex[17];
    memcpy(hex, text + start + kl, 16);
    hex[16] = '\0';
    char want[17];
    snprintf(want, sizeof want, "%016llx",
             (unsigned long long)save_checksum(text, start));
    if (strcmp(hex, want) != 0) {
        snprintf(err, errlen, "the checksum does not match: the save is "
                 "damaged");
        return false;
    }
    return true;
}

game *game_load(const char *text, size_t len, bool skip_checksum, char *err,
                size_t errlen)
{
    size_t body;
    if (!check_sum(text, len, skip_checksum, &body, err, errlen)) {
        return NULL;
    }
    reader *r = malloc(sizeof *r);
    if (r == NULL) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    lines_init(r, text, body, err, errlen);
    lines_allow(r, LINES_MAX_LONG); /* a board's rows, a proven line */
    save_data d;
    memset(&d, 0, sizeof d);
    bool ok = read_body(r, &d);
    if (ok && r->p != r->end) {
        r->lineno++;
        ok = lines_fail(r, "more lines than the save holds");
    }
    free(r);
    game *g = ok ? save_build(&d, err, errlen) : NULL;
    save_data_free(&d);
    return g;
}
