/* prefs.c - the one set of preferences (prefs.h): what the game
 * remembers between runs, as the front holds it; remember.c reads it
 * from its files and writes it back, every layer reads it here.
 */
#include "prefs.h"

static front_prefs the_prefs;

front_prefs *prefs(void)
{
    return &the_prefs;
}
