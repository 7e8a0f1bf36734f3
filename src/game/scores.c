/* scores.c - high scores, the best of every level, player names, and the
 * scores.txt text (include/llk/profile.h, docs/formats.md "High scores and statistics").
 */
#include <stdlib.h>
#include <string.h>

#include "lines_int.h"
#include "llk/profile.h"

#define SCORES_MAGIC "lianliankan-scores"
/* 2: stars on level lines; 3: endless lines; 4: replays lines (each
 * written only when there are some, so that a file without them stays
 * readable by older versions) */
#define SCORES_VERSION 4
#define SCORE_MAX 1000000000
#define WHEN_MAX 253402300799LL /* 9999-12-31 */

/* ---- Names ---- */

/* The length of the UTF-8 sequence at s (at most n bytes) and its code
 * point, or 0 when it is not a valid, shortest-form sequence. */
static int utf8_next(const unsigned char *s, size_t n, unsigned *cp)
{
    if (n == 0) {
        return 0;
    }
    unsigned c = s[0];
    int len;
    unsigned min;
    if (c < 0x80) {
        *cp = c;
        return 1;
    } else if ((c & 0xe0) == 0xc0) {
        len = 2, min = 0x80, c &= 0x1f;
    } else if ((c & 0xf0) == 0xe0) {
        len = 3, min = 0x800, c &= 0x0f;
    } else if ((c & 0xf8) == 0xf0) {
        len = 4, min = 0x10000, c &= 0x07;
    } else {
        return 0;
    }
    if ((size_t)len > n) {
        return 0;
    }
    for (int i = 1; i < len; i++) {
        if ((s[i] & 0xc0) != 0x80) {
            return 0;
        }
        c = (c << 6) | (s[i] & 0x3f);
    }
    if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff)) {
        return 0;
    }
    *cp = c;
    return len;
}

static bool is_control(unsigned cp)
{
    return cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || cp == 0x2028
           || cp == 0x2029;
}

int scores_name_chars(const char *name)
{
    const unsigned char *s = (const unsigned char *)name;
    size_t n = strlen(name);
    int chars = 0;
    unsigned cp;
    while (n > 0) {
        int k = utf8_next(s, n, &cp);
        if (k == 0) {
            return -1;
        }
        s += k;
        n -= (size_t)k;
        chars++;
    }
    return chars;
}

bool scores_name_ok(const char *name)
{
    size_t n = strlen(name);
    if (n == 0 || n >= SCORES_NAME_BYTES || name[0] == ' '
        || name[n - 1] == ' ') {
        return false;
    }
    const unsigned char *s = (const unsigned char *)name;
    int chars = 0;
    unsigned cp;
    while (n > 0) {
        int k = utf8_next(s, n, &cp);
        if (k == 0 || is_control(cp)) {
            return false;
        }
        s += k;
        n -= (size_t)k;
        chars++;
    }
    return chars <= SCORES_NAME_CHARS;
}

void scores_name_clean(const char *in, char *out, size_t len)
{
    const unsigned char *s = (const unsigned char *)in;
    size_t n = strlen(in), used = 0;
    int chars = 0;
    if (len == 0) {
        return;
    }
    while (n > 0 && chars < SCORES_NAME_CHARS) {
        unsigned cp;
        int k = utf8_next(s, n, &cp);
        if (k == 0) {
            s++, n--; /* a stray byte: dropped */
            continue;
        }
        bool skip = is_control(cp) || (cp == ' ' && used == 0);
        if (!skip && used + (size_t)k < len) {
            memcpy(out + used, s, (size_t)k);
            used += (size_t)k;
            chars++;
        }
        s += k;
        n -= (size_t)k;
    }
    while (used > 0 && out[used - 1] == ' ') {
        used--;
    }
    out[used] = '\0';
}

/* ---- The replays of a run ---- */

bool scores_replay_name_ok(const char *name)
{
    static const char tail[] = ".replay";
    size_t n = strlen(name), t = sizeof tail - 1;
    if (n <= t || n >= SCORES_REPLAY_NAME || strcmp(name + n - t, tail) != 0) {
        return false;
    }
    for (size_t i = 0; i < n - t; i++) {
        char c = name[i];
        bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                  (c >= '0' && c <= '9') || c == '-' || c == '_';
        if (!ok) {
            return false;
        }
    }
    return true;
}

void score_replays_add(score_replays *r, const char *path)
{
    const char *slash = strrchr(path, '/');
    const char *name = slash != NULL ? slash + 1 : path;
    if (!scores_replay_name_ok(name)) {
        return;
    }
    if (r->n >= SCORES_REPLAYS) {
        memmove(r->name[0], r->name[1], sizeof r->name[0] * (SCORES_REPLAYS - 1));
        r->n = SCORES_REPLAYS - 1;
    }
    snprintf(r->name[r->n++], sizeof r->name[0], "%s", name);
}

