/* session.h - what the front end does about the game in progress, whose
 * rules are the session's (include/llk/session.h, a->ses): the deal of
 * the day's date and record shown (daily_ui.c), the player's own layouts'
 * notice (custom_ui.c), the save's place and when it is asked to save
 * (persist.c).
 */
#ifndef FRONT_SESSION_H
#define FRONT_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "llk/daily.h"
#include "llk/game.h"
#include "llk/session.h"

typedef struct front_app front_app;

/* ---- the deal of the day (daily_ui.c, st_daily.c) ---- */
/* Today: the local date, or env LLK_TODAY (YYYY-MM-DD, for tests). */
daily_date daily_today(void);
/* The game ID of day dt's deal. */
void daily_id(daily_date dt, char *out, size_t len);
/* Read the record (after persist_load: a scored attempt left open goes
 * on when the save holds it, else it ends). */
void daily_open(front_app *a);
/* Whether today's deal is the daily game kept, to continue (a deal of
 * another day kept: the title starts today's, asking first). */
bool daily_kept_today(const front_app *a);
/* Whether today's scored attempt has ended. */
bool daily_done_today(const front_app *a);
/* The lines of the daily's results card under its score (at most
 * DAILY_CARD_LINES, each under 160 bytes): the day's rule, the time
 * against the best of the other days kept, the streak, a new challenge
 * tomorrow. Returns how many (out NULL: only that). */
#define DAILY_CARD_LINES 4
int daily_card_lines(const front_app *a, char (*out)[160]);
/* The lines of a results card under its breakdown (ghost_ui.c): how
 * far the best replay of the deal was beaten or missed (race your best),
 * then with daily the daily's lines. Returns how many (out NULL: only
 * that). */
#define END_CARD_LINES (DAILY_CARD_LINES + 1)
int end_card_lines(const front_app *a, bool daily, char (*out)[160]);
/* The time-up card's line (ghost_ui.c): the tiles left beside the
 * best's; false when the deal has no best replay. */
bool ghost_time_up_line(const front_app *a, char *out, size_t len);
/* The state file's "daily". */
void daily_view(front_app *a, game_view *v);

/* ---- the Custom set: the player's own layouts (custom_ui.c) ---- */
/* Read them (at start-up); a file skipped is named by custom_warning. */
void custom_open(front_app *a);
/* The menu's notice naming the file skipped ("" none). */
const char *custom_warning(front_app *a);
/* That notice at y (two lines when it is wider than the window). */
void custom_warn_draw(front_app *a, int y);

/* ---- save and resume (persist.c) ---- */
/* Find the save's place ($XDG_STATE_HOME/lianliankan/game.save, created
 * when missing). Nowhere to save: one warning, and nothing is saved. */
void persist_open(front_app *a);
/* Load the save when there is one; true when one loaded. A bad one (moved
 * aside as .bad): one line on stderr, kept for the menu
 * (session_save_bad). */
bool persist_load(front_app *a);
/* Save when the session's cadence says so (after each turn). */
void persist_check(front_app *a);
/* Save now (the program ends); remove the save when the game holds
 * nothing to resume. */
void persist_now(front_app *a);

#endif
