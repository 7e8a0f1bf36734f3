/* music.c - the background music through SDL2_mixer's music API.
 *
 * Two loops: music/menu.ogg on the menus, music/play.ogg while playing.
 * Only the track wanted is held, decoded once into memory (16-bit PCM
 * behind a WAV header, played through Mix_LoadMUSType_RW from that memory
 * without a copy): the audio thread then only mixes, where streaming the
 * Ogg file decoded it again every loop (most of the idle CPU). The
 * decoding runs on its own thread (about 30 ms for the 67 s play loop),
 * started after the first frame is on screen and when nothing plays, so
 * start-up and the main loop never wait for it; the track fades in when it
 * is ready. Changing track fades the one playing out (Mix_FadeOutMusic);
 * when the fade ends, SDL_mixer's hook (on its audio thread) only queues an
 * event, and the main loop frees the old track and starts the next
 * (music_event). Muted, at volume 0 or while the window is hidden
 * (minimized), the music fades out and stops, so that SDL_mixer mixes
 * nothing, and starts again (from the top) after. No audio device:
 * audio_open has said so once, and the music is silent without another
 * word.
 */
#include <stdio.h>
#include <string.h>

#include <SDL_mixer.h>
#include <vorbis/vorbisfile.h>

#include "theme.h"

#define MUSIC_FADE_IN_MS 1200
#define MUSIC_FADE_OUT_MS 600
#define MUSIC_MAX_SECONDS 600 /* a longer file is refused (memory) */
#define WAV_HEADER 44

enum { MUSIC_EV_FADED, MUSIC_EV_DECODED };

static const char music_names[3][5] = {"none", "menu", "play"};

/* The decoding thread's work: set before it starts, read after it ends
 * (SDL_WaitThread); stop is music_close giving up. */
typedef struct music_decoding {
    SDL_Thread *thread;
    music_track track;
    Uint8 *wav;
    size_t len;
    Uint32 ms;
    char err[256];
    SDL_atomic_t stop;
} music_decoding;

/* The music's state (music_open makes it, music_close frees it). */
struct front_music {
    char dir[1024];
    bool on;            /* the device is open */
    bool allowed;       /* the first frame is on screen */
    bool trace;
    bool mute;
    bool hidden;        /* the window is minimized or hidden */
    int vol;
    music_track want;   /* what should play */
    music_track now;    /* what plays (or fades out) */
    bool fading;        /* a fade-out runs: start want after */
    bool failed[3];     /* a track that could not be loaded */
    Uint32 event_type;
    /* the track held in memory: WAV header and samples in one block */
    music_track loaded_track;
    Uint8 *loaded_wav;
    Mix_Music *loaded_music;
    music_decoding dec;
};

/* The event type SDL_mixer's finished hook pushes. The one file-scope
 * variable left here: the hook (Mix_HookMusicFinished) is called with no
 * argument, so it cannot be given the music's object. Written once by
 * music_open before the hook is set, only read after. */
static Uint32 music_hook_type;

static void music_push(Uint32 type, int code)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = type;
    e.user.code = code;
    SDL_PushEvent(&e);
}

/* SDL_mixer's audio thread: a fade-out (or halt) ended. */
static void music_finished(void)
{
    music_push(music_hook_type, MUSIC_EV_FADED);
}

static void put_le(Uint8 *p, Uint32 v, int bytes)
{
    for (int i = 0; i < bytes; i++) {
        p[i] = (Uint8)(v >> (8 * i));
    }
}

/* The 44-byte header of a PCM WAV of len bytes of 16-bit samples. */
static void wav_header(Uint8 *h, int channels, long rate, Uint32 len)
{
    memcpy(h, "RIFF", 4);
    put_le(h + 4, 36 + len, 4);
    memcpy(h + 8, "WAVEfmt ", 8);
    put_le(h + 16, 16, 4);
    put_le(h + 20, 1, 2); /* PCM */
    put_le(h + 22, (Uint32)channels, 2);
    put_le(h + 24, (Uint32)rate, 4);
    put_le(h + 28, (Uint32)(rate * channels * 2), 4);
    put_le(h + 32, (Uint32)(channels * 2), 2);
    put_le(h + 34, 16, 2);
    memcpy(h + 36, "data", 4);
    put_le(h + 40, len, 4);
}

/* Decode the whole Ogg Vorbis file at path into d->wav (one allocation
 * of the exact size); false with d->err set when it cannot. */