int score_replays_paths(const score_replays *r, const char *dir,
                        char (*out)[SCORES_REPLAY_PATH], int max)
{
    int kept = 0;
    for (int i = 0; dir != NULL && dir[0] != '\0' && i < r->n && kept < max; i++) {
        char path[SCORES_REPLAY_PATH];
        snprintf(path, sizeof path, "%s/%s", dir, r->name[i]);
        FILE *f = fopen(path, "rb");
        if (f != NULL) {
            fclose(f);
            snprintf(out[kept++], sizeof out[0], "%s", path);
        }
    }
    return kept;
}

int score_replays_kept(const score_replays *r, const char *dir, char *last,
                       size_t len)
{
    char paths[SCORES_REPLAYS][SCORES_REPLAY_PATH];
    int kept = score_replays_paths(r, dir, paths, SCORES_REPLAYS);
    if (len > 0) {
        snprintf(last, len, "%s", kept > 0 ? paths[kept - 1] : "");
    }
    return kept;
}

static bool replays_ok(const score_replays *r)
{
    if (r->n < 0 || r->n > SCORES_REPLAYS) {
        return false;
    }
    for (int i = 0; i < r->n; i++) {
        if (!scores_replay_name_ok(r->name[i])) {
            return false;
        }
    }
    return true;
}

/* ---- The table ---- */

void scores_init(scores *s)
{
    memset(s, 0, sizeof *s);
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        for (int l = 0; l < GAME_LEVELS; l++) {
            s->level[d][l].best = -1;
        }
    }
}

/* Where e goes: below every entry with a higher score, and below equal
 * scores that are not younger. */
static int place(const scores *s, game_difficulty d, int score,
                 long long when)
{
    int i = 0;
    while (i < s->ntop[d]
           && (s->top[d][i].score > score
               || (s->top[d][i].score == score && s->top[d][i].when <= when))) {
        i++;
    }
    return i < SCORES_TOP ? i : -1;
}

int scores_rank(const scores *s, game_difficulty d, int score)
{
    if ((int)d < 0 || d >= GAME_DIFFICULTY_COUNT || score < 0) {
        return -1;
    }
    return place(s, d, score, WHEN_MAX);
}

/* Insert without remembering the name (the reader). */
static int insert(scores *s, game_difficulty d, const score_entry *e)
{
    if ((int)d < 0 || d >= GAME_DIFFICULTY_COUNT || !scores_name_ok(e->name)
        || e->score < 0 || e->score > SCORE_MAX || e->levels < 0
        || e->levels > GAME_LEVELS || e->when < 0 || e->when > WHEN_MAX
        || !replays_ok(&e->replays)) {
        return -1;
    }
    int i = place(s, d, e->score, e->when);
    if (i < 0) {
        return -1;
    }
    int n = s->ntop[d] < SCORES_TOP ? s->ntop[d] : SCORES_TOP - 1;
    memmove(&s->top[d][i + 1], &s->top[d][i],
            sizeof s->top[d][0] * (size_t)(n - i));
    s->top[d][i] = *e;
    if (s->ntop[d] < SCORES_TOP) {
        s->ntop[d]++;
    }
    return i;
}

/* ---- The Endless table ---- */

/* Where an endless run goes: below every entry with more boards, or as
 * many and a higher score, and below equal ones that are not younger. */
static int endless_place(const scores *s, game_difficulty d, int boards,
                         int score, long long when)
{
    int i = 0;
    for (; i < s->nendless[d]; i++) {
        const score_entry *o = &s->endless[d][i];
        bool above = o->levels != boards ? o->levels > boards
                     : o->score != score ? o->score > score
                                         : o->when <= when;
        if (!above) {
            break;
        }
    }
    return i < SCORES_TOP ? i : -1;
}

int scores_endless_rank(const scores *s, game_difficulty d, int boards,
                        int score)
{
    if ((int)d < 0 || d >= GAME_DIFFICULTY_COUNT || score < 0 || boards < 0) {
        return -1;
    }
    return endless_place(s, d, boards, score, WHEN_MAX);
}

static int endless_insert(scores *s, game_difficulty d, const score_entry *e)
{
    if ((int)d < 0 || d >= GAME_DIFFICULTY_COUNT || !scores_name_ok(e->name)
        || e->score < 0 || e->score > SCORE_MAX || e->levels < 0
        || e->levels > SCORES_BOARDS_MAX || e->when < 0 || e->when > WHEN_MAX
        || !replays_ok(&e->replays)) {
        return -1;
    }
    int i = endless_place(s, d, e->levels, e->score, e->when);
    if (i < 0) {
        return -1;
    }
    int n = s->nendless[d] < SCORES_TOP ? s->nendless[d] : SCORES_TOP - 1;
    memmove(&s->endless[d][i + 1], &s->endless[d][i],
            sizeof s->endless[d][0] * (size_t)(n - i));
    s->endless[d][i] = *e;
    if (s->nendless[d] < SCORES_TOP) {
        s->nendless[d]++;
    }
    return i;
}

