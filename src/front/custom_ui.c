/* custom_ui.c - the player's own layouts, the "Custom" set of the level
 * map: every NAME.layout in $XDG_DATA_HOME/lianliankan/layouts, read when
 * the game starts (game_custom_layouts_load); a file that cannot be used
 * is skipped and named once in the menu's notice line. A custom layout is
 * played as a relaxed game with no shift (no clock, undo; no score
 * table), dealt proven winnable like every board.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "screens.h"
#include "text.h"
#include "flow.h"
#include "play.h"
#include "session.h"
#include "i18n.h"
#include "lang.h"
#include "llk/files.h"

#define CUSTOM_DEAL_MS 1500 /* the generator's budget for one deal */

void custom_open(front_app *a)
{
    (void)a;
    char dir[900], err[512], warn[2048];
    if (file_app_dir("data", false, dir, sizeof dir, err, sizeof err) != 0) {
        return;
    }
    size_t used = strlen(dir);
    snprintf(dir + used, sizeof dir - used, "/layouts");
    if (game_custom_layouts_load(dir, &sess()->custom, warn, sizeof warn) ==
        0) {
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
    if (strcmp(lang_current(), "en") == 0) { /* the reader's words */
        snprintf(sess()->custom_warn, sizeof sess()->custom_warn,
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
    snprintf(sess()->custom_warn, sizeof sess()->custom_warn,
             _("Custom layout skipped: %s is not a layout the game can read"),
             where);
}

/* Deal custom layout i and begin it (relaxed, no shift). */
static const char *custom_begin(front_app *a, int i, uint64_t seed)
{
    const llk_layout *l = sess()->custom.layout[i];
    int full = l->rows * l->cols / 4; /* four tiles of each kind, as the
                                         difficulties deal a full board */
    int kinds = llk_layout_kinds(l, full > 0 ? full : 1);
    llk_pair *line = malloc(sizeof *line * (size_t)(l->tiles / 2 + 1));
    int nline = 0;
    llk_generate_info info;
    llk_board *b = line ? llk_generate_layout(l, kinds, LLK_SHIFT_NONE, seed,
                                              CUSTOM_DEAL_MS, NULL, &info, line,
                                              &nline)
                        : NULL;
    free(line);
    if (b == NULL) {
        return N_("This layout could not be dealt");
    }
    const char *err = game_begin_board(sess()->g, GAME_RELAXED,
                                       sess()->difficulty, 1, seed, b);
    llk_board_free(b);
    if (err) {
        return err;
    }
    sess()->mode = GAME_RELAXED;
    sess()->level = 1;
    play_cursor_home(a);
    front_board_changed(a);
    front_goto(a, &st_play);
    return NULL;
}

void custom_start(front_app *a, int i)
{
    if (i < 0 || i >= sess()->custom.n) {
        return;
    }
    uint64_t seed = sess()->fixed_seeds ? sess()->seed + ++sess()->starts
                                        : game_fresh_seed();
    sess()->custom_pending = i + 1;
    sess()->custom_seed = seed;
    sess()->practice = false;
    const char *err = front_begin(a, GAME_RELAXED, sess()->difficulty, 1, seed);
    if (err) {
        front_notice(a, _(err));
    }
}

const char *custom_take(front_app *a, game_mode m, int level, uint64_t seed,
                        bool *taken)
{
    int i = sess()->custom_pending - 1;
    *taken = false;
    if (i < 0 || m != GAME_RELAXED || level != 1 ||
        seed != sess()->custom_seed) {
        return NULL;
    }
    sess()->custom_pending = 0;
    *taken = true;
    return custom_begin(a, i, seed);
}

void custom_warn_draw(front_app *a, int y)
{
    char l1[sizeof sess()->custom_warn], l2[sizeof sess()->custom_warn];
    int w, h, maxw = a->pix_w - 4 * kit_u();
    SDL_Color c = kit_color(KIT_DANGER);
    snprintf(l1, sizeof l1, "%s", sess()->custom_warn);
    l2[0] = '\0';
    text_size(FONT_SMALL, l1, &w, &h);
    /* too wide: cut at the last blank that fits, the rest below */
    for (size_t n = strlen(l1); w > maxw && n > 0; n--) {
        if (sess()->custom_warn[n] == ' ') {
            snprintf(l1, sizeof l1, "%.*s", (int)n, sess()->custom_warn);
            snprintf(l2, sizeof l2, "%s", sess()->custom_warn + n + 1);
            text_size(FONT_SMALL, l1, &w, &h);
        }
    }
    text_draw(a->ren, FONT_SMALL, l1, c, a->pix_w / 2, y, 1);
    if (l2[0]) {
        text_draw(a->ren, FONT_SMALL, l2, c, a->pix_w / 2, y + text_height(FONT_SMALL), 1);
    }
}
