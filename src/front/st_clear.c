/* st_clear.c - the end-of-level screen, one screen with variants (the
 * state file's "view"): level_clear (the results card: stars landing one
 * by one, "New best", the score in player words; Next level / Menu; a
 * practice level: Next level / Again / Menu), time_up (how many tiles were
 * left; Retry / Menu, each saying what it does to the game), finished (the
 * last level cleared: its card and the run's summary; Menu) and run_ended (End
 * run on the pause screen: the run's summary; Menu). A run whose score
 * enters the table says "New high score!" there, and its button (id menu)
 * says "Enter your name": the name is asked on the way. A run that ended
 * assisted says why no name is asked for. The results card has Copy
 * result: the level's result in one line on the clipboard, for a chat
 * (game_id_find reads its game ID back: pasted on the title it deals the
 * same board); Watch: its replay (st_watch.c). Ids: next, retry, again, copy_result, watch, menu. */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "seen.h"
#include "screens.h"
#include "audio.h"
#include "text.h"
#include "fx.h"
#include "flow.h"
#include "draw.h"
#include "prefs.h"
#include "session.h"
#include "i18n.h"
#include "lang.h"
#include "screen_state.h"

enum { END_NEXT, END_RETRY, END_MENU, END_AGAIN, END_COPY, END_WATCH };
typedef enum end_variant {
    END_CLEARED, END_TIME_UP, END_FINISHED, END_RUN_ENDED
} end_variant;

/* The screens' own state (screen_state.h: one for the four). */
typedef struct end_state {
    ui_menu ui;
    Uint32 since; /* when the card showed: the stars land from here */
    bool copied;  /* Copy result was pressed on this card */
    /* What the front saw of the levels won (remember.c hands it the WON
     * events before they are recorded): the last one's "new best", and
     * the stars of each level of the run in progress. */
    struct {
        bool have, new_best;
        game_difficulty diff;
        int level, best_before; /* best_before -1: none */
        int run_stars[GAME_LEVELS];
    } won;
    /* end_card decides: a small window (smaller stars, rows closer); large
     * text's last resort (the breakdown in small print, small stars, the
     * buttons lower, the foot closer); two columns */
    bool compact, tight, wide;
    const char *missed[1]; /* the state file's lines */
} end_state;

static end_state *S(front_app *a)
{
    return front_state(a, &st_clear, sizeof(end_state));
}

void end_note_event(front_app *a, const game_event *e)
{
    end_state *s = S(a);
    if (e->type == GAME_EVENT_STARTED && e->kind == GAME_KIND_TIMED &&
        e->level == 1) {
        memset(s->won.run_stars, 0, sizeof s->won.run_stars);
    }
    if (e->type != GAME_EVENT_WON || e->level < 1 || e->level > GAME_LEVELS) {
        return;
    }
    const level_best *b = &prefs(a)->prof.scores.level[e->diff][e->level - 1];
    bool counted = !e->assisted && game_kind_scores(e->kind);
    s->won.have = true;
    s->won.diff = e->diff;
    s->won.level = e->level;
    s->won.best_before = b->best;
    s->won.new_best = counted && e->score > b->best;
    if (e->kind == GAME_KIND_TIMED) {
        s->won.run_stars[e->level - 1] = e->stars;
    }
}

static end_variant end_variant_of(front_app *a)
{
    if (a->screen == &st_runend) {
        return END_RUN_ENDED;
    }
    switch (game_get_screen(session_game(a->ses))) {
    case GAME_SCREEN_TIME_UP: return END_TIME_UP;
    case GAME_SCREEN_FINISHED: return END_FINISHED;
    default: return END_CLEARED;
    }
}

/* The run ended here and its score enters the table: the card says so
 * and its button goes to the name (the run's end and the last level's). */
static bool end_name_wanted(front_app *a, end_variant v)
{
    return (v == END_RUN_ENDED || v == END_FINISHED) &&
           session_name_wanted(a->ses);
}

/* Whether the card's "New best" is for the level on show. */
static bool end_new_best(front_app *a)
{
    end_state *s = S(a);
    return s->won.have && s->won.new_best &&
           s->won.level == game_get_level(session_game(a->ses)) &&
           s->won.diff == game_get_difficulty(session_game(a->ses));
}

/* The score in player words: label and value of each row; the last row
 * is the total. Returns the number of rows. */
