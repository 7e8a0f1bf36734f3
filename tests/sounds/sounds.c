/* sounds.c - how the game's sounds sit together, measured on the files of
 * an assets folder (sounds/NAME.wav, music/NAME.ogg):
 *
 *   music loudness: each music loop's integrated loudness (EBU R128, by
 *     libebur128) within MUSIC_LUFS +- MUSIC_TOL LU.
 *   true peak: every file's true peak (libebur128's, 4x oversampled at
 *     these rates) at most MAX_TP dBTP; an effect is measured with
 *     100 ms of silence after it (the oversampling filter's tail), a
 *     music loop with its first second again after its end (the seam).
 *   effects' level: most effects are shorter than EBU R128's 400 ms
 *     block, so they are compared by RMS: the loudest RMS_WINDOW of each
 *     (near what ffmpeg's astats calls "RMS peak" with length=0.1,
 *     which smooths exponentially where this sums a window), the
 *     loudest and the softest at most RMS_SPREAD dB apart. Each effect's
 *     whole-file RMS and its loudest momentary loudness (libebur128, the
 *     400 ms window over the sound and silence after) are printed beside.
 *   distinct: every two effects differ in pitch or in timbre, by their
 *     spectra (Hann-windowed frames of FRAME samples, power averaged over
 *     the sound): their dominant frequencies at least MIN_PITCH
 *     semitones apart, or their spectral centroids at least MIN_BRIGHT
 *     semitones apart.
 *   loop seam: each music loop's step from its last sample to its first
 *     at most the loop's own 99.9th percentile of sample-to-sample steps,
 *     and the high-frequency energy (the RMS of the steps) over the
 *     SEAM_WINDOW samples across the seam at most its 99th percentile
 *     over every such window of the loop: no click where it joins.
 *
 *   sounds [--gain NAME=DB] [--same NAME=OTHER] [--cut NAME=N] [--gap NAME=N] ASSETS
 *
 * --gain makes NAME DB louder, --same measures OTHER in NAME's place,
 * --cut drops N samples from NAME's end, --gap silences its first N
 * samples (as an encoder's delay would): damage, to see the checks fail
 * (tests/cli/test_sounds.sh). Prints each figure, then
 * "sounds: N passed, N failed". */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ebur128.h>
#include <vorbis/vorbisfile.h>

#define MUSIC_LUFS -18.0
#define MUSIC_TOL 2.0
#define MAX_TP -1.0
#define RMS_WINDOW 0.1 /* s */
#define RMS_SPREAD 2.0
#define FRAME 1024
#define MIN_PITCH 2.0  /* semitones: a whole tone */
#define MIN_BRIGHT 4.0 /* semitones: a major third, about 1.26x */
#define SEAM_STEP 1.5 /* the seam step at most this times the largest beside it */
#define MAX_DAMAGE 8
#define PI 3.141592653589793

static const char *const effect_names[] = {"select", "match",  "combo",   "refuse",
                                           "hint",   "redeal", "clear",   "timeup",
                                           "ui",     "ui_move", "ui_back"};
#define NEFFECTS ((int)(sizeof effect_names / sizeof effect_names[0]))
static const char *const music_names[] = {"menu", "play"};
#define NMUSIC ((int)(sizeof music_names / sizeof music_names[0]))

typedef struct {
    const char *name;
    float *s; /* mono samples, full scale 1.0 */
    long n;
    long rate;
} clip;

typedef struct {
    char what; /* 'g' gain, 's' same, 'c' cut */
    char name[32];
    char other[32];
    double value;
} damage;

static damage damages[MAX_DAMAGE];
static int ndamages;
static int pass, fail;

static void check(int cond, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs(cond ? "ok   " : "FAIL ", stdout);
    vprintf(fmt, ap);
    fputc('\n', stdout);
    va_end(ap);
    if (cond) {
        pass++;
    } else {
        fail++;
    }
}

