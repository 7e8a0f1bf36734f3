/* screen_state.c - each screen's own state (src/front/screen_state.c;
 * tests/cli/test_screen_state.sh), without a window:
 *   - a key's first call gives a zeroed block of its size, every later call
 *     the same block, with what was written into it;
 *   - keys are kept apart: 200 keys asked in a random order (seed printed),
 *     each block written with its own pattern, none overwrites another (the
 *     list grows past its first size on the way);
 *   - a size of 0 gives a block all the same;
 *   - front_states_free leaves the app with none, and a call after it
 *     starts again from zeroed blocks;
 *   - front_state_init calls its init once, on the new zeroed block, and
 *     an app held as const reaches the same block.
 * Under ASan the blocks' bounds and their freeing are checked too. */
#include <stdint.h>

#include "../../src/front/screen_state.h"
#include "../unit/check.h"

#define KEYS 200

static uint64_t rng(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

static size_t size_of(int k)
{
    return (size_t)(k % 7) * 40 + 1;
}

static int inits;

/* front_state_init's init: counts its calls, finds the block zeroed,
 * gives it its first value */
static void first_values(void *block)
{
    int *v = block;
    CHECK(v[0] == 0 && v[1] == 0, "init given a zeroed block");
    v[0] = -1;
    inits++;
}

int main(void)
{
    static char keys[KEYS];
    front_app app = {0};
    front_app *a = &app;
    uint64_t seed = check_seed("screen_state", 20261130u);
    uint64_t s = seed | 1;

    unsigned char *first = front_state(a, &keys[0], 64);
    bool zero = true;
    for (int i = 0; i < 64; i++) {
        zero = zero && first[i] == 0;
    }
    CHECK(zero, "a first block is zeroed");
    first[10] = 42;
    CHECK(front_state(a, &keys[0], 64) == first, "the same block again");
    CHECK(first[10] == 42, "what was written is kept");
    front_states_free(a);
    CHECK(app.states == NULL, "freed: none kept");

    unsigned char *blk[KEYS] = {0};
    for (int round = 0; round < 3; round++) {
        for (int n = 0; n < KEYS * 2; n++) {
            int k = (int)(rng(&s) % KEYS);
            CHECK_CASE();
            unsigned char *b = front_state(a, &keys[k], size_of(k));
            if (blk[k] == NULL) {
                bool z = true;
                for (size_t i = 0; i < size_of(k); i++) {
                    z = z && b[i] == 0;
                }
                CHECK(z, "key %d's first block zeroed", k);
                for (size_t i = 0; i < size_of(k); i++) {
                    b[i] = (unsigned char)(k + i);
                }
                blk[k] = b;
            }
            CHECK(b == blk[k], "key %d: the same block each call", k);
        }
        for (int k = 0; k < KEYS; k++) {
            if (blk[k] == NULL) {
                continue;
            }
            bool same = true;
            for (size_t i = 0; i < size_of(k); i++) {
                same = same && blk[k][i] == (unsigned char)(k + i);
            }
            CHECK(same, "key %d's block kept apart from the others (seed %llu)",
                  k, (unsigned long long)seed);
        }
        front_states_free(a);
        CHECK(app.states == NULL, "freed after round %d", round);
        for (int k = 0; k < KEYS; k++) {
            blk[k] = NULL;
        }
    }
    void *e1 = front_state(a, &keys[1], 0);
    CHECK(e1 != NULL && front_state(a, &keys[1], 0) == e1,
          "a size of 0: a block, the same each call");
    front_states_free(a);

    /* init: called once, when the block is made; the same block after,
     * its values kept; an app held as const reaches it too */
    int *v = front_state_init(a, &keys[2], 2 * sizeof(int), first_values);
    CHECK(inits == 1 && v[0] == -1, "init ran once on the new block");
    v[1] = 7;
    const front_app *ro = a;
    CHECK(front_state_init(ro, &keys[2], 2 * sizeof(int), first_values) == v &&
              inits == 1 && v[0] == -1 && v[1] == 7,
          "no second init; the block kept");
    CHECK(front_state(ro, &keys[2], 2 * sizeof(int)) == v, "front_state: the same");
    front_states_free(a);
    return check_done("screen_state");
}