static int end_rows(front_app *a, char lab[][96], char val[][32])
{
    game_bonus b = game_get_bonus(session_game(a->ses));
    char t[32];
    int n = 0;
    bool timed = game_get_mode(session_game(a->ses)) == GAME_TIMED;
    snprintf(lab[n], 96, "%s", _("Points for matches"));
    lang_number(val[n++], 32,
                game_get_level_score(session_game(a->ses)) - b.total);
    if (game_counts_down(session_game(a->ses))) {
        lang_duration(t, sizeof t, game_get_time_left_ms(session_game(a->ses)));
        snprintf(lab[n], 96, _("Time left (%s)"), t);
        lang_number(val[n++], 32, b.time_bonus);
    }
    if (timed) {
        snprintf(lab[n], 96, _("Hints not used (%d)"),
                 game_get_hints_left(session_game(a->ses)));
        lang_number(val[n++], 32, b.hints_bonus);
        snprintf(lab[n], 96, _("Re-deals not used (%d)"),
                 game_get_redeals_left(session_game(a->ses)));
        lang_number(val[n++], 32, b.redeals_bonus);
    } else {
        lang_duration(t, sizeof t, game_get_elapsed_ms(session_game(a->ses)));
        snprintf(lab[n], 96, _("Time played: %s"), t);
        snprintf(val[n++], 32, "%s", "");
    }
    snprintf(lab[n], 96, "%s", _("This level"));
    lang_number(val[n++], 32, game_get_level_score(session_game(a->ses)));
    snprintf(lab[n], 96, "%s", _("Total score"));
    lang_number(val[n++], 32, game_get_score(session_game(a->ses)));
    return n;
}

#define END_ROWS 8

/* The level's result in one line: the game, the level (or the deal of
 * the day and its date), the stars, the time played, the hints taken,
 * the level's points and its game ID. */
static void end_result_line(front_app *a, char *out, size_t len)
{
    const game *g = session_game(a->ses);
    char what[96], stars[32] = "", t[32], hints[48] = "", pts[64], num[32];
    char id[GAME_ID_MAX] = "";
    daily_date day;
    if (session_current(a->ses) == SESSION_DAILY &&
        session_daily_date(a->ses, daily_today(), &day)) {
        char date[16];
        daily_date_format(day, date, sizeof date);
        snprintf(what, sizeof what, _("Deal of the day %s"), date);
        if (game_get_rule(g) != GAME_RULE_NONE) { /* and its rule */
            snprintf(what, sizeof what, _("Deal of the day %s, %s"), date,
                     _(game_rule_title(game_get_rule(g))));
        }
    } else {
        snprintf(what, sizeof what, _("Level %d, %s"), game_get_level(g),
                 lang_difficulty_name(game_get_difficulty(g)));
    }
    for (int i = 0, n = game_get_stars(g); n > 0 && i < GAME_STARS_MAX; i++) {
        size_t k = strlen(stars);
        /* earned ★, missed ☆ */
        snprintf(stars + k, sizeof stars - k, "%s",
                 i < n ? "\xe2\x98\x85" : "\xe2\x98\x86");
    }
    lang_duration(t, sizeof t, game_get_elapsed_ms(g));
    if (game_get_mode(g) == GAME_TIMED) {
        const game_level_params *p =
            game_level_get(game_get_difficulty(g), game_get_level(g));
        int used = p ? p->hints - game_get_hints_left(g) : 0;
        char h[40];
        snprintf(h, sizeof h, used == 1 ? _("1 hint") : _("%d hints"), used);
        snprintf(hints, sizeof hints, " \xc2\xb7 %s", h);
    }
    lang_number(num, sizeof num, game_get_level_score(g));
    snprintf(pts, sizeof pts, _("%s points"), num);
    game_get_id(g, id, sizeof id);
    /* parts joined by a middle dot: ' · ' */
    snprintf(out, len, "%s \xc2\xb7 %s%s%s \xc2\xb7 %s%s \xc2\xb7 %s \xc2\xb7 %s",
             _("Lianliankan"), what, stars[0] ? " \xc2\xb7 " : "", stars, t,
             hints, pts, id);
}

/* Copy result: the line on the clipboard; the button says it was. */
static void end_copy(front_app *a)
{
    char line[320];
    end_result_line(a, line, sizeof line);
    S(a)->copied = SDL_SetClipboardText(line) == 0;
    if (!S(a)->copied) {
        fprintf(stderr, "lianliankan: could not copy the result: %s\n",
                SDL_GetError());
    }
    a->dirty = true;
}