static uint32_t le32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* A 16-bit PCM mono WAV file (what make_sounds writes), its chunks walked. */
static int load_wav(const char *path, clip *c)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        return -1;
    }
    unsigned char *d = NULL;
    long len = 0;
    if (fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) > 12 && fseek(f, 0, SEEK_SET) == 0) {
        d = malloc((size_t)len);
    }
    int ok = d && fread(d, 1, (size_t)len, f) == (size_t)len;
    fclose(f);
    ok = ok && memcmp(d, "RIFF", 4) == 0 && memcmp(d + 8, "WAVE", 4) == 0;
    int fmt_ok = 0;
    for (long pos = 12; ok && pos + 8 <= len;) {
        long clen = (long)le32(d + pos + 4);
        if (clen > len - pos - 8) {
            break;
        }
        if (memcmp(d + pos, "fmt ", 4) == 0 && clen >= 16) {
            const unsigned char *b = d + pos + 8;
            fmt_ok = b[0] == 1 && b[1] == 0 && b[2] == 1 && b[3] == 0 && b[14] == 16;
            c->rate = (long)le32(b + 4);
        } else if (memcmp(d + pos, "data", 4) == 0 && fmt_ok && clen >= 2) {
            c->n = clen / 2;
            c->s = malloc((size_t)c->n * sizeof *c->s);
            for (long i = 0; c->s && i < c->n; i++) {
                const unsigned char *b = d + pos + 8 + 2 * i;
                c->s[i] = (float)(int16_t)(uint16_t)(b[0] | b[1] << 8) / 32768.0f;
            }
            break;
        }
        pos += 8 + clen + (clen & 1);
    }
    free(d);
    return c->s && c->rate > 0 ? 0 : -1;
}

/* An Ogg Vorbis file decoded with libvorbisfile, its channels averaged. */
static int load_ogg(const char *path, clip *c)
{
    OggVorbis_File vf;
    if (ov_fopen(path, &vf) != 0) {
        return -1;
    }
    vorbis_info *vi = ov_info(&vf, -1);
    ogg_int64_t total = ov_pcm_total(&vf, -1);
    int ch = vi ? vi->channels : 0;
    if (ch < 1 || total <= 0 || total > 48000L * 600) {
        ov_clear(&vf);
        return -1;
    }
    c->rate = vi->rate;
    c->s = calloc((size_t)total, sizeof *c->s);
    c->n = 0;
    while (c->s && c->n < total) {
        float **pcm;
        int bs;
        long got = ov_read_float(&vf, &pcm, (int)(total - c->n < 4096 ? total - c->n : 4096), &bs);
        if (got <= 0) {
            break;
        }
        for (long i = 0; i < got; i++) {
            double v = 0;
            for (int k = 0; k < ch; k++) {
                v += pcm[k][i];
            }
            c->s[c->n + i] = (float)(v / ch);
        }
        c->n += got;
    }
    ov_clear(&vf);
    return c->s && c->n == total ? 0 : -1;
}

static int load(const char *dir, const char *name, int music, clip *c)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s/%s.%s", dir, music ? "music" : "sounds", name,
             music ? "ogg" : "wav");
    memset(c, 0, sizeof *c);
    c->name = name;
    int rc = music ? load_ogg(path, c) : load_wav(path, c);
    check(rc == 0, "%s reads (%ld samples at %ld Hz)", path, c->n, c->rate);
    return rc;
}

