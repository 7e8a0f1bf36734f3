/* make_sounds - synthesize the sound effects of Lianliankan.
 *
 *   make_sounds OUTDIR
 *
 * Writes OUTDIR/select.wav, match.wav, combo.wav, refuse.wav, hint.wav,
 * redeal.wav, clear.wav, timeup.wav, ui.wav, ui_move.wav and ui_back.wav:
 * 16-bit PCM, mono, RATE Hz,
 * each shorter than 0.6 s. Everything is made here from sine partials,
 * pitch glides and filtered noise with a fixed seed, so the output is the
 * same every run. */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RATE 22050
#define MAX_SAMPLES (RATE * 3 / 5) /* 0.6 s */
#define RMS_WINDOW 0.1   /* s: the loudest 100 ms of a sound sets its level */
#define MAX_PEAK_DB -2.0 /* dBFS: a sample peak above this fails */

static const double two_pi = 6.283185307179586;

typedef struct {
    float s[MAX_SAMPLES];
    int n; /* length in samples */
} sound;

/* Gain of sample i of len near the end: a 12 ms raised-cosine fade, so
 * that no note stops with a click. */
static double release(int i, int len)
{
    int fade = RATE * 12 / 1000;
    int left = len - 1 - i;
    if (left >= fade) {
        return 1.0;
    }
    return 0.5 - 0.5 * cos(3.141592653589793 * left / fade);
}

/* A note of base frequency f0 gliding exponentially to f1 over dur
 * seconds, starting at t0: partial i (1-based) has amplitude amps[i-1];
 * attack is linear, then exponential decay with time constant tau. */
static void add_note(sound *snd, double t0, double dur, double f0, double f1,
                     const double *amps, int npart, double amp, double attack, double tau)
{
    int start = (int)(t0 * RATE), len = (int)(dur * RATE);
    double phase = 0;
    for (int i = 0; i < len && start + i < MAX_SAMPLES; i++) {
        double t = (double)i / RATE;
        double f = f0 * pow(f1 / f0, t / dur);
        phase += two_pi * f / RATE;
        double env = t < attack ? t / attack : exp(-(t - attack) / tau);
        env *= release(i, len);
        double v = 0;
        for (int p = 0; p < npart; p++) {
            /* higher partials die away faster, as in struck things */
            v += amps[p] * sin(phase * (p + 1)) * exp(-t * p * 6.0);
        }
        snd->s[start + i] += (float)(amp * env * v);
    }
    if (start + len > snd->n) {
        snd->n = start + len < MAX_SAMPLES ? start + len : MAX_SAMPLES;
    }
}

/* Deterministic white noise in [-1, 1). */
static double noise(uint32_t *state)
{
    *state = *state * 1664525u + 1013904223u;
    return (double)(*state >> 8) / 8388608.0 - 1.0;
}

/* A burst of noise through a two-pole band-pass filter centred on fc Hz
 * with quality q, starting at t0. */
static void add_noise(sound *snd, uint32_t *seed, double t0, double dur, double fc, double q,
                      double amp, double tau)
{
    int start = (int)(t0 * RATE), len = (int)(dur * RATE);
    double w = two_pi * fc / RATE, alpha = sin(w) / (2 * q);
    double a0 = 1 + alpha;
    double b0 = alpha / a0, b2 = -alpha / a0;
    double a1 = -2 * cos(w) / a0, a2 = (1 - alpha) / a0;
    double x1 = 0, x2 = 0, y1 = 0, y2 = 0;
    for (int i = 0; i < len && start + i < MAX_SAMPLES; i++) {
        double t = (double)i / RATE;
        double x = noise(seed);
        double y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2;
        x2 = x1;
        x1 = x;
        y2 = y1;
        y1 = y;
        double env = t < 0.002 ? t / 0.002 : exp(-(t - 0.002) / tau);
        env *= release(i, len);
        snd->s[start + i] += (float)(amp * env * y);
    }
    if (start + len > snd->n) {
        snd->n = start + len < MAX_SAMPLES ? start + len : MAX_SAMPLES;
    }
}

