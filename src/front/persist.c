/* persist.c - save and resume: where the save lives and when it is written.
 *
 * The game layer writes and reads the save (game_save_file, game_load_file:
 * atomic, all or nothing); this file picks the place,
 * $XDG_STATE_HOME/lianliankan/game.save, and saves after every change the
 * game counts (game_get_changes, pausing too), every few seconds while the
 * clock alone moves (PERSIST_CLOCK_MS: a crash gives back at most that
 * much time, and the idle game does not write and fsync the file every
 * second) and when the program ends. When the game holds nothing to
 * resume any more (the last level cleared, time up left for the menu) the
 * save is removed. Nowhere to save: one warning, and the game plays on.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "session.h"
#include "llk/files.h"

#define SAVE_NAME "game.save"
#define PERSIST_CLOCK_MS 5000

static Uint32 persist_saved_at; /* SDL_GetTicks() of the last save */

void persist_open(front_app *a)
{
    (void)a;
    char dir[sizeof sess()->save_path - sizeof SAVE_NAME - 1];
    char err[512];
    sess()->save_path[0] = '\0';
    if (file_app_dir("state", true, dir, sizeof dir, err, sizeof err) != 0) {
        fprintf(stderr, "lianliankan: the game will not be saved: %s\n",
                err);
        return;
    }
    snprintf(sess()->save_path, sizeof sess()->save_path, "%s/%s", dir,
             SAVE_NAME);
}

/* Load the save into sess()->g (replacing it). Returns true when one loaded. */
bool persist_load(front_app *a)
{
    (void)a;
    if (!sess()->save_path[0]) {
        return false;
    }
    game *g = NULL;
    char err[512];
    int st = game_load_file(sess()->save_path, &g, err, sizeof err);
    if (st < 0) {
        fprintf(stderr, "lianliankan: %s\n", err);
        snprintf(sess()->save_bad, sizeof sess()->save_bad, "%s", err);
        return false;
    }
    if (st == 0 || !g) {
        return false;
    }
    if (game_get_screen(g) == GAME_SCREEN_PAUSED) {
        game_to_menu(g); /* on the menu with the level kept, as after Esc */
    }
    game_free(sess()->g);
    sess()->g = g;
    game_set_thinking(sess()->g, true);
    sess()->save_on_disk = true;
    sess()->saved_changes = game_get_changes(g);
    sess()->mode = game_get_mode(g);
    sess()->difficulty = game_get_difficulty(g);
    sess()->level = game_get_level(g);
    return true;
}

void persist_now(front_app *a)
{
    (void)a;
    char err[512];
    if (!sess()->save_path[0] || !sess()->g) {
        return;
    }
    sess()->saved_changes = game_get_changes(sess()->g);
    persist_saved_at = SDL_GetTicks();
    if (!game_has_save(sess()->g)) {
        if (sess()->save_on_disk &&
            game_remove_save(sess()->save_path, err, sizeof err) != 0 &&
            !sess()->save_failed) {
            fprintf(stderr, "lianliankan: %s\n", err);
            sess()->save_failed = true;
        }
        sess()->save_on_disk = false;
        return;
    }
    if (game_save_file(sess()->g, sess()->save_path, err, sizeof err) != 0) {
        if (!sess()->save_failed) {
            fprintf(stderr, "lianliankan: the game is not saved: %s\n", err);
            sess()->save_failed = true;
        }
        return;
    }
    sess()->save_on_disk = true;
}

void persist_check(front_app *a)
{
    if (sess()->g && sess()->save_path[0] &&
        game_get_changes(sess()->g) != sess()->saved_changes) {
        persist_now(a);
    }
}

void persist_clock(front_app *a)
{
    if (SDL_GetTicks() - persist_saved_at >= PERSIST_CLOCK_MS) {
        persist_now(a);
    }
}
