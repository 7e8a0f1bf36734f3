/* clock.h - what the benchmarks share: the monotonic clock and a
 * comparison of doubles for qsort. */
#ifndef LLK_BENCH_CLOCK_H
#define LLK_BENCH_CLOCK_H

/* Milliseconds of CLOCK_MONOTONIC (fractions to the nanosecond). */
double bench_now_ms(void);
/* qsort's comparison of two doubles, ascending. */
int bench_cmp_double(const void *x, const void *y);

#endif
