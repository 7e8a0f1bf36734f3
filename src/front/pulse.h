/* pulse.h - counters that grow for a moment when they change (pulse.c):
 * the play bar's score, hints, re-deals and tiles left. No SDL: times are
 * milliseconds of any clock that wraps at 2^32 (SDL_GetTicks), so the
 * unit test (tests/unit/test_pulse.c) drives it with made-up times. */
#ifndef FRONT_PULSE_H
#define FRONT_PULSE_H

#include <stdbool.h>
#include <stdint.h>

/* The largest growth: 1.0 -> PULSE_PEAK -> 1.0 over a pulse. */
#define PULSE_PEAK 1.15f
#define PULSE_MAX 8 /* counters in a set */

typedef struct pulse_set {
    bool known[PULSE_MAX];  /* a value was seen (the first starts none) */
    uint32_t value[PULSE_MAX]; /* what was shown (a hash of its text) */
    uint32_t start[PULSE_MAX];
    uint32_t ms[PULSE_MAX]; /* the pulse's length; 0: none running */
} pulse_set;

/* Forget every value (a new screen: what it shows first starts none). */
void pulse_reset(pulse_set *p);
/* Counter i shows value at now: when it differs from the value it showed
 * before, a pulse of ms starts (ms 0: none, and any running one ends). */
void pulse_note(pulse_set *p, int i, uint32_t value, uint32_t now,
                uint32_t ms);
/* Counter i's size at now: 1 when still, up to PULSE_PEAK mid-pulse
 * (a half sine: grows, then shrinks back to 1 at its end). */
float pulse_scale(const pulse_set *p, int i, uint32_t now);
/* Whether any counter's pulse runs at now. */
bool pulse_running(const pulse_set *p, uint32_t now);
/* A text's value for pulse_note (FNV-1a). */
uint32_t pulse_hash(const char *s);

#endif
