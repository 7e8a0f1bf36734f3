/* st_deal.c - "Dealing the board": shown while the generator deals the
 * level the player started (from the menu, the level chooser or a game
 * ID) on its thread, when that takes longer than a glance (hard levels
 * with a shift can take a few tenths of a second). The window keeps
 * answering meanwhile; the game begins as soon as the board is there.
 * Button id: cancel (Esc too) goes back to the screen the game was
 * started from; the game in progress, if any, is kept (the deal is let go
 * without waiting for it, ahead.c).
 */
#include <stdio.h>
#include <stdlib.h>

#include "app.h"
#include "screens.h"
#include "text.h"
#include "flow.h"
#include "draw.h"
#include "diag.h"
#include "play.h"
#include "session.h"
#include "i18n.h"
#include "screen_state.h"

/* How long a start waits for its board before this screen shows: a level
 * dealt in less (level 1 and the levels without a long search) goes
 * straight to the board. For the tests, LLK_DEAL_WAIT_MS sets it (0-5000;
 * 0 shows this screen for any level whose deal takes longer than a look
 * at the thread) and LLK_DEAL_MIN_MS keeps this screen up at least that
 * long (0-600000), however fast the board is dealt. */
enum { DEAL_WAIT_MS = 80 };

/* The screen's own state (screen_state.h). */
typedef struct deal_state {
    ui_menu ui;
    const front_screen *back; /* where Cancel goes */
    Uint32 since;             /* when this screen was entered */
    int min_ms;               /* LLK_DEAL_MIN_MS, read then */
    int dots_drawn;
} deal_state;

static deal_state *S(front_app *a)
{
    return front_state(a, &st_deal, sizeof(deal_state));
}

static int env_ms(const char *name, int dflt, long max)
{
    const char *e = getenv(name);
    if (e == NULL || *e == '\0') {
        return dflt;
    }
    char *end;
    long v = strtol(e, &end, 10);
    return *end == '\0' && v >= 0 && v <= max ? (int)v : dflt;
}

int front_deal_wait_ms(void)
{
    return env_ms("LLK_DEAL_WAIT_MS", DEAL_WAIT_MS, 5000);
}

static const ui_menu *deal_build(front_app *a)
{
    ui_menu *ui = &S(a)->ui;
    ui_menu_clear(ui, 1);
    ui_menu_add(ui, _("Cancel"), 0, "cancel");
    ui_menu_layout(ui, a, a->pix_h * 6 / 10);
    return ui;
}

static void deal_enter(front_app *a, const front_screen *prev)
{
    if (prev == &st_confirm) {
        prev = confirm_from(a); /* asked first: back where it was asked */
    }
    deal_state *s = S(a);
    s->back = prev != NULL && prev != &st_deal ? prev : &st_menu;
    s->since = SDL_GetTicks();
    s->min_ms = env_ms("LLK_DEAL_MIN_MS", 0, 600000);
    deal_build(a);
}

static void deal_cancel(front_app *a)
{
    session_cancel(a->ses);
    front_goto(a, S(a)->back ? S(a)->back : &st_menu);
}

static void deal_event(front_app *a, const SDL_Event *e)
{
    deal_build(a);
    int id = ui_menu_take(&S(a)->ui, a, e);
    if (id == 0 || id == -2) {
        deal_cancel(a);
    }
}

static int deal_dots(front_app *a, Uint32 now)
{
    return (int)((now - S(a)->since) / 400 % 3) + 1; /* a step every 400 ms */
}

/* Begin the game once its board is dealt (the main loop looks every
 * 20 ms on this screen, front_idle_ms); meanwhile a frame only when the
 * dots change, so the dealing thread keeps the processor. */
static bool deal_update(front_app *a, Uint32 now)
{
    deal_state *s = S(a);
    session_result r = (int)(now - s->since) < s->min_ms
                           ? SESSION_DEAL_LATER
                           : session_deal_poll(a->ses, 0);
    if (r == SESSION_DEAL_LATER) {
        if (deal_dots(a, now) != s->dots_drawn) {
            a->dirty = true;
        }
        return false;
    }
    const char *err = front_started(a, r);
    if (err) { /* dealt, yet no game (out of memory): back, saying why */
        fprintf(stderr, "lianliankan: %s\n", err);
        session_cancel(a->ses);
        front_goto(a, S(a)->back ? S(a)->back : &st_menu);
        front_notice(a, _(err));
    }
    return false;
}

static void deal_draw(front_app *a)
{
    const ui_menu *m = deal_build(a);
    draw_background(a);
    /* one to three dots: the window is alive */
    int dots = S(a)->dots_drawn = deal_dots(a, SDL_GetTicks());
    char title[128];
    snprintf(title, sizeof title, "%s%.*s%*s", _("Dealing"), dots, "...", 3 - dots, "");
    ui_title(a, title, a->pix_h / 5);
    text_draw(a->ren, FONT_NORMAL, _("Every board is proven winnable before it is dealt."),
              kit_color(KIT_ON_SURFACE), a->pix_w / 2,
              a->pix_h / 5 + text_height(FONT_BIG) * 2, 1);
    ui_menu_draw(m, a);
}

static void deal_view(front_app *a, game_view *v)
{
    (void)a;
    v->notice = _("Dealing the board…");
}

const front_screen st_deal = {.name = "dealing", .enter = deal_enter, .event = deal_event,
                              .update = deal_update, .draw = deal_draw, .menu = deal_build,
                              .view = deal_view};

/* Starting a game (screens.h): where a start of the session goes, this
 * screen among them. */

void front_start_level(front_app *a, int level, bool with_seed)
{
    const char *err = front_begin(a, session_next_mode(a->ses),
                                  session_next_difficulty(a->ses), level,
                                  session_seed(a->ses, with_seed));
    if (err) {
        fprintf(stderr, "lianliankan: %s\n", err);
    }
}

const char *front_begin(front_app *a, game_mode m, game_difficulty d,
                        int level, uint64_t seed)
{
    front_ask_rule(a);
    return front_started(a, session_start(a->ses, m, d, level, seed));
}

const char *front_started(front_app *a, session_result r)
{
    switch (r) {
    case SESSION_STARTED:
        play_cursor_home(a); /* shown from the start of the level, by keys */
        front_board_changed(a);
        front_goto(a, &st_play);
        return NULL;
    case SESSION_ASK:
        front_ask(a, CONFIRM_LEAVE); /* st_confirm answers the session */
        return NULL;
    case SESSION_DEAL_LATER:
        front_goto(a, &st_deal); /* st_deal polls the session */
        return NULL;
    default:
        return session_error(a->ses);
    }
}
