/* st_watch.c - Watch: a board's replay (llk/replay.h) played back on the
 * real board. The session holds the replay (session_watch): while it is
 * watched, session_game is its game at the position chosen, so the board,
 * the bar (score, clock, hints and re-deals left) and the state file show
 * that position as the game had it. Play plays the moves at their times
 * (x1, x2 or x4: Speed), Pause stops; Step and Step back go one move
 * either way (back to the very position the game had, kept when the
 * replay was read). At the end Play starts again from the deal. The foot
 * says the move shown ("Move 12 of 48", "12/48" where that does not fit,
 * nothing where neither does; the state file's "notice").
 * A run's boards (High scores) are watched in turn, oldest first: Step
 * past a board's end shows the next board's deal, Step back before a deal
 * the board before's end, Play goes on to the next board a second after
 * a board's end; the foot then says the board too ("Board 2 of 3, move 12
 * of 48", "2/3 · 12/48").
 * Button ids: watch_back, watch_play, watch_step, watch_speed, back (Esc
 * too: to the screen Watch was opened from). The results card's Watch
 * (watch_offer) is left out where its row would not hold the labels (a
 * large text size on a small window).
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "screens.h"
#include "text.h"
#include "flow.h"
#include "draw.h"
#include "play.h"
#include "session.h"
#include "i18n.h"
#include "llk/replay.h"

enum { WATCH_BACK_STEP, WATCH_PLAY, WATCH_STEP, WATCH_SPEED, WATCH_CLOSE };

static ui_menu watch_ui;
static const front_screen *watch_from; /* where Back goes */
static bool watch_playing;
static int watch_speed = 1;            /* 1, 2, 4 */
static double watch_clock;             /* the board's time played back to */
static Uint32 watch_last;              /* the frame before, while playing */
static char watch_status[96];
static int watch_status_x;             /* where it is drawn, -1: no room */
/* The boards watched in turn (a run's, oldest first; one from a card or
 * the calendar) and the one on show. */
static char watch_paths[WATCH_BOARDS][1200];
static int watch_nboards, watch_board;

/* Load board k of the list (its deal shown): false, and a notice, when it
 * cannot be played (the board before stays). */
static bool watch_load(front_app *a, int k)
{
    char err[700];
    if (!session_watch(a->ses, watch_paths[k], err, sizeof err)) {
        fprintf(stderr, "lianliankan: %s\n", err);
        front_notice(a, _("This replay cannot be played"));
        return false;
    }
    watch_board = k;
    return true;
}

bool watch_open_boards(front_app *a, const char *const *paths, int n)
{
    watch_nboards = 0;
    for (int i = 0; i < n && watch_nboards < WATCH_BOARDS; i++) {
        if (paths[i] != NULL) {
            snprintf(watch_paths[watch_nboards++], sizeof watch_paths[0], "%s", paths[i]);
        }
    }
    if (watch_nboards == 0) {
        front_notice(a, _("This replay cannot be played"));
        return false;
    }
    if (!watch_load(a, 0)) {
        return false;
    }
    front_goto(a, &st_watch);
    return true;
}

bool watch_open(front_app *a, const char *path)
{
    return watch_open_boards(a, &path, 1);
}

/* xgettext's keyword (po/make_pot.sh): the context, then the words. */
#define NC_(ctx, s) (s)

/* "Play" here is playing the replay back, not a new game (the title's
 * Play): its words in the context "watch". */
static const char *watch_play_words(void)
{
    static const char *const en = NC_("watch", "Play");
    const char *key = "watch\004Play";
    const char *t = gettext(key);
    return strcmp(t, key) == 0 ? en : t;
}

static replay_player *watch_replay(const front_app *a)
{
    return session_watching(a->ses);
}

/* Show position k: the board as it was then, no animation. */
static void watch_show(front_app *a, int k)
{
    replay_player *p = watch_replay(a);
    replay_goto(p, k);
    front_board_changed(a);
    a->dirty = true;
}

/* The foot's words for move k of n: in words (form 0) or short (1);
 * with the board ("Board 2 of 3, move 12 of 48") when a run's boards are
 * watched in turn. */
static void watch_status_text(char *out, size_t len, int form, int k, int n)
{
    int b = watch_board + 1, nb = watch_nboards;
    if (nb > 1) {
        if (form == 0) {
            /* TRANSLATORS: Watch (a run's replays in turn): the board
             * shown and the run's boards, the move shown and its moves */
            snprintf(out, len, _("Board %d of %d, move %d of %d"), b, nb, k, n);
        } else {
            snprintf(out, len, "%d/%d \xc2\xb7 %d/%d", b, nb, k, n);
        }
    } else {
        snprintf(out, len, form == 0 ? _("Move %d of %d") : "%d/%d", k, n);
    }
}

