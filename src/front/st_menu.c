/* st_menu.c - the title screen: the game's name as art (title_art.c), the
 * games kept in one row (Continue the run and Continue practice, each a
 * card with a picture of the board kept and what it resumes, side by side
 * when both are kept; when none is, the name lower in their place), the
 * new games (New game: Easy in gold when no game is kept: the place to
 * start, with no second button doing the same), and a row of scores, statistics,
 * settings, help and quit at the foot. The Deal of the day's slot
 * continues today's deal kept (continue_daily), else starts it (daily).
 * Button ids (the state file's "buttons"): continue, continue_practice,
 * new_easy, new_normal, new_hard, relaxed, zen or continue_zen, endless
 * or continue_endless, numbered,
 * levels, daily or continue_daily, scores, stats, settings, help, quit.
 * Each has a fixed slot whatever the game's state, so nothing moves under
 * the pointer.
 * End this run and Restart this board are on the pause screen.
 *
 * A light sweeps across the name now and then, and stops 10 s after the
 * last input: an idle title screen draws nothing.
 */
#include <stdio.h>
#include <stdlib.h>

#include "app.h"
#include "seen.h"
#include "screens.h"
#include "tutorial.h"
#include "text.h"
#include "fx.h"
#include "flow.h"
#include "draw.h"
#include "diag.h"
#include "prefs.h"
#include "session.h"
#include "i18n.h"
#include "lang.h"
#include "title_art.h"
#include "title_card.h"
#include "keys.h"
#include "screen_state.h"

enum { MENU_CONTINUE, MENU_EASY, MENU_NORMAL, MENU_HARD,
       MENU_RELAXED, MENU_NUMBERED, MENU_LEVELS, MENU_SCORES, MENU_STATS,
       MENU_SETTINGS, MENU_HELP, MENU_QUIT, MENU_DAILY, MENU_PRACTICE,
       MENU_DAILY_GO, MENU_ZEN, MENU_ZEN_GO, MENU_ENDLESS, MENU_ENDLESS_GO,
       MENU_COUNT };

#define MENU_BAD_SAVE \
    N_("The saved game could not be read and was set aside (game.save.bad).")

#define AMBIENT_MS 10000u /* the light stops this long after an input */
#define SWEEP_REST_MS 3000u

/* The screen's own state (screen_state.h). */
typedef struct menu_state {
    ui_menu ui;
    Uint32 last_input, next_sweep, sweep_start;
    bool sweeping, ambient;
    bool bad_save_shown;    /* the save set aside: said once */
    bool custom_warn_shown; /* a layout file skipped: said once */
    const char *pasted;     /* what a paste found (NULL: none) */
    char line1[160], line2[128]; /* the state file's lines (kept) */
    const char *lines[2];
} menu_state;

static menu_state *S(front_app *a)
{
    return front_state(a, &st_menu, sizeof(menu_state));
}

/* The slots. Rows: the games kept (Continue, Continue practice); the
 * three new games; relaxed, zen's slot, endless's slot, numbered, choose
 * level and the Deal of the day's slot (six: two rows of three when they
 * do not fit in one); then a row of five at the foot. */
enum { ROW_PRIMARY, ROW_NEW, ROW_MORE, ROW_FOOT };
static const struct {
    int id, row, col, cols; /* cols: slots in its row */
} menu_slots[] = {
    {MENU_CONTINUE, ROW_PRIMARY, 0, 1}, {MENU_PRACTICE, ROW_PRIMARY, 1, 1},
    {MENU_EASY, ROW_NEW, 0, 3},         {MENU_NORMAL, ROW_NEW, 1, 3},
    {MENU_HARD, ROW_NEW, 2, 3},         {MENU_RELAXED, ROW_MORE, 0, 6},
    {MENU_ZEN, ROW_MORE, 1, 6},         {MENU_ZEN_GO, ROW_MORE, 1, 6},
    {MENU_ENDLESS, ROW_MORE, 2, 6},     {MENU_ENDLESS_GO, ROW_MORE, 2, 6},
    {MENU_NUMBERED, ROW_MORE, 3, 6},    {MENU_LEVELS, ROW_MORE, 4, 6},
    {MENU_DAILY, ROW_MORE, 5, 6},       {MENU_DAILY_GO, ROW_MORE, 5, 6},
    {MENU_SCORES, ROW_FOOT, 0, 5},      {MENU_STATS, ROW_FOOT, 1, 5},
    {MENU_SETTINGS, ROW_FOOT, 2, 5},    {MENU_HELP, ROW_FOOT, 3, 5},
    {MENU_QUIT, ROW_FOOT, 4, 5}};

