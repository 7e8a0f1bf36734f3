/* st_rule.c - the deal of the day's rule, on a card before its board
 * (issue 48): when the daily game starts (daily_play) or Continue daily
 * resumes it, and its board is about to show with no time played yet, a
 * card over it names the day's rule and explains it (game_rule_title,
 * game_rule_text: the rules layer's words; speech says them). Any key
 * or click (button rule_ok, "Play") starts the board; the clock does not
 * run while the card shows (main.c ticks it on the play screen only). A
 * shift met for the first time still gets its own card after this one.
 * State file: view "rule" (the rule itself is the game's "daily_rule").
 */
#include <stdio.h>

#include "app.h"
#include "screens.h"
#include "text.h"
#include "draw.h"
#include "play.h"
#include "session.h"
#include "seen.h"
#include "i18n.h"
#include "tutorial.h"
#include "screen_state.h"

/* The screen's own state (screen_state.h). */
typedef struct rule_state {
    bool due; /* a daily start asked for the card */
    ui_menu ui;
} rule_state;

static rule_state *S(front_app *a)
{
    return front_state(a, &st_rule, sizeof(rule_state));
}

void rule_card_due(front_app *a)
{
    S(a)->due = true;
}

const front_screen *rule_instead(front_app *a, const front_screen *s)
{
    const game *g = session_game(a->ses);
    if (!S(a)->due || s != &st_play || !g || session_current(a->ses) != SESSION_DAILY ||
        game_get_rule(g) == GAME_RULE_NONE) {
        return s;
    }
    if (game_get_screen(g) != GAME_SCREEN_PLAYING || game_get_elapsed_ms(g) > 0) {
        S(a)->due = false; /* a board begun already: the bar names the rule */
        return s;
    }
    return &st_rule;
}

static const char *rule_caption(void)
{
    /* TRANSLATORS: over the rule's name on the card before the deal of
     * the day */
    return _("Today's rule");
}

static game_rule rule_of(const front_app *a)
{
    return game_get_rule(session_game(a->ses));
}

/* The sample tiles' height: a tile of the board for gold and hidden (a
 * gold tile; a tile beside one face down), none for the others. */
static int rule_sample_h(const front_app *a)
{
    game_rule r = rule_of(a);
    return r == GAME_RULE_GOLD || r == GAME_RULE_HIDDEN ? play(a)->lay.cell + kit_u() * 2 : 0;
}

/* The card's words: its caption, the rule's title and its text. */
static kit_words rule_words(const front_app *a)
{
    game_rule r = rule_of(a);
    kit_words w = {rule_caption(), _(game_rule_title(r)),
                   _(game_rule_text(r)), kit_u()};
    return w;
}

/* The card: two thirds of the window wide (wider when the title needs
 * it), as tall as its words, samples and Play, centred. */
static SDL_Rect rule_card(const front_app *a)
{
    int u = kit_u(), tw, h;
    SDL_Rect card = {a->pix_w / 6, 0, a->pix_w * 2 / 3, 0};
    kit_words w = rule_words(a);
    text_size(FONT_HEADING, w.heading, &tw, &h);
    return kit_words_card(a->ren, a->pix_w, a->pix_h, card, tw + 4 * u, 3 * u,
                          &w, 2 * u + rule_sample_h(a) + 2 * u);
}

static const ui_menu *rule_build(front_app *a)
{
    ui_menu *ui = &S(a)->ui;
    /* TRANSLATORS: the button on the deal of the day's rule card */
    kit_card_foot(ui, _("Play"), "rule_ok", rule_card(a), a->pix_w);
    return ui;
}

static void rule_enter(front_app *a, const front_screen *prev)
{
    (void)prev;
    rule_build(a);
}

static void rule_event(front_app *a, const SDL_Event *e)
{
    if (e->type == SDL_MOUSEMOTION) {
        ui_menu_take(&S(a)->ui, a, e); /* Play lights under the pointer */
        return;
    }
    if ((e->type == SDL_KEYDOWN && e->key.keysym.sym != SDLK_F11) ||
        (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT)) {
        S(a)->due = false; /* read: the board */
        front_goto(a, &st_play);
    }
}

/* Gold: a gold tile. Hidden: a tile face up beside one face down. */
static void rule_samples(front_app *a, int y)
{
    game_rule r = rule_of(a);
    const game *g = session_game(a->ses);
    float cell = (float)play(a)->lay.cell, cy = (float)y + cell / 2;
    float cx = (float)a->pix_w / 2;
    if (r == GAME_RULE_GOLD) {
        draw_tile(a, game_rule_gold_kind(g), cx, cy, 1.0f, 255);
        draw_tile_gold(a, cx, cy, 1.0f);
    } else if (r == GAME_RULE_HIDDEN) {
        draw_tile(a, 1, cx - cell * 0.6f, cy, 1.0f, 255);
        draw_tile_back(a, cx + cell * 0.6f, cy, 1.0f);
    }
}

static void rule_draw(front_app *a)
{
    card_board_under(a);
    int u = kit_u();
    kit_words w = rule_words(a);
    rule_samples(a, kit_words_card_draw(a->ren, rule_card(a), 3 * u, &w) + 2 * u);
    card_button(a, rule_build(a));
}

/* Speech on entering: the rule and its words. */
static const char *rule_spoken(const front_app *a)
{
    static char said[512];
    game_rule r = game_get_rule(session_game(a->ses));
    char name[96];
    snprintf(name, sizeof name, _("Today's rule: %s"), _(game_rule_title(r)));
    snprintf(said, sizeof said, _("%s. %s"), name, _(game_rule_text(r)));
    return said;
}

const front_screen st_rule = {.name = "rule", .enter = rule_enter, .event = rule_event,
                              .draw = rule_draw, .menu = rule_build,
                              .spoken = rule_spoken};
