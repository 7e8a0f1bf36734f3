/* prefs.h - what the game remembers between runs, as the front holds it
 * (remember.c owns it): the settings and the player's profile (high
 * scores, level bests, statistics), and where they are kept.
 */
#ifndef FRONT_PREFS_H
#define FRONT_PREFS_H

#include <stdbool.h>

#include "llk/profile.h"
#include "llk/settings.h"

typedef struct front_prefs {
    settings *set;        /* never NULL after remember_open */
    char settings_path[1024]; /* "" when there is nowhere to keep them */
    bool settings_failed; /* a save of the settings failed (said once) */
    profile prof;         /* high scores, level bests, statistics */
    bool profile_failed;  /* a write failed (said once) */
    char profile_warn[512]; /* the last warning about those files */
} front_prefs;

/* The one set of preferences (remember.c). */
front_prefs *prefs(void);

#endif