/* Heights of the card's parts for the variant. */
static int end_stars_h(front_app *a)
{
    int h = S(a)->compact ? text_height(FONT_BIG) * 5 / 4 : text_height(FONT_BIG) * 2;
    h = S(a)->tight ? text_height(FONT_NORMAL) * 3 / 2 : h;
    /* in a column: the three stars (about 3 heights across) in 3/4 of it */
    int col = (a->pix_w - kit_u() * 14) / 2;
    return S(a)->wide && h > col / 4 ? col / 4 : h;
}

/* The breakdown's type. */
static front_font end_row_font(front_app *a)
{
    return S(a)->tight ? FONT_CAPTION : FONT_NORMAL;
}

static int end_row_step(front_app *a)
{
    return text_height(end_row_font(a)) + (S(a)->compact ? 0 : kit_u() / 2);
}

static bool end_has_stars(front_app *a, end_variant v)
{
    return (v == END_CLEARED || v == END_FINISHED) &&
           game_get_stars(session_game(a->ses)) > 0;
}

/* Which stars the level missed, in words ("" with all three). */
static const char *end_missed(front_app *a)
{
    unsigned m = game_get_stars_missed(session_game(a->ses));
    if (m == (GAME_STAR_TIME | GAME_STAR_HINT)) {
        return _("\xe2\x98\x85\xe2\x98\x85 missed: under a third of the time "
                 "left, a hint used");
    }
    if (m & GAME_STAR_TIME) {
        return _("\xe2\x98\x85 missed: under a third of the time left");
    }
    return m & GAME_STAR_HINT ? _("\xe2\x98\x85 missed: a hint was used") : "";
}

/* The deal of the day cleared: its own card (the streak, the best of the
 * days kept, a new deal tomorrow). */
static bool end_daily(front_app *a, end_variant v)
{
    return v == END_CLEARED && session_current(a->ses) == SESSION_DAILY;
}

static int end_draw_lines(front_app *a, end_variant v, int y)
{
    char line[END_CARD_LINES][160];
    int th = text_height(FONT_NORMAL), u = kit_u();
    int n = end_card_lines(a, end_daily(a, v), line);
    for (int i = 0; i < n; i++) {
        kit_caption(a->ren, a->pix_w / 2, y + (th + u / 2) * i, line[i], 1);
    }
    return y + (th + u / 2) * n;
}

/* The breakdown's height. */
static int end_rows_h(front_app *a)
{
    char lab[END_ROWS][96], val[END_ROWS][32];
    return end_rows(a, lab, val) * end_row_step(a) + kit_u() * 3;
}

static void end_draw_stars(front_app *a, int cx, int y)
{
    int n = game_get_stars(session_game(a->ses));
    float rad = (float)end_stars_h(a) * 0.45f;
    Uint32 now = SDL_GetTicks(), d = ANIM_STAR_MS;
    for (int i = 0; i < GAME_STARS_MAX; i++) {
        float x = (float)cx + (float)(i - 1) * rad * 2.4f;
        float s = 1.0f;
        Uint8 al = 255;
        if (i < n && d > 0) { /* lands: from big and faint to its place */
            Uint32 t0 = S(a)->since + d * (Uint32)(i + 1);
            float f = now < t0 ? 0.0f : now - t0 >= d ? 1.0f
                                                    : (float)(now - t0) / (float)d;
            s = 1.8f - 0.8f * f;
            al = (Uint8)(255 * f);
            kit_star(a->ren, x, (float)y + rad, rad, false, 255);
        }
        kit_star(a->ren, x, (float)y + rad, rad * s, i < n, al);
    }
}

/* Under the stars: 1 "New best!" (a badge), 2 the level's best so far
 * (in buf), 0 nothing. */
static int end_best_line(front_app *a, char *buf, size_t len)
{
    if (end_new_best(a)) {
        snprintf(buf, len, "%s", _("New best!"));
        return 1;
    }
    if (S(a)->won.have && S(a)->won.best_before > 0) {
        char num[32];
        lang_number(num, sizeof num, S(a)->won.best_before);
        snprintf(buf, len, _("Best so far: %s"), num);
        return 2;
    }
    return 0;
}

