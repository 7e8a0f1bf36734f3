/* prefs.h - what the game remembers between runs, as the front holds it
 * (prefs.c holds it, remember.c reads and writes it): the settings and the player's profile (high
 * scores, level bests, statistics), and where they are kept.
 */
#ifndef FRONT_PREFS_H
#define FRONT_PREFS_H

#include <stdbool.h>

#include "llk/game.h"
#include "llk/profile.h"
#include "llk/settings.h"

typedef struct front_prefs {
    settings *set;        /* never NULL after remember_open */
    char settings_path[1024]; /* "" when there is nowhere to keep them */
    char apart_path[1024];    /* the first start's state: "" likewise */
    bool settings_failed; /* a save of the settings failed (said once) */
    profile prof;         /* high scores, level bests, statistics */
    bool profile_failed;  /* a write failed (said once) */
    char profile_warn[512]; /* the last warning about those files */
} front_prefs;

typedef struct front_app front_app;
/* The preferences (prefs.c): the app's block (screen_state.h), made
 * zeroed when first asked, the same after. Asked with the app as it is
 * held, const or not, as play() is (play.h). */
front_prefs *prefs(const front_app *a);

/* ---- what the game remembers (remember.c) ---- */
struct front_opts;
/* Read the settings (command-line options override them for this run)
 * and the scores and statistics. Before the window opens. */
void remember_open(front_app *a, const struct front_opts *o);
/* The settings in effect on the window, the sound and the animations:
 * each key's apply hook (a setting without one is read where it is used,
 * as confirm_leave). */
void remember_apply(front_app *a);
/* A setting was changed on screen: its hook applies it, and the file is
 * saved now. */
void remember_changed(front_app *a, const char *key);
/* What the front runs with, read back from where each setting went (the
 * state file's "applied"). */
void remember_applied(front_app *a, game_view *v);
/* The window's size changed (not fullscreen): remembered. */
void remember_window(front_app *a);
/* Take the game's events into the statistics and scores; a run that
 * enters the table waits for a name, asked on the menu (st_name). */
void remember_events(front_app *a);
/* Who sees each game event before it is recorded (the end-of-level
 * screen's end_note_event: set by main.c; the layer below the screens
 * calls up into none). */
void remember_on_event(void (*note)(front_app *a, const game_event *e));
/* After an input or a frame: remember_events and the desktop's changes
 * (main.c then takes a run waiting for a name to the name entry). */
void remember_after(front_app *a);
/* The program ends: a run waiting for a name keeps the default name; the
 * settings are saved. */
void remember_quit(front_app *a);
/* Add the run waiting for a name (empty: the default): its place in the
 * table of difficulty *d (-1: none, or no run was waiting). */
int remember_name_done(front_app *a, const char *name, game_difficulty *d);
/* The end-of-level screen (st_clear.c) sees each game event before it is
 * recorded: a level won's "New best", the stars of the run's levels. */
void end_note_event(front_app *a, const game_event *e);
/* One line on stderr, and kept for the screens' notice (prefs.c). */
void remember_warn(front_app *a, const char *msg);
/* What the menu says once when the settings file could not be used and
 * settings were reset (NULL: nothing); the menu was left: said. */
const char *remember_settings_notice(void);
void remember_settings_notice_seen(void);

#endif
