/* music.c - the background music through SDL2_mixer's music API.
 *
 * Two loops: music/menu.ogg on the menus, music/play.ogg while playing.
 * Changing track fades the one playing out (Mix_FadeOutMusic); when the
 * fade ends, SDL_mixer's hook (on its audio thread) only queues an event,
 * and the main loop starts the next track fading in (music_event), so the
 * game never waits for a fade. Muted, at volume 0 or while the window is
 * hidden (minimized), the music fades out and stops, so that SDL_mixer
 * decodes nothing, and starts again (from the top) after. No audio device: audio_open has said so
 * once, and the music is silent without another word.
 */
#include <stdio.h>

#include <SDL_mixer.h>

#include "front.h"
#include "theme.h"

#define MUSIC_FADE_IN_MS 1200
#define MUSIC_FADE_OUT_MS 600

static Mix_Music *music_loops[3];
static const char *const music_names[3] = {"none", "menu", "play"};
static bool music_on;          /* the device is open and a loop loaded */
static bool music_trace;
static bool music_mute;
static bool music_hidden;      /* the window is minimized or hidden */
static int music_vol = 70;
static music_track music_want; /* what should play */
static music_track music_now;  /* what plays (or fades out) */
static bool music_fading;      /* a fade-out runs: start music_want after */
static Uint32 music_event_type;

/* SDL_mixer's audio thread: a fade-out (or halt) ended. */
static void music_finished(void)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = music_event_type;
    SDL_PushEvent(&e);
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
    for (int t = MUSIC_MENU; t <= MUSIC_PLAY; t++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/music/%s.ogg", assets_dir, music_names[t]);
        music_loops[t] = Mix_LoadMUS(path);
        if (!music_loops[t]) {
            fprintf(stderr, "lianliankan: cannot load music %s (%s); that music stays "
                    "silent\n", path, Mix_GetError());
        } else {
            music_on = true;
        }
    }
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

/* Start music_want fading in (nothing playing now). */
static void music_start(void)
{
    music_now = MUSIC_NONE;
    if (music_silent() || !music_loops[music_want]) {
        return;
    }
    if (Mix_FadeInMusic(music_loops[music_want], -1, MUSIC_FADE_IN_MS) == 0) {
        music_now = music_want;
        music_log("start", music_now);
    } else {
        fprintf(stderr, "lianliankan: cannot play music: %s\n", Mix_GetError());
    }
}

/* Bring what plays in line with music_want and the mute. */
static void music_follow(void)
{
    if (!music_on || music_fading) {
        return; /* music_event follows up when the fade ends */
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
    Mix_HookMusicFinished(NULL);
    Mix_HaltMusic();
    for (int t = MUSIC_MENU; t <= MUSIC_PLAY; t++) {
        if (music_loops[t]) {
            Mix_FreeMusic(music_loops[t]);
            music_loops[t] = NULL;
        }
    }
    music_on = false;
}
