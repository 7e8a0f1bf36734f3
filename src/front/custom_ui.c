/* custom_ui.c - the player's own layouts, the "Custom" set of the level
 * map: every NAME.layout in $XDG_DATA_HOME/lianliankan/layouts, read by
 * the session when the game starts (session_custom_open); a file that
 * cannot be used is skipped and named once in the menu's notice line, in
 * the player's language. The session deals a custom layout and plays it
 * as a relaxed game with no shift (src/game/session_daily.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "text.h"
#include "session.h"
#include "i18n.h"
#include "lang.h"
#include "llk/files.h"
#include "screen_state.h"

/* What the menu says of the layouts, the app's block (screen_state.h). */
typedef struct custom_ui_state {
    char warn[640]; /* the first file skipped ("" none) */
} custom_ui_state;

static const char custom_key = 'c'; /* its address is the key */

static custom_ui_state *C(front_app *a)
{
    return front_state(a, &custom_key, sizeof(custom_ui_state));
}

const char *custom_warning(front_app *a)
{
    return C(a)->warn;
}

void custom_open(front_app *a)
{
    char dir[900], err[512], warn[2048];
    if (file_app_dir("data", false, dir, sizeof dir, err, sizeof err) != 0) {
        return;
    }
    size_t used = strlen(dir);
    snprintf(dir + used, sizeof dir - used, "/layouts");
    if (session_custom_open(a->ses, dir, warn, sizeof warn) == 0) {
        return;
    }
    fprintf(stderr, "lianliankan: %s\n", warn);
    /* the menu names the file, not its whole path */
    const char *why = strstr(warn, ": ");
    why = why ? why + 2 : warn;
    char *at = strstr(warn, dir);
    if (at != NULL && at[strlen(dir)] == '/') {
        why = at + strlen(dir) + 1;
    }
    char *custom_warn = C(a)->warn;
    size_t size = sizeof C(a)->warn;
    if (strcmp(lang_current(), "en") == 0) { /* the reader's words */
        snprintf(custom_warn, size,
                 _("Custom layout skipped: %s"), why);
        return;
    }
    /* the reader's reason is in English: another language names the file
     * and its line, and says why in its own words (the reason itself on
     * stderr) */
    const char *end = strstr(why, ": ");
    int at_len = end ? (int)(end - why) : (int)strlen(why);
    char where[512];
    snprintf(where, sizeof where, "%.*s", at_len, why);
    snprintf(custom_warn, size,
             _("Custom layout skipped: %s is not a layout the game can read"),
             where);
}

void custom_warn_draw(front_app *a, int y)
{
    const char *custom_warn = C(a)->warn;
    char l1[sizeof C(a)->warn], l2[sizeof C(a)->warn];
    int w, h, maxw = a->pix_w - 4 * kit_u();
    SDL_Color c = kit_color(KIT_DANGER);
    snprintf(l1, sizeof l1, "%s", custom_warn);
    l2[0] = '\0';
    text_size(FONT_SMALL, l1, &w, &h);
    /* too wide: cut at the last blank that fits, the rest below */
    for (size_t n = strlen(l1); w > maxw && n > 0; n--) {
        if (custom_warn[n] == ' ') {
            snprintf(l1, sizeof l1, "%.*s", (int)n, custom_warn);
            snprintf(l2, sizeof l2, "%s", custom_warn + n + 1);
            text_size(FONT_SMALL, l1, &w, &h);
        }
    }
    text_draw(a->ren, FONT_SMALL, l1, c, a->pix_w / 2, y, 1);
    if (l2[0]) {
        text_draw(a->ren, FONT_SMALL, l2, c, a->pix_w / 2, y + text_height(FONT_SMALL), 1);
    }
}
