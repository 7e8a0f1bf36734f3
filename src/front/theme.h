/* theme.h - tile sets, backgrounds and music (theme.c, music.c).
 *
 * What the Settings screen and the command line call to change the look
 * and the music. A tile set is a directory with tiles.png and tiles.txt
 * ("emoji" is the assets directory itself, "NAME" is assets/tilesets/NAME);
 * a background is assets/backgrounds/NAME.png, repeated across the window.
 * Names are short words of letters, digits, '-' and '_'.
 */
#ifndef FRONT_THEME_H
#define FRONT_THEME_H

#include <stdbool.h>

#include <SDL.h>

#include "app.h"

#define THEME_DEFAULT_TILESET "emoji"
#define THEME_DEFAULT_BACKGROUND "felt"
#define THEME_MAX_NAMES 32
#define THEME_NAME_LEN 32

/* Find the tile sets and backgrounds in the assets directory (needs no
 * SDL); call before the lists or theme_known. */
void theme_scan(front_app *a, const char *assets_dir);
/* Whether name is a tile set (tileset true) or a background found. */
bool theme_known(const front_app *a, bool tileset, const char *name);
/* theme_known, and when not, one line on stderr naming the ones found. */
bool theme_require(const front_app *a, bool tileset, const char *name);
/* The names found, sorted ("emoji" first): *n of them. */
const char *const *theme_tilesets(const front_app *a, int *n);
const char *const *theme_backgrounds(const front_app *a, int *n);
/* Load a tile set and use it at once (the pre-drawn tiles are dropped).
 * False, after one line on stderr, when it is unknown or broken: the
 * tile set in use stays. */
bool theme_set_tileset(front_app *a, const char *name);
/* Load a background and use it from the next frame; false (one line on
 * stderr, the one in use stays) when unknown or unreadable. */
bool theme_set_background(front_app *a, const char *name);
const char *theme_tileset(const front_app *a);
const char *theme_background(const front_app *a);
/* Draw the background over the whole w x h drawable; false when there is
 * none loaded (the caller fills a flat colour). */
bool theme_draw_background(const front_app *a, int w, int h);
/* A piece of the background in box (the Settings screen's preview);
 * false when there is none loaded. */
bool theme_draw_swatch(const front_app *a, SDL_Rect box);
void theme_close(front_app *a);

/* ---- music (music.c) ---- */
typedef enum music_track { MUSIC_NONE, MUSIC_MENU, MUSIC_PLAY } music_track;

/* The music's state, an object of its own (the app's:
 * front_app.svc.music). A NULL one plays nothing. */
typedef struct front_music front_music;

/* Get ready to play music/menu.ogg and music/play.ogg when the audio
 * device is open (device: audio_is_open); else the music stays silent
 * (audio_open has already said why). Nothing is read before music_begin.
 * trace: print LLK_TRACE lines when music is decoded, starts, fades and
 * is muted. NULL only when out of memory (silent). */
front_music *music_open(const char *assets_dir, bool device, bool trace);
/* The first frame is on screen: the music may start (decoding the track
 * wanted on its own thread first). */
void music_begin(front_music *m);
/* Play this track from now on: the one playing fades out, this one fades
 * in. The same track again: nothing changes. */
void music_play(front_music *m, music_track t);
/* 0-100 (default 70); applies at once. At 0 the music stops (nothing is
 * decoded) until the volume is raised again. */
void music_set_volume(front_music *m, int volume);
/* The window is minimized or hidden (true) or shown again: the music
 * stops while it is hidden, and starts again after. */
void music_set_hidden(front_music *m, bool hidden);
int music_volume(const front_music *m);
/* Mute or unmute the music (sound effects stay); returns true when now
 * muted. */
bool music_toggle_mute(front_music *m);
bool music_muted(const front_music *m);
/* Handle the music's own event (a fade-out ended); true when e was it. */
bool music_event(front_music *m, const SDL_Event *e);
/* The decoding ended, the music stopped, m freed. */
void music_close(front_music *m);

/* The tile set and background of the settings set (or the command line's
 * overrides in it). A tile set that cannot be used is fatal (false) when
 * asked for on the command line or the default; a remembered one gives way
 * to the default for this run (an override in set). A background missing
 * is flat green. */
typedef struct settings settings;
bool theme_from_settings(front_app *a, settings *set);

#endif