/* The run's summary under the last level's card: its heading (the final
 * score) and the levels and stars. */
static void end_summary_lines(front_app *a, char head[160],
                              char line[160])
{
    char num[32];
    int stars = 0, known = 0;
    for (int i = 0; i < GAME_LEVELS; i++) {
        stars += S(a)->won.run_stars[i];
        known += S(a)->won.run_stars[i] > 0;
    }
    lang_number(num, sizeof num, game_get_score(session_game(a->ses)));
    snprintf(head, 160, _("Final score: %s (%s)"), num,
             lang_difficulty_name(game_get_difficulty(session_game(a->ses))));
    int levels = game_levels_cleared(session_game(a->ses));
    if (game_get_kind(session_game(a->ses)) == GAME_KIND_ENDLESS) {
        snprintf(line, 160, P_("%d board cleared", "%d boards cleared", levels), levels);
    } else if (levels == 0) {
        snprintf(line, 160, "%s", _("No level cleared"));
    } else if (known < levels) {
        /* stars of levels played before this start are not known (an
         * assisted run has none): the levels only */
        snprintf(line, 160,
                 P_("%d level cleared", "%d levels cleared", levels), levels);
    } else {
        snprintf(line, 160,
                 P_("%d level cleared, %d of %d stars",
                    "%d levels cleared, %d of %d stars", levels),
                 levels, stars, levels * GAME_STARS_MAX);
    }
}

/* Large text on a short window (end_card decides): the card in two
 * columns under its title, the breakdown at the left and the rest (the
 * stars, the day's or the run's lines, the name asked for) at the right,
 * each line wrapped to its column. */

static bool end_can_widen(end_variant v)
{
    return v == END_CLEARED || v == END_FINISHED;
}

/* The two columns of card c in wide mode. */
static void end_columns(SDL_Rect c, SDL_Rect *left, SDL_Rect *right)
{
    int u = kit_u(), w = (c.w - u * 12) / 2;
    *left = (SDL_Rect){c.x + u * 4, c.y, w, c.h};
    *right = (SDL_Rect){c.x + c.w - u * 4 - w, c.y, w, c.h};
}

/* Text s wrapped to column col from y, centred: its height (drawn when
 * draw, else measured). */
static int end_block(front_app *a, kit_type t, const char *s, kit_role role,
                     SDL_Rect col, int y, bool draw)
{
    SDL_Rect box = {col.x, y, col.w, 0};
    return kit_text_block(a->ren, t, s, kit_color(role), box, 1, draw);
}

/* The right column in wide mode from y: its height (drawn when draw). */
static int end_side(front_app *a, end_variant v, SDL_Rect col, int y,
                    bool draw)
{
    int th = text_height(FONT_NORMAL), u = kit_u(), y0 = y;
    int cx = col.x + col.w / 2;
    char buf[160], line[END_CARD_LINES][160];
    if (end_has_stars(a, v)) {
        if (draw) {
            end_draw_stars(a, cx, y);
        }
        y += end_stars_h(a) + u;
        int best = end_best_line(a, buf, sizeof buf);
        if (best == 1 && draw) {
            seen_mark("badge", kit_badge(a->ren, a->pix_w, cx, y, buf,
                                         KIT_SUCCESS));
        }
        y += best == 2 ? end_block(a, KIT_CAPTION, buf, KIT_ON_SURFACE_DIM,
                                   col, y, draw)
                       : th;
        if (end_missed(a)[0]) {
            y += u + end_block(a, KIT_CAPTION, end_missed(a),
                               KIT_ON_SURFACE_DIM, col, y + u, draw);
        }
        y += u * 2;
    }
    if (end_card_lines(a, end_daily(a, v), NULL) > 0) {
        for (int i = 0, n = end_card_lines(a, end_daily(a, v), line); i < n; i++) {
            y += end_block(a, KIT_CAPTION, line[i], KIT_ON_SURFACE_DIM, col, y,
                           draw) + u / 2;
        }
        y += u;
    }
    if (v == END_FINISHED) {
        end_summary_lines(a, buf, line[0]);
        /* the final score a heading, a line of body text where a
         * heading would wrap (a large text size in a narrow column) */
        kit_type t = end_block(a, KIT_HEADING, buf, KIT_ACCENT, col, y, false) >
                             text_height(FONT_HEADING) * 3 / 2
                         ? KIT_BODY
                         : KIT_HEADING;
        y += end_block(a, t, buf, KIT_ACCENT, col, y, draw) + u;
        y += end_block(a, KIT_CAPTION, line[0], KIT_ON_SURFACE_DIM, col, y,
                       draw) + u;
    }
    return y - y0;
}

