/* screens.h - the screens (st_*.c), and what other modules ask of
 * some of them. */
#ifndef FRONT_SCREENS_H
#define FRONT_SCREENS_H

#include <stdbool.h>
#include <stdint.h>

#include "app.h"
#include "ask.h"
#include "llk/game.h"
#include "llk/session.h"

extern const front_screen st_menu;
extern const front_screen st_levels;
extern const front_screen st_play;
extern const front_screen st_pause;
extern const front_screen st_clear;
extern const front_screen st_timeup;
extern const front_screen st_final;
extern const front_screen st_runend; /* End run: the run's summary */
extern const front_screen st_help;
extern const front_screen st_numbered;
extern const front_screen st_settings;
extern const front_screen st_scores;
extern const front_screen st_stats;
extern const front_screen st_name;
extern const front_screen st_confirm;
extern const front_screen st_deal;
extern const front_screen st_daily; /* the deal of the day (st_daily.c) */
extern const front_screen st_keys;  /* keys of the player's own */
extern const front_screen st_watch; /* a replay played back (st_watch.c) */

/* Ask a question of st_confirm (CONFIRM_*: ask.h), from the screen on
 * show (where No goes back to); the state file's "confirm" names it. */
void front_ask(front_app *a, int what);
/* "Do it" to the warning before a losing move: the play screen, the
 * click that was asked about taken (st_play.c). */
void play_take_warned(front_app *a);
/* The frame of the screens of tables (High scores, Statistics): title,
 * the difficulty tabs, a panel, the buttons (st_scores.c). */
kit_frame tables_frame(const front_app *a);
/* The difficulty tabs (Easy, Normal, Hard: ids first_id + d, "tab_easy",
 * "tab_normal", "tab_hard"), the one of shown chosen, added to m. */
void tables_tabs(ui_menu *m, int first_id, game_difficulty shown);
/* The tabs (the first GAME_DIFFICULTY_COUNT controls of m) in their row,
 * the rest at the foot. */
void tables_place(ui_menu *m, const front_app *a);
/* The high-score table shown next (st_scores.c): difficulty d, the entry
 * at new_place highlighted once (-1: none). */
void scores_select(front_app *a, game_difficulty d, int new_place);
/* The same, the Endless table shown. */
void scores_select_endless(front_app *a, game_difficulty d, int new_place);
/* The play loop goes on while the play and pause screens show (their
 * front_screen.game_music, st_play.c). */
bool play_game_music(front_app *a, const front_screen *prev);

/* Starting a game (st_deal.c). Go where a start of the session says: the
 * play screen (started), the question (ask first), the dealing wait
 * (deal later). NULL, or why it did not start (NULL too when the answer
 * was no). */
const char *front_started(front_app *a, session_result r);
/* Start the game (m, d, level, seed), as from a game ID. NULL, or the
 * reason it could not start. */
const char *front_begin(front_app *a, game_mode m, game_difficulty d,
                        int level, uint64_t seed);
/* Start (or restart) a level of the session's next mode and difficulty
 * (the --seed one when with_seed and given). */
void front_start_level(front_app *a, int level, bool with_seed);
/* How long a start waits for its board before the dealing wait shows
 * (LLK_DEAL_WAIT_MS). */
int front_deal_wait_ms(void);

/* The game's screens (st_pause.c). The game returned status (game_tick,
 * game_pause, game_resume, a move's status): from one of the game's
 * screens (play, pause, the end-of-level cards), show the screen for
 * it. */
void front_status(front_app *a, game_screen status);
/* Go back to the game of kind k kept (its Continue): the screen it was on,
 * a level being played resumed. */
void front_continue(front_app *a, session_kind k);
/* Fair play: Show me (a timed game not yet assisted asks first: the run
 * is no longer scored), Restart this board (a timed game asks first) and
 * End run (asks first). */
void front_show_me(front_app *a);
void front_restart(front_app *a);
/* Why endless has no restart (the pause screen's, and R's notice),
 * translated. */
const char *front_no_endless_restart(void);
void front_end_run(front_app *a);

/* Start today's deal (st_daily.c; scored when it is the first attempt
 * today). */
void daily_play(front_app *a);
/* Whether Help entered from prev goes back to the game (st_help.c: the
 * play music goes on). */
bool help_over_game(front_app *a, const front_screen *prev);
/* A new timed run of difficulty d from level 1 (st_menu.c: the title's
 * Play (GAME_EASY) and New game; the first start's tutorial's Play). */
void menu_new_game(front_app *a, game_difficulty d);
/* Watch the replay at path (st_watch.c; path NULL or not checking: a
 * notice says it cannot be played, false). */
bool watch_open(front_app *a, const char *path);
/* Watch n boards' replays in turn (a run's, oldest first; at most
 * WATCH_BOARDS), from the first's deal; false as watch_open. */
#define WATCH_BOARDS 13
bool watch_open_boards(front_app *a, const char *const *paths, int n);
/* A results card's Watch button (id "watch"), added to m as id when the
 * board on show's replay was kept (session_shown_replay). */
void watch_offer(ui_menu *m, front_app *a, int id);

#endif