/* The damage asked for on the command line, applied to c. */
static void apply_damage(clip *c, const clip *all, int nall)
{
    for (int d = 0; d < ndamages; d++) {
        damage *g = &damages[d];
        if (strcmp(g->name, c->name) != 0) {
            continue;
        }
        if (g->what == 'g') {
            for (long i = 0; i < c->n; i++) {
                c->s[i] = (float)(c->s[i] * pow(10.0, g->value / 20));
            }
        } else if (g->what == 'c' && g->value < c->n) {
            c->n -= (long)g->value;
        } else if (g->what == 'z') {
            for (long i = 0; i < c->n && i < (long)g->value; i++) {
                c->s[i] = 0;
            }
        }
        for (int k = 0; g->what == 's' && k < nall; k++) {
            if (strcmp(all[k].name, g->other) == 0 && all[k].s) {
                float *s = malloc((size_t)all[k].n * sizeof *s);
                if (s) {
                    memcpy(s, all[k].s, (size_t)all[k].n * sizeof *s);
                    free(c->s);
                    c->s = s;
                    c->n = all[k].n;
                    c->rate = all[k].rate;
                }
            }
        }
        printf("note: %s damaged on purpose (--%s)\n", c->name,
               g->what == 'g'   ? "gain"
               : g->what == 'c' ? "cut"
               : g->what == 'z' ? "gap"
                                : "same");
    }
}

static double db(double v)
{
    return v > 1e-12 ? 20 * log10(v) : -240.0;
}

/* Integrated loudness (LUFS, music only) and true peak (dBTP) of c; then
 * tail (the first second again for a loop, else 100 ms of silence) for
 * the peak of the seam or the filter's tail. The loudest momentary
 * loudness (LUFS) of a short sound in *mom. */
static int loudness(const clip *c, int loop, double *lufs, double *tp, double *mom)
{
    int mode = EBUR128_MODE_I | EBUR128_MODE_TRUE_PEAK;
    ebur128_state *st = ebur128_init(1, (unsigned long)c->rate, mode);
    if (!st) {
        return -1;
    }
    double best = -HUGE_VAL;
    long step = c->rate / 100; /* 10 ms */
    for (long at = 0; at < c->n; at += step) {
        long k = c->n - at < step ? c->n - at : step;
        ebur128_add_frames_float(st, c->s + at, (size_t)k);
        double m;
        if (!loop && ebur128_loudness_momentary(st, &m) == EBUR128_SUCCESS && m > best) {
            best = m;
        }
    }
    if (ebur128_loudness_global(st, lufs) != EBUR128_SUCCESS) {
        *lufs = -HUGE_VAL;
    }
    long tail = loop ? (c->rate < c->n ? c->rate : c->n) : c->rate / 10;
    float *zero = calloc((size_t)c->rate, sizeof *zero);
    for (long at = 0; !loop && zero && at < 4 * step; at += step) {
        double m;
        ebur128_add_frames_float(st, zero, (size_t)step); /* the 400 ms window past the end */
        if (ebur128_loudness_momentary(st, &m) == EBUR128_SUCCESS && m > best) {
            best = m;
        }
    }
    if (zero) {
        ebur128_add_frames_float(st, loop ? c->s : zero, (size_t)tail);
    }
    free(zero);
    double peak = 0;
    int rc = ebur128_true_peak(st, 0, &peak);
    ebur128_destroy(&st);
    *tp = db(peak);
    *mom = best;
    return rc == EBUR128_SUCCESS ? 0 : -1;
}

/* The RMS of the loudest window of w samples (dBFS), and of the whole clip. */
static double rms_peak(const clip *c, double window, double *whole)
{
    long w = lround(window * c->rate);
    double sum = 0, all = 0, best = 0;
    for (long i = 0; i < c->n; i++) {
        double v = (double)c->s[i] * c->s[i];
        sum += v;
        all += v;
        if (i >= w) {
            sum -= (double)c->s[i - w] * c->s[i - w];
        }
        double mean = sum / w; /* a shorter sound: silence after it */
        best = mean > best ? mean : best;
    }
    *whole = c->n > 0 ? db(sqrt(all / c->n)) : -240.0;
    return db(sqrt(best));
}

