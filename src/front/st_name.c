/* st_name.c - a run entered the high-score table: the player's name.
 *
 * The entry screen (entry.h) with the name's spec: up to 24 characters of
 * any script (an input method can compose 张三), the last name typed (else
 * the login name) to start with; Enter or OK accepts, Esc (a pad's B)
 * keeps the name shown first. Then the table, the new entry highlighted.
 * Button ids: ok, and the entry itself (name, a field); with the on-screen
 * keyboard the focus starts on its done key (the name ready to accept).
 * The state file's "entry" is the text.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "screens.h"
#include "text.h"
#include "draw.h"
#include "entry.h"
#include "keys.h"
#include "prefs.h"
#include "session.h"
#include "i18n.h"
#include "lang.h"
#include "pad.h"
#include "screen_state.h"

/* The screen's own state (screen_state.h). */
typedef struct name_state {
    entry entry;
    char dflt[SCORES_NAME_BYTES]; /* the name shown first */
} name_state;

static name_state *S(front_app *a)
{
    return front_state(a, &st_name, sizeof(name_state));
}

enum { NAME_OK };

/* Where things go: with the on-screen keyboard the prompt line is left
 * out and everything moves up to make room for its keys. */
typedef struct name_place {
    int title_y, score_y, prompt_y, foot_y, buttons_y;
    SDL_Rect box;
} name_place;

static name_place name_layout(const front_app *a, bool osk)
{
    name_place p;
    int th = text_height(FONT_NORMAL), big = text_height(FONT_BIG);
    int w = a->pix_w * 2 / 3;
    p.foot_y = a->pix_h - text_height(FONT_SMALL) * 2;
    if (!osk) {
        p.title_y = a->pix_h / 10;
        p.score_y = p.title_y + big + th;
        p.prompt_y = p.score_y + th * 2;
        p.box = (SDL_Rect){(a->pix_w - w) / 2, p.prompt_y + th * 3 / 2, w,
                           th * 2};
        p.buttons_y = a->pix_h * 6 / 10;
        int u = kit_u();
        if (kit_text_size_pct() > 100 &&
            p.buttons_y < p.box.y + p.box.h + u) { /* large text: closer */
            p.title_y = 2 * u;
            p.score_y = p.title_y + big + u;
            p.prompt_y = p.score_y + th + u;
            p.box.y = p.prompt_y + th + u;
            p.box.h = th * 3 / 2;
            p.buttons_y = p.box.y + p.box.h + 2 * u;
        }
        return p;
    }
    kit_osk_place k = kit_osk_layout(a->pix_w, a->pix_h, false);
    p.title_y = k.title_y;
    p.score_y = k.line_y;
    p.prompt_y = -1;
    p.box = k.box;
    p.buttons_y = k.buttons_y;
    p.foot_y = k.foot_y;
    return p;
}

/* OK over the keys (with them, their own OK); the entry's box. */
static SDL_Rect name_buttons(front_app *a, ui_menu *m, bool osk)
{
    name_place p = name_layout(a, osk);
    ui_menu_clear(m, 1);
    if (!osk) {
        ui_menu_add(m, _("OK"), NAME_OK, "ok");
        ui_menu_layout(m, a, p.buttons_y);
    }
    return p.box;
}

/* The run added under name, and the table shown with it highlighted. */
static void name_done(front_app *a, const char *name)
{
    game_difficulty d;
    if (session_name_wanted(a->ses)) {
        bool endless = session_run_end(a->ses)->kind == GAME_KIND_ENDLESS;
        int place = remember_name_done(a, name, &d);
        (endless ? scores_select_endless : scores_select)(a, d, place);
    }
}

static void name_accept(front_app *a, const char *name)
{
    name_done(a, name);
    front_goto(a, &st_scores);
}

static void name_ok(front_app *a, int id)
{
    (void)id; /* OK, the only button */
    name_accept(a, S(a)->entry.text);
}

/* Esc (B): the name shown first. */
static void name_cancel(front_app *a)
{
    name_accept(a, S(a)->dflt);
}

/* What the entry takes (a constant; inside a function, as its pointers
 * to functions would put it among the file's data). */
static const entry_spec *name_spec(void)
{
    static const entry_spec spec = {
        .label = N_("Name"), .id = "name", .done = N_("OK"),
        .max_chars = SCORES_NAME_CHARS, .focus_done = true,
        .buttons = name_buttons, .button = name_ok, .accept = name_accept,
        .cancel = name_cancel};
    return &spec;
}

static const ui_menu *name_build(front_app *a)
{
    return entry_build(&S(a)->entry, a);
}

static void name_enter(front_app *a, const front_screen *prev)
{
    (void)prev;
    name_state *s = S(a);
    profile_default_name(&prefs(a)->prof, s->dflt, sizeof s->dflt);
    s->entry.spec = name_spec();
    entry_enter(&s->entry, a, s->dflt);
}

static void name_leave(front_app *a)
{
    name_state *s = S(a);
    entry_leave(&s->entry);
    if (session_name_wanted(a->ses)) {
        /* left without Enter (the window closed): the name as it stands */
        name_done(a, s->entry.text[0] ? s->entry.text : s->dflt);
    }
}

static void name_event(front_app *a, const SDL_Event *e)
{
    entry_event(&S(a)->entry, a, e);
}

static void name_draw(front_app *a)
{
    char buf[160];
    const ui_menu *m = name_build(a);
    name_place p = name_layout(a, pad_keyless(a));
    draw_background(a);
    ui_title(a, _("A new high score!"), p.title_y);
    char num[32];
    lang_number(num, sizeof num, session_run_end(a->ses)->score);
    snprintf(buf, sizeof buf,
             session_run_end(a->ses)->kind == GAME_KIND_ENDLESS
                 ? _("%s points, boards cleared: %d (%s)")
                 : _("%s points, levels cleared: %d (%s)"),
             num, session_run_end(a->ses)->levels,
             lang_difficulty_name(session_run_end(a->ses)->diff));
    text_draw(a->ren, FONT_NORMAL, buf, kit_color(KIT_ACCENT), a->pix_w / 2,
              p.score_y, 1);
    if (p.prompt_y >= 0) {
        text_draw(a->ren, FONT_NORMAL, _("Your name (Enter to keep it):"),
                  kit_color(KIT_ON_SURFACE_DIM), a->pix_w / 2, p.prompt_y, 1);
    }
    entry_draw_box(&S(a)->entry, a);
    ui_menu_draw(m, a);
    const char *foot =
        !pad_keyless(a) ? _("Up to 24 characters. Esc keeps the name shown first.")
        : S(a)->entry.look.pad ? _("Up to 24 characters. B keeps the name shown first.")
                        : _("Up to 24 characters.");
    text_draw(a->ren, FONT_SMALL, foot, kit_color(KIT_ON_SURFACE_DIM), a->pix_w / 2,
              p.foot_y, 1);
}

static void name_view(front_app *a, game_view *v)
{
    v->entry = S(a)->entry.text;
}

const front_screen st_name = {.name = "name_entry", .tier = 2, .keys = KEYS_ENTRY,
                              .enter = name_enter,
                              .leave = name_leave, .event = name_event,
                              .draw = name_draw, .menu = name_build,
                              .view = name_view};