/* Button id's label (N_). */
static const char *menu_label(int id)
{
    static const char *const labels[MENU_COUNT] = {
        [MENU_CONTINUE] = N_("Continue"),
        /* TRANSLATORS: the title's card that resumes the practice game
           kept (a chosen level, a relaxed or numbered game) */
        [MENU_PRACTICE] = N_("Continue practice"),
        [MENU_EASY] = N_("New game: Easy"),
        [MENU_NORMAL] = N_("New game: Normal"),
        [MENU_HARD] = N_("New game: Hard"),
        [MENU_RELAXED] = N_("Relaxed game"),
        /* TRANSLATORS: the title's button that opens the entry for a game
           ID (a board's ID, shared by a friend or copied from the pause
           screen) */
        [MENU_NUMBERED] = N_("Play a game ID"),
        [MENU_LEVELS] = N_("Choose level"),
        [MENU_HELP] = N_("Help"),
        [MENU_QUIT] = N_("Quit"),
        [MENU_SCORES] = N_("High scores"),
        [MENU_STATS] = N_("Statistics"),
        [MENU_SETTINGS] = N_("Settings"),
        [MENU_DAILY] = N_("Daily deal"),
        /* TRANSLATORS: the title's button that resumes the deal of the day
           kept */
        [MENU_DAILY_GO] = N_("Continue daily"),
        /* TRANSLATORS: the title's button for zen: boards one after
           another, no clock, no score */
        [MENU_ZEN] = N_("Zen"),
        /* TRANSLATORS: the title's button that resumes the zen game kept */
        [MENU_ZEN_GO] = N_("Continue zen"),
        /* TRANSLATORS: the title's button for endless: timed boards one
           after another against one clock that each match refills */
        [MENU_ENDLESS] = N_("Endless"),
        /* TRANSLATORS: the title's button that resumes the endless game
           kept */
        [MENU_ENDLESS_GO] = N_("Continue endless")};
    return labels[id];
}

/* The menu's geometry: its block's x and width, a button's height, the
 * gap, the primary slot's height, the top of each row. From the type
 * scale's sizes, not the fonts' line heights: the same slots in every
 * language. At a large text size, when that does not fit, the rows of
 * buttons take fewer columns (and more rows: cols), the two cards stand
 * one above the other (stack), then the buttons, the cards and the name
 * grow less tall: only then, so that the 100 % slots never move. */
typedef struct menu_geom {
    int x, w, bh, gap, card_h, art_y;
    bool cards; /* a Continue card on show (none: the name lower) */
    int row_y[4];
    int cols[4];  /* the columns of a row of buttons */
    bool stack;   /* two cards, one above the other */
    int more_end; /* the bottom of the rows above the foot */
    /* the last resorts of a large text size in a small window: no room
     * kept for a Continue card none shows, and no name drawn */
    bool card_room, art_off;
} menu_geom;

/* The name's height as laid out (none when it is left out). */
static int menu_art_h(const front_app *a, const menu_geom *g)
{
    return g->art_off ? 0 : title_art_height(a);
}

/* Whether both Continue cards are on show (side by side). */
static bool menu_two_cards(const front_app *a)
{
    return session_can_continue(a->ses, SESSION_RUN) &&
           session_can_continue(a->ses, SESSION_PRACTICE);
}

/* The wider of label s in the language on show and in the source's
 * English: the slots are the same in both languages (layout.sh). */
static int menu_label_w(const char *s)
{
    int w, e, h;
    text_size(FONT_BODY, _(s), &w, &h);
    text_size(FONT_BODY, s, &e, &h);
    return w > e ? w : e;
}

/* The slots of row (how many, in *n), and the widest label any of them
 * may show (every label a slot can take: nothing moves when one
 * changes; and in English too: nothing moves with the language). */