static bool music_decode(music_decoding *d, const char *path)
{
    OggVorbis_File vf;
    if (ov_fopen(path, &vf) != 0) {
        snprintf(d->err, sizeof d->err, "not an Ogg Vorbis file");
        return false;
    }
    vorbis_info *vi = ov_info(&vf, -1);
    ogg_int64_t frames = ov_pcm_total(&vf, -1);
    if (!vi || vi->channels < 1 || vi->channels > 2 || frames <= 0 ||
        frames > (ogg_int64_t)vi->rate * MUSIC_MAX_SECONDS) {
        snprintf(d->err, sizeof d->err, "not 1 or 2 channels of 1 to %d s",
                 MUSIC_MAX_SECONDS);
        ov_clear(&vf);
        return false;
    }
    size_t want = (size_t)frames * (size_t)vi->channels * 2;
    d->wav = SDL_malloc(WAV_HEADER + want);
    if (!d->wav) {
        snprintf(d->err, sizeof d->err, "out of memory");
        ov_clear(&vf);
        return false;
    }
    size_t got = 0;
    while (got < want && !SDL_AtomicGet(&d->stop)) {
        int section;
        size_t ask = want - got > 65536 ? 65536 : want - got;
        long n = ov_read(&vf, (char *)d->wav + WAV_HEADER + got, (int)ask,
                         0, 2, 1, &section); /* little-endian, as in a WAV */
        if (n == OV_HOLE) {
            continue; /* a gap in the data: go on after it */
        }
        if (n <= 0) {
            break; /* the end (or damage): keep what was decoded */
        }
        got += (size_t)n;
    }
    wav_header(d->wav, vi->channels, vi->rate, (Uint32)got);
    d->len = WAV_HEADER + got;
    ov_clear(&vf);
    if (got == 0) {
        snprintf(d->err, sizeof d->err, "no sound in it");
        return false;
    }
    return true;
}

/* The decoding thread, started with the music's object: it writes only
 * m->dec (the main thread waits for it before reading). */
static int SDLCALL music_decode_thread(void *arg)
{
    front_music *m = arg;
    music_decoding *d = &m->dec;
    char path[1100];
    snprintf(path, sizeof path, "%s/music/%s.ogg", m->dir,
             music_names[d->track]);
    Uint32 t0 = SDL_GetTicks();
    if (!music_decode(d, path)) {
        SDL_free(d->wav);
        d->wav = NULL;
    }
    d->ms = SDL_GetTicks() - t0;
    music_push(m->event_type, MUSIC_EV_DECODED);
    return 0;
}

front_music *music_open(const char *assets_dir, bool device, bool trace)
{
    front_music *m = SDL_calloc(1, sizeof *m);
    if (!m) {
        return NULL; /* the music stays silent */
    }
    m->trace = trace;
    m->vol = 70;
    if (!device) {
        return m; /* audio_open has warned once */
    }
    m->event_type = SDL_RegisterEvents(1);
    if (m->event_type == (Uint32)-1) {
        return m;
    }
    snprintf(m->dir, sizeof m->dir, "%s", assets_dir);
    m->on = true;
    music_hook_type = m->event_type;
    Mix_HookMusicFinished(music_finished);
    Mix_VolumeMusic(m->vol * MIX_MAX_VOLUME / 100);
    return m;
}

static void music_log(const front_music *m, const char *what, music_track t)
{
    if (m->trace) {
        fprintf(stderr, "llk-trace: music %s %s\n", what, music_names[t]);
    }
}

/* Whether no music should play now (nothing is decoded then). */
static bool music_silent(const front_music *m)
{
    return m->mute || m->hidden || m->vol == 0 || m->want == MUSIC_NONE;
}

/* Drop the track held (nothing plays it). */
static void music_unload(front_music *m)
{
    if (m->loaded_music) {
        Mix_FreeMusic(m->loaded_music);
        m->loaded_music = NULL;
    }
    SDL_free(m->loaded_wav);
    m->loaded_wav = NULL;
    m->loaded_track = MUSIC_NONE;
}

/* Start m->want fading in (nothing playing now); when it is not in
 * memory yet, start decoding it: music_event comes back here after. */
static void music_start(front_music *m)
{
    m->now = MUSIC_NONE;
    if (music_silent(m) || !m->allowed || m->failed[m->want] ||
        m->dec.thread) {
        return;
    }
    if (m->loaded_track != m->want) {
        music_unload(m); /* one track in memory at a time */
        m->dec.track = m->want;
        m->dec.wav = NULL;
        m->dec.err[0] = '\0';
        m->dec.thread = SDL_CreateThread(music_decode_thread, "llk-music", m);
        if (!m->dec.thread) {
            fprintf(stderr, "lianliankan: cannot decode music: %s\n",
                    SDL_GetError());
            m->failed[m->want] = true;
        }
        return;
    }
    if (Mix_FadeInMusic(m->loaded_music, -1, MUSIC_FADE_IN_MS) == 0) {
        m->now = m->want;
        music_log(m, "start", m->now);
    } else {
        fprintf(stderr, "lianliankan: cannot play music: %s\n", Mix_GetError());
    }
}

