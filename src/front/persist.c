/* persist.c - save and resume: where the save lives, and asking the
 * session (include/llk/session.h) to save.
 *
 * The game layer writes and reads the save (atomic, all or nothing) and
 * the session says when: after every change the game counts, every few
 * seconds while the clock alone moves (SESSION_SAVE_EVERY_MS: a crash
 * gives back at most that much time, and the idle game does not write and
 * fsync the file every second), and when the program ends; the save is
 * removed when the game holds nothing to resume any more. Each kind of
 * game has its own: game.save (the run), daily.save, practice.save. This
 * file picks the place, $XDG_STATE_HOME/lianliankan/, passes the time and
 * says a failure. Nowhere to save: one warning, and the game plays on.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "session.h"
#include "llk/files.h"

void persist_open(front_app *a)
{
    char dir[1000], err[512];
    session_replays_in(a->ses, NULL);
    if (file_app_dir("data", true, dir, sizeof dir, err, sizeof err) == 0) {
        size_t n = strlen(dir);
        snprintf(dir + n, sizeof dir - n, "/replays");
        session_replays_in(a->ses, dir);
    } else {
        fprintf(stderr, "lianliankan: replays will not be kept: %s\n", err);
    }
    session_save_in(a->ses, NULL);
    if (file_app_dir("state", true, dir, sizeof dir, err, sizeof err) != 0) {
        fprintf(stderr, "lianliankan: the game will not be saved: %s\n",
                err);
        return;
    }
    session_save_in(a->ses, dir);
}

bool persist_load(front_app *a)
{
    char err[512];
    int st = session_load(a->ses, SDL_GetTicks(), err, sizeof err);
    if (st < 0) {
        fprintf(stderr, "lianliankan: %s\n", err);
    }
    return st > 0;
}

void persist_now(front_app *a)
{
    char warn[1024];
    session_save_now(a->ses, SDL_GetTicks(), warn, sizeof warn);
    if (warn[0]) {
        fprintf(stderr, "lianliankan: %s\n", warn);
    }
}

void persist_check(front_app *a)
{
    char warn[1024];
    session_autosave(a->ses, SDL_GetTicks(), warn, sizeof warn);
    if (warn[0]) {
        fprintf(stderr, "lianliankan: %s\n", warn);
    }
}
