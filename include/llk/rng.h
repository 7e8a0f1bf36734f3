/* rng.h - the project's own portable random number generator.
 *
 * xoshiro256** seeded through splitmix64: the same seed gives the same
 * sequence on every machine, so boards, shuffles and randomized tests
 * replay exactly. Never use rand() for anything a player or a test sees.
 */
#ifndef LLK_RNG_H
#define LLK_RNG_H

#include <stdint.h>

typedef struct llk_rng {
    uint64_t s[4];
} llk_rng;

/* Seed the generator; any 64-bit value (0 included) is a valid seed. */
void llk_rng_seed(llk_rng *rng, uint64_t seed);

/* Next 64 random bits. */
uint64_t llk_rng_next(llk_rng *rng);

/* Uniform integer in [0, bound); bound must be > 0. Unbiased. */
uint64_t llk_rng_below(llk_rng *rng, uint64_t bound);

/* Shuffle n ints in place (Fisher-Yates). */
void llk_rng_shuffle_ints(llk_rng *rng, int *v, int n);

/* A seed from the clock and process id, for "no --seed given". */
uint64_t llk_rng_fresh_seed(void);

#endif