/* In-place iterative radix-2 FFT of n (a power of two) complex values. */
static void fft(double *re, double *im, int n)
{
    for (int i = 1, j = 0; i < n; i++) {
        int bit = n >> 1;
        for (; j & bit; bit >>= 1) {
            j ^= bit;
        }
        j ^= bit;
        if (i < j) {
            double t = re[i];
            re[i] = re[j];
            re[j] = t;
            t = im[i];
            im[i] = im[j];
            im[j] = t;
        }
    }
    for (int len = 2; len <= n; len <<= 1) {
        double a = -2 * PI / len;
        for (int i = 0; i < n; i += len) {
            for (int k = 0; k < len / 2; k++) {
                double wr = cos(a * k), wi = sin(a * k);
                double xr = re[i + k + len / 2] * wr - im[i + k + len / 2] * wi;
                double xi = re[i + k + len / 2] * wi + im[i + k + len / 2] * wr;
                re[i + k + len / 2] = re[i + k] - xr;
                im[i + k + len / 2] = im[i + k] - xi;
                re[i + k] += xr;
                im[i + k] += xi;
            }
        }
    }
}

typedef struct {
    double dominant; /* Hz: the strongest frequency */
    double centroid; /* Hz: the power-weighted mean frequency */
} spectrum;

/* The power spectrum of c averaged over Hann-windowed frames (hop FRAME/2,
 * the clip padded with silence to whole frames); its peak (refined by a
 * parabola through the log powers) and centroid, from 50 Hz up. */
static spectrum spectrum_of(const clip *c)
{
    static double re[FRAME], im[FRAME], pw[FRAME / 2 + 1];
    memset(pw, 0, sizeof pw);
    for (long at = 0; at < c->n; at += FRAME / 2) {
        for (int i = 0; i < FRAME; i++) {
            double hann = 0.5 - 0.5 * cos(2 * PI * i / FRAME);
            re[i] = at + i < c->n ? c->s[at + i] * hann : 0;
            im[i] = 0;
        }
        fft(re, im, FRAME);
        for (int k = 0; k <= FRAME / 2; k++) {
            pw[k] += re[k] * re[k] + im[k] * im[k];
        }
    }
    double bin = (double)c->rate / FRAME, sum = 0, wsum = 0;
    int top = 0, lo = (int)ceil(50 / bin);
    for (int k = lo; k <= FRAME / 2; k++) {
        sum += pw[k];
        wsum += pw[k] * k * bin;
        top = pw[k] > pw[top] || top < lo ? k : top;
    }
    double shift = 0;
    if (top > lo && top < FRAME / 2 && pw[top - 1] > 0 && pw[top + 1] > 0) {
        double a = log(pw[top - 1]), b = log(pw[top]), g = log(pw[top + 1]);
        double den = a - 2 * b + g;
        shift = den != 0 ? 0.5 * (a - g) / den : 0;
    }
    spectrum s = {(top + shift) * bin, sum > 0 ? wsum / sum : 0};
    return s;
}

static double semitones(double f1, double f2)
{
    return f1 > 0 && f2 > 0 ? fabs(12 * log2(f1 / f2)) : 0;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The value at fraction q of v[0..n-1] (sorts v). */
static double quantile(double *v, long n, double q)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    long i = (long)(q * (double)(n - 1));
    return v[i];
}

/* The RMS level (dB) of the w samples from i on, wrapping round the loop. */
static double level_at(const clip *c, long i, long w)
{
    double sum = 0;
    for (long k = 0; k < w; k++) {
        double v = c->s[((i + k) % c->n + c->n) % c->n];
        sum += v * v;
    }
    double l = db(sqrt(sum / w));
    return l > -100 ? l : -100; /* silence: -100 dB */
}

