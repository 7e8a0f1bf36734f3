/* diag.c - the diagnostics' state (diag.h). */
#include "diag.h"

static front_diag the_diag;

front_diag *diag(void)
{
    return &the_diag;
}
