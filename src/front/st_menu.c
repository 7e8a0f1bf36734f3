/* st_menu.c - the title menu: continue, end this run, new game by
 * difficulty, relaxed game, numbered game, choose level, restart this
 * board, high scores, statistics, settings, help, quit. Button ids (the
 * state file's "buttons"): continue, end_run, new_easy, new_normal,
 * new_hard, relaxed, numbered, levels, restart, scores, stats, settings,
 * help, quit. Each has a fixed slot whatever the game's state (one not
 * offered now leaves its slot empty), so nothing moves under the pointer.
 */
#include "front.h"
#include "i18n.h"

enum { MENU_CONTINUE, MENU_EASY, MENU_NORMAL, MENU_HARD, MENU_RELAXED,
       MENU_NUMBERED, MENU_LEVELS, MENU_RESTART, MENU_HELP, MENU_QUIT,
       MENU_END_RUN, MENU_SCORES, MENU_STATS, MENU_SETTINGS };

#define MENU_BAD_SAVE \
    N_("The saved game could not be read and was set aside (game.save.bad).")

static ui_menu menu_ui;

/* The slots: every button has its place whatever the game's state; one
 * not offered now leaves its slot empty. Rows: Continue (wide); the three
 * new games; relaxed, numbered, choose level; restart this board and end
 * this run; then a row of five at the foot. */
enum { SLOT_ROWS = 5 };
static const struct {
    int id, row, col, cols; /* cols: slots in its row */
} menu_slots[] = {
    {MENU_CONTINUE, 0, 0, 1}, {MENU_EASY, 1, 0, 3},     {MENU_NORMAL, 1, 1, 3},
    {MENU_HARD, 1, 2, 3},     {MENU_RELAXED, 2, 0, 3},  {MENU_NUMBERED, 2, 1, 3},
    {MENU_LEVELS, 2, 2, 3},   {MENU_RESTART, 3, 0, 2},  {MENU_END_RUN, 3, 1, 2},
    {MENU_SCORES, 4, 0, 5},   {MENU_STATS, 4, 1, 5},    {MENU_SETTINGS, 4, 2, 5},
    {MENU_HELP, 4, 3, 5},     {MENU_QUIT, 4, 4, 5}};

/* The menu's block: its width, its top and its rows' height and gap. */
static void menu_geom(const front_app *a, int *x, int *w, int *top, int *bh,
                      int *gap)
{
    /* from the type scale's sizes, not the fonts' line heights: the same
     * slots in every language */
    int u = kit_u(), px = text_font_px(FONT_BODY);
    *w = a->pix_w - 8 * u;
    *w = *w > px * 46 ? px * 46 : *w;
    *x = (a->pix_w - *w) / 2;
    *bh = px * 5 / 2;
    *gap = u + u / 2;
    *top = 3 * u + text_font_px(FONT_TITLE) * 3 / 2 + px * 3 / 2 + 2 * u;
}

static SDL_Rect menu_slot_rect(const front_app *a, int slot)
{
    int x, w, top, bh, gap;
    menu_geom(a, &x, &w, &top, &bh, &gap);
    int row = menu_slots[slot].row, cols = menu_slots[slot].cols;
    int cw = (w - (cols - 1) * gap) / cols;
    int y = top + row * (bh + gap);
    if (row == SLOT_ROWS - 1) { /* the foot row, apart from the rest */
        y = a->pix_h - bh - 3 * kit_u();
    }
    if (row == 0) { /* Continue: the primary action, two thirds wide */
        cw = w * 2 / 3;
        x += (w - cw) / 2;
    }
    SDL_Rect rc = {x + menu_slots[slot].col * (cw + gap), y, cw, bh};
    return rc;
}

/* Whether the button of id is offered now. */
static bool menu_offered(front_app *a, int id)
{
    switch (id) {
    case MENU_CONTINUE:
        return front_can_continue(a);
    case MENU_END_RUN:
        return game_in_run(a->g);
    case MENU_RESTART:
        /* a level kept (not one cleared, whose Continue deals the next) */
        return game_can_resume(a->g) && game_get_tiles_left(a->g) > 0;
    default:
        return true;
    }
}

