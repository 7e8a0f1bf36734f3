/* ask.h - the question asked of the player (ask.c), below the screens:
 * which one (CONFIRM_*) and the screen it was asked from, owned by the
 * app. front_ask (screens.h) records it and shows st_confirm, which
 * reads it. */
#ifndef FRONT_ASK_H
#define FRONT_ASK_H

#include "app.h"

enum { CONFIRM_LEAVE, CONFIRM_RESET, CONFIRM_SHOW_ME, CONFIRM_END_RUN,
       CONFIRM_RESTART, CONFIRM_LOSING };

/* The question asked (CONFIRM_*), and the one asked last. */
void ask_set(front_app *a, int what);
int ask_what(front_app *a);
/* The screen the question was asked from (st_confirm's prev), and the
 * one set last (NULL before any). */
void ask_from_set(front_app *a, const front_screen *from);
const front_screen *confirm_from(front_app *a);
/* The question's name: the state file's "confirm" while st_confirm shows
 * it (its view). */
const char *confirm_name(front_app *a);

#endif
