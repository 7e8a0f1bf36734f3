/* clock.h - what the benchmarks share: the monotonic clock, a comparison
 * of doubles for qsort, and the regression guard's figures. */
#ifndef LLK_BENCH_CLOCK_H
#define LLK_BENCH_CLOCK_H

/* Milliseconds of CLOCK_MONOTONIC (fractions to the nanosecond). */
double bench_now_ms(void);
/* qsort's comparison of two doubles, ascending. */
int bench_cmp_double(const void *x, const void *y);

/* A figure for the regression guard (bench/guard.py, bench/expected.txt):
 * prints 'RATIO NAME X', X = num / den, higher better: the baseline's
 * time over ours (how many times faster than the baseline measured in
 * the same run), or our share over the baseline's. A figure near 0 (a
 * wait that is nothing) would make the ratio noise: X is capped at cap
 * (0: none; with den 0, X is cap), so a figure far under its baseline
 * reads as cap and only a real rise lowers it. */
void bench_ratio(const char *name, double num, double den, double cap);

/* A fixed reference computation for figures with no natural baseline in
 * the same run (the thinker's nodes a second): milliseconds of this
 * thread's CPU time for a fixed integer loop that no code of the project
 * runs, the fastest of a few. A figure per CPU time divided by it cancels
 * the machine's speed. */
double bench_reference_ms(void);

#endif