/* Under the breakdown in wide mode from y: the high score and why no
 * name is asked; its height (drawn when draw). */
static int end_under(front_app *a, end_variant v, SDL_Rect col, int y,
                     bool draw)
{
    int th = text_height(FONT_NORMAL), u = kit_u(), y0 = y;
    if (end_name_wanted(a, v)) {
        y += u;
        if (draw) {
            seen_mark("badge", kit_badge(a->ren, a->pix_w, col.x + col.w / 2,
                                         y, _("New high score!"),
                                         KIT_SUCCESS));
        }
        y += th + u * 2;
    }
    const char *why = front_no_entry_why(a);
    if (why && v != END_CLEARED) {
        y += end_block(a, KIT_CAPTION, why, KIT_ON_SURFACE_DIM, col, y, draw);
    }
    return y - y0;
}

static int end_body_h(front_app *a, end_variant v)
{
    int th = text_height(FONT_NORMAL), u = kit_u();
    int h = text_height(FONT_BIG) + u * 2;
    if (v == END_TIME_UP) {
        char g[160]; /* the best's line */
        return h + th * 2 + (th + u / 2) * (2 + ghost_time_up_line(a, g, sizeof g)) + u * 2;
    }
    if (v == END_RUN_ENDED) {
        return h + text_height(FONT_HEADING) + th + u * 2 +
               (end_name_wanted(a, v) ? th + u * 3 : 0);
    }
    h += end_has_stars(a, v) ? end_stars_h(a) + th + u * 2 : 0;
    h += end_has_stars(a, v) && end_missed(a)[0] ? th + u : 0;
    h += end_rows_h(a);
    if (v == END_FINISHED) {
        h += text_height(FONT_HEADING) + th + u * 2;
        h += end_name_wanted(a, v) ? th + u * 3 : 0;
    }
    int n = end_card_lines(a, end_daily(a, v), NULL);
    h += n > 0 ? (th + u / 2) * n + u : 0;
    return h;
}

/* The card's paddings and its row of buttons. */
static int end_foot_h(front_app *a)
{
    return ui_menu_rows_height(S(a)->tight, 1) + kit_u() * (S(a)->tight ? 5 : 7);
}

/* The card: the whole of it centred; the buttons at its foot. */
static SDL_Rect end_card(front_app *a, end_variant v)
{
    end_state *s = S(a);
    int u = kit_u(), th = text_height(FONT_NORMAL), h = 0;
    int foot = 0;
    /* as it is; rows closer; then (large text) two columns, as they are
     * and closer */
    for (int pass = 0; pass < 5; pass++) {
        s->compact = pass % 2 == 1 || pass == 4;
        s->wide = pass >= 2;
        s->tight = pass == 4;
        foot = end_foot_h(a);
        if (!s->wide) {
            h = end_body_h(a, v) + foot;
            h += front_no_entry_why(a) && v != END_CLEARED ? th + u : 0;
        } else {
            SDL_Rect c = {u, 0, a->pix_w - u * 2, 0}, l, r;
            end_columns(c, &l, &r);
            int side = end_side(a, v, r, 0, false);
            int rows = end_rows_h(a) + end_under(a, v, l, 0, false);
            h = text_height(FONT_BIG) + u * 2 + (side > rows ? side : rows) +
                foot;
        }
        if (h <= a->pix_h - u * 2 || (pass == 1 && !end_can_widen(v))) {
            break; /* fits (or cannot do better) */
        }
    }
    int nb = s->ui.n > 2 ? s->ui.n : 2;
    int w = ui_menu_row_w(false, nb, s->ui.min_w) + u * 6;
    w = w < th * 24 ? th * 24 : w;
    w = s->wide || w > a->pix_w - u * 2 ? a->pix_w - u * 2 : w;
    h = h > a->pix_h - u * 2 ? a->pix_h - u * 2 : h;
    SDL_Rect rc = {(a->pix_w - w) / 2, (a->pix_h - h) / 2, w, h};
    return rc;
}

/* The labels any end card shows (the way on first, at the heading's
 * size): one button width for every card (kit: ui_card_button_w). */
