/* speak.c - what the game says with speech on (speech.h says it): the
 * screen entered and the control focused by keys or a pad, with its value;
 * on the board the cursor's tile, a selection, a match with the tiles
 * left, a refusal with its reason, a hint with both tiles, a shift, a dead
 * end, the level cleared, time up; the status on demand (S). Every line is
 * translated; a tile's name is tiles.txt's, translated in the context
 * "tile" (tile_names.c).
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "audio.h"
#include "assets.h"
#include "keys.h"
#include "diag.h"
#include "i18n.h"
#include "lang.h"
#include "play.h"
#include "session.h"
#include "speak.h"
#include "screen_state.h"
#include "speech.h"

void speak(front_app *a, const char *line)
{
    speech_say(a->svc.speech, line, lang_current());
}

void speech_apply(front_app *a, int v)
{
    speech_enable(a->svc.speech, v != 0, diag(a)->trace);
}

/* A tile's name in the language shown (tiles.txt's English, else the
 * catalogue's in the context "tile"). */
const char *speak_tile(int kind)
{
    static char out[96];
    const char *en = atlas_name(kind);
    if (!en[0]) {
        snprintf(out, sizeof out, _("tile %d"), kind);
        return out;
    }
    snprintf(out, sizeof out, "%s", tile_name_words(en));
    return out;
}

/* "row 3, column 5, elephant" (rows and columns from 1). */
static void speak_cell_words(front_app *a, llk_cell c, char *out, size_t len)
{
    const llk_board *b = game_get_board(session_game(a->ses));
    int k = b ? llk_board_get(b, c.r, c.c) : 0;
    /* TRANSLATORS: said of a tile lying face down (the daily's hidden
     * faces) instead of its name */
    const char *what = game_tile_hidden(session_game(a->ses), c.r, c.c) ? _("face down")
                       : k                                             ? speak_tile(k)
                                                                       : _("empty");
    snprintf(out, len, _("row %d, column %d, %s"), c.r + 1, c.c + 1, what);
}

void speak_cursor(front_app *a)
{
    char line[160];
    if (!speech_on(a->svc.speech) || !play(a)->cursor_on) {
        return;
    }
    speak_cell_words(a, play(a)->cursor, line, sizeof line);
    speak(a, line);
}

/* The shift's words without their arrows ("Tiles fall down"). */
static const char *speak_shift(llk_shift s)
{
    const char *w = bar_shift_words(s);
    while ((unsigned char)*w >= 0xE2 && (unsigned char)*w <= 0xE2 + 1) {
        w += 3; /* an arrow (U+2190..U+21FF: three bytes) */
    }
    return *w == ' ' ? w + 1 : w;
}

void speak_move(front_app *a, const game_move *m, int kind)
{
    char line[SPEECH_LINE], part[160];
    game *g = session_game(a->ses);
    if (!speech_on(a->svc.speech)) {
        return;
    }
    switch (m->result) {
    case GAME_CLICK_SELECTED: /* a face-down tile's name is not said */
        snprintf(line, sizeof line, _("%s selected"),
                 game_tile_hidden(g, m->a.r, m->a.c) ? _("face down") : speak_tile(kind));
        break;
    case GAME_CLICK_DESELECTED:
        snprintf(line, sizeof line, "%s", _("Selection dropped"));
        break;
    case GAME_CLICK_REFUSED:
        snprintf(line, sizeof line, _("Refused: %s"),
                 m->why == LLK_KINDS ? _("Different tiles")
                                     : _("No path with two turns or fewer"));
        break;
    case GAME_CLICK_REMOVED: {
        int left = game_get_tiles_left(g);
        snprintf(part, sizeof part,
                 P_("Match, %d tile left", "Match, %d tiles left", left), left);
        const char *then = m->cleared ? _("Level cleared")
                           : m->moved ? speak_shift(game_get_shift(g))
                                      : NULL;
        if (then) {
            snprintf(line, sizeof line, _("%s. %s"), part, then);
        } else {
            snprintf(line, sizeof line, "%s", part);
        }
        break;
    }
    default:
        return;
    }
    speak(a, line);
}

void speak_hint(front_app *a, llk_pair p)
{
    char line[SPEECH_LINE];
    const llk_board *b = game_get_board(session_game(a->ses));
    if (!speech_on(a->svc.speech) || !b) {
        return;
    }
    const game *g = session_game(a->ses);
    bool down = game_tile_hidden(g, p.a.r, p.a.c) || game_tile_hidden(g, p.b.r, p.b.c);
    snprintf(line, sizeof line,
             _("Hint: %s, row %d, column %d and row %d, column %d"),
             down ? _("face down") : speak_tile(llk_board_get(b, p.a.r, p.a.c)), p.a.r + 1,
             p.a.c + 1, p.b.r + 1, p.b.c + 1);
    speak(a, line);
}