static int menu_row_widest(int row, int *n)
{
    static const char *const more[] = {N_("Daily deal \xe2\x9c\x93"),
                                       N_("Continue daily \xe2\x9c\x93")};
    int widest = 0, w, col_max = -1;
    for (size_t k = 0; k < sizeof menu_slots / sizeof menu_slots[0]; k++) {
        if (menu_slots[k].row == row) {
            w = menu_label_w(menu_label(menu_slots[k].id));
            widest = w > widest ? w : widest;
            col_max = menu_slots[k].col > col_max ? menu_slots[k].col
                                                  : col_max;
        }
    }
    for (int i = 0; row == ROW_MORE && i < 2; i++) {
        w = menu_label_w(more[i]);
        widest = w > widest ? w : widest;
    }
    *n = col_max + 1;
    return widest;
}

/* The columns for n buttons of the widest label in width w, gap apart:
 * n when they fit, else fewer, the rows then shared out evenly. */
static int menu_cols(int n, int widest, int w, int gap)
{
    int c = n;
    while (c > 1 && (w - (c - 1) * gap) / c < widest + 2 * kit_u()) {
        c--;
    }
    int rows = (n + c - 1) / c;
    return (n + rows - 1) / rows;
}

/* The height of a row's buttons (one row of them or more). */
static int menu_rows_h(const menu_geom *g, int row)
{
    int n;
    menu_row_widest(row, &n);
    int rows = (n + g->cols[row] - 1) / g->cols[row];
    return rows * g->bh + (rows - 1) * g->gap;
}

/* Whether the words of the two cards kept need them one above the
 * other. */
static bool menu_stack(const front_app *a, const menu_geom *g)
{
    static const session_kind ks[2] = {SESSION_RUN, SESSION_PRACTICE};
    static const char *const labels[2] = {N_("Continue"),
                                          N_("Continue practice")};
    if (!menu_two_cards(a)) {
        return false;
    }
    int half = (g->w - g->gap) / 2;
    for (int i = 0; i < 2; i++) {
        char l1[160], l2[128];
        int level;
        title_card_words(session_kept(a->ses, ks[i]), l1, sizeof l1, l2,
                         sizeof l2, &level);
        if (kit_card_words_w(_(labels[i]), l1, l2) + 4 * kit_u() > half) {
            return true;
        }
    }
    return false;
}

/* The room the rows between the name and the foot take, with the
 * notice's line. */
static int menu_block_h(const menu_geom *g)
{
    int cards = !g->card_room ? 0
                : g->stack    ? 2 * g->card_h + 2 * g->gap
                              : g->card_h + g->gap;
    return cards + menu_rows_h(g, ROW_NEW) + menu_rows_h(g, ROW_MORE) +
           g->gap + text_font_px(FONT_CAPTION) * 2;
}

/* What the rows between the name and the foot lack of room (<= 0: they
 * fit). */
static int menu_need(const front_app *a, const menu_geom *g)
{
    int u = kit_u();
    int room = a->pix_h - 3 * u - menu_rows_h(g, ROW_FOOT) - g->art_y -
               menu_art_h(a, g) - u;
    return menu_block_h(g) - room;
}

/* Large text that does not fit: the buttons, the cards, then the name
 * less tall, to what the rows need (never under their text); when that
 * is not enough (200 % at 640x400), no room kept for a card none shows,
 * the rows closer, and at last no name drawn (the window's title bar
 * says it). */
static void menu_squeeze(const front_app *a, menu_geom *g)
{
    int u = kit_u(), th = text_height(FONT_BODY);
    int card_min = text_height(FONT_HEADING) +
                   2 * text_height(FONT_CAPTION) + u;
    int art = title_art_height(a);
    for (int step = 0; step < 60; step++) {
        int need = menu_need(a, g);
        if (need <= 0) {
            break;
        }
        if (g->bh > th + u) {
            g->bh -= u / 2 + 1;
            g->bh = g->bh < th + u ? th + u : g->bh;
        } else if (g->card_h > card_min) {
            g->card_h -= u;
            g->card_h = g->card_h < card_min ? card_min : g->card_h;
        } else {
            title_art_limit(a, art - need > 2 * th ? art - need : 2 * th);
            break;
        }
    }
    if (menu_need(a, g) > 0 && !g->cards) {
        g->card_room = false;
    }
    if (menu_need(a, g) > 0) {
        g->gap = u / 2 + 1;
    }
    if (menu_need(a, g) > 0) { /* the name only as tall as what is left */
        g->art_off = true;
        int left = -menu_need(a, g) - u;
        if (left >= th) {
            g->art_off = false;
            title_art_limit(a, left);
        }
    }
    int need = menu_need(a, g);
    if (need > 0 && g->cards) { /* the cards as short as a button at the
                                   least: their label, then a line */
        int h = g->card_h - (g->stack ? (need + 1) / 2 : need);
        g->card_h = h < g->bh ? g->bh : h;
    }
}

