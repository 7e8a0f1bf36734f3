/* tutorial.h - the first-start tutorial (st_tutorial.c) and the shift
 * introductions (st_intro.c). */
#ifndef FRONT_TUTORIAL_H
#define FRONT_TUTORIAL_H

#include "app.h"

extern const front_screen st_tutorial;

/* Show the tutorial: its offer first (the first start on the title
 * screen), or straight at its first board (Help's Tutorial button); when it
 * is finished or skipped the tutorial_done setting is set and the screen
 * it came from is shown (the menu at start), except that the offered
 * tutorial's end, Play, starts a new easy timed run (menu_new_game). */
void tutorial_open(front_app *a, bool offer);

/* Help's Tutorial button (st_help.c): the tutorial from its first board,
 * back to Help after it. */
void help_open_tutorial(front_app *a);

/* Whether the first start should offer the tutorial (tutorial_done unset). */
bool tutorial_wanted(const front_app *a);

/* The shift introductions (st_intro.c): the card of a shift mode the
 * player has not met (shifts_seen) when its level's play screen is about
 * to show; front_goto shows what this returns instead of s. */
extern const front_screen st_intro;
const front_screen *intro_instead(front_app *a, const front_screen *s);

/* The cards before play (st_intro.c, st_rule.c): the play screen under
 * them, dimmed; and m's one control, the card's way on, drawn as the
 * primary action. */
void card_board_under(front_app *a);
void card_button(front_app *a, const ui_menu *m);

/* The deal of the day's rule (st_rule.c): its card before the daily's
 * board, when a daily start asked for it (rule_card_due, from
 * daily_play); front_goto shows what rule_instead returns instead of s. */
extern const front_screen st_rule;
void rule_card_due(front_app *a);
const front_screen *rule_instead(front_app *a, const front_screen *s);

#endif