static const double bell[] = {1.0, 0.28, 0.1, 0.05};
static const double pure[] = {1.0, 0.12};
static const double hollow[] = {1.0, 0.0, 0.3, 0.0, 0.12}; /* odd partials: soft square */

/* Equal-tempered frequency of a MIDI note number. */
static double midi(int note)
{
    return 440.0 * pow(2.0, (note - 69) / 12.0);
}

/* A light tick, rising a little: a tile is picked up. On E6, a major
 * third above the clear's top note and the match's first, so that the
 * most frequent sound is told from them by pitch. */
static void make_select(sound *s)
{
    add_note(s, 0, 0.11, midi(88) * 0.94, midi(88), pure, 2, 0.8, 0.002, 0.028);
    add_note(s, 0, 0.06, midi(100), midi(100), pure, 1, 0.15, 0.001, 0.012);
}

/* Two bright bell notes a fifth apart: a pair is removed. */
static void make_match(sound *s)
{
    add_note(s, 0.00, 0.30, midi(84), midi(84), bell, 4, 0.7, 0.003, 0.09);
    add_note(s, 0.07, 0.33, midi(91), midi(91), bell, 4, 0.7, 0.003, 0.11);
}

/* Three quick bell notes climbing an E major triad to E7, the top one
 * ringing: a pair removed within a combo, brighter than the match's two
 * (its spectrum peaks an octave and a third above the match's). */
static void make_combo(sound *s)
{
    static const int notes[] = {88, 95, 100};
    for (int i = 0; i < 3; i++) {
        double t = 0.05 * i;
        add_note(s, t, 0.34 - t, midi(notes[i]), midi(notes[i]), bell, 4, i == 2 ? 0.8 : 0.5,
                 0.003, i == 2 ? 0.1 : 0.06);
    }
}

/* A soft wooden tap, its pitch dropping from D#5 a little, with a breath
 * of band-passed noise: a button, tab, switch or choice of the menus is
 * pressed. Lower and shorter than the select tick, so that the menus
 * sound apart from the board. */
static void make_ui(sound *s)
{
    uint32_t seed = 0x7ab1u;
    add_note(s, 0, 0.07, midi(75) * 1.06, midi(75), hollow, 5, 0.8, 0.001, 0.018);
    add_noise(s, &seed, 0, 0.02, 1800, 1.5, 0.3, 0.004);
}

/* A dry, short tick on A5 with a breath of noise higher up: the focus
 * moved by a key or the pad. The most frequent of the menus' sounds, so
 * the shortest and softest: a fourth above the press's tap, a fifth
 * under the select tick. */
static void make_ui_move(sound *s)
{
    uint32_t seed = 0x30e1u;
    add_note(s, 0, 0.045, midi(81), midi(81), hollow, 5, 0.7, 0.001, 0.01);
    add_noise(s, &seed, 0, 0.015, 3200, 2.0, 0.15, 0.003);
}

/* Two wooden taps falling a minor third, G4 then E4: back out of a
 * screen (Escape, the pad's Back). The press's tap turned around: lower
 * and going down. */
static void make_ui_back(sound *s)
{
    uint32_t seed = 0xbac4u;
    add_note(s, 0.00, 0.06, midi(67) * 1.03, midi(67), hollow, 5, 0.7, 0.001, 0.016);
    add_note(s, 0.055, 0.08, midi(64) * 1.03, midi(64), hollow, 5, 0.8, 0.001, 0.022);
    add_noise(s, &seed, 0, 0.015, 1400, 1.5, 0.2, 0.004);
}

/* Two soft low notes, the second lower: "uh-uh", not a match. */
static void make_refuse(sound *s)
{
    add_note(s, 0.00, 0.10, midi(55), midi(53), hollow, 5, 0.8, 0.004, 0.05);
    add_note(s, 0.11, 0.12, midi(52), midi(49), hollow, 5, 0.8, 0.004, 0.055);
}