static menu_geom menu_layout(const front_app *a)
{
    menu_geom g;
    int u = kit_u(), px = text_font_px(FONT_BODY), n;
    g.w = a->pix_w - 4 * u; /* rows of five fit their labels at 640 px */
    g.w = g.w > px * 50 ? px * 50 : g.w;
    g.x = (a->pix_w - g.w) / 2;
    g.bh = px * 5 / 2;
    g.gap = u + u / 2;
    /* the card: its label and two lines, in any language */
    g.card_h = text_font_px(FONT_HEADING) * 3 / 2 +
               text_font_px(FONT_CAPTION) * 3 + 2 * u;
    g.card_h = g.card_h < g.bh * 9 / 5 ? g.bh * 9 / 5 : g.card_h;
    g.art_y = 2 * u;
    g.cols[ROW_PRIMARY] = 1;
    g.cols[ROW_NEW] = menu_cols(3, menu_row_widest(ROW_NEW, &n), g.w, g.gap);
    int widest = menu_row_widest(ROW_MORE, &n);
    g.cols[ROW_MORE] = menu_cols(n, widest, g.w, u);
    g.cols[ROW_FOOT] = menu_cols(5, menu_row_widest(ROW_FOOT, &n), g.w, u);
    g.cards = session_can_continue(a->ses, SESSION_RUN) ||
              session_can_continue(a->ses, SESSION_PRACTICE);
    g.stack = menu_stack(a, &g);
    g.card_room = true;
    g.art_off = false;
    title_art_limit(a, 0);
    if (kit_text_size_pct() > 100) {
        menu_squeeze(a, &g);
    }
    g.row_y[ROW_FOOT] = a->pix_h - menu_rows_h(&g, ROW_FOOT) - 3 * u;
    /* the middle rows centred between the name and the foot, keeping a
     * line under them for the notice */
    int top = g.art_y + menu_art_h(a, &g) + u;
    int block = menu_block_h(&g) - text_font_px(FONT_CAPTION) * 2;
    int room = g.row_y[ROW_FOOT] - top - text_font_px(FONT_CAPTION) * 2;
    int y = top + (room > block ? (room - block) / 3 : 0);
    g.row_y[ROW_PRIMARY] = y;
    g.row_y[ROW_NEW] =
        !g.card_room ? y
                     : y + (g.stack ? 2 * g.card_h + g.gap : g.card_h) + g.gap;
    if (!g.cards) { /* no card: the name lower, in the middle of the room
                       above the new games (the buttons keep their slots) */
        int below = g.row_y[ROW_NEW] - g.gap - g.art_y - menu_art_h(a, &g);
        g.art_y += below > 0 ? below / 2 : 0;
    }
    g.row_y[ROW_MORE] = g.row_y[ROW_NEW] + menu_rows_h(&g, ROW_NEW) + g.gap;
    g.more_end = g.row_y[ROW_MORE] + menu_rows_h(&g, ROW_MORE);
    return g;
}

static SDL_Rect menu_slot_rect(const front_app *a, int slot)
{
    menu_geom g = menu_layout(a);
    int row = menu_slots[slot].row, n = menu_slots[slot].cols;
    int gap = n >= 5 ? kit_u() : g.gap; /* rows of five, six: a unit apart */
    int cols = g.cols[row];
    int cw = (g.w - (cols - 1) * gap) / cols, x = g.x, h = g.bh;
    int col = menu_slots[slot].col, y = g.row_y[row];
    if (row == ROW_PRIMARY && (g.stack || !menu_two_cards(a))) {
        cw = g.w * 2 / 3; /* two thirds wide, taller; two: one above */
        x += (g.w - cw) / 2;
        y += g.stack ? col * (g.card_h + g.gap) : 0;
        h = g.card_h;
        col = 0;
    } else if (row == ROW_PRIMARY) { /* halves, taller */
        cw = (g.w - g.gap) / 2;
        h = g.card_h;
    } else if (cols < n) { /* more rows: the last one centred */
        int r = col / cols, in_row = n - r * cols;
        in_row = in_row > cols ? cols : in_row;
        x += (g.w - in_row * cw - (in_row - 1) * gap) / 2;
        y += r * (g.bh + g.gap);
        col %= cols;
    }
    SDL_Rect rc = {x + col * (cw + gap), y, cw, h};
    return rc;
}

