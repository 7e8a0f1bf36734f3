/* make_music - compose and synthesize the two music loops of Lianliankan.
 *
 *   make_music OUTDIR
 *
 * Writes OUTDIR/menu.ogg and OUTDIR/play.ogg: Ogg Vorbis, mono, RATE Hz,
 * each a loop that joins itself seamlessly (every note that rings past the
 * end is added at the start instead), to be played over and over.
 *
 * The music is calm and pentatonic: a plucked zither-like voice (additive
 * partials, the upper ones dying faster, a touch of noise in the attack)
 * plays a melody over soft pads and a low drone. The melody is chosen by a
 * fixed-seed generator from a few rhythm patterns and steps on the scale,
 * so the same tool writes the same files every run. Encoded with
 * libvorbisenc (Debian libvorbis-dev) at a fixed quality and stream
 * serial number, after scaling each loop to -18 LUFS integrated, measured
 * with libebur128 (Debian libebur128-dev). */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ebur128.h>
#include <vorbis/vorbisenc.h>

#define RATE 22050
#define MUSIC_LUFS -18.0  /* integrated loudness of each loop */
#define MUSIC_MAX_TP -2.0 /* dBTP before encoding: room for the codec under -1 */
#define TWO_PI 6.283185307179586

typedef struct {
    float *s;
    long n; /* samples in the loop */
} track;

static uint32_t rng_state;

static uint32_t rng(void)
{
    rng_state = rng_state * 1664525u + 1013904223u;
    return rng_state >> 8;
}

static double midi(double note)
{
    return 440.0 * pow(2.0, (note - 69) / 12.0);
}

/* Add v at sample i of the loop, wrapping past the end. */
static void put(track *t, long i, double v)
{
    t->s[((i % t->n) + t->n) % t->n] += (float)v;
}

/* A plucked string: partials 1..8 with amplitudes falling as 1/k^1.2,
 * each decaying faster the higher it is, slightly stretched (a stiff
 * string), and a short breath of noise at the start. */
static void pluck(track *t, double at, double note, double amp, double len)
{
    double f = midi(note);
    long start = lround(at * RATE), n = lround(len * RATE);
    for (int k = 1; k <= 8; k++) {
        double fk = f * k * (1 + 0.0004 * k * k);
        if (fk > RATE / 2.2) {
            break;
        }
        double ak = amp / pow(k, 1.2), tau = 1.6 / (1 + 0.55 * (k - 1)), w = TWO_PI * fk / RATE;
        for (long i = 0; i < n; i++) {
            double s = (double)i / RATE;
            double env = (s < 0.004 ? s / 0.004 : 1.0) * exp(-s / tau);
            if (n - i < RATE / 20) {
                env *= (double)(n - i) / (RATE / 20); /* no click at the end */
            }
            put(t, start + i, ak * env * sin(w * (double)i));
        }
    }
    for (long i = 0; i < RATE / 40; i++) {
        double noise = (double)(rng() & 0xffff) / 32768.0 - 1.0;
        put(t, start + i, amp * 0.08 * noise * exp(-(double)i / (RATE / 200.0)));
    }
}

/* A soft pad: a few detuned sines with slow attack and release. */
static void pad(track *t, double at, double len, const double *notes, int count, double amp)
{
    long start = lround(at * RATE), n = lround(len * RATE);
    double rise = 1.5 * RATE;
    for (int c = 0; c < count; c++) {
        for (int d = -1; d <= 1; d += 2) {
            double w = TWO_PI * midi(notes[c]) * (1 + d * 0.0015) / RATE;
            for (long i = 0; i < n; i++) {
                double env = i < rise ? (double)i / rise : 1.0;
                env *= n - i < rise ? (double)(n - i) / rise : 1.0;
                env = env * env * (3 - 2 * env);
                put(t, start + i, amp * env * (sin(w * (double)i) + 0.15 * sin(2 * w * (double)i)));
            }
        }
    }
}

typedef struct {
    const char *name;
    uint32_t seed;
    double bpm;
    int bars;          /* of four beats */
    int root;          /* MIDI note of the scale's root */
    int chords[4][3];  /* one a bar, in turn: semitones above the root */
    double density;    /* share of beats that get a note */
} piece;

/* The major pentatonic scale, two octaves. */
static const int penta[] = {0, 2, 4, 7, 9, 12, 14, 16, 19, 21, 24};
#define NPENTA ((int)(sizeof penta / sizeof penta[0]))

