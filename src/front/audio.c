/* audio.c - sound effects through SDL2_mixer.
 *
 * No audio device, no sounds folder, or a missing sound file: one line on
 * stderr and the game goes on silent (for that sound, or for all of them).
 */
#include <stdio.h>
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

static const char *const audio_names[SND_COUNT] = {
    "select", "match", "combo", "refuse", "hint", "redeal", "clear", "timeup", "ui",
    "ui_move", "ui_back"};

static Mix_Chunk *audio_chunks[SND_COUNT];
static bool audio_on;
static bool audio_asked; /* not --no-sound */
static int audio_volume = MIX_MAX_VOLUME;
static unsigned audio_asks[SND_COUNT];

void audio_open(const char *dir, bool enabled)
{
    audio_asked = enabled;
    if (!enabled) {
        return;
    }
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0 ||
        Mix_OpenAudio(AUDIO_RATE, MIX_DEFAULT_FORMAT, AUDIO_CHANNELS, AUDIO_BUFFER) != 0) {
        fprintf(stderr, "lianliankan: no audio device (%s); playing silent\n",
                SDL_GetError());
        return;
    }
    audio_on = true;
    Mix_Volume(-1, audio_volume);
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
        audio_chunks[i] = Mix_LoadWAV(path);
        if (!audio_chunks[i]) {
            fprintf(stderr, "lianliankan: cannot load sound %s (%s); that "
                    "sound stays silent\n", path, Mix_GetError());
        }
    }
}

void audio_play(front_sound s)
{
    if (s >= 0 && s < SND_COUNT) {
        audio_asks[s]++;
    }
    if (audio_on && s >= 0 && s < SND_COUNT && audio_chunks[s]) {
        Mix_PlayChannel(-1, audio_chunks[s], 0);
    }
}

unsigned audio_asked_count(front_sound s)
{
    return s >= 0 && s < SND_COUNT ? audio_asks[s] : 0;
}

void audio_set_volume(int percent)
{
    percent = percent < 0 ? 0 : percent > 100 ? 100 : percent;
    audio_volume = percent * MIX_MAX_VOLUME / 100;
    if (audio_on) {
        Mix_Volume(-1, audio_volume);
    }
}

int audio_mixer_volume(void)
{
    if (!audio_on) {
        return -1;
    }
    return (Mix_Volume(-1, -1) * 100 + MIX_MAX_VOLUME / 2) / MIX_MAX_VOLUME;
}

bool audio_is_open(void)
{
    return audio_on;
}

const char *audio_silent_why(void)
{
    if (audio_on) {
        return NULL;
    }
    return audio_asked ? _("No sound device: the game plays silent.")
                       : _("Sound is off for this run (--no-sound).");
}

void audio_close(void)
{
    if (!audio_on) {
        return;
    }
    Mix_HaltChannel(-1);
    for (int i = 0; i < SND_COUNT; i++) {
        if (audio_chunks[i]) {
            Mix_FreeChunk(audio_chunks[i]);
            audio_chunks[i] = NULL;
        }
    }
    Mix_CloseAudio();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    audio_on = false;
}