/* The loop's seam: c->s[n-1] is followed by c->s[0]. */
static void seam_check(const clip *c)
{
    long n = c->n, near = c->rate / 100, w = c->rate / 100; /* 10 ms */
    if (n < 4 * near) {
        check(0, "music/%s.ogg: long enough for the seam check", c->name);
        return;
    }
    /* the step across the seam beside the largest within 10 ms either side */
    double jump = fabs((double)c->s[0] - c->s[n - 1]), local = 0;
    for (long k = 1; k <= near; k++) {
        double before = fabs((double)c->s[n - k] - c->s[n - k - 1]);
        double after = fabs((double)c->s[k] - c->s[k - 1]);
        local = before > local ? before : local;
        local = after > local ? after : local;
    }
    check(jump <= SEAM_STEP * local,
          "music/%s.ogg: the seam's step %.4f at most %.1fx the largest step within 10 ms "
          "either side (%.4f)",
          c->name, jump, SEAM_STEP, local);
    /* the change of level over the seam beside every change of level
     * between one 10 ms window and the next in the loop */
    long nw = n / w;
    double *d = malloc((size_t)nw * sizeof *d);
    if (!d) {
        check(0, "music/%s.ogg: memory for the seam check", c->name);
        return;
    }
    double prev = level_at(c, (nw - 1) * w, w);
    for (long k = 0; k < nw; k++) {
        double l = level_at(c, k * w, w);
        d[k] = fabs(l - prev);
        prev = l;
    }
    double seam = fabs(level_at(c, 0, w) - level_at(c, n - w, w));
    double p99 = quantile(d, nw, 0.99), med = quantile(d, nw, 0.5);
    check(seam <= p99,
          "music/%s.ogg: the level's change over the seam %.2f dB (10 ms windows) at most the "
          "loop's 99th percentile %.2f dB (median %.2f)",
          c->name, seam, p99, med);
    free(d);
}

static int parse_damage(const char *opt, const char *arg)
{
    if (ndamages >= MAX_DAMAGE) {
        return -1;
    }
    damage *d = &damages[ndamages];
    const char *eq = strchr(arg, '=');
    if (!eq || eq == arg || (size_t)(eq - arg) >= sizeof d->name || strlen(eq + 1) >= 32) {
        return -1;
    }
    memset(d, 0, sizeof *d);
    snprintf(d->name, sizeof d->name, "%.*s", (int)(eq - arg), arg);
    if (strcmp(opt, "--same") == 0) {
        d->what = 's';
        snprintf(d->other, sizeof d->other, "%s", eq + 1);
    } else {
        char *end;
        d->value = strtod(eq + 1, &end);
        if (*end || end == eq + 1) {
            return -1;
        }
        d->what = strcmp(opt, "--gain") == 0 ? 'g' : strcmp(opt, "--cut") == 0 ? 'c' : 'z';
    }
    ndamages++;
    return 0;
}

/* Each music loop: its loudness, its true peak, its seam. */
static void music_checks(const clip *mus)
{
    for (int k = 0; k < NMUSIC; k++) {
        double lufs, tp, mom;
        int rc = loudness(&mus[k], 1, &lufs, &tp, &mom);
        check(rc == 0 && fabs(lufs - MUSIC_LUFS) <= MUSIC_TOL,
              "music/%s.ogg: integrated loudness %.1f LUFS (target %.0f +- %.0f)", mus[k].name,
              lufs, MUSIC_LUFS, MUSIC_TOL);
        check(rc == 0 && tp <= MAX_TP, "music/%s.ogg: true peak %.2f dBTP (at most %.0f)",
              mus[k].name, tp, MAX_TP);
    }
    for (int k = 0; k < NMUSIC; k++) {
        seam_check(&mus[k]);
    }
}

