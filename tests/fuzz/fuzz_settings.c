/* fuzz_settings.c - libFuzzer target for the settings reader.
 *
 * Any bytes are read without harm: every value comes out in its row's
 * range, each warning is one line, and the text written back reads again
 * with no warning to the same values and writes to the same text.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "llk/settings.h"

static void on_warn(void *ctx, const char *msg)
{
    int *n = ctx;
    (*n)++;
    if (msg[0] == '\0' || strchr(msg, '\n') != NULL) {
        abort(); /* a warning is one line */
    }
}

static char *text_of(const settings *s)
{
    char *t = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&t, &n);
    if (f == NULL || settings_write(s, f) != 0) {
        abort();
    }
    fclose(f);
    return t;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    settings *a = settings_new(), *b = settings_new();
    int warned = 0;
    if (a == NULL || b == NULL) {
        abort();
    }
    settings_read(a, (const char *)data, size, "fuzz.ini", on_warn, &warned);
    for (int i = 0; i < settings_count(); i++) {
        const settings_row *r = settings_row_at(i);
        int v = settings_get(a, r->key);
        if (v < r->min || v > r->max) {
            abort(); /* every value in its range */
        }
    }
    char *t1 = text_of(a);
    warned = 0;
    settings_read(b, t1, strlen(t1), "fuzz.ini", on_warn, &warned);
    char *t2 = text_of(b);
    if (warned != 0 || strcmp(t1, t2) != 0) {
        abort(); /* what we write reads back cleanly, the same */
    }
    for (int i = 0; i < settings_count(); i++) {
        const char *k = settings_row_at(i)->key;
        if (settings_get(a, k) != settings_get(b, k)) {
            abort();
        }
    }
    free(t1);
    free(t2);
    settings_free(a);
    settings_free(b);
    return 0;
}
