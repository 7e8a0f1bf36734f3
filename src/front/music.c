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

#include "audio.h"
#include "theme.h"

#define MUSIC_FADE_IN_MS 1200
#define MUSIC_FADE_OUT_MS 600
#define MUSIC_MAX_SECONDS 600 /* a longer file is refused (memory) */
#define WAV_HEADER 44

enum { MUSIC_EV_FADED, MUSIC_EV_DECODED };

static const char *const music_names[3] = {"none", "menu", "play"};
static char music_dir[1024];
static bool music_on;          /* the device is open */
static bool music_allowed;     /* the first frame is on screen */
static bool music_trace;
static bool music_mute;
static bool music_hidden;      /* the window is minimized or hidden */
static int music_vol = 70;
static music_track music_want; /* what should play */
static music_track music_now;  /* what plays (or fades out) */
static bool music_fading;      /* a fade-out runs: start music_want after */
static bool music_failed[3];   /* a track that could not be loaded */
static Uint32 music_event_type;

/* The track held in memory: WAV header and samples in one block. */
static music_track loaded_track;
static Uint8 *loaded_wav;
static Mix_Music *loaded_music;

/* The decoding thread's work: set before it starts, read after it ends. */
static SDL_Thread *dec_thread;
static music_track dec_track;
static Uint8 *dec_wav;
static size_t dec_len;
static Uint32 dec_ms;
static char dec_err[256];
static SDL_atomic_t dec_stop; /* music_close: give up decoding */

static void music_push(int code)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = music_event_type;
    e.user.code = code;
    SDL_PushEvent(&e);
}