/* Rhythms of one bar, in eighth notes (1: a note starts). */
static const int rhythms[][8] = {
    {1, 0, 0, 0, 1, 0, 0, 0}, {1, 0, 1, 0, 1, 0, 0, 0}, {1, 0, 0, 1, 0, 0, 1, 0},
    {1, 0, 0, 0, 0, 0, 1, 1}, {0, 0, 1, 0, 1, 0, 1, 0}, {1, 0, 0, 0, 0, 0, 0, 0},
};
#define NRHYTHMS ((int)(sizeof rhythms / sizeof rhythms[0]))

static void compose(track *t, const piece *p)
{
    rng_state = p->seed;
    double beat = 60.0 / p->bpm, bar = 4 * beat;
    int deg = 4; /* the melody's place on the scale */
    for (int b = 0; b < p->bars; b++) {
        const int *ch = p->chords[b % 4];
        double notes[4] = {p->root - 12 + ch[0], p->root - 12 + ch[1], p->root - 12 + ch[2],
                           p->root - 24 + ch[0]};
        pad(t, b * bar, bar + 1.5, notes, 3, 0.035);
        pad(t, b * bar, bar + 1.5, notes + 3, 1, 0.05); /* drone */
        /* every fourth bar ends a phrase: a long note, then rest */
        int r = b % 4 == 3 ? NRHYTHMS - 1 : (int)(rng() % (NRHYTHMS - 1));
        if ((rng() % 100) / 100.0 > p->density && b % 4 != 0) {
            r = NRHYTHMS - 1;
        }
        for (int e = 0; e < 8; e++) {
            if (!rhythms[r][e]) {
                continue;
            }
            int step = (int)(rng() % 5) - 2; /* -2..2 scale steps */
            deg += step;
            deg = deg < 2 ? 2 + (2 - deg) : (deg > NPENTA - 2 ? 2 * (NPENTA - 2) - deg : deg);
            double at = b * bar + e * beat / 2;
            pluck(t, at, p->root + penta[deg], 0.3, 3.2);
            if (e == 0 && b % 2 == 0) {
                pluck(t, at, p->root - 12 + ch[0], 0.18, 3.5); /* a low answer */
            }
        }
    }
}

/* Scale the loop to an integrated loudness of lufs (EBU R128, measured by
 * libebur128 as tests/sounds/sounds.c measures the encoded file); fails
 * on silence, or if the true peak (the loop and its seam, 4x
 * oversampled) would pass max_tp dBTP. */
static int normalise(track *t, const char *name, double lufs, double max_tp)
{
    ebur128_state *st = ebur128_init(1, RATE, EBUR128_MODE_I | EBUR128_MODE_TRUE_PEAK);
    double now = -HUGE_VAL, peak = 0;
    int ok = st && ebur128_add_frames_float(st, t->s, (size_t)t->n) == EBUR128_SUCCESS &&
             ebur128_loudness_global(st, &now) == EBUR128_SUCCESS && isfinite(now) &&
             ebur128_add_frames_float(st, t->s, RATE) == EBUR128_SUCCESS &&
             ebur128_true_peak(st, 0, &peak) == EBUR128_SUCCESS;
    if (st) {
        ebur128_destroy(&st);
    }
    if (!ok || peak < 1e-6) {
        fprintf(stderr, "make_music: %s came out silent\n", name);
        return -1;
    }
    double gain = pow(10.0, (lufs - now) / 20);
    double tp = 20 * log10(peak * gain);
    if (tp > max_tp) {
        fprintf(stderr, "make_music: %s would peak at %.1f dBTP (at most %.1f) at %.1f LUFS\n",
                name, tp, max_tp, lufs);
        return -1;
    }
    for (long i = 0; i < t->n; i++) {
        t->s[i] = (float)(t->s[i] * gain);
    }
    return 0;
}

static int write_pages(FILE *f, ogg_stream_state *os, int flush)
{
    ogg_page og;
    while (flush ? ogg_stream_flush(os, &og) : ogg_stream_pageout(os, &og)) {
        if (fwrite(og.header, 1, (size_t)og.header_len, f) != (size_t)og.header_len ||
            fwrite(og.body, 1, (size_t)og.body_len, f) != (size_t)og.body_len) {
            return -1;
        }
    }
    return 0;
}