/* A quick rising sparkle, two voices slightly apart: look here. */
static void make_hint(sound *s)
{
    static const int notes[] = {88, 92, 95, 100};
    for (int i = 0; i < 4; i++) {
        double t = 0.055 * i;
        add_note(s, t, 0.2, midi(notes[i]), midi(notes[i]), pure, 2, 0.45, 0.003, 0.07);
        add_note(s, t + 0.012, 0.2, midi(notes[i]) * 1.004, midi(notes[i]) * 1.004, pure, 1,
                 0.25, 0.003, 0.06);
    }
}

/* Cards riffled: a run of quickening noise ticks over a rising hum. */
static void make_redeal(sound *s)
{
    uint32_t seed = 0x5eed1u;
    double t = 0.0, gap = 0.048;
    for (int i = 0; i < 12 && t < 0.46; i++) {
        add_noise(s, &seed, t, 0.03, 2600 + 150 * i, 1.2, 1.0, 0.008);
        t += gap;
        gap *= 0.93;
    }
    add_note(s, 0.0, 0.5, 220, 660, pure, 2, 0.18, 0.05, 0.25);
    add_note(s, t, 0.12, midi(79), midi(79), bell, 4, 0.35, 0.003, 0.05);
}

/* A rising major arpeggio ending on a held chord: level cleared. */
static void make_clear(sound *s)
{
    static const int notes[] = {72, 76, 79, 84};
    for (int i = 0; i < 4; i++) {
        double t = 0.075 * i;
        double len = 0.58 - t;
        add_note(s, t, len, midi(notes[i]), midi(notes[i]), bell, 4, i == 3 ? 0.55 : 0.45, 0.004,
                 i == 3 ? 0.16 : 0.12);
    }
    add_note(s, 0.225, 0.355, midi(88), midi(88), pure, 2, 0.2, 0.01, 0.14);
}

/* Three falling notes, the last one sagging: the time is up. */
static void make_timeup(sound *s)
{
    add_note(s, 0.00, 0.16, midi(67), midi(67), hollow, 5, 0.6, 0.005, 0.08);
    add_note(s, 0.15, 0.16, midi(64), midi(64), hollow, 5, 0.6, 0.005, 0.08);
    add_note(s, 0.30, 0.28, midi(60), midi(58), hollow, 5, 0.65, 0.005, 0.12);
}

/* Fade the ends, then scale s so that its loudest RMS_WINDOW has an RMS of
 * rms_db dBFS (the effects are compared by it: tests/sounds/sounds.c);
 * fails on silence, or if the peak would pass MAX_PEAK_DB (room under
 * -1 dBTP for the peaks between samples). Returns 0 or -1. */
static int finish(sound *s, const char *name, double rms_db)
{
    int fade_in = RATE / 500, fade_out = RATE / 50;
    for (int i = 0; i < s->n; i++) {
        double g = 1.0;
        if (i < fade_in) {
            g *= (double)i / fade_in;
        }
        if (s->n - 1 - i < fade_out) {
            g *= (double)(s->n - 1 - i) / fade_out;
        }
        s->s[i] = (float)(s->s[i] * g);
    }
    int w = (int)(RMS_WINDOW * RATE);
    double sum = 0, best = 0, peak = 0;
    for (int i = 0; i < s->n; i++) {
        sum += (double)s->s[i] * s->s[i];
        if (i >= w) {
            sum -= (double)s->s[i - w] * s->s[i - w];
        }
        best = sum > best ? sum : best;
        peak = fabs(s->s[i]) > peak ? fabs(s->s[i]) : peak;
    }
    if (s->n <= 0 || best < 1e-12) {
        fprintf(stderr, "make_sounds: %s came out silent\n", name);
        return -1;
    }
    double g = pow(10.0, rms_db / 20) / sqrt(best / w);
    if (20 * log10(peak * g) > MAX_PEAK_DB) {
        fprintf(stderr, "make_sounds: %s would peak at %.1f dBFS (at most %.1f) at %.1f dBFS RMS\n",
                name, 20 * log10(peak * g), MAX_PEAK_DB, rms_db);
        return -1;
    }
    for (int i = 0; i < s->n; i++) {
        s->s[i] = (float)(s->s[i] * g);
    }
    return 0;
}