/* The decoding thread ended: hold its track (or say why not). */
static void music_decoded(front_music *m)
{
    music_decoding *d = &m->dec;
    SDL_WaitThread(d->thread, NULL);
    d->thread = NULL;
    if (d->wav) {
        SDL_RWops *rw = SDL_RWFromConstMem(d->wav, (int)d->len);
        m->loaded_music = rw ? Mix_LoadMUSType_RW(rw, MUS_WAV, 1) : NULL;
        if (m->loaded_music) {
            m->loaded_wav = d->wav;
            m->loaded_track = d->track;
            if (m->trace) {
                fprintf(stderr, "llk-trace: music decoded %s %u ms\n",
                        music_names[d->track], (unsigned)d->ms);
            }
        } else {
            snprintf(d->err, sizeof d->err, "%s", Mix_GetError());
            SDL_free(d->wav);
        }
        d->wav = NULL;
    }
    if (!m->loaded_music) {
        fprintf(stderr, "lianliankan: cannot load music %s/music/%s.ogg (%s); "
                "that music stays silent\n", m->dir, music_names[d->track],
                d->err);
        m->failed[d->track] = true;
    }
}

/* Bring what plays in line with m->want and the mute. */
static void music_follow(front_music *m)
{
    if (!m->on || m->fading || m->dec.thread) {
        return; /* music_event follows up when the fade or decoding ends */
    }
    bool want_none = music_silent(m);
    if (m->now != MUSIC_NONE && (want_none || m->now != m->want)) {
        music_log(m, "fade-out", m->now);
        if (Mix_FadeOutMusic(MUSIC_FADE_OUT_MS) != 0) {
            m->fading = true; /* music_event goes on when it ends */
            return;
        }
        m->now = MUSIC_NONE; /* it was not playing after all */
    }
    if (m->now == MUSIC_NONE) {
        music_start(m);
    }
}

void music_begin(front_music *m)
{
    if (m && !m->allowed) {
        m->allowed = true;
        music_follow(m);
    }
}

void music_play(front_music *m, music_track t)
{
    if (m) {
        m->want = t;
        music_follow(m);
    }
}

bool music_event(front_music *m, const SDL_Event *e)
{
    if (!m || !m->on || e->type != m->event_type) {
        return false;
    }
    if (e->user.code == MUSIC_EV_DECODED) {
        if (m->dec.thread) {
            music_decoded(m);
            music_follow(m);
        }
        return true;
    }
    if (!m->fading) {
        return true; /* a late one: nothing waits for it */
    }
    m->fading = false;
    m->now = MUSIC_NONE;
    music_follow(m);
    return true;
}

void music_set_volume(front_music *m, int volume)
{
    if (!m) {
        return;
    }
    int old = m->vol;
    m->vol = volume < 0 ? 0 : (volume > 100 ? 100 : volume);
    if (m->on) {
        Mix_VolumeMusic(m->vol * MIX_MAX_VOLUME / 100);
    }
    if (m->trace && m->on && m->vol != old) {
        fprintf(stderr, "llk-trace: music volume %d\n", m->vol);
    }
    music_follow(m); /* volume 0: stop decoding; from 0: start again */
}

void music_set_hidden(front_music *m, bool hidden)
{
    if (!m) {
        return;
    }
    if (hidden != m->hidden && m->trace && m->on) {
        fprintf(stderr, "llk-trace: music %s\n", hidden ? "hidden" : "shown");
    }
    m->hidden = hidden;
    music_follow(m);
}

int music_volume(const front_music *m)
{
    return m ? m->vol : 70;
}

bool music_toggle_mute(front_music *m)
{
    if (!m) {
        return false;
    }
    m->mute = !m->mute;
    if (m->trace) {
        fprintf(stderr, "llk-trace: music %s\n", m->mute ? "muted" : "unmuted");
    }
    music_follow(m);
    return m->mute;
}

bool music_muted(const front_music *m)
{
    return m && m->mute;
}

void music_close(front_music *m)
{
    if (!m) {
        return;
    }
    if (m->on) {
        if (m->dec.thread) {
            SDL_AtomicSet(&m->dec.stop, 1);
            SDL_WaitThread(m->dec.thread, NULL);
            m->dec.thread = NULL;
            SDL_free(m->dec.wav);
            m->dec.wav = NULL;
        }
        Mix_HookMusicFinished(NULL);
        Mix_HaltMusic();
        music_unload(m);
    }
    SDL_free(m);
}