void speak_status(front_app *a)
{
    char line[SPEECH_LINE], t[64];
    game *g = session_game(a->ses);
    const llk_board *b = game_get_board(g);
    if (!speech_on(a->svc.speech) || !b) {
        return;
    }
    int pairs = (int)llk_pairs(b, NULL, 0);
    bool relaxed = game_get_mode(g) == GAME_RELAXED;
    lang_duration(t, sizeof t, relaxed ? game_get_elapsed_ms(g)
                                       : game_get_time_left_ms(g));
    char time_score[160], avail[64];
    snprintf(time_score, sizeof time_score,
             relaxed ? _("%s played, score %d") : _("%s left, score %d"), t,
             game_get_score(g));
    snprintf(avail, sizeof avail,
             P_("%d pair available", "%d pairs available", pairs), pairs);
    /* TRANSLATORS: the status's two parts, one after the other */
    snprintf(line, sizeof line, _("%s, %s"), time_score, avail);
    speak(a, line);
}

/* ---- screens and their controls ---- */

/* A screen's title as said when it is entered (NULL: none). */
static const char *speak_title(const front_app *a, const front_screen *s)
{
    if (s->spoken) { /* the screen's own words (the daily's rule card) */
        return s->spoken(a);
    }
    static const struct {
        const char *name, *title;
    } titles[] = {
        {"menu", N_("Main menu")},        {"settings", N_("Settings")},
        {"help", N_("Help")},             {"scores", N_("High scores")},
        {"stats", N_("Statistics")},      {"keys", N_("Keys")},
        {"paused", N_("Paused")},         {"level_clear", N_("Level cleared")},
        {"time_up", N_("Time is up")},    {"levels", N_("Choose a level")},
        {"finished", N_("All levels cleared")},
        {"run_ended", N_("The run is over")},
        {"daily", N_("The deal of the day")}};
    for (size_t i = 0; s && i < sizeof titles / sizeof titles[0]; i++) {
        if (strcmp(titles[i].name, s->name) == 0) {
            return _(titles[i].title);
        }
    }
    return NULL;
}

/* What is due to be said once drawn (the app's block, screen_state.h). */
typedef struct speak_due {
    const front_screen *entered; /* a title to say */
    bool focus;                  /* the focus to say */
} speak_due;

static speak_due *due(front_app *a)
{
    static const char key = 'k'; /* its address is the key */
    return front_state(a, &key, sizeof(speak_due));
}

void speak_screen(front_app *a, const front_screen *s)
{
    due(a)->entered = s;
    due(a)->focus = true;
}

/* The focused control's words: its label, and a switch's, a choice's or
 * a slider's value ("Sound effects, 80"). */
static void speak_control(const ui_menu *m, char *out, size_t len)
{
    int f = m ? m->focus : -1;
    out[0] = '\0';
    if (f < 0 || f >= m->n || !m->label[f]) {
        return;
    }
    switch (m->kind[f]) {
    case UI_TOGGLE:
        snprintf(out, len, _("%s, %s"), m->label[f],
                 m->value[f] ? _("on") : _("off"));
        break;
    case UI_SLIDER:
    case UI_CHOICE:
        if (m->vtext[f]) {
            snprintf(out, len, _("%s, %s"), m->label[f], m->vtext[f]);
        } else {
            snprintf(out, len, "%s, %d", m->label[f], m->value[f]);
        }
        break;
    default:
        snprintf(out, len, "%s", m->label[f]);
        break;
    }
    if (m->off[f]) {
        size_t n = strlen(out);
        snprintf(out + n, len - n, _(", %s"), _("unavailable"));
    }
}

void speak_frame(front_app *a)
{
    char line[SPEECH_LINE], ctl[200];
    speak_due *d = due(a);
    if (ui_focus_moved_take(a)) {
        d->focus = true; /* a key moved a menu's focus */
    }
    if (!speech_on(a->svc.speech) || !d->focus || !a->screen) {
        d->entered = NULL; /* nothing kept for later */
        d->focus = false;
        return;
    }
    d->focus = false;
    const char *title = d->entered ? speak_title(a, d->entered) : NULL;
    bool board = (a->screen->keys & KEYS_PLAY) != 0;
    if (board && !d->entered) {
        return; /* the board's own keys say what they do */
    }
    d->entered = NULL;
    ctl[0] = '\0';
    if (board) {
        if (play(a)->cursor_on) {
            speak_cell_words(a, play(a)->cursor, ctl, sizeof ctl);
        }
    } else if (a->screen->menu) {
        speak_control(a->screen->menu(a), ctl, sizeof ctl);
    }
    if (board && !title) {
        if (!ctl[0]) {
            return;
        }
        title = _("Playing");
    }
    if (title && ctl[0]) {
        /* TRANSLATORS: two sentences said one after the other */
        snprintf(line, sizeof line, _("%s. %s"), title, ctl);
    } else {
        snprintf(line, sizeof line, "%s", title ? title : ctl);
    }
    speak(a, line);
}
