/* lang.h - the language the game speaks, chosen at start and switched at
 * once (the Settings screen).
 *
 * The language follows the environment (LANGUAGE, LC_ALL, LC_MESSAGES,
 * LANG) unless a choice says otherwise. Catalogues (lianliankan.mo) are
 * looked up like the assets: env LLK_LOCALEDIR, else the first directory
 * of <exe dir>/locale (a build: build/locale), <exe dir>/../share/locale,
 * <exe dir>/../share/games/locale (installed in $(DATADIR)/locale);
 * else /usr/share/locale.
 */
#ifndef FRONT_LANG_H
#define FRONT_LANG_H

#include <stdbool.h>
#include <stddef.h>

#include "llk/game.h"

#define LANG_DOMAIN "lianliankan"

/* setlocale, bindtextdomain, textdomain; the language of the environment.
 * Call first thing in main (before --help is printed). */
void lang_init(void);
/* Switch to a choice: "auto" (the environment), "en" or "zh_CN". Re-binds
 * the catalogue and empties the text cache, so the next frame is in the
 * new language. false (nothing changed) for an unknown choice. */
bool lang_set(const char *choice);
/* The choice in effect: "auto", "en" or "zh_CN". */
const char *lang_choice(void);
/* The language shown: "en" or "zh_CN" (the state file's "lang"). */
const char *lang_current(void);
/* The choices, in order (NULL-terminated), and the label of each as a
 * Settings row shows it (each in its own language; "Automatic"
 * translated). */
extern const char *const lang_choices[];
const char *lang_choice_label(const char *choice);
/* Whether Chinese can be shown (a font with its characters was found);
 * when false, "zh_CN" shows English. true when that changed the language
 * shown (text.c then says why, once). */
bool lang_set_cjk_font(bool found);
/* The directory the catalogues are read from. */
const char *lang_locale_dir(void);

/* The name of a difficulty as the window shows it, translated. */
const char *lang_difficulty_name(game_difficulty d);
/* A date in the language's usual form ("3 May 2026", "2026年5月3日"). */
void lang_date(char *out, size_t len, int year, int month, int day);
/* A month of a year, as a calendar's heading ("May 2026", "2026年5月"). */
void lang_month(char *out, size_t len, int year, int month);
/* A whole number in the language's usual form (groups of three digits
 * in both English and Chinese: "12,345"). */
void lang_number(char *out, size_t len, long long n);
/* What every screen shows where there is no data yet: an en dash. */
#define LANG_NO_DATA "\xe2\x80\x93"
/* part of whole as a whole percent ("67%"), LANG_NO_DATA when whole is 0
 * (nothing to count yet). */
void lang_percent(char *out, size_t len, long long part, long long whole);
/* A time in ms as minutes and seconds ("4:05", "61:00"), LANG_NO_DATA
 * when negative (none yet). */
void lang_duration(char *out, size_t len, long long ms);

#endif
