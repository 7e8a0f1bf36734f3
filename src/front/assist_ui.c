/* assist_ui.c - the solver playing along, on the play screen: the
 * dead-end strip under the board (with its one button: a free re-deal in
 * a timed game, undo to the last winnable position in a relaxed one) and
 * Show me (D, or the pause screen's button: front_show_me asks first when
 * it costs the run its score) playing the rest of the board
 * one animated pair at a time. The rules live in src/game/assist.c.
 */
#include <stdio.h>

#include "app.h"
#include "screen_state.h"
#include "seen.h"
#include "audio.h"
#include "text.h"
#include "fx.h"
#include "flow.h" /* front_notice */
#include "play.h"
#include "session.h"
#include "i18n.h"
#include "keys.h"

/* The strip's button, the app's (screen_state.h). */
static ui_menu *strip_ui(const front_app *a)
{
    static const char key = 'd'; /* its address is the key */
    return front_state(a, &key, sizeof(ui_menu));
}

enum { STRIP_ACTION = 1 };

/* The strip's height in pixels while the dead-end notice stands, else 0:
 * the notification lane's, which layout_board always keeps under the
 * board. */
int assist_strip_h(const front_app *a)
{
    return play(a)->dead_end ? kit_lane_rect(a).h : 0;
}

/* The strip's button in a relaxed game or a timed one, with its key from
 * the key table. */
static const char *strip_label_of(bool relaxed)
{
    static char labels[2][128]; /* a menu keeps the one it was given */
    char key[16], *label = labels[relaxed];
    keys_cap(KEYS_PLAY, relaxed ? KA_WAY_BACK : KA_REDEAL, key, sizeof key);
    snprintf(label, sizeof labels[0], _("%s (%s)"),
             relaxed ? _("Undo to the last winnable position")
                     : _("Re-deal for free"),
             key);
    return label;
}

static const char *strip_label(const front_app *a)
{
    return strip_label_of(game_get_mode(session_game(a->ses)) == GAME_RELAXED);
}

static const char *strip_message(void)
{
    return _("No way to clear the board from here");
}

/* Whether the strip's message and its button (this game's mode's)
 * share one row of the window. At a large text size they may not: the
 * lane is then two rows tall, the message over the button. */
static bool strip_one_row(const front_app *a)
{
    int th = text_height(FONT_NORMAL), mw, bw, h;
    bool relaxed = session_game(a->ses) &&
                   game_get_mode(session_game(a->ses)) == GAME_RELAXED;
    text_size(FONT_NORMAL, strip_message(), &mw, &h);
    text_size(FONT_BODY, strip_label_of(relaxed), &bw, &h);
    bw += text_height(FONT_BODY) * 2; /* as ui_menu_layout makes it */
    bw = bw < a->pix_w / 4 ? a->pix_w / 4 : bw;
    return th + mw + th + bw + th <= a->pix_w;
}

int assist_lane_h(const front_app *a)
{
    /* a row as tall as the strip's button (a compact row) and a little;
     * the message's line over it */
    int row = text_height(FONT_BODY) * 3 / 2 + kit_u() / 2;
    return strip_one_row(a) ? row : text_height(FONT_NORMAL) + kit_u() + row;
}

static void strip_build(front_app *a)
{
    ui_menu_clear(strip_ui(a), 1);
    strip_ui(a)->compact = true; /* the lane is as tall as a compact row */
    if (!play(a)->dead_end) {
        return;
    }
    ui_menu_add(strip_ui(a), strip_label(a), STRIP_ACTION, "dead_end");
    int h = assist_strip_h(a);
    int th = text_height(FONT_NORMAL);
    ui_menu_layout(strip_ui(a), a, a->pix_h - h + th / 2 + th);
    SDL_Rect *r = &strip_ui(a)->rect[0];
    if (strip_one_row(a)) {
        /* One row: the message on the left, the button on the right. */
        r->y = a->pix_h - h + (h - r->h) / 2;
        r->x = a->pix_w - r->w - th;
    } else { /* two: the button centred under the message */
        int row = h - th - kit_u();
        r->y = a->pix_h - row + (row - r->h) / 2;
        r->x = (a->pix_w - r->w) / 2;
    }
}

const ui_menu *assist_menu(front_app *a)
{
    strip_build(a);
    return strip_ui(a);
}

/* The notice came, or the board changed: show or drop the strip. */
static void set_dead_end(front_app *a, bool on)
{
    if (play(a)->dead_end != on) {
        play(a)->dead_end = on; /* in the lane: the board does not move */
        a->dirty = true;
    }
}

void assist_on_notice(front_app *a)
{
    audio_play(a->svc.audio, SND_REFUSE);
    set_dead_end(a, true);
}

/* The strip's action: free re-deal (timed) or undo to winnable; what it
 * did (ASSIST_UNDONE: the board went back, to be laid out again). */
