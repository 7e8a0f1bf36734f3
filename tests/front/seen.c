/* seen.c - the recorder of what each frame shows (src/front/seen.c; the
 * state file's "texts" and "marks"; tests/cli/test_seen.sh), no window.
 * A frame that redraws only a part (the clock's second) draws the screen
 * again under a clip, so every text and mark is noted again: those lying
 * outside the part must stay listed once (kept from the frame before),
 * those in it once (noted again). Random screens of 1-40 texts and marks
 * and random parts (seed printed), drawn whole, then redrawn under 1-4
 * partial frames, then whole again: each listed exactly once every time,
 * and none lost. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/front/seen.h"
#include "../unit/check.h"

#define ITEMS 40

static char names[ITEMS][16];
static SDL_Rect boxes[ITEMS];

static uint64_t rng(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* The screen as the game draws it: n marks and n texts, each named. */
static void draw(int n)
{
    for (int i = 0; i < n; i++) {
        seen_mark(names[i], boxes[i]);
        seen_text(names[i], boxes[i], 12, (SDL_Color){255, 255, 255, 255});
    }
}

/* How many times each item is listed, as marks (by kind) and as texts. */
static void counts(int n, int *marks, int *texts)
{
    FILE *f = tmpfile();
    if (f == NULL) {
        abort();
    }
    seen_json(f, 1.0, 1.0);
    long len = ftell(f);
    rewind(f);
    char *s = calloc(1, (size_t)len + 1);
    if (s == NULL || fread(s, 1, (size_t)len, f) != (size_t)len) {
        abort();
    }
    fclose(f);
    for (int i = 0; i < n; i++) {
        char key[400];
        marks[i] = texts[i] = 0;
        snprintf(key, sizeof key, "{\"kind\":\"%.15s\"", names[i]);
        for (char *p = strstr(s, key); p; p = strstr(p + 1, key)) {
            marks[i]++;
        }
        snprintf(key, sizeof key, "{\"text\":\"%.15s\"", names[i]);
        for (char *p = strstr(s, key); p; p = strstr(p + 1, key)) {
            texts[i]++;
        }
    }
    free(s);
}

static void once_each(int n, const char *when, uint64_t seed)
{
    int m[ITEMS], t[ITEMS];
    counts(n, m, t);
    for (int i = 0; i < n; i++) {
        CHECK(m[i] == 1 && t[i] == 1,
              "%s: item %d at %d,%d %dx%d listed %d times as a mark, %d as a "
              "text (seed %llu)", when, i, boxes[i].x, boxes[i].y, boxes[i].w,
              boxes[i].h, m[i], t[i], (unsigned long long)seed);
    }
}

int main(void)
{
    uint64_t seed = check_seed("seen", 20261130u), s = seed | 1;
    for (int i = 0; i < ITEMS; i++) {
        snprintf(names[i], sizeof names[i], "i%d", i);
    }
    seen_enable(true);
    for (int round = 0; round < 500; round++) {
        CHECK_CASE();
        int n = 1 + (int)(rng(&s) % ITEMS);
        for (int i = 0; i < n; i++) {
            boxes[i] = (SDL_Rect){(int)(rng(&s) % 1000), (int)(rng(&s) % 700),
                                  1 + (int)(rng(&s) % 200), 1 + (int)(rng(&s) % 100)};
        }
        seen_frame_begin(NULL);
        draw(n);
        seen_frame_end();
        once_each(n, "a whole frame", seed);
        int parts = 1 + (int)(rng(&s) % 4);
        for (int p = 0; p < parts; p++) {
            SDL_Rect part = {(int)(rng(&s) % 1000), (int)(rng(&s) % 700),
                             1 + (int)(rng(&s) % 300), 1 + (int)(rng(&s) % 60)};
            seen_frame_begin(&part);
            draw(n); /* the whole screen again, clipped to part */
            seen_frame_end();
            once_each(n, "after a partial frame", seed);
        }
        seen_frame_begin(NULL);
        draw(n);
        seen_frame_end();
        once_each(n, "a whole frame after", seed);
    }
    return check_done("seen");
}
