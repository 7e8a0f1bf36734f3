/* pulse.c - counters that grow for a moment when they change. */
#include "pulse.h"

#include <math.h>
#include <string.h>

void pulse_reset(pulse_set *p)
{
    memset(p, 0, sizeof *p);
}

/* How far into counter i's pulse now is, in [0, 1); -1 when none runs. */
static double pulse_phase(const pulse_set *p, int i, uint32_t now)
{
    if (i < 0 || i >= PULSE_MAX || p->ms[i] == 0) {
        return -1;
    }
    uint32_t in = now - p->start[i]; /* wraps with the clock */
    if (in >= p->ms[i]) {
        return -1;
    }
    return (double)in / p->ms[i];
}

void pulse_note(pulse_set *p, int i, uint32_t value, uint32_t now,
                uint32_t ms)
{
    if (i < 0 || i >= PULSE_MAX) {
        return;
    }
    if (ms == 0) {
        p->ms[i] = 0;
    }
    if (p->known[i] && p->value[i] == value) {
        return;
    }
    if (p->known[i] && ms > 0) {
        p->start[i] = now;
        p->ms[i] = ms;
    }
    p->known[i] = true;
    p->value[i] = value;
}

float pulse_scale(const pulse_set *p, int i, uint32_t now)
{
    double t = pulse_phase(p, i, now);
    if (t < 0) {
        return 1.0f;
    }
    return (float)(1.0 + (PULSE_PEAK - 1.0) * sin(3.141592653589793 * t));
}

bool pulse_running(const pulse_set *p, uint32_t now)
{
    for (int i = 0; i < PULSE_MAX; i++) {
        if (pulse_phase(p, i, now) >= 0) {
            return true;
        }
    }
    return false;
}

uint32_t pulse_hash(const char *s)
{
    uint32_t h = 2166136261u;
    for (; s && *s; s++) {
        h = (h ^ (unsigned char)*s) * 16777619u;
    }
    return h;
}
