/* fuzz_scores.c - libFuzzer target for the high-score reader.
 *
 * Any bytes: refused with "line N: what" in one line, or read as a table
 * that keeps the rules (at most 10 runs per difficulty, best first, every
 * name 1-24 characters of UTF-8) and writes back to text that reads to
 * the same table and the same text (the Endless table too: most boards
 * first, then the higher score; every row's replays, 0-13 file names).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "llk/profile.h"

static char *text_of(const scores *s)
{
    char *t = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&t, &n);
    if (f == NULL || scores_write(f, s) != 0) {
        abort();
    }
    fclose(f);
    return t;
}

static void replays_ok(const score_entry *e)
{
    if (e->replays.n < 0 || e->replays.n > SCORES_REPLAYS) {
        abort();
    }
    for (int i = 0; i < e->replays.n; i++) {
        if (!scores_replay_name_ok(e->replays.name[i])) {
            abort();
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static scores a, b;
    char err[256] = "";
    if (scores_parse(&a, (const char *)data, size, err, sizeof err) != 0) {
        if (strncmp(err, "line ", 5) != 0 || strchr(err, '\n') != NULL) {
            abort(); /* a refusal says where, in one line */
        }
        return 0;
    }
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        if (a.ntop[d] < 0 || a.ntop[d] > SCORES_TOP) {
            abort();
        }
        for (int i = 0; i < a.ntop[d]; i++) {
            if (!scores_name_ok(a.top[d][i].name)
                || (i > 0 && a.top[d][i].score > a.top[d][i - 1].score)) {
                abort(); /* good names, best first */
            }
            replays_ok(&a.top[d][i]);
        }
    }
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        if (a.nendless[d] < 0 || a.nendless[d] > SCORES_TOP) {
            abort();
        }
        for (int i = 0; i < a.nendless[d]; i++) {
            replays_ok(&a.endless[d][i]);
        }
        for (int i = 1; i < a.nendless[d]; i++) {
            const score_entry *p = &a.endless[d][i - 1], *e = &a.endless[d][i];
            if (!scores_name_ok(e->name) || e->levels > p->levels ||
                (e->levels == p->levels && e->score > p->score)) {
                abort(); /* the Endless table: most boards, then score */
            }
        }
    }
    char *t1 = text_of(&a);
    if (scores_parse(&b, t1, strlen(t1), err, sizeof err) != 0) {
        abort();
    }
    char *t2 = text_of(&b);
    if (strcmp(t1, t2) != 0) {
        abort();
    }
    free(t1);
    free(t2);
    return 0;
}
