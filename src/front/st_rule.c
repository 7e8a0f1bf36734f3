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

static bool rule_due; /* a daily start asked for the card */
static ui_menu rule_ui;

void rule_card_due(void)
{
    rule_due = true;
}

const front_screen *rule_instead(const front_app *a, const front_screen *s)
{
    const game *g = session_game(a->ses);
    if (!rule_due || s != &st_play || !g || session_current(a->ses) != SESSION_DAILY ||
        game_get_rule(g) == GAME_RULE_NONE) {
        return s;
    }
    if (game_get_screen(g) != GAME_SCREEN_PLAYING || game_get_elapsed_ms(g) > 0) {
        rule_due = false; /* a board begun already: the bar names the rule */
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
    return r == GAME_RULE_GOLD || r == GAME_RULE_HIDDEN ? play()->lay.cell + kit_u() * 2 : 0;
}

/* The card: two thirds of the window wide (wider when the title needs
 * it), as tall as its words, samples and Play, centred. *words: the
 * height of its caption, title and text. */
static SDL_Rect rule_card(const front_app *a, int *words)
{
    int u = kit_u(), tw, h;
    game_rule r = rule_of(a);
    SDL_Rect card = {a->pix_w / 6, 0, a->pix_w * 2 / 3, 0};
    text_size(FONT_HEADING, _(game_rule_title(r)), &tw, &h);
    if (tw + 4 * u > card.w) {
        card.w = tw + 4 * u < a->pix_w - 4 * u ? tw + 4 * u : a->pix_w - 4 * u;
        card.x = (a->pix_w - card.w) / 2;
    }
    SDL_Rect in = {card.x + 3 * u, 0, card.w - 6 * u, 0};
    *words = text_height(FONT_CAPTION) + u +
             kit_text_block(a->ren, KIT_HEADING, _(game_rule_title(r)),
                            kit_color(KIT_ACCENT), in, 1, false) +
             u + kit_text_block(a->ren, KIT_BODY, _(game_rule_text(r)),
                                kit_color(KIT_ON_SURFACE), in, 1, false);
    int tall = 3 * u + *words + 2 * u + rule_sample_h(a) + 2 * u +
               ui_menu_rows_height(false, 1) + 2 * u;
    card.h = tall < a->pix_h - 2 * u ? tall : a->pix_h - 2 * u;
    card.y = (a->pix_h - card.h) / 2;
    return card;
}

static const ui_menu *rule_build(front_app *a)
{
    ui_menu_clear(&rule_ui, 1);
    /* TRANSLATORS: the button on the deal of the day's rule card */
    ui_menu_add(&rule_ui, _("Play"), 0, "rule_ok");
    int words;
    kit_card_foot(&rule_ui, rule_card(a, &words), a->pix_w);
    return &rule_ui;
}

static void rule_enter(front_app *a, const front_screen *prev)
{
    (void)prev;
    rule_build(a);
}

static void rule_event(front_app *a, const SDL_Event *e)
{
    if (e->type == SDL_MOUSEMOTION) {
        ui_menu_take(&rule_ui, a, e); /* Play lights under the pointer */
        return;
    }
    if ((e->type == SDL_KEYDOWN && e->key.keysym.sym != SDLK_F11) ||
        (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT)) {
        rule_due = false; /* read: the board */
        front_goto(a, &st_play);
    }
}

/* Gold: a gold tile. Hidden: a tile face up beside one face down. */
static void rule_samples(front_app *a, int y)
{
    game_rule r = rule_of(a);
    const game *g = session_game(a->ses);
    float cell = (float)play()->lay.cell, cy = (float)y + cell / 2;
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
    st_play.draw(a); /* the board waiting under the card */
    text_overlay();
    SDL_Rect all = {0, 0, a->pix_w, a->pix_h};
    SDL_Color dim = kit_color(KIT_INK);
    dim.a = 150; /* the board dimmed under the card */
    draw_fill(a->ren, all, dim);
    seen_mark("scrim", all);
    int u = kit_u(), words;
    game_rule r = rule_of(a);
    SDL_Rect card = rule_card(a, &words);
    kit_panel(a->ren, card);
    int y = card.y + 3 * u;
    text_draw(a->ren, FONT_CAPTION, rule_caption(), kit_color(KIT_ON_SURFACE_DIM),
              a->pix_w / 2, y, 1);
    y += text_height(FONT_CAPTION) + u;
    SDL_Rect in = {card.x + 3 * u, y, card.w - 6 * u, 0};
    in.y += kit_text_block(a->ren, KIT_HEADING, _(game_rule_title(r)), kit_color(KIT_ACCENT),
                           in, 1, true) + u;
    in.y += kit_text_block(a->ren, KIT_BODY, _(game_rule_text(r)), kit_color(KIT_ON_SURFACE),
                           in, 1, true);
    rule_samples(a, in.y + 2 * u);
    const ui_menu *m = rule_build(a);
    seen_control(m->sid[0]);
    kit_primary(a->ren, m->rect[0], m->label[0], NULL, ui_menu_state(m, 0));
    seen_control(NULL);
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
