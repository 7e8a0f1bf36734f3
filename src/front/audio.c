/* audio.c - sound effects through SDL2_mixer.
 *
 * No audio device, no sounds folder, or a missing sound file: one line on
 * stderr and the game goes on silent (for that sound, or for all of them).
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#include <SDL_mixer.h>

#include <SDL.h>
#include "audio.h"
#include "i18n.h"

/* Every sound and both music loops are made at 22050 Hz, mono (tools/):
 * mixing at that rate and in one channel needs no resampling or channel
 * conversion and a quarter of the work of 44100 Hz stereo, which matters
 * while idle, when the mixer still runs for the music (the sound server
 * plays a mono stream on both speakers). 1024 frames are 46 ms, soon
 * enough for a click's sound; 2048 would halve the audio thread's wakeups
 * (0.09 % -> 0.05 % CPU while idle) but make a click's sound 93 ms late. */
#define AUDIO_RATE 22050
#define AUDIO_CHANNELS 1
#define AUDIO_BUFFER 1024

static const char audio_names[SND_COUNT][8] = {
    "select", "match", "combo", "refuse", "hint", "redeal", "clear", "timeup", "ui",
    "ui_move", "ui_back"};

/* The sound effects' state (audio_open makes it, audio_close frees it). */
struct front_audio {
    Mix_Chunk *chunks[SND_COUNT];
    bool on;             /* the device is open */
    bool asked;          /* not --no-sound */
    int volume;          /* the mixer's, 0-MIX_MAX_VOLUME */
    unsigned asks[SND_COUNT];
};

/* The device opened and the sounds loaded into au (on any failure one
 * line on stderr, and au stays silent, or that sound does). */
static void audio_load(front_audio *au, const char *dir)
{
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0 ||
        Mix_OpenAudio(AUDIO_RATE, MIX_DEFAULT_FORMAT, AUDIO_CHANNELS, AUDIO_BUFFER) != 0) {
        fprintf(stderr, "lianliankan: no audio device (%s); playing silent\n",
                SDL_GetError());
        return;
    }
    au->on = true;
    Mix_Volume(-1, au->volume);
    char folder[1024];
    snprintf(folder, sizeof folder, "%s/sounds", dir);
    struct stat st;
    if (stat(folder, &st) != 0 || !S_ISDIR(st.st_mode)) {
        fprintf(stderr, "lianliankan: no sounds folder %s; playing silent\n", folder);
        return;
    }
    for (int i = 0; i < SND_COUNT; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/sounds/%s.wav", dir, audio_names[i]);
        au->chunks[i] = Mix_LoadWAV(path);
        if (!au->chunks[i]) {
            fprintf(stderr, "lianliankan: cannot load sound %s (%s); that "
                    "sound stays silent\n", path, Mix_GetError());
        }
    }
}

front_audio *audio_open(const char *dir, bool enabled)
{
    front_audio *au = calloc(1, sizeof *au);
    if (!au) {
        fprintf(stderr, "lianliankan: out of memory; playing silent\n");
        return NULL;
    }
    au->asked = enabled;
    au->volume = MIX_MAX_VOLUME;
    if (enabled) {
        audio_load(au, dir);
    }
    return au;
}

void audio_play(front_audio *au, front_sound s)
{
    if (!au || s < 0 || s >= SND_COUNT) {
        return;
    }
    au->asks[s]++;
    if (au->on && au->chunks[s]) {
        Mix_PlayChannel(-1, au->chunks[s], 0);
    }
}

unsigned audio_asked_count(const front_audio *au, front_sound s)
{
    return au && s >= 0 && s < SND_COUNT ? au->asks[s] : 0;
}

void audio_json(const front_audio *au, FILE *f)
{
    fputs(",\"sounds\":{", f);
    for (int i = 0; i < SND_COUNT; i++) {
        fprintf(f, "%s\"%s\":%u", i ? "," : "", audio_names[i],
                audio_asked_count(au, (front_sound)i));
    }
    fputc('}', f);
}

void audio_set_volume(front_audio *au, int percent)
{
    if (!au) {
        return;
    }
    percent = percent < 0 ? 0 : percent > 100 ? 100 : percent;
    au->volume = percent * MIX_MAX_VOLUME / 100;
    if (au->on) {
        Mix_Volume(-1, au->volume);
    }
}

int audio_mixer_volume(const front_audio *au)
{
    if (!au || !au->on) {
        return -1;
    }
    return (Mix_Volume(-1, -1) * 100 + MIX_MAX_VOLUME / 2) / MIX_MAX_VOLUME;
}

bool audio_is_open(const front_audio *au)
{
    return au && au->on;
}

const char *audio_silent_why(const front_audio *au)
{
    if (au && au->on) {
        return NULL;
    }
    return au && au->asked ? _("No sound device: the game plays silent.")
                           : _("Sound is off for this run (--no-sound).");
}

void audio_close(front_audio *au)
{
    if (!au) {
        return;
    }
    if (au->on) {
        Mix_HaltChannel(-1);
        for (int i = 0; i < SND_COUNT; i++) {
            if (au->chunks[i]) {
                Mix_FreeChunk(au->chunks[i]);
            }
        }
        Mix_CloseAudio();
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
    free(au);
}