static assist_took strip_action(front_app *a)
{
    assist_took took = ASSIST_TAKEN;
    if (game_get_mode(session_game(a->ses)) == GAME_RELAXED) {
        int before = game_get_tiles_left(session_game(a->ses));
        if (game_undo_to_winnable(session_game(a->ses)) == GAME_UNDO_DONE) {
            took = ASSIST_UNDONE;
            /* what W did, in pairs put back */
            int n = (game_get_tiles_left(session_game(a->ses)) - before) / 2;
            char msg[160];
            snprintf(msg, sizeof msg,
                     P_("%d pair put back: the board can be cleared again",
                        "%d pairs put back: the board can be cleared again", n),
                     n);
            front_notice(a, n > 0 ? msg
                                  : _("Back to a board that can be cleared"));
        }
    } else if (game_redeal(session_game(a->ses)) == GAME_REDEAL_DONE) {
        audio_play(a->svc.audio, SND_REDEAL);
        play(a)->anim.active = false;
        front_notice(a, _("Re-dealt for free"));
    }
    set_dead_end(a,
                 game_get_position(session_game(a->ses)) == GAME_POSITION_LOST);
    return took;
}

assist_took assist_key(front_app *a, int k)
{
    if (k == KA_WAY_BACK && play(a)->dead_end &&
        game_get_mode(session_game(a->ses)) == GAME_RELAXED) {
        return strip_action(a);
    }
    if (k == KA_REDEAL && play(a)->dead_end &&
        game_get_mode(session_game(a->ses)) == GAME_TIMED) {
        return strip_action(a);
    }
    return ASSIST_NOT_TAKEN;
}

assist_took assist_event(front_app *a, const SDL_Event *e)
{
    if (!play(a)->dead_end ||
        (e->type != SDL_MOUSEBUTTONDOWN && e->type != SDL_MOUSEMOTION)) {
        return ASSIST_NOT_TAKEN;
    }
    strip_build(a);
    int id = ui_menu_take(strip_ui(a), a, e);
    if (id == STRIP_ACTION) {
        return strip_action(a);
    }
    return ASSIST_NOT_TAKEN;
}

void assist_draw(front_app *a, const char *toast)
{
    if (!play(a)->dead_end) {
        return;
    }
    int h = assist_strip_h(a);
    SDL_Rect strip = {0, a->pix_h - h, a->pix_w, h};
    text_notice();
    kit_round(a->ren, strip, 0, kit_color(KIT_SURFACE));
    kit_solid(strip);
    seen_mark("dead_end", strip);
    SDL_Rect edge = {0, strip.y, a->pix_w, kit_u() / 3 + 2};
    kit_round(a->ren, edge, 0, kit_color(KIT_DANGER));
    strip_build(a);
    int th = text_height(FONT_NORMAL), tw, tt;
    bool one = strip_one_row(a);
    /* a toast on show takes the message's place in the lane, cut to its
     * room when it is longer */
    const char *s = toast ? toast : strip_message();
    int room = one ? strip_ui(a)->rect[0].x - 2 * th : a->pix_w - 2 * th;
    char cut[160];
    text_size(FONT_NORMAL, s, &tw, &tt);
    if (tw > room) {
        kit_elide(KIT_BODY, s, room, cut, sizeof cut);
        s = cut;
    }
    if (one) {
        text_draw(a->ren, FONT_NORMAL, s, kit_color(KIT_ON_SURFACE), th,
                  strip.y + (h - th) / 2, 0);
    } else { /* over the button, centred */
        text_draw(a->ren, FONT_NORMAL, s, kit_color(KIT_ON_SURFACE),
                  a->pix_w / 2, strip.y + kit_u() * 2 / 3, 1);
    }
    ui_menu_draw(strip_ui(a), a);
}

bool assist_demo_start(front_app *a)
{
    switch (game_demo_start(session_game(a->ses))) {
    case GAME_DEMO_STARTED: /* resumed: the caller shows it playing */
        play(a)->demo_next = SDL_GetTicks();
        a->dirty = true;
        return true;
    case GAME_DEMO_LOST:
        audio_play(a->svc.audio, SND_REFUSE);
        front_notice(a, _("This board cannot be cleared: nothing to show"));
        return false;
    default:
        return false;
    }
}

bool assist_update(front_app *a, Uint32 now, llk_pair *move, bool *move_due)
{
    *move_due = false;
    if (game_get_board(session_game(a->ses)) != NULL) {
        game_poll(session_game(a->ses));
        if (play(a)->dead_end &&
            game_get_position(session_game(a->ses)) != GAME_POSITION_LOST) {
            set_dead_end(a, false);
        }
    }
    if (!game_demo_on(session_game(a->ses))) {
        return false;
    }
    /* One pair when the last one's animation is over, at least every
     * 0.6 s (slower with LLK_ANIM_SCALE). */
    if (play(a)->anim.active || (Sint32)(now - play(a)->demo_next) < 0) {
        return true;
    }
    llk_pair p;
    if (!game_demo_next(session_game(a->ses), &p)) {
        a->dirty = true;
        return false;
    }
    play(a)->demo_next = now + 600 * fx_anim_scale();
    *move = p;
    *move_due = true;
    return true;
}
