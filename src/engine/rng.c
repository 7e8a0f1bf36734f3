/* rng.c - xoshiro256** with splitmix64 seeding (public-domain algorithms,
 * written here from their published description). */
#define _POSIX_C_SOURCE 200809L
#include "llk/rng.h"

#include <time.h>
#include <unistd.h>

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

void llk_rng_seed(llk_rng *rng, uint64_t seed)
{
    uint64_t x = seed;
    for (int i = 0; i < 4; i++) {
        rng->s[i] = splitmix64(&x);
    }
}

static uint64_t rotl(uint64_t v, int k)
{
    return (v << k) | (v >> (64 - k));
}

uint64_t llk_rng_next(llk_rng *rng)
{
    uint64_t *s = rng->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint64_t llk_rng_below(llk_rng *rng, uint64_t bound)
{
    /* Rejection sampling: discard the top partial block of values. */
    uint64_t limit = UINT64_MAX - (UINT64_MAX % bound);
    uint64_t v;
    do {
        v = llk_rng_next(rng);
    } while (v >= limit);
    return v % bound;
}

void llk_rng_shuffle_ints(llk_rng *rng, int *v, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)llk_rng_below(rng, (uint64_t)i + 1);
        int t = v[i];
        v[i] = v[j];
        v[j] = t;
    }
}

uint64_t llk_rng_fresh_seed(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    uint64_t x = (uint64_t)ts.tv_sec * 1000000007ULL ^ (uint64_t)ts.tv_nsec
                 ^ ((uint64_t)getpid() << 32);
    /* Keep seeds short enough to type: 1 .. 2^40. */
    return (splitmix64(&x) & ((1ULL << 40) - 1)) + 1;
}