/* Whether the button of id is offered now. */
static bool menu_offered(front_app *a, int id)
{
    switch (id) {
    case MENU_CONTINUE:
        return session_can_continue(a->ses, SESSION_RUN);
    case MENU_PRACTICE:
        return session_can_continue(a->ses, SESSION_PRACTICE);
    case MENU_DAILY_GO:
        return daily_kept_today(a);
    case MENU_DAILY:
        return !daily_kept_today(a);
    case MENU_ZEN_GO:
        return session_can_continue(a->ses, SESSION_ZEN);
    case MENU_ZEN:
        return !session_can_continue(a->ses, SESSION_ZEN);
    case MENU_ENDLESS_GO:
        return session_can_continue(a->ses, SESSION_ENDLESS);
    case MENU_ENDLESS:
        return !session_can_continue(a->ses, SESSION_ENDLESS);
    default:
        return true;
    }
}

static const ui_menu *menu_build(front_app *a)
{
    menu_state *s = S(a);
    static const char *const sids[MENU_COUNT] = {
        [MENU_CONTINUE] = "continue",
        [MENU_EASY] = "new_easy",     [MENU_NORMAL] = "new_normal",
        [MENU_HARD] = "new_hard",     [MENU_RELAXED] = "relaxed",
        [MENU_NUMBERED] = "numbered", [MENU_LEVELS] = "levels",
        [MENU_HELP] = "help",         [MENU_QUIT] = "quit",
        [MENU_SCORES] = "scores",     [MENU_STATS] = "stats",
        [MENU_SETTINGS] = "settings",   [MENU_DAILY] = "daily",
        [MENU_PRACTICE] = "continue_practice",
        [MENU_DAILY_GO] = "continue_daily", [MENU_ZEN] = "zen",
        [MENU_ZEN_GO] = "continue_zen", [MENU_ENDLESS] = "endless",
        [MENU_ENDLESS_GO] = "continue_endless"};
    ui_menu_clear(&s->ui, 3);
    for (size_t k = 0; k < sizeof menu_slots / sizeof menu_slots[0]; k++) {
        int id = menu_slots[k].id;
        if (menu_offered(a, id)) {
            const char *label = _(menu_label(id));
            if (id == MENU_DAILY && daily_done_today(a)) { /* said */
                label = _("Daily deal \xe2\x9c\x93");
            } else if (id == MENU_DAILY_GO && daily_done_today(a)) {
                label = _("Continue daily \xe2\x9c\x93");
            }
            ui_menu_add(&s->ui, label, id, sids[id]);
            s->ui.rect[s->ui.n - 1] = menu_slot_rect(a, (int)k);
        }
    }
    return &s->ui;
}

static void menu_enter(front_app *a, const front_screen *prev)
{
    (void)prev;
    menu_state *s = S(a);
    /* the primary action; a pointer resting where the window opened
     * does not move the focus (ui.c) until it moves */
    ui_menu_focus_first(&s->ui);
    menu_build(a);
    s->last_input = SDL_GetTicks();
    s->next_sweep = s->last_input + 600;
    s->sweeping = false;
    s->ambient = true;
}

static void menu_leave(front_app *a)
{
    menu_state *s = S(a);
    s->pasted = NULL;
    if (session_save_bad(a->ses)[0]) {
        s->bad_save_shown = true; /* said once on the menu */
    }
    s->sweeping = false;
    s->custom_warn_shown = custom_warning(a)[0] != '\0'; /* likewise */
    remember_settings_notice_seen();
}

/* The warning the menu shows once: the save or the settings set aside;
 * or what a paste found that was no game ID. */
static const char *menu_warning(front_app *a)
{
    const menu_state *s = S(a);
    if (s->pasted) {
        return _(s->pasted);
    }
    if (session_save_bad(a->ses)[0] && !s->bad_save_shown) {
        return _(MENU_BAD_SAVE);
    }
    return remember_settings_notice();
}

