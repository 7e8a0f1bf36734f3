/* prefs.c - the one set of preferences (prefs.h): what the game
 * remembers between runs, as the front holds it; remember.c reads it
 * from its files and writes it back, every layer reads it here.
 */
#include <stdio.h>

#include "prefs.h"

static front_prefs the_prefs;

front_prefs *prefs(void)
{
    return &the_prefs;
}

void remember_warn(front_app *a, const char *msg)
{
    (void)a;
    fprintf(stderr, "lianliankan: %s\n", msg);
    snprintf(prefs()->profile_warn, sizeof prefs()->profile_warn, "%.500s",
             msg);
}
