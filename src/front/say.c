/* say.c - errors said on stderr, the last one kept for a fatal start-up's
 * message box (assets.h: front_error, front_fatal_box). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "assets.h"
#include "i18n.h"

static char last_error[600];

void front_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(last_error, sizeof last_error, fmt, ap);
    va_end(ap);
    fprintf(stderr, "lianliankan: %s", last_error);
    size_t n = strlen(last_error);
    if (n > 0 && last_error[n - 1] == '\n') {
        last_error[n - 1] = '\0';
    } else {
        fputc('\n', stderr);
    }
}

const char *front_last_error(void)
{
    return last_error;
}

/* A fatal start-up error, said on stderr: shown in a message box as well
 * (a player who started the game from a desktop menu sees no stderr)
 * when there is a display. LLK_NO_MSGBOX=1 (the tests) leaves it on
 * stderr only. */
void front_fatal_box(bool trace)
{
    const char *no = getenv("LLK_NO_MSGBOX");
    const char *why = front_last_error();
    if ((no && strcmp(no, "1") == 0) || !why[0]) {
        return;
    }
    char msg[800];
    snprintf(msg, sizeof msg, "%s\n\n%s", _("The game cannot start:"), why);
    if (SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR,
                                 _("Lianliankan cannot start"), msg,
                                 NULL) != 0 && trace) {
        fprintf(stderr, "llk-trace: no message box: %s\n", SDL_GetError());
    }
}