/* SDL_mixer's audio thread: a fade-out (or halt) ended. */
static void music_finished(void)
{
    music_push(MUSIC_EV_FADED);
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

/* Decode the whole Ogg Vorbis file at path into dec_wav (one allocation
 * of the exact size); false with dec_err set when it cannot. */
static bool music_decode(const char *path)
{
    OggVorbis_File vf;
    if (ov_fopen(path, &vf) != 0) {
        snprintf(dec_err, sizeof dec_err, "not an Ogg Vorbis file");
        return false;
    }
    vorbis_info *vi = ov_info(&vf, -1);
    ogg_int64_t frames = ov_pcm_total(&vf, -1);
    if (!vi || vi->channels < 1 || vi->channels > 2 || frames <= 0 ||
        frames > (ogg_int64_t)vi->rate * MUSIC_MAX_SECONDS) {
        snprintf(dec_err, sizeof dec_err, "not 1 or 2 channels of 1 to %d s",
                 MUSIC_MAX_SECONDS);
        ov_clear(&vf);
        return false;
    }
    size_t want = (size_t)frames * (size_t)vi->channels * 2;
    dec_wav = SDL_malloc(WAV_HEADER + want);
    if (!dec_wav) {
        snprintf(dec_err, sizeof dec_err, "out of memory");
        ov_clear(&vf);
        return false;
    }
    size_t got = 0;
    while (got < want && !SDL_AtomicGet(&dec_stop)) {
        int section;
        size_t ask = want - got > 65536 ? 65536 : want - got;
        long n = ov_read(&vf, (char *)dec_wav + WAV_HEADER + got, (int)ask,
                         0, 2, 1, &section); /* little-endian, as in a WAV */
        if (n == OV_HOLE) {
            continue; /* a gap in the data: go on after it */
        }
        if (n <= 0) {
            break; /* the end (or damage): keep what was decoded */
        }
        got += (size_t)n;
    }
    wav_header(dec_wav, vi->channels, vi->rate, (Uint32)got);
    dec_len = WAV_HEADER + got;
    ov_clear(&vf);
    if (got == 0) {
        snprintf(dec_err, sizeof dec_err, "no sound in it");
        return false;
    }
    return true;
}

static int SDLCALL music_decode_thread(void *unused)
{
    (void)unused;
    char path[1100];
    snprintf(path, sizeof path, "%s/music/%s.ogg", music_dir,
             music_names[dec_track]);
    Uint32 t0 = SDL_GetTicks();
    if (!music_decode(path)) {
        SDL_free(dec_wav);
        dec_wav = NULL;
    }
    dec_ms = SDL_GetTicks() - t0;
    music_push(MUSIC_EV_DECODED);
    return 0;
}

void music_open(const char *assets_dir, bool trace)
{
    music_trace = trace;
    if (!audio_is_open()) {
        return; /* audio_open has warned once */
    }
    music_event_type = SDL_RegisterEvents(1);
    if (music_event_type == (Uint32)-1) {
        return;
    }
    snprintf(music_dir, sizeof music_dir, "%s", assets_dir);
    music_on = true;
    Mix_HookMusicFinished(music_finished);
    Mix_VolumeMusic(music_vol * MIX_MAX_VOLUME / 100);
}

static void music_log(const char *what, music_track t)
{
    if (music_trace) {
        fprintf(stderr, "llk-trace: music %s %s\n", what, music_names[t]);
    }
}

/* Whether no music should play now (nothing is decoded then). */
static bool music_silent(void)
{
    return music_mute || music_hidden || music_vol == 0 || music_want == MUSIC_NONE;
}

/* Drop the track held (nothing plays it). */
static void music_unload(void)
{
    if (loaded_music) {
        Mix_FreeMusic(loaded_music);
        loaded_music = NULL;
    }
    SDL_free(loaded_wav);
    loaded_wav = NULL;
    loaded_track = MUSIC_NONE;
}

/* Start music_want fading in (nothing playing now); when it is not in
 * memory yet, start decoding it: music_event comes back here after. */
static void music_start(void)
{
    music_now = MUSIC_NONE;
    if (music_silent() || !music_allowed || music_failed[music_want] ||
        dec_thread) {
        return;
    }
    if (loaded_track != music_want) {
        music_unload(); /* one track in memory at a time */
        dec_track = music_want;
        dec_wav = NULL;
        dec_err[0] = '\0';
        dec_thread = SDL_CreateThread(music_decode_thread, "llk-music", NULL);
        if (!dec_thread) {
            fprintf(stderr, "lianliankan: cannot decode music: %s\n",
                    SDL_GetError());
            music_failed[music_want] = true;
        }
        return;
    }
    if (Mix_FadeInMusic(loaded_music, -1, MUSIC_FADE_IN_MS) == 0) {
        music_now = music_want;
        music_log("start", music_now);
    } else {
        fprintf(stderr, "lianliankan: cannot play music: %s\n", Mix_GetError());
    }
}

/* The decoding thread ended: hold its track (or say why not). */
static void music_decoded(void)
{
    SDL_WaitThread(dec_thread, NULL);
    dec_thread = NULL;
    if (dec_wav) {
        SDL_RWops *rw = SDL_RWFromConstMem(dec_wav, (int)dec_len);
        loaded_music = rw ? Mix_LoadMUSType_RW(rw, MUS_WAV, 1) : NULL;
        if (loaded_music) {
            loaded_wav = dec_wav;
            loaded_track = dec_track;
            if (music_trace) {
                fprintf(stderr, "llk-trace: music decoded %s %u ms\n",
                        music_names[dec_track], (unsigned)dec_ms);
            }
        } else {
            snprintf(dec_err, sizeof dec_err, "%s", Mix_GetError());
            SDL_free(dec_wav);
        }
        dec_wav = NULL;
    }
    if (!loaded_music) {
        fprintf(stderr, "lianliankan: cannot load music %s/music/%s.ogg (%s); "
                "that music stays silent\n", music_dir, music_names[dec_track],
                dec_err);
        music_failed[dec_track] = true;
    }
}

/* Bring what plays in line with music_want and the mute. */
static void music_follow(void)
{
    if (!music_on || music_fading || dec_thread) {
        return; /* music_event follows up when the fade or decoding ends */
    }
    bool want_none = music_silent();
    if (music_now != MUSIC_NONE && (want_none || music_now != music_want)) {
        music_log("fade-out", music_now);
        if (Mix_FadeOutMusic(MUSIC_FADE_OUT_MS) != 0) {
            music_fading = true; /* music_event goes on when it ends */
            return;
        }
        music_now = MUSIC_NONE; /* it was not playing after all */
    }
    if (music_now == MUSIC_NONE) {
        music_start();
    }
}

void music_begin(void)
{
    if (!music_allowed) {
        music_allowed = true;
        music_follow();
    }
}

void music_play(music_track t)
{
    music_want = t;
    music_follow();
}

bool music_event(const SDL_Event *e)
{
    if (!music_on || e->type != music_event_type) {
        return false;
    }
    if (e->user.code == MUSIC_EV_DECODED) {
        if (dec_thread) {
            music_decoded();
            music_follow();
        }
        return true;
    }
    if (!music_fading) {
        return true; /* a late one: nothing waits for it */
    }
    music_fading = false;
    music_now = MUSIC_NONE;
    music_follow();
    return true;
}

void music_set_volume(int volume)
{
    int old = music_vol;
    music_vol = volume < 0 ? 0 : (volume > 100 ? 100 : volume);
    if (music_on) {
        Mix_VolumeMusic(music_vol * MIX_MAX_VOLUME / 100);
    }
    if (music_trace && music_on && music_vol != old) {
        fprintf(stderr, "llk-trace: music volume %d\n", music_vol);
    }
    music_follow(); /* volume 0: stop decoding; from 0: start again */
}

void music_set_hidden(bool hidden)
{
    if (hidden != music_hidden && music_trace && music_on) {
        fprintf(stderr, "llk-trace: music %s\n", hidden ? "hidden" : "shown");
    }
    music_hidden = hidden;
    music_follow();
}

int music_volume(void)
{
    return music_vol;
}

bool music_toggle_mute(void)
{
    music_mute = !music_mute;
    if (music_trace) {
        fprintf(stderr, "llk-trace: music %s\n", music_mute ? "muted" : "unmuted");
    }
    music_follow();
    return music_mute;
}

bool music_muted(void)
{
    return music_mute;
}

void music_close(void)
{
    if (!music_on) {
        return;
    }
    if (dec_thread) {
        SDL_AtomicSet(&dec_stop, 1);
        SDL_WaitThread(dec_thread, NULL);
        dec_thread = NULL;
        SDL_free(dec_wav);
        dec_wav = NULL;
    }
    Mix_HookMusicFinished(NULL);
    Mix_HaltMusic();
    music_unload();
    music_on = false;
}
