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
 * Button ids: watch_back, watch_play, watch_step, s->speed, back (Esc
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
#include "screen_state.h"

enum { WATCH_BACK_STEP, WATCH_PLAY, WATCH_STEP, WATCH_SPEED, WATCH_CLOSE };

/* The screen's own state (screen_state.h). */
typedef struct watch_state {
    ui_menu ui;
    const front_screen *from; /* where Back goes */
    bool playing;
    int speed;                /* 1, 2, 4 (0: not set yet, 1) */
    double clock;             /* the board's time played back to */
    Uint32 last;              /* the frame before, while playing */
    char status[96];
    int status_x;             /* where it is drawn, -1: no room */
    char speed_label[32];     /* Speed's label (the menu keeps the pointer) */
    /* The boards watched in turn (a run's, oldest first; one from a card
     * or the calendar) and the one on show. */
    char paths[WATCH_BOARDS][1200];
    int nboards, board;
} watch_state;

static watch_state *S(front_app *a)
{
    watch_state *s = front_state(a, &st_watch, sizeof(watch_state));
    if (s->speed == 0) {
        s->speed = 1;
    }
    return s;
}

/* Load board k of the list (its deal shown): false, and a notice, when it
 * cannot be played (the board before stays). */
static bool watch_load(front_app *a, int k)
{
    watch_state *s = S(a);
    char err[700];
    if (!session_watch(a->ses, s->paths[k], err, sizeof err)) {
        fprintf(stderr, "lianliankan: %s\n", err);
        front_notice(a, _("This replay cannot be played"));
        return false;
    }
    s->board = k;
    return true;
}

bool watch_open_boards(front_app *a, const char *const *paths, int n)
{
    watch_state *s = S(a);
    s->nboards = 0;
    for (int i = 0; i < n && s->nboards < WATCH_BOARDS; i++) {
        if (paths[i] != NULL) {
            snprintf(s->paths[s->nboards++], sizeof s->paths[0], "%s", paths[i]);
        }
    }
    if (s->nboards == 0) {
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
static void watch_status_text(const watch_state *s, char *out, size_t len,
                              int form, int k, int n)
{
    int b = s->board + 1, nb = s->nboards;
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
    watch_state *s = S(a);
    replay_player *p = watch_replay(a);
    bool start = p == NULL || (replay_at(p) == 0 && s->board == 0);
    bool end = p == NULL ||
               (replay_at(p) >= replay_steps(p) && s->board >= s->nboards - 1);
    ui_menu_clear(&s->ui, 5);
    ui_menu_focus_default(&s->ui, WATCH_PLAY);
    s->ui.compact = true;
    ui_menu_add(&s->ui, _("Step back"), WATCH_BACK_STEP, "watch_back");
    if (start) {
        ui_menu_disable(&s->ui, _("This is the deal"));
    }
    ui_menu_add(&s->ui, s->playing ? _("Pause") : watch_play_words(), WATCH_PLAY,
                "watch_play");
    ui_menu_add(&s->ui, _("Step"), WATCH_STEP, "watch_step");
    if (end) {
        ui_menu_disable(&s->ui, _("This is the end of the board"));
    }
    snprintf(s->speed_label, sizeof s->speed_label, _("Speed \xc3\x97%d"),
             s->speed);
    ui_menu_add(&s->ui, s->speed_label, WATCH_SPEED, "watch_speed");
    ui_menu_add(&s->ui, _("Back"), WATCH_CLOSE, "back");
    /* the row in the lane at the foot, under the board */
    int lane = assist_lane_h(a);
    int bh = ui_menu_rows_height(true, 1);
    int y = a->pix_h - lane + (lane - bh) / 2;
    /* the move shown at the row's left, in words or as "12/48", when the
     * labels still fit beside it */
    int u = kit_u(), widest = 0, n = p != NULL ? replay_steps(p) : 0;
    int k = p != NULL ? replay_at(p) : 0;
    for (int i = 0; i < s->ui.n; i++) {
        int w, h;
        text_size(FONT_LABEL, s->ui.label[i], &w, &h);
        widest = w > widest ? w : widest;
    }
    s->status_x = -1;
    s->status[0] = '\0';
    for (int form = 0; form < 2 && s->status_x < 0; form++) {
        char sample[96]; /* the widest it says: the row stays put as it counts */
        int sw, sh;
        watch_status_text(s, sample, sizeof sample, form, n, n);
        text_size(FONT_NORMAL, sample, &sw, &sh);
        kit_frame_row(&s->ui, 0, s->ui.n, y, bh, a->pix_w - sw - 2 * u);
        if (s->ui.rect[0].w < widest + 2 * u) {
            continue;
        }
        SDL_Rect l = s->ui.rect[0], r = s->ui.rect[s->ui.n - 1];
        int total = sw + 2 * u + (r.x + r.w - l.x);
        s->status_x = (a->pix_w - total) / 2;
        int shift = s->status_x + sw + 2 * u - l.x;
        for (int i = 0; i < s->ui.n; i++) {
            s->ui.rect[i].x += shift;
        }
        watch_status_text(s, s->status, sizeof s->status, form, k, n);
    }
    if (s->status_x < 0) {
        kit_frame_row(&s->ui, 0, s->ui.n, y, bh, a->pix_w);
    }
    return &s->ui;
}

static void watch_enter(front_app *a, const front_screen *prev)
{
    watch_state *s = S(a);
    s->from = prev != NULL && prev != &st_watch ? prev : &st_menu;
    if (watch_replay(a) == NULL) { /* only watch_open comes here */
        front_goto(a, s->from);
        return;
    }
    s->playing = false;
    s->speed = 1;
    ui_menu_focus_id(&s->ui, WATCH_PLAY);
    s->clock = 0;
    layout_board(a);
    watch_show(a, 0);
    watch_build(a);
}

static void watch_leave(front_app *a)
{
    watch_state *s = S(a);
    session_watch_end(a->ses);
    s->playing = false;
    layout_board(a); /* the game on show again */
    front_board_changed(a);
}

/* Show board k (at its end: at_end, else its deal). */
static bool watch_board_to(front_app *a, int k, bool at_end)
{
    watch_state *s = S(a);
    if (k < 0 || k >= s->nboards || !watch_load(a, k)) {
        return false;
    }
    layout_board(a); /* (another level: another size) */
    replay_player *p = watch_replay(a);
    watch_show(a, at_end ? replay_steps(p) : 0);
    s->clock = (double)replay_time_at(p, replay_at(p));
    return true;
}

/* A move either way; past a board's end the next board's deal, before
 * its deal the board before's end. */
static void watch_step(front_app *a, int by)
{
    watch_state *s = S(a);
    replay_player *p = watch_replay(a);
    s->playing = false;
    if (by > 0 && replay_at(p) >= replay_steps(p)) {
        watch_board_to(a, s->board + 1, false);
        return;
    }
    if (by < 0 && replay_at(p) == 0) {
        watch_board_to(a, s->board - 1, true);
        return;
    }
    watch_show(a, replay_at(p) + by);
    s->clock = (double)replay_time_at(p, replay_at(p));
}

static void watch_act(front_app *a, int id)
{
    watch_state *s = S(a);
    replay_player *p = watch_replay(a);
    switch (id) {
    case WATCH_BACK_STEP:
        watch_step(a, -1);
        break;
    case WATCH_STEP:
        watch_step(a, 1);
        break;
    case WATCH_PLAY:
        s->playing = !s->playing;
        if (s->playing && replay_at(p) >= replay_steps(p)) {
            /* at a board's end: the next board, after the last again
             * from the first's deal */
            int next = s->board + 1 < s->nboards ? s->board + 1 : 0;
            if (next != s->board) {
                watch_board_to(a, next, false);
            } else {
                watch_show(a, 0);
            }
            p = watch_replay(a);
        }
        s->clock = (double)replay_time_at(p, replay_at(p));
        s->last = SDL_GetTicks();
        a->dirty = true;
        break;
    case WATCH_SPEED:
        s->speed = s->speed >= 4 ? 1 : s->speed * 2;
        a->dirty = true;
        break;
    case WATCH_CLOSE:
    case -2:
        front_goto(a, s->from);
        break;
    default:
        break;
    }
}

static void watch_event(front_app *a, const SDL_Event *e)
{
    watch_state *s = S(a);
    watch_build(a);
    watch_act(a, ui_menu_take(&s->ui, a, e));
}

/* Playing: the moves whose time has come, at the speed chosen. */
static bool watch_update(front_app *a, Uint32 now)
{
    watch_state *s = S(a);
    replay_player *p = watch_replay(a);
    bool moving = front_notice_update(a, now);
    if (!s->playing || p == NULL) {
        return moving;
    }
    s->clock += (double)(Uint32)(now - s->last) * s->speed;
    s->last = now;
    int k = replay_at(p);
    while (k < replay_steps(p) && (double)replay_time_at(p, k + 1) <= s->clock) {
        k++;
    }
    if (k != replay_at(p)) {
        watch_show(a, k);
    }
    if (k >= replay_steps(p) && s->board + 1 < s->nboards &&
        (double)replay_time_at(p, k) + 1000.0 <= s->clock) {
        /* a second on the board's end, then the next board's deal */
        watch_board_to(a, s->board + 1, false);
        s->last = now;
        return true;
    }
    if (k >= replay_steps(p) && s->board + 1 >= s->nboards) {
        s->playing = false; /* the end: a still frame (the state file
                               written with it) */
        a->dirty = true;
        return moving;
    }
    return true;
}

static void watch_draw(front_app *a)
{
    watch_state *s = S(a);
    draw_background(a);
    draw_board(a, SDL_GetTicks());
    bar_draw(a, false);
    const ui_menu *m = watch_build(a);
    ui_menu_draw(m, a);
    if (s->status_x >= 0) {
        SDL_Rect first = m->rect[0];
        text_draw(a->ren, FONT_NORMAL, s->status, kit_color(KIT_ON_SURFACE),
                  s->status_x, first.y + (first.h - text_height(FONT_NORMAL)) / 2, 0);
    }
    if (play(a)->anim.notice_until) {
        bar_toast(a, play(a)->anim.notice);
    }
}

static void watch_view(front_app *a, game_view *v)
{
    watch_state *s = S(a);
    watch_build(a);
    v->notice = s->status[0] ? s->status : NULL; /* as drawn */
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
