/* fuzz_stats.c - libFuzzer target for the statistics reader.
 *
 * Any bytes: refused with "line N: what" in one line, or read as counters
 * that add up (won <= started, streak <= longest <= won) and write back to
 * text that reads to the same counters and the same text. Counting more
 * games on top keeps them adding up.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "llk/profile.h"

static char *text_of(const stats *s)
{
    char *t = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&t, &n);
    if (f == NULL || stats_write(f, s) != 0) {
        abort();
    }
    fclose(f);
    return t;
}

static void check_rows(const stats *s)
{
    for (int k = 0; k < GAME_KIND_COUNT; k++) {
        for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
            const stats_row *r = &s->row[k][d];
            int pct = stats_win_percent(r);
            if (r->won > r->started || r->streak > r->longest
                || r->longest > r->won || pct < 0 || pct > 100) {
                abort();
            }
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static stats a, b;
    char err[256] = "";
    if (stats_parse(&a, (const char *)data, size, err, sizeof err) != 0) {
        if (strncmp(err, "line ", 5) != 0 || strchr(err, '\n') != NULL) {
            abort();
        }
        return 0;
    }
    check_rows(&a);
    char *t1 = text_of(&a);
    if (stats_parse(&b, t1, strlen(t1), err, sizeof err) != 0) {
        abort();
    }
    char *t2 = text_of(&b);
    if (strcmp(t1, t2) != 0) {
        abort();
    }
    free(t1);
    free(t2);
    /* Every kind of event on top: still adds up. */
    for (int t = GAME_EVENT_STARTED; t <= GAME_EVENT_RUN_END; t++) {
        game_event e;
        memset(&e, 0, sizeof e);
        e.type = (game_event_type)t;
        e.kind = (game_kind)(size % GAME_KIND_COUNT);
        e.diff = (game_difficulty)(size % GAME_DIFFICULTY_COUNT);
        e.count = 1000000;
        e.time_ms = 1;
        stats_apply(&a, &e);
    }
    check_rows(&a);
    return 0;
}
