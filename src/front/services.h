/* services.h - the services below the screens that the app opens and
 * closes together (services.c): the title's art, the sound effects, the
 * music and the speech, each an object of its own in front_app.svc
 * (app.h). The signals (main.c, first thing) and the desktop's
 * preferences (remember.c) are opened and closed on their own. */
#ifndef FRONT_SERVICES_H
#define FRONT_SERVICES_H

#include <stdbool.h>

#include "app.h"

/* Open them (the window and the renderer are up): sound false plays
 * silent (--no-sound); trace prints the music's LLK_TRACE lines. Each
 * one that cannot be had plays silent or draws the name as text. */
void front_services_open(front_app *a, bool sound, bool trace);
/* Close them and free their objects (the renderer still up: the art's
 * textures). */
void front_services_close(front_app *a);

#endif
