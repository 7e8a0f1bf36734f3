/* pad.h - game controllers (SDL_GameController, SDL's mapping database):
 * opened when plugged in (before the game starts or while it runs),
 * closed when pulled out. Their buttons and the left stick become the
 * keys of the one key table (keys.h), so every screen takes a pad as it
 * takes the keyboard (docs/playing.md: "A game controller"):
 *
 *   d-pad, left stick   the arrows (the board's cursor, the focus); held,
 *                       they repeat as a held key does (the stick past a
 *                       dead zone of about a third of its travel)
 *   A                   Enter: select, press, accept
 *   B, Back             Esc: back, close, the menu
 *   Start               P on the board and the pause screen (pause and
 *                       resume), the keypad's Enter on a name or game-ID
 *                       entry (done, whichever key is focused), Enter
 *                       elsewhere
 *   X                   on the board: G (the cursor to the last hint's
 *                       other tile while its pair is there, else a new
 *                       hint with the cursor on its first tile); on an
 *                       entry, Backspace
 *   Y                   on the board: K (every tile of the selection's
 *                       kind, else the cursor's; again to hide); on an
 *                       entry, Caps Lock (the on-screen keyboard's
 *                       capitals on or off)
 *   left, right shoulder  U and Shift+U: undo and redo
 *
 * On the board those are the game's buttons: a player can give its
 * actions (A, X, Y, LB, RB, Start; and the hint, re-deal) other buttons,
 * the triggers among them (padkeys.h, the Keys screen), then looked up
 * there first; B and Back
 * stay Esc, the d-pad the arrows, and the other screens keep the table.
 *
 * A key made from a pad is marked (its keysym's `unused` is PAD_MARK), so
 * the state file can say which device spoke last ("input").
 *
 * For tests (docs/testing.md): LLK_TEST_PAD=FILE, a FIFO; a thread reads
 * lines from it ("attach", "detach", "tap BUTTON", "press BUTTON",
 * "release BUTTON", "axis AXIS VALUE"; SDL's names: a, b, x, y, back,
 * start, dpup, dpdown, dpleft, dpright, leftshoulder, rightshoulder,
 * leftx, lefty; lefttrigger, righttrigger from 0, let go, to 32767, as
 * the controller reports them) and works an SDL virtual game controller with them, so
 * the events come through SDL as a real pad's do; "finger down|move|up ID
 * X Y" (window points) puts a touch screen's finger event on SDL's queue
 * (touch.h).
 */
#ifndef FRONT_PAD_H
#define FRONT_PAD_H

#include <stdbool.h>

#include <SDL.h>

typedef struct front_app front_app;

#define PAD_MARK 0x70616421u /* "pad!" in a pad's key's keysym.unused */

/* Start the controller subsystem and the test hook; a->pad set. */
void pad_open(front_app *a);
void pad_close(front_app *a);
/* A controller event (or the test hook's): taken, 1, or 2 when what the
 * state file says changed ("pads", "input"); other events 0, a key or a
 * click noted as the last input. Keys it makes are pushed onto SDL's
 * queue. */
int pad_event(front_app *a, const SDL_Event *e);
/* Held directions repeat and the test hook's taps go on: due ones now;
 * the milliseconds to wait, at most `wait` (>= 0). */
int pad_update(front_app *a, Uint32 now, int wait);
/* "mouse", "keyboard", "pad" or "touch" (a click or key a touch made,
 * touch.h): the device of the last input ("" before any); and the
 * controllers open now. */
const char *pad_input(const front_app *a);
/* The same as a value, for the prompts. */
typedef enum pad_device {
    DEV_NONE,
    DEV_MOUSE,
    DEV_KEYBOARD,
    DEV_PAD,
    DEV_TOUCH
} pad_device;
pad_device pad_last(const front_app *a);
/* Whether the last input came from a device with no keys to type with
 * (a pad, a finger): the name and game-ID entries show their on-screen
 * keyboard. */
bool pad_keyless(const front_app *a);
int pad_count(const front_app *a);
/* The button (SDL_CONTROLLER_BUTTON_*) a pad pressed while the Keys
 * screen waited for one (padkeys.h: padkeys_set_capturing), when e is
 * that press; else -1. */
int pad_captured(const front_app *a, const SDL_Event *e);
/* The controller's button for a key action (keys.h), as the bar's key
 * caps show it after a pad's button: the player's (padkeys.h; the game's
 * X hint, Y the kind, "≡" Start (pause), LB and RB undo and redo; the
 * hint's, else X's when the hint has none), "B" the menu; "" for none. */
const char *pad_cap(int action);

/* Help's Keys tab after a pad's button: the pad's rows, grouped as the
 * key table's (KEYS_PLAY, KEYS_MENUS, KEYS_ENTRY), the board's on the
 * player's buttons; buttons and what translated. */
typedef struct pad_help_row {
    unsigned group;
    const char *buttons, *what;
} pad_help_row;
int pad_help_count(void);
/* Row i (from 0; past the last: group 0, no text). */
pad_help_row pad_help_at(int i);

#endif
