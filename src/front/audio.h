/* audio.h - the sound effects (audio.c). */
#ifndef FRONT_AUDIO_H
#define FRONT_AUDIO_H

#include <stdbool.h>
#include <stdio.h>

/* ---- sounds (audio.c) ---- */
typedef enum front_sound {
    SND_SELECT,
    SND_MATCH,
    SND_COMBO, /* a pair removed within a combo ("Combo xN" on show) */
    SND_REFUSE,
    SND_HINT,
    SND_REDEAL,
    SND_CLEAR,
    SND_TIMEUP,
    /* the widget kit's (kit/menu.c): a control pressed or activated
     * (accept), the focus moved by a key or the pad (never by the
     * pointer's hover), Escape or Back leaving a screen */
    SND_UI,
    SND_UI_MOVE,
    SND_UI_BACK,
    SND_COUNT
} front_sound;

/* The sound effects: the device, the sounds loaded and the counts, an
 * object of their own (the app's: front_app.svc.audio). A NULL one plays
 * nothing and counts nothing. */
typedef struct front_audio front_audio;

/* Open the audio device and load the sounds from dir/sounds; on any
 * failure warns once on stderr and plays silent. NULL only when out of
 * memory (said on stderr; silent). enabled false (--no-sound): no device
 * is opened. */
front_audio *audio_open(const char *assets_dir, bool enabled);
void audio_play(front_audio *au, front_sound s);
/* How many times s was asked for since the start, played or silent
 * (tests/front/uisound.c counts the kit's sounds by it, no device). */
unsigned audio_asked_count(const front_audio *au, front_sound s);
/* The state file's "sounds": each sound's count as above, by its file's
 * name ({"select": N, ..., "ui_back": N}; none open: every count 0). */
void audio_json(const front_audio *au, FILE *f);
/* The `speech` setting's apply hook (the game speaking: speak.c). */
struct front_app;
void speech_apply(struct front_app *a, int v);
/* The sound effects' volume, 0-100 (the sfx_volume setting), and the
 * mixer's as read back from it (-1: no sound device). */
void audio_set_volume(front_audio *au, int percent);
int audio_mixer_volume(const front_audio *au);
/* The device closed, the sounds and au freed. */
void audio_close(front_audio *au);
/* Whether the audio device is open (music.c plays through it). */
bool audio_is_open(const front_audio *au);
/* Why the game plays silent, in the player's words (--no-sound, or no
 * sound device), or NULL when the device is open. */
const char *audio_silent_why(const front_audio *au);

#endif
