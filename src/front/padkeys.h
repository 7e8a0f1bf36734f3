/* padkeys.h - a pad's buttons of the player's own: the actions of the
 * board a game controller's button does (pad.c), each of which can be
 * given another button, as keys.h's keys_bind gives keys.
 *
 * The game's buttons: A select, X the cursor to the hint or a new hint
 * (G), Y show a kind (K), LB undo, RB redo, Start pause; hint (H) and
 * re-deal (R) have none until given one. The buttons a player can choose
 * are SDL's names (SDL_GameControllerGetStringForButton): a, x, y, start,
 * leftshoulder, rightshoulder, leftstick, rightstick, and the triggers
 * (SDL_GameControllerGetStringForAxis: lefttrigger, righttrigger); b and back are
 * named too but always go back (refused), and the d-pad is the cursor. A
 * button of the player's table does its action on the board only: on
 * the menus A stays Enter, Start Enter (done on an entry), X and Y the
 * on-screen keyboard's. Each action has a setting (pad_kind = x,
 * "default" the game's button).
 */
#ifndef FRONT_PADKEYS_H
#define FRONT_PADKEYS_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "keys.h"

/* No button; the triggers, as buttons past SDL's (pressed past about
 * two thirds of their travel, let go under a third). */
enum {
    PADKEYS_NONE = -1,
    PADKEYS_LEFTTRIGGER = SDL_CONTROLLER_BUTTON_MAX,
    PADKEYS_RIGHTTRIGGER,
    PADKEYS_BUTTON_END /* past the last */
};

/* The actions a pad's button can be given, and their settings
 * ("pad_kind"; NULL past the end). */
int padkeys_count(void);
const char *padkeys_at(int i, key_action *act);
/* The setting of act's button, NULL when a pad's button cannot do act. */
const char *padkeys_setting_of(key_action act);
/* The game's button of act, and the one it has now (PADKEYS_NONE: none;
 * else an SDL_CONTROLLER_BUTTON_*). */
int padkeys_default(key_action act);
int padkeys_bound(key_action act);
/* The action of the board button does now (KA_NONE: none). */
key_action padkeys_action_of(int button);
/* Why act cannot take button now (written into why and returned: B and
 * Back go back, the d-pad is the cursor, a button another action of the
 * board has), or NULL when it can. */
const char *padkeys_bind_check(key_action act, int button, char *why,
                               size_t len);
/* Give act button (PADKEYS_NONE: the game's again); NULL, or why not
 * (nothing changes). */
const char *padkeys_bind(key_action act, int button, char *why, size_t len);
/* Every action i on the button want[i] (padkeys_at's order; PADKEYS_NONE:
 * the game's) at once, so that buttons can be swapped: the actions given
 * one hold none while they are bound; one another action keeps is
 * refused (refused[i]), the action on the game's button if it is free,
 * else none. */
void padkeys_bind_all(const int *want, bool *refused);
/* Every action on the game's button again. */
void padkeys_unbind_all(void);
/* A button's name in the settings file (SDL's: "x", "leftshoulder",
 * "lefttrigger"; NULL
 * for one that is not a choice) and back (PADKEYS_NONE for "default" or
 * an unknown name). */
const char *padkeys_button_setting_name(int button);
int padkeys_button_from_setting(const char *name);
/* Whether a player can name button at all (b and back: named, refused). */
bool padkeys_button_choosable(int button);
/* A button as its cap shows it ("A", "LB", "≡" for Start, "LS", "LT"), and in
 * words (translated: "≡ (Start)", "LS (left stick pressed)"); "" for
 * PADKEYS_NONE. */
const char *padkeys_button_cap(int button);
const char *padkeys_button_words(int button);
/* The Keys screen waits for a pad's button: pad.c then reports a button
 * (pad.h: pad_captured) instead of its key; the d-pad, B and Back stay
 * keys (B and Back: cancel). */
void padkeys_set_capturing(bool on);
bool padkeys_capturing(void);

#endif