static int end_button_w(front_app *a)
{
    static const char *const labels[] = {
        N_("Next level"), N_("Retry"), N_("Again"), N_("Copy result"),
        N_("Result copied"), N_("Watch"), N_("Enter your name"), N_("Menu")};
    return ui_card_button_w(a, labels, 8, 2, S(a)->ui.n > 2 ? S(a)->ui.n : 2);
}

static const ui_menu *end_build(front_app *a)
{
    end_state *s = S(a);
    end_variant v = end_variant_of(a);
    ui_menu_clear(&s->ui, 2);
    if (v == END_TIME_UP) {
        ui_menu_add(&s->ui, _("Retry"), END_RETRY, "retry");
    } else if (v == END_CLEARED && game_has_next_level(session_game(a->ses))) {
        ui_menu_add(&s->ui, _("Next level"), END_NEXT, "next");
    } else if (v == END_CLEARED || v == END_FINISHED) {
        /* practice: this level again (a new deal), or the next */
        if (session_practice_can(a->ses, 1)) {
            ui_menu_add(&s->ui, _("Next level"), END_NEXT, "next");
        }
        if (session_practice_can(a->ses, 0)) {
            ui_menu_add(&s->ui, _("Again"), END_AGAIN, "again");
        }
    }
    if (v == END_CLEARED || v == END_FINISHED) {
        ui_menu_add(&s->ui, s->copied ? _("Result copied") : _("Copy result"),
                    END_COPY, "copy_result");
    }
    watch_offer(&s->ui, a, END_WATCH); /* the board's replay: Watch */
    /* to the menu, by the name entry when the run enters the table */
    ui_menu_add(&s->ui, end_name_wanted(a, v) ? _("Enter your name") : _("Menu"),
                END_MENU, "menu");
    s->ui.cols = s->ui.n;
    s->ui.min_w = end_button_w(a);
    SDL_Rect c = end_card(a, v);
    s->ui.compact = s->tight;
    ui_menu_layout(&s->ui, a,
                   c.y + c.h - kit_u() * (s->tight ? 2 : 3) -
                       ui_menu_rows_height(s->tight, 1));
    return &s->ui;
}

static void end_enter(front_app *a, const front_screen *prev)
{
    (void)prev;
    ui_menu_focus_first(&S(a)->ui);
    S(a)->copied = false;
    S(a)->since = SDL_GetTicks();
    end_build(a);
    if (end_variant_of(a) == END_TIME_UP) {
        audio_play(a->svc.audio, SND_TIMEUP);
    }
}

static void end_event(front_app *a, const SDL_Event *e)
{
    end_build(a);
    int id = ui_menu_take(&S(a)->ui, a, e);
    const char *err = NULL;
    if ((id == END_NEXT || id == END_AGAIN) &&
        session_practice_can(a->ses, id == END_NEXT)) {
        err = front_started(a, session_practice_next(a->ses, id == END_NEXT));
        id = -1; /* front_started went where the start said */
    } else if (id == END_NEXT) {
        err = game_next_level(session_game(a->ses));
    } else if (id == END_RETRY) {
        err = game_retry(session_game(a->ses));
    } else if (id == END_COPY) {
        end_copy(a);
    } else if (id == END_WATCH) {
        watch_open(a, session_shown_replay(a->ses));
    } else if (id == END_MENU || id == -2) {
        if (a->screen != &st_runend ||
            game_get_screen(session_game(a->ses)) == GAME_SCREEN_TIME_UP) {
            game_to_menu(session_game(a->ses)); /* endless's time up too */
        }
        front_goto(a, &st_menu); /* a run that enters the table: its name */
    }
    if (err) {
        fprintf(stderr, "lianliankan: %s\n", err);
    } else if (id == END_NEXT || id == END_RETRY) {
        front_status(a, GAME_SCREEN_PLAYING); /* the level begun: playing */
    }
}

/* The stars landing one by one (all at once with animations off). */
static bool end_update(front_app *a, Uint32 now)
{
    Uint32 all = ANIM_STAR_MS * (GAME_STARS_MAX + 1);
    if (ANIM_STAR_MS == 0 || !end_has_stars(a, end_variant_of(a))) {
        return false;
    }
    bool landing = now - S(a)->since < all;
    if (landing) {
        a->dirty = true;
    }
    return landing;
}

