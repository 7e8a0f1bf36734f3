/* check.h - the unit tests' tiny assertion kit.
 *
 * CHECK(cond, fmt, ...) counts a pass or prints the failure with its file
 * and line; check_done() prints "NAME: N passed, N failed" and gives the
 * exit status. Every test program ends with `return check_done("name");`.
 * Randomized tests take their seed from check_seed() and their size from
 * check_sanitized(), and count their cases (a board, a game, a mutated
 * file: one claim about behaviour, however many comparisons it takes)
 * with CHECK_CASE(); check_done() then also prints "NAME: N cases", which
 * tests/run.sh shows instead of the checks as the test's cases.
 */
#ifndef LLK_CHECK_H
#define LLK_CHECK_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int check_passed_, check_failed_;
static long check_cases_; /* CHECK_CASE() */

/* One case of a randomized test begins (see above). */
#define CHECK_CASE() (check_cases_++)

#define CHECK(cond, ...)                                                      \
    do {                                                                      \
        if (cond) {                                                           \
            check_passed_++;                                                  \
        } else {                                                              \
            check_failed_++;                                                  \
            fprintf(stderr, "FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond);   \
            fprintf(stderr, __VA_ARGS__);                                     \
            fputc('\n', stderr);                                              \
        }                                                                     \
    } while (0)

#define CHECK_INT(got, want)                                                  \
    do {                                                                      \
        long long g_ = (long long)(got), w_ = (long long)(want);              \
        CHECK(g_ == w_, "got %lld, want %lld", g_, w_);                       \
    } while (0)

static inline int check_failures(void)
{
    return check_failed_;
}

/* The seed of a randomized test: LLK_SEED when set, else fallback; under
 * the sanitizers (LLK_SANITIZED=1) another seed derived from fallback,
 * so the sanitized run never repeats a fixed-seed plain run. Prints
 * "NAME: seed S (replay with LLK_SEED=S)". */
static inline uint64_t check_seed(const char *name, uint64_t fallback)
{
    const char *env = getenv("LLK_SEED");
    const char *san = getenv("LLK_SANITIZED");
    if (san != NULL && strcmp(san, "1") == 0) {
        fallback = fallback * 6364136223846793005ULL + 1442695040888963407ULL;
        fallback %= 1000000007ULL;
    }
    uint64_t seed = env ? (uint64_t)strtoull(env, NULL, 10) : fallback;
    printf("%s: seed %llu (replay with LLK_SEED=%llu)\n", name, (unsigned long long)seed,
           (unsigned long long)seed);
    fflush(stdout);
    return seed;
}

/* Whether the run is the sanitized one (LLK_SANITIZED=1): smaller sizes. */
static inline bool check_sanitized(void)
{
    const char *san = getenv("LLK_SANITIZED");
    return san && strcmp(san, "1") == 0;
}

static inline int check_done(const char *name)
{
    if (check_cases_ > 0) {
        printf("%s: %ld cases\n", name, check_cases_);
    }
    printf("%s: %d passed, %d failed\n", name, check_passed_, check_failed_);
    return check_failed_ ? 1 : 0;
}

#endif
