/* prefs.c - the preferences (prefs.h): what the game remembers between
 * runs, as the front holds it; remember.c reads it from its files and
 * writes it back, every layer reads it here. The block is the app's
 * (screen_state.h), under a key of this file's. */
#include <stdio.h>

#include "prefs.h"
#include "screen_state.h"

static const char prefs_key = 's'; /* its address is the key */

front_prefs *prefs(const front_app *a)
{
    return front_state(a, &prefs_key, sizeof(front_prefs));
}

void remember_warn(front_app *a, const char *msg)
{
    fprintf(stderr, "lianliankan: %s\n", msg);
    snprintf(prefs(a)->profile_warn, sizeof prefs(a)->profile_warn, "%.500s",
             msg);
}