/* Encode t as Ogg Vorbis into f. */
static int encode(const track *t, const char *title, FILE *f)
{
    vorbis_info vi;
    vorbis_comment vc;
    vorbis_dsp_state vd;
    vorbis_block vb;
    ogg_stream_state os;
    ogg_packet op, hc, hcode;
    vorbis_info_init(&vi);
    if (vorbis_encode_init_vbr(&vi, 1, RATE, 0.3f) != 0) {
        return -1;
    }
    vorbis_comment_init(&vc);
    vorbis_comment_add_tag(&vc, "TITLE", title);
    vorbis_comment_add_tag(&vc, "ARTIST", "Lianliankan make_music");
    vorbis_analysis_init(&vd, &vi);
    vorbis_block_init(&vd, &vb);
    ogg_stream_init(&os, 0x4c4c4b00 + (int)title[0]);
    vorbis_analysis_headerout(&vd, &vc, &op, &hc, &hcode);
    ogg_stream_packetin(&os, &op);
    ogg_stream_packetin(&os, &hc);
    ogg_stream_packetin(&os, &hcode);
    int rc = write_pages(f, &os, 1);
    long done = 0;
    while (rc == 0) {
        long chunk = t->n - done < 1024 ? t->n - done : 1024;
        if (chunk > 0) {
            float **buf = vorbis_analysis_buffer(&vd, (int)chunk);
            memcpy(buf[0], t->s + done, (size_t)chunk * sizeof(float));
            done += chunk;
        }
        vorbis_analysis_wrote(&vd, (int)chunk);
        int more = 0;
        while (vorbis_analysis_blockout(&vd, &vb) == 1) {
            vorbis_analysis(&vb, NULL);
            vorbis_bitrate_addblock(&vb);
            while (vorbis_bitrate_flushpacket(&vd, &op)) {
                ogg_stream_packetin(&os, &op);
                rc = rc ? rc : write_pages(f, &os, 0);
                more |= op.e_o_s;
            }
        }
        if (chunk == 0 || more) {
            break;
        }
    }
    rc = rc ? rc : write_pages(f, &os, 1);
    ogg_stream_clear(&os);
    vorbis_block_clear(&vb);
    vorbis_dsp_clear(&vd);
    vorbis_comment_clear(&vc);
    vorbis_info_clear(&vi);
    return rc;
}

static int make(const char *dir, const piece *p)
{
    track t;
    double secs = p->bars * 4 * 60.0 / p->bpm;
    t.n = lround(secs * RATE);
    t.s = calloc((size_t)t.n, sizeof *t.s);
    if (!t.s) {
        fprintf(stderr, "make_music: out of memory\n");
        return -1;
    }
    compose(&t, p);
    char path[4200], tmp[4300];
    snprintf(path, sizeof path, "%s/%s.ogg", dir, p->name);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    if (normalise(&t, p->name, MUSIC_LUFS, MUSIC_MAX_TP) != 0) {
        free(t.s);
        return -1;
    }
    FILE *f = fopen(tmp, "wb");
    int ok = f && encode(&t, p->name, f) == 0;
    ok = f && fflush(f) == 0 && ok;
    ok = f && fclose(f) == 0 && ok;
    free(t.s);
    if (!ok || rename(tmp, path) != 0) {
        fprintf(stderr, "make_music: cannot write %s: %s\n", path, strerror(errno));
        remove(tmp);
        return -1;
    }
    printf("make_music: %s (%.1f s loop)\n", path, secs);
    return 0;
}

int main(int argc, char **argv)
{
    /* D major pentatonic; menu: slow and sparse; play: a little livelier */
    static const piece pieces[] = {
        {"menu", 0x6d656e75u, 60, 12, 74, {{0, 4, 7}, {-3, 0, 4}, {-5, -1, 2}, {-3, 2, 4}}, 0.6},
        {"play", 0x706c6179u, 72, 20, 69, {{0, 4, 7}, {5, 9, 12}, {-3, 0, 4}, {-5, 2, 7}}, 0.8},
    };
    if (argc != 2) {
        fprintf(stderr, "usage: make_music OUTDIR\n");
        return 2;
    }
    if (strlen(argv[1]) > 4000) {
        fprintf(stderr, "make_music: output directory name too long\n");
        return 2;
    }
    int status = 0;
    for (size_t i = 0; i < sizeof pieces / sizeof pieces[0]; i++) {
        status |= make(argv[1], &pieces[i]) != 0;
    }
    return status;
}