void menu_new_game(front_app *a, game_difficulty d)
{
    session_set_next(a->ses, GAME_TIMED, d, session_next_level(a->ses));
    session_set_practice(a->ses, false);
    front_start_level(a, 1, false);
}

/* Zen (or endless) at the difficulty of the next start (a fresh deal, or
 * the fixed seeds of the tests). */
static void menu_zen(front_app *a, bool endless)
{
    game_difficulty d = session_next_difficulty(a->ses);
    uint64_t seed = session_seed(a->ses, false);
    const char *test = getenv("LLK_TEST_ENDLESS_MS"); /* tests: a short clock */
    session_set_endless_clock(a->ses, test ? (int)strtol(test, NULL, 10) : 0);
    const char *err = front_started(
        a, endless ? session_endless_start(a->ses, d, seed)
                   : session_zen_start(a->ses, d, seed));
    if (err) {
        front_notice(a, _(err));
    }
}

/* Ctrl+V on the title: a game ID on the clipboard (alone, or in a result
 * line shared from a results card) starts its deal, asked first over a
 * game kept as any start is; else the line under the buttons says so.
 * True when the key was Ctrl+V. */
static bool menu_paste(front_app *a, const SDL_Event *e)
{
    menu_state *s = S(a);
    if (e->type != SDL_KEYDOWN ||
        keys_action(KEYS_ENTRY, &e->key.keysym) != KA_PASTE) {
        return false;
    }
    char *clip = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
    game_mode m;
    game_difficulty d;
    int level;
    uint64_t seed;
    bool found = clip && game_id_find(clip, &m, &d, &level, &seed);
    SDL_free(clip);
    s->pasted = found ? NULL : N_("The clipboard holds no game ID");
    a->dirty = true;
    const char *err = found ? front_begin(a, m, d, level, seed) : NULL;
    if (err) {
        s->pasted = err;
    }
    return true;
}

/* The buttons that go on with a game kept; those that open a screen. */
static const struct {
    int id;
    session_kind kind;
} menu_goes_on[] = {{MENU_CONTINUE, SESSION_RUN}, {MENU_PRACTICE, SESSION_PRACTICE},
                    {MENU_DAILY_GO, SESSION_DAILY}, {MENU_ZEN_GO, SESSION_ZEN},
                    {MENU_ENDLESS_GO, SESSION_ENDLESS}};
static const struct {
    int id;
    const front_screen *to;
} menu_opens[] = {{MENU_STATS, &st_stats}, {MENU_SETTINGS, &st_settings},
                  {MENU_NUMBERED, &st_numbered}, {MENU_HELP, &st_help}};

/* Button id taken when it goes on or opens a screen: true. */
static bool menu_go(front_app *a, int id)
{
    for (size_t i = 0; i < sizeof menu_goes_on / sizeof menu_goes_on[0]; i++) {
        if (menu_goes_on[i].id == id) {
            if (id == MENU_DAILY_GO) {
                rule_card_due(a); /* its rule's card, when never begun */
            }
            front_continue(a, menu_goes_on[i].kind);
            return true;
        }
    }
    for (size_t i = 0; i < sizeof menu_opens / sizeof menu_opens[0]; i++) {
        if (menu_opens[i].id == id) {
            front_goto(a, menu_opens[i].to);
            return true;
        }
    }
    return false;
}

static void menu_event(front_app *a, const SDL_Event *e)
{
    menu_state *s = S(a);
    if (menu_paste(a, e)) {
        return;
    }
    if (e->type == SDL_KEYDOWN || e->type == SDL_MOUSEBUTTONDOWN ||
        e->type == SDL_MOUSEMOTION || e->type == SDL_MOUSEWHEEL) {
        s->last_input = SDL_GetTicks(); /* the light may come again */
    }
    menu_build(a);
    int id = ui_menu_take(&s->ui, a, e);
    if (menu_go(a, id)) {
        return;
    }
    switch (id) {
    case MENU_ZEN:
    case MENU_ENDLESS:
        menu_zen(a, id == MENU_ENDLESS);
        break;
    case MENU_EASY:
        menu_new_game(a, GAME_EASY);
        break;
    case MENU_NORMAL:
    case MENU_HARD:
        menu_new_game(a, id == MENU_NORMAL ? GAME_NORMAL : GAME_HARD);
        break;
    case MENU_SCORES:
        scores_select(a, session_next_difficulty(a->ses), -1);
        front_goto(a, &st_scores);
        break;
    case MENU_RELAXED:
    case MENU_LEVELS:
        session_set_next(a->ses, id == MENU_RELAXED ? GAME_RELAXED : GAME_TIMED,
                         session_next_difficulty(a->ses),
                         session_next_level(a->ses));
        session_set_practice(a->ses, false);
        front_goto(a, &st_levels);
        break;
    case MENU_DAILY:
        daily_play(a);
        break;
    case MENU_QUIT:
    case -2:
        a->running = false;
        break;
    default:
        break;
    }
}

