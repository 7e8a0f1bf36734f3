/* check.h - the unit tests' tiny assertion kit.
 *
 * CHECK(cond, fmt, ...) counts a pass or prints the failure with its file
 * and line; check_done() prints "NAME: N passed, N failed" and gives the
 * exit status. Every test program ends with `return check_done("name");`.
 */
#ifndef LLK_CHECK_H
#define LLK_CHECK_H

#include <stdio.h>

static int check_passed_, check_failed_;

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

static inline int check_done(const char *name)
{
    printf("%s: %d passed, %d failed\n", name, check_passed_, check_failed_);
    return check_failed_ ? 1 : 0;
}

#endif
