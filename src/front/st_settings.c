/* st_settings.c - the Settings screen: one button per setting of the
 * table (settings.h) not hidden, whose id is the setting's key; a click
 * or Enter changes its value (a switch turns over, a choice goes to the
 * next, a number steps and wraps), applied and saved at once; changing
 * the volume plays a sound at the new volume; a tile set or background
 * that cannot be loaded is refused with a notice. Button ids: the keys
 * (sfx_volume, fullscreen, anim_speed, path_ms, confirm_leave, language,
 * tileset, background, music_volume) and back.
 */
#include <stdio.h>
#include <string.h>

#include "front.h"
#include "lang.h"
#include "i18n.h"

#define SET_BACK 1000
#define SET_MAX 20

static ui_menu set_ui;
static char set_labels[SET_MAX][160];

/* A tile set's or background's name as the screen says it: the shipped
 * ones translated, others as they are. */
static const char *theme_words(const char *name)
{
    static const char *const known[] = {N_("emoji"), N_("mahjong"),
                                        N_("felt"),  N_("ink"),
                                        N_("silk"),  N_("wood")};
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        if (strcmp(name, known[i]) == 0) {
            return _(known[i]);
        }
    }
    return name;
}

/* A value as the screen says it. */
static const char *value_words(const front_app *a, const settings_row *r,
                               char *buf, size_t len)
{
    static const char *const speeds[] = {N_("slow"), N_("normal"),
                                         N_("fast"), N_("off")};
    int v = settings_get(a->set, r->key);
    if (r->type == SETTINGS_BOOL) {
        snprintf(buf, len, "%s", v ? _("on") : _("off"));
    } else if (strcmp(r->key, "anim_speed") == 0 && v >= 0 && v < 4) {
        snprintf(buf, len, "%s", _(speeds[v]));
    } else if (r->type == SETTINGS_ENUM && strcmp(r->key, "language") == 0) {
        snprintf(buf, len, "%s", lang_choice_label(r->choices[v]));
    } else if (r->type == SETTINGS_ENUM) {
        snprintf(buf, len, "%s", theme_words(r->choices[v]));
    } else if (strcmp(r->key, "path_ms") == 0) {
        snprintf(buf, len, _("%.1f s"), v / 1000.0);
    } else if (strcmp(r->key, "sfx_volume") == 0 ||
               strcmp(r->key, "music_volume") == 0) {
        snprintf(buf, len, "%d %%", v);
    } else {
        snprintf(buf, len, "%d", v);
    }
    return buf;
}

/* Top of the buttons: under the title and the line below it. */
static int set_top(const front_app *a)
{
    return a->pix_h / 14 + text_height(FONT_BIG) + 4 + text_height(FONT_SMALL) +
           text_height(FONT_NORMAL) / 2;
}

/* Columns of buttons: one, or two when one would leave no room under
 * the list for the focused row's description (small windows). */
static int set_columns(const front_app *a, int n)
{
    int height = ui_menu_rows_height(true, n);
    int room = a->pix_h - set_top(a) - 3 * text_height(FONT_SMALL);
    return height > room ? 2 : 1;
}

static const ui_menu *set_build(front_app *a)
{
    int focus = set_ui.focus;
    int shown = 1; /* Back */
    for (int i = 0; i < settings_count(); i++) {
        shown += !settings_row_at(i)->hidden;
    }
    ui_menu_clear(&set_ui, set_columns(a, shown));
    for (int i = 0, k = 0; i < settings_count() && k < SET_MAX; i++) {
        const settings_row *r = settings_row_at(i);
        if (r->hidden) {
            continue;
        }
        char val[64];
        snprintf(set_labels[k], sizeof set_labels[k], "%s: %s", _(r->label),
                 value_words(a, r, val, sizeof val));
        ui_menu_add(&set_ui, set_labels[k], i, r->key);
        k++;
    }
    ui_menu_add(&set_ui, _("Back"), SET_BACK, "back");
    set_ui.focus = focus < set_ui.n ? focus : 0;
    set_ui.compact = true;
    ui_menu_layout(&set_ui, a, set_top(a));
    return &set_ui;
}

static void set_enter(front_app *a)
{
    set_ui.focus = 0;
    set_build(a);
}

static void set_leave(front_app *a)
{
    a->anim.notice_until = 0; /* a refusal is said here only */
}

static void set_event(front_app *a, const SDL_Event *e)
{
    bool changed;
    set_build(a);
    int id = ui_menu_event(&set_ui, a, e, &changed);
    if (changed) {
        a->dirty = true;
    }
    if (id >= 0 && id < settings_count()) {
        const char *key = settings_row_at(id)->key;
        settings_step(a->set, key);
        remember_changed(a, key);
        a->dirty = true;
    } else if (id == SET_BACK || id == -2) {
        front_goto(a, &st_menu);
    }
}

static void set_draw(front_app *a)
{
    const ui_menu *m = set_build(a);
    draw_background(a);
    ui_title(a, _("Settings"), a->pix_h / 14);
    text_draw(a->ren, FONT_SMALL,
              _("Click or press Enter to change; saved at once"),
              col_rgb(200, 210, 220), a->pix_w / 2,
              a->pix_h / 14 + text_height(FONT_BIG) + 4, 1);
    ui_menu_draw(m, a);
    int f = m->focus;
    if (f >= 0 && f < m->n && m->id[f] < settings_count()) {
        SDL_Rect last = m->rect[m->n - 1];
        text_draw(a->ren, FONT_SMALL, _(settings_row_at(m->id[f])->help),
                  col_rgb(255, 210, 90), a->pix_w / 2,
                  last.y + last.h + text_height(FONT_SMALL), 1);
    }
    if (a->anim.notice_until) { /* a tile set refused */
        SDL_Rect last = m->rect[m->n - 1];
        text_draw(a->ren, FONT_SMALL, a->anim.notice, col_rgb(255, 140, 120),
                  a->pix_w / 2, last.y + last.h + 2 * text_height(FONT_SMALL) + 4,
                  1);
    }
}

const front_screen st_settings = {.name = "settings", .enter = set_enter,
                                  .leave = set_leave,
                                  .event = set_event, .draw = set_draw,
                                  .update = front_notice_update,
                                  .menu = set_build};