static const ui_menu *menu_build(front_app *a)
{
    static const char *const labels[] = {
        [MENU_CONTINUE] = N_("Continue"),
        [MENU_EASY] = N_("New game: Easy"),
        [MENU_NORMAL] = N_("New game: Normal"),
        [MENU_HARD] = N_("New game: Hard"),
        [MENU_RELAXED] = N_("Relaxed game"),
        [MENU_NUMBERED] = N_("Numbered game"),
        [MENU_LEVELS] = N_("Choose level"),
        [MENU_RESTART] = N_("Restart this board"),
        [MENU_HELP] = N_("Help"),
        [MENU_QUIT] = N_("Quit"),
        [MENU_END_RUN] = N_("End this run"),
        [MENU_SCORES] = N_("High scores"),
        [MENU_STATS] = N_("Statistics"),
        [MENU_SETTINGS] = N_("Settings")};
    static const char *const sids[] = {
        [MENU_CONTINUE] = "continue", [MENU_EASY] = "new_easy",
        [MENU_NORMAL] = "new_normal", [MENU_HARD] = "new_hard",
        [MENU_RELAXED] = "relaxed",   [MENU_NUMBERED] = "numbered",
        [MENU_LEVELS] = "levels",     [MENU_RESTART] = "restart",
        [MENU_HELP] = "help",         [MENU_QUIT] = "quit",
        [MENU_END_RUN] = "end_run",   [MENU_SCORES] = "scores",
        [MENU_STATS] = "stats",       [MENU_SETTINGS] = "settings"};
    int focus = menu_ui.focus;
    ui_menu_clear(&menu_ui, 3);
    for (size_t k = 0; k < sizeof menu_slots / sizeof menu_slots[0]; k++) {
        int id = menu_slots[k].id;
        if (menu_offered(a, id)) {
            ui_menu_add(&menu_ui, _(labels[id]), id, sids[id]);
            menu_ui.rect[menu_ui.n - 1] = menu_slot_rect(a, (int)k);
        }
    }
    menu_ui.focus = focus < menu_ui.n ? focus : 0;
    return &menu_ui;
}

static void menu_enter(front_app *a)
{
    /* Continue when offered; a pointer resting where the window opened
     * does not move the focus (ui.c) until it moves. */
    menu_ui.focus = 0;
    menu_build(a);
}

static void menu_leave(front_app *a)
{
    if (a->save_bad[0]) {
        a->save_bad_shown = true; /* said once on the menu */
    }
}

static void menu_event(front_app *a, const SDL_Event *e)
{
    bool changed;
    menu_build(a);
    int id = ui_menu_event(&menu_ui, a, e, &changed);
    if (changed) {
        a->dirty = true;
    }
    switch (id) {
    case MENU_CONTINUE:
        front_continue(a);
        break;
    case MENU_END_RUN:
        front_end_run(a); /* asks first (the pause screen has it too) */
        break;
    case MENU_SCORES:
        a->scores_diff = a->difficulty;
        a->scores_new = -1;
        front_goto(a, &st_scores);
        break;
    case MENU_STATS:
        front_goto(a, &st_stats);
        break;
    case MENU_SETTINGS:
        front_goto(a, &st_settings);
        break;
    case MENU_EASY:
    case MENU_NORMAL:
    case MENU_HARD:
        a->mode = GAME_TIMED;
        a->practice = false;
        a->difficulty = (game_difficulty)(GAME_EASY + (id - MENU_EASY));
        front_start_level(a, 1, false);
        break;
    case MENU_RELAXED:
    case MENU_LEVELS:
        a->mode = id == MENU_RELAXED ? GAME_RELAXED : GAME_TIMED;
        a->practice = false;
        front_goto(a, &st_levels);
        break;
    case MENU_NUMBERED:
        front_goto(a, &st_numbered);
        break;
    case MENU_RESTART:
        front_restart(a); /* a timed game asks first */
        break;
    case MENU_HELP:
        a->back = &st_menu;
        front_goto(a, &st_help);
        break;
    case MENU_QUIT:
    case -2:
        a->running = false;
        break;
    default:
        break;
    }
}

static void menu_draw(front_app *a)
{
    const ui_menu *m = menu_build(a);
    draw_background(a);
    int y = 3 * kit_u();
    ui_title(a, _("Lianliankan"), y);
    text_draw(a->ren, FONT_NORMAL,
              _("Join two matching tiles with a path of at most two turns"),
              kit_color(KIT_ON_SURFACE_DIM), a->pix_w / 2,
              y + text_height(FONT_BIG) + kit_u() / 2, 1);
    if (!front_can_continue(a)) { /* Continue's slot, empty */
        SDL_Rect rc = menu_slot_rect(a, 0);
        kit_round(a->ren, rc, kit_radius(), kit_color(KIT_SURFACE));
        kit_caption(a->ren, rc.x + rc.w / 2,
                    rc.y + (rc.h - text_height(FONT_CAPTION)) / 2,
                    _("No game in progress"), 1);
    }
    ui_menu_draw(m, a);
    if (a->save_bad[0] && !a->save_bad_shown) {
        SDL_Rect row3 = menu_slot_rect(a, 7);
        text_draw(a->ren, FONT_SMALL, _(MENU_BAD_SAVE),
                  col_rgb(255, 120, 100), a->pix_w / 2,
                  row3.y + row3.h + kit_u(), 1);
    }
}

static void menu_view(front_app *a, game_view *v)
{
    if (a->save_bad[0] && !a->save_bad_shown) {
        v->notice = _(MENU_BAD_SAVE);
    }
}

const front_screen st_menu = {.name = "menu", .enter = menu_enter,
                              .leave = menu_leave, .event = menu_event,
                              .draw = menu_draw, .menu = menu_build,
                              .view = menu_view};
