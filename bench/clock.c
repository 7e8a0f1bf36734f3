/* clock.c - what the benchmarks share (clock.h). */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "clock.h"

double bench_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

int bench_cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

void bench_ratio(const char *name, double num, double den, double cap)
{
    double x = den > 0 ? num / den : cap;
    if (cap > 0 && x > cap) {
        x = cap;
    }
    printf("RATIO %s %.3f\n", name, x);
}

static double thread_cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

double bench_reference_ms(void)
{
    double best = 1e30;
    for (int rep = 0; rep < 5; rep++) {
        /* xorshift steps folded into a table of 4096 counters: about
         * 20 ms of arithmetic and L1 traffic, the same on every run. */
        static uint32_t table[4096];
        uint64_t x = 88172645463325252ULL;
        double t0 = thread_cpu_ms();
        for (long i = 0; i < 20000000L; i++) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            table[x & 4095] += (uint32_t)(x >> 40);
        }
        double ms = thread_cpu_ms() - t0;
        best = ms < best ? ms : best;
        if (table[x & 4095] == 0x12345678u) {
            printf("#"); /* keeps the loop's work observable */
        }
    }
    return best;
}