static void put16(uint8_t *p, unsigned v)
{
    p[0] = (uint8_t)(v & 0xff);
    p[1] = (uint8_t)((v >> 8) & 0xff);
}

static void put32(uint8_t *p, uint32_t v)
{
    put16(p, v & 0xffff);
    put16(p + 2, v >> 16);
}

/* Write s as a 16-bit mono PCM WAV file, through a temporary file renamed
 * into place. Returns 0 or -1 after printing a message. */
static int write_wav(const sound *s, const char *path)
{
    uint8_t head[44];
    uint32_t data_bytes = (uint32_t)s->n * 2;
    memcpy(head, "RIFF", 4);
    put32(head + 4, 36 + data_bytes);
    memcpy(head + 8, "WAVEfmt ", 8);
    put32(head + 16, 16);
    put16(head + 20, 1); /* PCM */
    put16(head + 22, 1); /* mono */
    put32(head + 24, RATE);
    put32(head + 28, RATE * 2);
    put16(head + 32, 2);
    put16(head + 34, 16);
    memcpy(head + 36, "data", 4);
    put32(head + 40, data_bytes);

    char tmp[4096];
    int len = snprintf(tmp, sizeof tmp, "%s.tmp", path);
    if (len < 0 || (size_t)len >= sizeof tmp) {
        fprintf(stderr, "%s: path too long: %s\n", "make_sounds", path);
        return -1;
    }
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        fprintf(stderr, "make_sounds: cannot write %s: %s\n", tmp, strerror(errno));
        return -1;
    }
    int ok = fwrite(head, 1, sizeof head, f) == sizeof head;
    for (int i = 0; ok && i < s->n; i++) {
        long v = lround(s->s[i] * 32767.0);
        v = v > 32767 ? 32767 : (v < -32768 ? -32768 : v);
        uint8_t b[2];
        put16(b, (unsigned)(v & 0xffff));
        ok = fwrite(b, 1, 2, f) == 2;
    }
    ok = ok && fflush(f) == 0;
    if (fclose(f) != 0) {
        ok = 0;
    }
    if (!ok) {
        fprintf(stderr, "make_sounds: cannot write %s: %s\n", tmp, strerror(errno));
        remove(tmp);
        return -1;
    }
    if (rename(tmp, path) != 0) {
        fprintf(stderr, "make_sounds: cannot rename %s to %s: %s\n", tmp, path, strerror(errno));
        remove(tmp);
        return -1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    static const struct {
        const char *name;
        void (*make)(sound *);
        double rms; /* dBFS over the loudest 100 ms: one level, the frequent ticks under */
    } list[] = {
        {"select", make_select, -18.5}, {"match", make_match, -17.5},
        {"combo", make_combo, -17.5},   {"refuse", make_refuse, -17.5},
        {"hint", make_hint, -17.5},     {"redeal", make_redeal, -17.5},
        {"clear", make_clear, -17.5},   {"timeup", make_timeup, -17.5},
        {"ui", make_ui, -19.0},         {"ui_move", make_ui_move, -19.3},
        {"ui_back", make_ui_back, -19.0},
    };
    if (argc != 2) {
        fprintf(stderr, "usage: make_sounds OUTDIR\n");
        return 2;
    }
    if (strlen(argv[1]) > 3000) {
        fprintf(stderr, "make_sounds: output directory name too long\n");
        return 2;
    }
    static sound snd;
    int status = 0;
    for (size_t i = 0; i < sizeof list / sizeof list[0]; i++) {
        char path[4096];
        memset(&snd, 0, sizeof snd);
        list[i].make(&snd);
        snprintf(path, sizeof path, "%s/%s.wav", argv[1], list[i].name);
        if (finish(&snd, list[i].name, list[i].rms) != 0 || write_wav(&snd, path) != 0) {
            status = 1;
            continue;
        }
        printf("make_sounds: %s (%.3f s)\n", path, (double)snd.n / RATE);
    }
    return status;
}
