/* screen_state.c - each screen's own state, owned by the app
 * (screen_state.h): a short list of (key, block) pairs behind
 * front_app.states, searched by key. About 40 keys, asked many times a
 * frame (play(a) for each tile drawn): the search took 0.09% of the
 * game's processor time under --random-input 1500 (perf), not worth a
 * faster table. */
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

void *front_state(const front_app *a, const void *key, size_t size)
{
    return front_state_init(a, key, size, NULL);
}

void *front_state_init(const front_app *a, const void *key, size_t size,
                       void (*init)(void *block))
{
    if (a->states == NULL) {
        /* the list is made on the first ask, whoever holds the app */
        ((front_app *)a)->states = calloc(1, sizeof *a->states);
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
    if (init) {
        init(data);
    }
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