static const ui_menu *watch_build(front_app *a)
{
    replay_player *p = watch_replay(a);
    bool start = p == NULL || (replay_at(p) == 0 && watch_board == 0);
    bool end = p == NULL ||
               (replay_at(p) >= replay_steps(p) && watch_board >= watch_nboards - 1);
    ui_menu_clear(&watch_ui, 5);
    ui_menu_focus_default(&watch_ui, WATCH_PLAY);
    watch_ui.compact = true;
    ui_menu_add(&watch_ui, _("Step back"), WATCH_BACK_STEP, "watch_back");
    if (start) {
        ui_menu_disable(&watch_ui, _("This is the deal"));
    }
    ui_menu_add(&watch_ui, watch_playing ? _("Pause") : watch_play_words(), WATCH_PLAY,
                "watch_play");
    ui_menu_add(&watch_ui, _("Step"), WATCH_STEP, "watch_step");
    if (end) {
        ui_menu_disable(&watch_ui, _("This is the end of the board"));
    }
    char speed[32];
    snprintf(speed, sizeof speed, _("Speed \xc3\x97%d"), watch_speed);
    static char speed_label[32]; /* the menu keeps the pointer */
    snprintf(speed_label, sizeof speed_label, "%s", speed);
    ui_menu_add(&watch_ui, speed_label, WATCH_SPEED, "watch_speed");
    ui_menu_add(&watch_ui, _("Back"), WATCH_CLOSE, "back");
    /* the row in the lane at the foot, under the board */
    int lane = assist_lane_h(a);
    int bh = ui_menu_rows_height(true, 1);
    int y = a->pix_h - lane + (lane - bh) / 2;
    /* the move shown at the row's left, in words or as "12/48", when the
     * labels still fit beside it */
    int u = kit_u(), widest = 0, n = p != NULL ? replay_steps(p) : 0;
    int k = p != NULL ? replay_at(p) : 0;
    for (int i = 0; i < watch_ui.n; i++) {
        int w, h;
        text_size(FONT_LABEL, watch_ui.label[i], &w, &h);
        widest = w > widest ? w : widest;
    }
    watch_status_x = -1;
    watch_status[0] = '\0';
    for (int form = 0; form < 2 && watch_status_x < 0; form++) {
        char sample[96]; /* the widest it says: the row stays put as it counts */
        int sw, sh;
        watch_status_text(sample, sizeof sample, form, n, n);
        text_size(FONT_NORMAL, sample, &sw, &sh);
        kit_frame_row(&watch_ui, 0, watch_ui.n, y, bh, a->pix_w - sw - 2 * u);
        if (watch_ui.rect[0].w < widest + 2 * u) {
            continue;
        }
        SDL_Rect l = watch_ui.rect[0], r = watch_ui.rect[watch_ui.n - 1];
        int total = sw + 2 * u + (r.x + r.w - l.x);
        watch_status_x = (a->pix_w - total) / 2;
        int shift = watch_status_x + sw + 2 * u - l.x;
        for (int i = 0; i < watch_ui.n; i++) {
            watch_ui.rect[i].x += shift;
        }
        watch_status_text(watch_status, sizeof watch_status, form, k, n);
    }
    if (watch_status_x < 0) {
        kit_frame_row(&watch_ui, 0, watch_ui.n, y, bh, a->pix_w);
    }
    return &watch_ui;
}

static void watch_enter(front_app *a, const front_screen *prev)
{
    watch_from = prev != NULL && prev != &st_watch ? prev : &st_menu;
    if (watch_replay(a) == NULL) { /* only watch_open comes here */
        front_goto(a, watch_from);
        return;
    }
    watch_playing = false;
    watch_speed = 1;
    ui_menu_focus_id(&watch_ui, WATCH_PLAY);
    watch_clock = 0;
    layout_board(a);
    watch_show(a, 0);
    watch_build(a);
}

static void watch_leave(front_app *a)
{
    session_watch_end(a->ses);
    watch_playing = false;
    layout_board(a); /* the game on show again */
    front_board_changed(a);
}

/* Show board k (at its end: at_end, else its deal). */
static bool watch_board_to(front_app *a, int k, bool at_end)
{
    if (k < 0 || k >= watch_nboards || !watch_load(a, k)) {
        return false;
    }
    layout_board(a); /* (another level: another size) */
    replay_player *p = watch_replay(a);
    watch_show(a, at_end ? replay_steps(p) : 0);
    watch_clock = (double)replay_time_at(p, replay_at(p));
    return true;
}

/* A move either way; past a board's end the next board's deal, before
 * its deal the board before's end. */
