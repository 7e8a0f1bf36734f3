/* screen_state.c - each screen's own state, owned by the app
 * (screen_state.h): a short list of (key, block) pairs behind
 * front_app.states, searched by key; a screen asks a handful of times a
 * frame, and there are fewer than 32 keys. */
#include <stdio.h>
#include <stdlib.h>

#include "screen_state.h"

typedef struct front_state_slot {
    const void *key;
    size_t size;
    void *data;
} front_state_slot;

struct front_states {
    int n, cap;
    front_state_slot *slot;
};

static void front_state_fail(const char *why)
{
    fprintf(stderr, "lianliankan: %s\n", why);
    abort();
}

void *front_state(front_app *a, const void *key, size_t size)
{
    if (a->states == NULL) {
        a->states = calloc(1, sizeof *a->states);
        if (a->states == NULL) {
            front_state_fail("out of memory for a screen's state");
        }
    }
    struct front_states *s = a->states;
    for (int i = 0; i < s->n; i++) {
        if (s->slot[i].key == key) {
            if (s->slot[i].size != size) {
                front_state_fail("a screen's state asked with two sizes");
            }
            return s->slot[i].data;
        }
    }
    if (s->n == s->cap) {
        int cap = s->cap ? s->cap * 2 : 32;
        front_state_slot *grown = realloc(s->slot, (size_t)cap * sizeof *grown);
        if (grown == NULL) {
            front_state_fail("out of memory for a screen's state");
        }
        s->slot = grown;
        s->cap = cap;
    }
    void *data = calloc(1, size ? size : 1);
    if (data == NULL) {
        front_state_fail("out of memory for a screen's state");
    }
    s->slot[s->n++] = (front_state_slot){key, size, data};
    return data;
}

void front_states_free(front_app *a)
{
    struct front_states *s = a->states;
    if (s == NULL) {
        return;
    }
    for (int i = 0; i < s->n; i++) {
        free(s->slot[i].data);
    }
    free(s->slot);
    free(s);
    a->states = NULL;
}