int scores_endless_insert(scores *s, game_difficulty d, const score_entry *e)
{
    int i = endless_insert(s, d, e);
    if (scores_name_ok(e->name)) {
        snprintf(s->last_name, sizeof s->last_name, "%s", e->name);
    }
    return i;
}

int scores_insert(scores *s, game_difficulty d, const score_entry *e)
{
    int i = insert(s, d, e);
    if (scores_name_ok(e->name)) {
        snprintf(s->last_name, sizeof s->last_name, "%s", e->name);
    }
    return i;
}

void scores_level_won(scores *s, game_difficulty d, int level, bool counted,
                      int score)
{
    if ((int)d < 0 || d >= GAME_DIFFICULTY_COUNT || level < 1
        || level > GAME_LEVELS) {
        return;
    }
    level_best *b = &s->level[d][level - 1];
    b->cleared = true;
    if (counted && score >= 0 && score <= SCORE_MAX && score > b->best) {
        b->best = score;
    }
}

void scores_level_stars(scores *s, game_difficulty d, int level, int stars)
{
    if ((int)d < 0 || d >= GAME_DIFFICULTY_COUNT || level < 1 || level > GAME_LEVELS ||
        stars < 1 || stars > GAME_STARS_MAX) {
        return;
    }
    level_best *b = &s->level[d][level - 1];
    if (b->cleared && stars > b->stars) {
        b->stars = stars;
    }
}

/* ---- Text ---- */

/* A run's replays line, when it names some. */
static void write_replays(FILE *f, const score_entry *e)
{
    if (e->replays.n <= 0) {
        return;
    }
    fputs("replays", f);
    for (int i = 0; i < e->replays.n; i++) {
        fprintf(f, " %s", e->replays.name[i]);
    }
    fputc('\n', f);
}

/* The oldest version that holds s: 2, 3 with endless runs, 4 with replays. */
static int version_of(const scores *s)
{
    int v = 2;
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        v = s->nendless[d] > 0 && v < 3 ? 3 : v;
        for (int i = 0; i < s->ntop[d]; i++) {
            v = s->top[d][i].replays.n > 0 ? 4 : v;
        }
        for (int i = 0; i < s->nendless[d]; i++) {
            v = s->endless[d][i].replays.n > 0 ? 4 : v;
        }
    }
    return v;
}

int scores_write(FILE *f, const scores *s)
{
    fprintf(f, "%s %d\n", SCORES_MAGIC, version_of(s));
    if (s->last_name[0] != '\0' && scores_name_ok(s->last_name)) {
        fprintf(f, "last %s\n", s->last_name);
    }
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        for (int i = 0; i < s->ntop[d]; i++) {
            const score_entry *e = &s->top[d][i];
            fprintf(f, "run %s %d %d %lld %s\n",
                    game_difficulty_name((game_difficulty)d), e->score,
                    e->levels, e->when, e->name);
            write_replays(f, e);
        }
    }
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        for (int i = 0; i < s->nendless[d]; i++) {
            const score_entry *e = &s->endless[d][i];
            fprintf(f, "endless %s %d %d %lld %s\n",
                    game_difficulty_name((game_difficulty)d), e->levels,
                    e->score, e->when, e->name);
            write_replays(f, e);
        }
    }
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        for (int l = 0; l < GAME_LEVELS; l++) {
            if (s->level[d][l].cleared) {
                fprintf(f, "level %s %d %d %d\n",
                        game_difficulty_name((game_difficulty)d), l + 1,
                        s->level[d][l].best, s->level[d][l].stars);
            }
        }
    }
    fputs("end\n", f);
    return ferror(f) ? -1 : 0;
}

static bool read_diff(lines *r, game_difficulty *d)
{
    char w[32];
    if (!lines_token(r, w, sizeof w)) {
        return false;
    }
    return game_difficulty_parse(w, d) ? true
                                       : lines_fail(r, "unknown difficulty");
}

/* The rest of the line as a name. */
static bool read_name(lines *r, char *out, size_t len)
{
    if (!scores_name_ok(r->at)) {
        return lines_fail(r, "not a name of 1 to 24 characters");
    }
    snprintf(out, len, "%s", r->at);
    return true;
}

/* What the reader keeps between lines: the entry the line before read
 * (NULL: another line), which a replays line names the boards of. */