/* The effects: each one's true peak, their levels, every two apart. */
static void effects_checks(const clip *fx)
{
    double lo = HUGE_VAL, hi = -HUGE_VAL;
    const char *lo_name = "", *hi_name = "";
    spectrum sp[NEFFECTS];
    for (int k = 0; k < NEFFECTS; k++) {
        double lufs, tp, mom, whole;
        int rc = loudness(&fx[k], 0, &lufs, &tp, &mom);
        double rms = rms_peak(&fx[k], RMS_WINDOW, &whole);
        sp[k] = spectrum_of(&fx[k]);
        printf("     sounds/%s.wav: %.3f s, RMS %.1f dBFS (loudest 100 ms; whole %.1f), "
               "momentary %.1f LUFS, dominant %.0f Hz, centroid %.0f Hz\n",
               fx[k].name, (double)fx[k].n / fx[k].rate, rms, whole, mom, sp[k].dominant,
               sp[k].centroid);
        check(rc == 0 && tp <= MAX_TP, "sounds/%s.wav: true peak %.2f dBTP (at most %.0f)",
              fx[k].name, tp, MAX_TP);
        if (rms < lo) {
            lo = rms;
            lo_name = fx[k].name;
        }
        if (rms > hi) {
            hi = rms;
            hi_name = fx[k].name;
        }
    }
    check(hi - lo <= RMS_SPREAD,
          "the effects' RMS within %.0f dB of each other: %.1f dB from %s (%.1f dBFS) to %s "
          "(%.1f dBFS)",
          RMS_SPREAD, hi - lo, lo_name, lo, hi_name, hi);

    for (int a = 0; a < NEFFECTS; a++) {
        for (int b = a + 1; b < NEFFECTS; b++) {
            double dp = semitones(sp[a].dominant, sp[b].dominant);
            double dc = semitones(sp[a].centroid, sp[b].centroid);
            check(dp >= MIN_PITCH || dc >= MIN_BRIGHT,
                  "%s and %s distinct: dominant %.1f semitones apart (at least %.0f), or "
                  "centroid %.1f (at least %.0f)",
                  fx[a].name, fx[b].name, dp, MIN_PITCH, dc, MIN_BRIGHT);
        }
    }
}

int main(int argc, char **argv)
{
    int i = 1;
    for (; i + 1 < argc && strncmp(argv[i], "--", 2) == 0; i += 2) {
        const char *o = argv[i];
        int known = !strcmp(o, "--gain") || !strcmp(o, "--same") || !strcmp(o, "--cut") ||
                    !strcmp(o, "--gap");
        if (!known || parse_damage(o, argv[i + 1]) != 0) {
            fprintf(stderr, "sounds: bad option %s %s\n", o, argv[i + 1]);
            return 2;
        }
    }
    if (i + 1 != argc) {
        fprintf(stderr, "usage: sounds [--gain NAME=DB] [--same NAME=OTHER] [--cut NAME=N] "
                        "[--gap NAME=N] ASSETS\n");
        return 2;
    }
    const char *dir = argv[i];
    static clip fx[NEFFECTS], mus[NMUSIC];
    int loaded = 1;
    for (int k = 0; k < NEFFECTS; k++) {
        loaded &= load(dir, effect_names[k], 0, &fx[k]) == 0;
    }
    for (int k = 0; k < NMUSIC; k++) {
        loaded &= load(dir, music_names[k], 1, &mus[k]) == 0;
    }
    if (!loaded) {
        printf("sounds: %d passed, %d failed\n", pass, fail);
        return 1;
    }
    static clip orig[NEFFECTS]; /* --same takes the undamaged sound */
    memcpy(orig, fx, sizeof orig);
    for (int k = 0; k < NEFFECTS; k++) {
        apply_damage(&fx[k], orig, NEFFECTS);
    }
    for (int k = 0; k < NMUSIC; k++) {
        apply_damage(&mus[k], mus, NMUSIC);
    }

    music_checks(mus);
    effects_checks(fx);
    for (int k = 0; k < NEFFECTS; k++) {
        free(fx[k].s);
    }
    for (int k = 0; k < NMUSIC; k++) {
        free(mus[k].s);
    }
    printf("sounds: %d passed, %d failed\n", pass, fail);
    return fail ? 1 : 0;
}