/* Label left, value right, each row of the breakdown; the total bold. */
static int end_draw_rows(front_app *a, SDL_Rect c, int y)
{
    char lab[END_ROWS][96], val[END_ROWS][32];
    int n = end_rows(a, lab, val), u = kit_u(), need = 0;
    for (int i = 0; i < n; i++) { /* the widest row, a line's gap inside */
        int lw, vw, h;
        text_size(end_row_font(a), lab[i], &lw, &h);
        text_size(end_row_font(a), val[i], &vw, &h);
        need = lw + vw + 2 * u > need ? lw + vw + 2 * u : need;
    }
    /* a narrow column (large text in a small window): narrower margins */
    int m = c.w - need >= u * 8 ? u * 4 : c.w - need >= u * 2 ? (c.w - need) / 2 : u;
    int x0 = c.x + m, x1 = c.x + c.w - m;
    for (int i = 0; i < n; i++) {
        bool total = i >= n - 2;
        if (i == n - 2) { /* a rule over the totals */
            y += u;
            SDL_Rect line = {x0, y - u * 3 / 4, x1 - x0, 1};
            kit_round(a->ren, line, 0, kit_color(KIT_OUTLINE));
        }
        SDL_Color fg = kit_color(total ? KIT_ON_SURFACE : KIT_ON_SURFACE_DIM);
        text_draw(a->ren, end_row_font(a), lab[i], fg, x0, y, 0);
        text_draw(a->ren, end_row_font(a), val[i],
                  kit_color(i == n - 1 ? KIT_ACCENT : KIT_ON_SURFACE), x1, y, 2);
        y += end_row_step(a);
    }
    return y;
}

/* The stars and "New best" (or the level's best so far). */
static int end_draw_result(front_app *a, int y)
{
    int th = text_height(FONT_NORMAL), u = kit_u();
    char buf[96];
    end_draw_stars(a, a->pix_w / 2, y);
    y += end_stars_h(a) + u;
    int best = end_best_line(a, buf, sizeof buf);
    if (best == 1) {
        seen_mark("badge", kit_badge(a->ren, a->pix_w, a->pix_w / 2, y, buf,
                                     KIT_SUCCESS));
    } else if (best == 2) {
        kit_caption(a->ren, a->pix_w / 2, y, buf, 1);
    }
    const char *missed = end_missed(a);
    if (missed[0]) { /* why a star is missing, under the best (a badge
                      * is taller than a line: a little room) */
        y += th + u;
        kit_caption(a->ren, a->pix_w / 2, y, missed, 1);
    }
    return y + th;
}

static void end_draw_time_up(front_app *a, int y)
{
    char buf[160], num[32];
    int left = game_get_tiles_left(session_game(a->ses));
    lang_number(num, sizeof num, game_get_score(session_game(a->ses)));
    snprintf(buf, sizeof buf,
             P_("Level %d: %d tile was left. Score %s",
                "Level %d: %d tiles were left. Score %s", left),
             game_get_level(session_game(a->ses)), left, num);
    text_draw(a->ren, FONT_NORMAL, buf, kit_color(KIT_ON_SURFACE), a->pix_w / 2,
              y, 1);
    /* what each button does to the game, before the player chooses */
    int th = text_height(FONT_NORMAL), u = kit_u();
    y += th * 2;
    kit_caption(a->ren, a->pix_w / 2, y,
                _("Retry: this level again from its start, the score as it "
                  "began"),
                1);
    kit_caption(a->ren, a->pix_w / 2, y + th + u / 2,
                game_in_run(session_game(a->ses))
                    ? _("Menu: the run ends here, with this score")
                    : _("Menu: this level ends here"),
                1);
    if (ghost_time_up_line(a, buf, sizeof buf)) {
        kit_caption(a->ren, a->pix_w / 2, y + (th + u / 2) * 2, buf, 1);
    }
}

static int end_draw_summary(front_app *a, int y)
{
    char head[160], line[160];
    int u = kit_u();
    end_summary_lines(a, head, line);
    text_draw(a->ren, FONT_HEADING, head, kit_color(KIT_ACCENT), a->pix_w / 2,
              y, 1);
    y += text_height(FONT_HEADING) + u;
    kit_caption(a->ren, a->pix_w / 2, y, line, 1);
    return y + text_height(FONT_NORMAL) + u;
}