typedef struct reader {
    scores *s;
    score_entry *last;
} reader;

static bool read_run(lines *r, reader *rd)
{
    scores *s = rd->s;
    game_difficulty d;
    score_entry e;
    if (!read_diff(r, &d) || !lines_int(r, 0, SCORE_MAX, &e.score)
        || !lines_int(r, 0, GAME_LEVELS, &e.levels)
        || !lines_num(r, 0, WHEN_MAX, &e.when)
        || !read_name(r, e.name, sizeof e.name)) {
        return false;
    }
    if (s->ntop[d] == SCORES_TOP) {
        return lines_fail(r, "more than 10 runs of one difficulty");
    }
    memset(&e.replays, 0, sizeof e.replays);
    int i = insert(s, d, &e);
    rd->last = i >= 0 ? &s->top[d][i] : NULL;
    return true;
}

/* An endless line (version 3): boards before the score. */
static bool read_endless(lines *r, reader *rd)
{
    scores *s = rd->s;
    game_difficulty d;
    score_entry e;
    if (!read_diff(r, &d) || !lines_int(r, 0, SCORES_BOARDS_MAX, &e.levels)
        || !lines_int(r, 0, SCORE_MAX, &e.score)
        || !lines_num(r, 0, WHEN_MAX, &e.when)
        || !read_name(r, e.name, sizeof e.name)) {
        return false;
    }
    if (s->nendless[d] == SCORES_TOP) {
        return lines_fail(r, "more than 10 endless runs of one difficulty");
    }
    memset(&e.replays, 0, sizeof e.replays);
    int i = endless_insert(s, d, &e);
    rd->last = i >= 0 ? &s->endless[d][i] : NULL;
    return true;
}

/* A level line; version 1 files have no stars. */
static bool read_level(lines *r, scores *s, int version)
{
    game_difficulty d;
    int level, best, stars = 0;
    if (!read_diff(r, &d) || !lines_int(r, 1, GAME_LEVELS, &level)
        || !lines_int(r, -1, SCORE_MAX, &best)
        || (version >= 2 && !lines_int(r, 0, GAME_STARS_MAX, &stars)) || !lines_end(r)) {
        return false;
    }
    level_best *b = &s->level[d][level - 1];
    if (b->cleared) {
        return lines_fail(r, "a level named twice");
    }
    b->cleared = true;
    b->best = best;
    b->stars = stars;
    return true;
}

/* A replays line (version 4): the replays of the run on the line before. */
static bool read_replays(lines *r, score_entry *e)
{
    if (e == NULL || e->replays.n > 0) {
        return lines_fail(r, "a replays line not after a run's");
    }
    while (*r->at != '\0') {
        char name[SCORES_REPLAY_NAME];
        if (e->replays.n == SCORES_REPLAYS) {
            return lines_fail(r, "more than 13 replays");
        }
        if (!lines_token(r, name, sizeof name)) {
            return false;
        }
        if (!scores_replay_name_ok(name)) {
            return lines_fail(r, "not a replay's file name");
        }
        snprintf(e->replays.name[e->replays.n++], sizeof name, "%s", name);
    }
    return e->replays.n > 0 ? true : lines_fail(r, "a value is missing");
}

static bool read_body(lines *r, void *arg)
{
    reader *rd = arg;
    scores *s = rd->s;
    int version;
    if (!lines_header(r, SCORES_MAGIC, SCORES_VERSION, &version)) {
        return false;
    }
    for (;;) {
        char key[16];
        int k = lines_key(r, key, sizeof key);
        if (k <= 0) {
            return k == 0;
        }
        bool ok;
        score_entry *last = rd->last;
        rd->last = NULL;
        if (strcmp(key, "run") == 0) {
            ok = read_run(r, rd);
        } else if (strcmp(key, "endless") == 0 && version >= 3) {
            ok = read_endless(r, rd);
        } else if (strcmp(key, "replays") == 0 && version >= 4) {
            ok = read_replays(r, last);
        } else if (strcmp(key, "level") == 0) {
            ok = read_level(r, s, version);
        } else if (strcmp(key, "last") == 0) {
            ok = s->last_name[0] == '\0'
                     ? read_name(r, s->last_name, sizeof s->last_name)
                     : lines_fail(r, "a second 'last' line");
        } else {
            ok = lines_fail(r, "unknown line");
        }
        if (!ok) {
            return false;
        }
    }
}

int scores_parse(scores *s, const char *text, size_t len, char *err,
                 size_t errlen)
{
    reader rd = {s, NULL};
    scores_init(s);
    if (lines_parse(text, len, err, errlen, read_body, &rd) != 0) {
        scores_init(s);
        return -1;
    }
    return 0;
}