/* The art after the first frame; the light's sweeps while the player is
 * about. True while the light moves. */
static bool menu_update(front_app *a, Uint32 now)
{
    if (!diag(a)->first_frame_done) {
        return true; /* the art loads once the first frame is on show */
    }
    menu_state *s = S(a);
    title_art_load(a);
    bool ambient = fx_decor() && now - s->last_input < AMBIENT_MS;
    if (ambient != s->ambient) {
        s->ambient = ambient;
        front_write_state(a); /* the state's "effects" */
    }
    Uint32 sweep_ms = ANIM_MS(1400);
    if (s->sweeping && (!ambient || now - s->sweep_start >= sweep_ms)) {
        s->sweeping = false;
        s->next_sweep = now + SWEEP_REST_MS;
        a->dirty = true;
    } else if (!s->sweeping && ambient &&
               (Sint32)(now - s->next_sweep) >= 0) {
        s->sweeping = true;
        s->sweep_start = now;
    }
    return s->sweeping;
}

static void menu_draw(front_app *a)
{
    menu_state *s = S(a);
    const ui_menu *m = menu_build(a);
    draw_background(a);
    menu_geom g = menu_layout(a);
    double sweep = -1;
    if (s->sweeping) {
        Uint32 ms = ANIM_MS(1400);
        sweep = ms ? (double)(SDL_GetTicks() - s->sweep_start) / ms : -1;
        sweep = sweep > 1 ? 1 : sweep;
    }
    if (!g.art_off) {
        title_art_draw(a, g.art_y, sweep);
    }
    for (int i = 0; i < m->n; i++) {
        unsigned st = ui_menu_state(m, a, i);
        seen_control(m->sid[i]);
        if (m->id[i] == MENU_CONTINUE || m->id[i] == MENU_PRACTICE) {
            session_kind k = m->id[i] == MENU_CONTINUE ? SESSION_RUN
                                                       : SESSION_PRACTICE;
            title_card_draw(a, session_kept(a->ses, k), m->rect[i],
                            m->label[i], st);
        } else if (m->id[i] == MENU_EASY && !g.cards) {
            kit_button_first(a->ren, m->rect[i], m->label[i], st);
        } else {
            kit_button(a->ren, m->rect[i], m->label[i], st);
        }
    }
    seen_control(NULL);
    if (menu_warning(a)) {
        text_draw(a->ren, FONT_SMALL, menu_warning(a), kit_color(KIT_DANGER),
                  a->pix_w / 2, g.more_end + kit_u(), 1);
    } else if (custom_warning(a)[0] && !s->custom_warn_shown) {
        /* a custom layout skipped */
        custom_warn_draw(a, g.more_end + kit_u());
    }
}

static void menu_view(front_app *a, game_view *v)
{
    menu_state *s = S(a);
    if (menu_warning(a)) {
        v->notice = menu_warning(a);
    } else if (custom_warning(a)[0] && !s->custom_warn_shown) {
        v->notice = custom_warning(a);
    }
    v->effects = s->ambient && fx_decor() ? "title_light" : "";
    int level;
    /* the first Continue card's words */
    session_kind k = session_can_continue(a->ses, SESSION_RUN)
                         ? SESSION_RUN
                         : SESSION_PRACTICE;
    if (session_can_continue(a->ses, k)) {
        title_card_words(session_kept(a->ses, k), s->line1, sizeof s->line1,
                         s->line2, sizeof s->line2, &level);
        s->lines[0] = s->line1;
        s->lines[1] = s->line2;
        v->lines = s->lines;
        v->nlines = 2;
    }
}

const front_screen st_menu = {.name = "menu", .tier = 1, .enter = menu_enter,
                              .leave = menu_leave, .event = menu_event,
                              .update = menu_update, .draw = menu_draw,
                              .menu = menu_build, .view = menu_view};