static void end_draw(front_app *a)
{
    end_state *s = S(a);
    end_variant v = end_variant_of(a);
    char buf[128];
    end_build(a);
    draw_background(a);
    SDL_Rect c = end_card(a, v);
    kit_panel(a->ren, c);
    int u = kit_u(), y = c.y + u * 3;
    if (v == END_TIME_UP) {
        snprintf(buf, sizeof buf, "%s", _("Time is up"));
    } else if (v == END_RUN_ENDED) {
        snprintf(buf, sizeof buf, "%s", _("Run ended"));
    } else if (v == END_FINISHED) {
        snprintf(buf, sizeof buf, "%s", _("All levels cleared!"));
    } else if (end_daily(a, v)) {
        snprintf(buf, sizeof buf, "%s", _("Deal of the day cleared"));
    } else {
        snprintf(buf, sizeof buf, _("Level %d cleared"),
                 game_get_level(session_game(a->ses)));
    }
    ui_title(a, buf, y);
    y += text_height(FONT_BIG) + u * 2;
    if (v == END_TIME_UP) {
        end_draw_time_up(a, y);
        y += text_height(FONT_NORMAL) * 4 + kit_u() +
             (ghost_time_up_line(a, buf, sizeof buf) ? text_height(FONT_NORMAL) + u / 2 : 0);
    } else if (v == END_RUN_ENDED) {
        y = end_draw_summary(a, y);
    } else if (s->wide) {
        SDL_Rect l, r;
        end_columns(c, &l, &r);
        int under = end_draw_rows(a, (SDL_Rect){l.x - u * 4, c.y, l.w + u * 8,
                                                c.h}, y) + u * 2;
        end_under(a, v, l, under, true);
        end_side(a, v, r, y, true);
    } else {
        if (end_has_stars(a, v)) {
            y = end_draw_result(a, y) + u;
        }
        y = end_draw_rows(a, c, y) + u * 2;
        y = end_draw_lines(a, v, y);
        if (v == END_FINISHED) {
            y = end_draw_summary(a, y);
        }
    }
    if (end_name_wanted(a, v) && !s->wide) {
        y += u;
        seen_mark("badge", kit_badge(a->ren, a->pix_w, a->pix_w / 2, y,
                                     _("New high score!"), KIT_SUCCESS));
        y += text_height(FONT_NORMAL) + u * 2;
    }
    const char *why = front_no_entry_why(a);
    if (why && v != END_CLEARED && !s->wide) {
        kit_caption(a->ren, a->pix_w / 2, y, why, 1);
    }
    /* the way on (Next level, Retry) is the card's primary action, drawn
     * as every screen draws its own */
    for (int i = 0; i < s->ui.n; i++) {
        unsigned st = ui_menu_state(&s->ui, a, i);
        seen_control(s->ui.sid[i]);
        if (s->ui.id[i] == END_NEXT || s->ui.id[i] == END_RETRY) {
            kit_primary(a->ren, s->ui.rect[i], s->ui.label[i], NULL, st);
        } else {
            kit_button(a->ren, s->ui.rect[i], s->ui.label[i], st);
        }
    }
    seen_control(NULL);
}

static void end_view(front_app *a, game_view *v)
{
    end_variant var = end_variant_of(a);
    if (var == END_CLEARED || var == END_FINISHED) {
        v->has_result = true;
        v->new_best = end_new_best(a);
        S(a)->missed[0] = end_missed(a);
        v->lines = S(a)->missed; /* why a star is missing ("" with all three) */
        v->nlines = S(a)->missed[0][0] ? 1 : 0;
    }
    if (var != END_CLEARED) {
        v->notice = front_no_entry_why(a);
    }
}

const front_screen st_clear = {.name = "level_clear", .enter = end_enter, .event = end_event,
                               .update = end_update, .draw = end_draw, .menu = end_build,
                               .view = end_view};
const front_screen st_timeup = {.name = "time_up", .enter = end_enter, .event = end_event,
                                .draw = end_draw, .menu = end_build, .view = end_view};
const front_screen st_final = {.name = "finished", .enter = end_enter, .event = end_event,
                               .update = end_update, .draw = end_draw, .menu = end_build,
                               .view = end_view};
const front_screen st_runend = {.name = "run_ended", .enter = end_enter, .event = end_event,
                                .draw = end_draw, .menu = end_build, .view = end_view};