static void watch_step(front_app *a, int by)
{
    replay_player *p = watch_replay(a);
    watch_playing = false;
    if (by > 0 && replay_at(p) >= replay_steps(p)) {
        watch_board_to(a, watch_board + 1, false);
        return;
    }
    if (by < 0 && replay_at(p) == 0) {
        watch_board_to(a, watch_board - 1, true);
        return;
    }
    watch_show(a, replay_at(p) + by);
    watch_clock = (double)replay_time_at(p, replay_at(p));
}

static void watch_act(front_app *a, int id)
{
    replay_player *p = watch_replay(a);
    switch (id) {
    case WATCH_BACK_STEP:
        watch_step(a, -1);
        break;
    case WATCH_STEP:
        watch_step(a, 1);
        break;
    case WATCH_PLAY:
        watch_playing = !watch_playing;
        if (watch_playing && replay_at(p) >= replay_steps(p)) {
            /* at a board's end: the next board, after the last again
             * from the first's deal */
            int next = watch_board + 1 < watch_nboards ? watch_board + 1 : 0;
            if (next != watch_board) {
                watch_board_to(a, next, false);
            } else {
                watch_show(a, 0);
            }
            p = watch_replay(a);
        }
        watch_clock = (double)replay_time_at(p, replay_at(p));
        watch_last = SDL_GetTicks();
        a->dirty = true;
        break;
    case WATCH_SPEED:
        watch_speed = watch_speed >= 4 ? 1 : watch_speed * 2;
        a->dirty = true;
        break;
    case WATCH_CLOSE:
    case -2:
        front_goto(a, watch_from);
        break;
    default:
        break;
    }
}

static void watch_event(front_app *a, const SDL_Event *e)
{
    watch_build(a);
    watch_act(a, ui_menu_take(&watch_ui, a, e));
}

/* Playing: the moves whose time has come, at the speed chosen. */
static bool watch_update(front_app *a, Uint32 now)
{
    replay_player *p = watch_replay(a);
    bool moving = front_notice_update(a, now);
    if (!watch_playing || p == NULL) {
        return moving;
    }
    watch_clock += (double)(Uint32)(now - watch_last) * watch_speed;
    watch_last = now;
    int k = replay_at(p);
    while (k < replay_steps(p) && (double)replay_time_at(p, k + 1) <= watch_clock) {
        k++;
    }
    if (k != replay_at(p)) {
        watch_show(a, k);
    }
    if (k >= replay_steps(p) && watch_board + 1 < watch_nboards &&
        (double)replay_time_at(p, k) + 1000.0 <= watch_clock) {
        /* a second on the board's end, then the next board's deal */
        watch_board_to(a, watch_board + 1, false);
        watch_last = now;
        return true;
    }
    if (k >= replay_steps(p) && watch_board + 1 >= watch_nboards) {
        watch_playing = false; /* the end: a still frame (the state file
                                  written with it) */
        a->dirty = true;
        return moving;
    }
    return true;
}

static void watch_draw(front_app *a)
{
    draw_background(a);
    draw_board(a, SDL_GetTicks());
    bar_draw(a, false);
    const ui_menu *m = watch_build(a);
    ui_menu_draw(m, a);
    if (watch_status_x >= 0) {
        SDL_Rect first = m->rect[0];
        text_draw(a->ren, FONT_NORMAL, watch_status, kit_color(KIT_ON_SURFACE),
                  watch_status_x, first.y + (first.h - text_height(FONT_NORMAL)) / 2, 0);
    }
    if (play(a)->anim.notice_until) {
        bar_toast(a, play(a)->anim.notice);
    }
}

static void watch_view(front_app *a, game_view *v)
{
    watch_build(a);
    v->notice = watch_status[0] ? watch_status : NULL; /* as drawn */
}

const front_screen st_watch = {.name = "watch", .keys = 0,
                               .enter = watch_enter, .leave = watch_leave,
                               .event = watch_event, .update = watch_update,
                               .draw = watch_draw, .menu = watch_build,
                               .view = watch_view};

void watch_offer(ui_menu *m, front_app *a, int id)
{
    if (session_shown_replay(a->ses) == NULL) {
        return;
    }
    /* Only where the card's row still holds every label with it (and the
     * Menu button to come; the first, the way on, at the heading's size):
     * at a large text size on a small window Watch is left out rather
     * than squeeze a label out of its button. */
    int th = text_height(FONT_BODY), gap = th / 2, n = m->n + 2, need = 0, w, h;
    const char *more[] = {_("Watch"), _("Menu"), _("Enter your name")};
    for (int i = 0; i < m->n + 3; i++) {
        bool ours = i >= m->n;
        text_size(i == 0 ? FONT_HEADING : FONT_BODY, ours ? more[i - m->n] : m->label[i],
                  &w, &h);
        need = w > need ? w : need;
    }
    if ((a->pix_w - (n + 1) * gap) / n >= need + th / 2) {
        ui_menu_add(m, _("Watch"), id, "watch");
    }
}
