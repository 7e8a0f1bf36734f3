/* diag.c - the diagnostics' state (diag.h). The block is the app's
 * (screen_state.h), under a key of this file's. */
#include "diag.h"
#include "screen_state.h"

static const char diag_key = 'd'; /* its address is the key */

front_diag *diag(const front_app *a)
{
    return front_state(a, &diag_key, sizeof(front_diag));
}
