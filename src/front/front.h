/* front.h - private header of the SDL2 front end (src/front only).
 *
 * The front end owns the window, input, drawing and sound; the rules of the
 * game in progress live in src/game (include/llk/game.h) and the front end
 * only calls them and animates what they report. Screens are structs of
 * callbacks (enter, leave, event, update, draw), one file per screen.
 */
#ifndef FRONT_H
#define FRONT_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "llk/board.h"
#include "llk/daily.h"
#include "llk/game.h"
#include "llk/profile.h"
#include "llk/settings.h"

#include "kit/kit.h"
#include "prefs.h"
#include "session.h"
#include "play.h"
#include "diag.h"

/* ---- sounds (audio.c) ---- */
typedef enum front_sound {
    SND_SELECT,
    SND_MATCH,
    SND_REFUSE,
    SND_HINT,
    SND_REDEAL,
    SND_CLEAR,
    SND_TIMEUP,
    SND_COUNT
} front_sound;

/* Open the audio device and load the sounds from dir/sounds; on any
 * failure warns once on stderr and plays silent. */
void audio_open(const char *assets_dir, bool enabled);
void audio_play(front_sound s);
/* The sound effects' volume, 0-100 (the sfx_volume setting), and the
 * mixer's as read back from it (-1: no sound device). */
void audio_set_volume(int percent);
int audio_mixer_volume(void);
void audio_close(void);
/* Whether the audio device is open (music.c plays through it). */
bool audio_is_open(void);

/* ---- fonts and cached text (text.c) ---- */
/* The kit's type scale (kit.h): caption, body, label, heading, title. */
typedef enum front_font {
    FONT_CAPTION = KIT_CAPTION,
    FONT_BODY = KIT_BODY,
    FONT_LABEL = KIT_LABEL,
    FONT_HEADING = KIT_HEADING,
    FONT_TITLE = KIT_TITLE,
    FONT_COUNT = KIT_TYPE_COUNT
} front_font;
#define FONT_SMALL FONT_CAPTION
#define FONT_NORMAL FONT_BODY
#define FONT_BIG FONT_TITLE

/* Check and open the fonts; returns false after printing one line naming
 * the file at fault. */
bool text_open(const char *assets_dir);
/* Re-open the fonts for a drawable size in pixels (call on resize): the
 * kit's type scale (kit_type_px), never under TEXT_MIN_PX. */
void text_resize(int drawable_w, int drawable_h);
/* Draw UTF-8 text; align: 0 left, 1 centre, 2 right of x. Rendered
 * textures are cached, so drawing the same text again is cheap. Returns the
 * width drawn in pixels. */
int text_draw(SDL_Renderer *r, front_font f, const char *s, SDL_Color col,
              int x, int y, int align);
/* Size of text without drawing it. */
void text_size(front_font f, const char *s, int *w, int *h);
int text_height(front_font f);
/* The pixel size (em) font f is open at: never under TEXT_MIN_PX. */
#define TEXT_MIN_PX KIT_MIN_PX
int text_font_px(front_font f);
/* The next UTF-8 character of s at *i (advanced); U+FFFD when malformed. */
Uint32 text_next(const char *s, size_t *i);
/* Whether a face of font f has character c (the language's face first,
 * then the other). */
bool text_provided(front_font f, Uint32 c);
/* The file of a face (DejaVu Sans, or the font for Chinese: NULL when
 * none was found) and its index in the file. */
const char *text_font_file(bool cjk, bool bold, int *index);
/* The first text drawn past the renderer's left or right edge since the
 * last call, or NULL (the state file's "clipped"). */
const char *text_clipped_take(void);
/* From now on a text drawn past box (its sides; its top and bottom too
 * when box->h > 0) counts as clipped, as past the window's edge (a
 * table, a paragraph: nothing past its box); NULL: the window only. */
void text_keep_inside(const SDL_Rect *box);
/* The layout check of overlapping texts: a frame begins (forget the texts
 * placed); an overlay begins (a banner, a tooltip: texts drawn from here
 * on may cover the ones before); the first two texts of one layer that
 * overlapped since the last call ("A | B"), or NULL (the state file's
 * "overlap"). */
void text_frame_begin(void);
/* Whether texts are checked for clipping and overlap at all (only a
 * --state-file run reports them; off by default). */
void text_check_layout(bool on);
void text_overlay(void);
/* A notice begins (a toast, a tooltip, the combo, the dead-end strip): an
 * overlay, but checked against the other notices, which it must not
 * cover. */
void text_notice(void);
const char *text_overlap_take(void);
void text_flush(void);
void text_close(void);

/* ---- the font for Chinese (fontfind.c) ---- */
/* A font file with Chinese characters (fontconfig, or env LLK_CJK_FONT)
 * and the face index in it; false when there is none. */
bool fontfind_cjk(bool bold, char *path, size_t len, int *index);
/* Release fontconfig (text_close calls it). */
void fontfind_close(void);

/* ---- tile atlas and asset directory (assets.c) ---- */
/* The assets directory: env LLK_ASSETS, else the first directory of
 * <exe dir>/../assets, <exe dir>/../../assets, <exe dir>/assets,
 * <exe dir>/../share/lianliankan, <exe dir>/../share/games/lianliankan;
 * else ./assets. Writes it to out. */
void assets_find_dir(char *out, size_t len);
/* Whether that directory is there at all (else the game's data folder
 * was not found: said so to the player, main.c). */
bool assets_dir_found(const char *dir);
/* Load dir/tiles.png into a texture (replacing the one loaded, only once
 * the new one is good); false after one line naming it. */
bool atlas_load(SDL_Renderer *r, const char *dir);
/* Number of faces in the atlas. */
int atlas_faces(void);
/* Hold the atlas to draw faces of px pixels from (the smallest of the
 * set's sizes at least as large, else the largest); true when it changed
 * (the faces drawn before are stale). Remembered for the next set. */
bool atlas_fit(SDL_Renderer *r, int px);
/* The face size of the atlas chosen (0: none), held or released. */
int atlas_face_px(void);
/* Draw the face of kind k (1-based) into dst (reading the atlas chosen
 * again when it was released). */
void atlas_draw(SDL_Renderer *r, int kind, const SDL_Rect *dst, Uint8 alpha);
/* Free the atlas's pixels, keeping the size chosen (the tiles are
 * pre-drawn: draw.c). */
void atlas_release(void);
void atlas_close(void);
/* Set the window icon from dir/icon.png when present. */
void assets_window_icon(SDL_Window *w, const char *dir);
/* IMG_Load with the decoder's own messages kept off stderr: the caller
 * says what went wrong, once, naming the file. */
SDL_Surface *assets_quiet_load(const char *path);
/* Say an error: one line on stderr, "lianliankan: " and the message
 * (printf-style, ending in a newline), kept as the last error, which a
 * fatal start-up also shows in a message box (main.c). */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
void front_error(const char *fmt, ...);
/* The last error said (without its newline); "" when none. */
const char *front_last_error(void);

/* ---- the application and screens (main.c) ---- */
typedef struct front_app front_app;
typedef struct front_screen front_screen;

struct front_screen {
    const char *name; /* "menu", "help", "playing", ...: the state file's
                         "view" (front_write_state) */
    /* prev: the screen it came from (NULL at start), the back target of
     * a screen that has one */
    void (*enter)(front_app *a, const front_screen *prev);
    void (*leave)(front_app *a);
    void (*event)(front_app *a, const SDL_Event *e);
    /* Advance animations; return true while something moves. */
    bool (*update)(front_app *a, Uint32 now);
    void (*draw)(front_app *a);
    /* The buttons on show, laid out for the current size (the state
     * file's "buttons"); NULL: none. */
    const ui_menu *(*menu)(front_app *a);
    /* Fill in what else the screen shows (the state file's "notice",
     * "entry"); NULL: nothing. */
    void (*view)(front_app *a, game_view *v);
};

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


/* Durations of the removal animation, in ms; env LLK_ANIM_SCALE (1-20)
 * slows them down for screenshots in tests. The path stays front_path_ms
 * (the path_ms setting); the rest goes at front_speed_pct percent of its
 * normal length (anim_speed: slow 200, normal 100, fast 50, off 0: no
 * slide and no effect). */
extern Uint32 front_anim_scale;
extern Uint32 front_path_ms;
extern Uint32 front_speed_pct;
#define ANIM_MS(base) ((Uint32)(base) * front_speed_pct / 100 * front_anim_scale)
#define ANIM_PATH_MS (front_path_ms * front_anim_scale)
#define ANIM_VANISH_MS ANIM_MS(150)
#define ANIM_SLIDE_MS ANIM_MS(200)
#define ANIM_TOTAL_MS (ANIM_PATH_MS + ANIM_VANISH_MS + ANIM_SLIDE_MS)
#define ANIM_REFUSE_MS ANIM_MS(250)
#define ANIM_REASON_MS ANIM_MS(1400) /* the refusal's reason */
#define ANIM_HINT_MS ANIM_MS(900)    /* the hint's path */
#define ANIM_POINTS_MS ANIM_MS(800)  /* "+N" rising */
#define ANIM_POP_MS ANIM_MS(250)     /* re-deal: tiles pop in */
#define ANIM_BURST_MS ANIM_MS(400)   /* a removed tile's burst */
/* level cleared: the celebration (not slowed by LLK_ANIM_SCALE: tests
 * that clear levels wait for the results card) */
#define ANIM_PARTY_MS ((Uint32)2500 * front_speed_pct / 100)
#define ANIM_STAR_MS ANIM_MS(350)    /* each star landing on the card */

/* ---- board animations and effects (fx.c) ---- */
/* The hooks of the anim_speed (choice: slow, normal, fast, off) and
 * path_ms settings. */
void fx_apply_speed(front_app *a, int choice);
void fx_apply_path_ms(front_app *a, int ms);
/* A removal reported by the rules (m->result == GAME_CLICK_REMOVED). */
void fx_removed(front_app *a, const game_move *m, Uint32 now);
/* A refused pair: the shake and one line saying why. */
void fx_refused(front_app *a, const game_move *m, Uint32 now);
/* A hint shown for pair p: its path drawn for a moment. */
void fx_hint(front_app *a, llk_pair p, Uint32 now);
/* The board was re-dealt in place: the tiles pop in. */
void fx_redealt(front_app *a, Uint32 now);
/* Advance; true while something on the board moves. */
bool fx_update(front_app *a, Uint32 now);
/* Where the tile of cell (r, c) of the current board is drawn at now:
 * centre in pixels and scale (1 full size). */
void fx_place(const front_app *a, int r, int c, Uint32 now, float *x,
              float *y, float *s);
/* Whether a vanishing tile is drawn under pixel (px, py). */
bool fx_ghost_at(const front_app *a, int px, int py, Uint32 now);
/* The level-clear celebration is on: any key or click ends it (the
 * results card follows). True when there was one to end. */
bool fx_party_skip(front_app *a);
/* Draw the vanishing tiles, bursts and the removal path (over the tiles);
 * then the hint's path, "+N", combo, refusal line, celebration. */
void fx_draw_removal(front_app *a, Uint32 now);
void fx_draw_over(front_app *a, Uint32 now);
/* The refusal line on show (NULL none), the combo on show (0 none), and
 * the names of the effects running ("slide", "vanish", ...) in buf. */
const char *fx_refusal_text(const front_app *a, Uint32 now);
int fx_combo_shown(const front_app *a, Uint32 now);
void fx_running(const front_app *a, Uint32 now, char *buf, size_t len);
/* Tiles drawn away from their cell or not at full size, as game_drawn
 * in window coordinates; at most max. */
int fx_drawn_tiles(const front_app *a, Uint32 now, game_drawn *out, int max);
void fx_close(front_anim *an);


struct front_app {
    SDL_Window *win;
    SDL_Renderer *ren;
    int win_w, win_h;   /* window size, as mouse events see it */
    int pix_w, pix_h;   /* drawable size in pixels */
    float scale;        /* pix_w / win_w */
    bool running;
    bool dirty;         /* something changed: draw a frame */
    bool fullscreen;
    const front_screen *screen;
    char assets[512];
};

/* ---- what the game remembers (remember.c) ---- */
enum { CONFIRM_LEAVE, CONFIRM_RESET, CONFIRM_SHOW_ME, CONFIRM_END_RUN,
       CONFIRM_RESTART };
/* Ask a question of st_confirm (CONFIRM_*), from the screen on show
 * (where No goes back to); the state file's "confirm" names it
 * (confirm_name: NULL when no question is on show). */
void front_ask(front_app *a, int what);
const char *confirm_name(const front_app *a);
/* The screen the question on show was asked from. */
const front_screen *confirm_from(void);
/* The high-score table shown next (st_scores.c): difficulty d, the entry
 * at new_place highlighted once (-1: none). */
void scores_select(game_difficulty d, int new_place);
/* Whether Help entered from prev goes back to the game (st_help.c: the
 * play music goes on). */
bool help_over_game(const front_screen *prev);
struct front_opts;
/* Read the settings (command-line options override them for this run)
 * and the scores and statistics. Before the window opens. */
void remember_open(front_app *a, const struct front_opts *o);
/* The settings in effect on the window, the sound and the animations:
 * each key's apply hook (a setting without one is read where it is used,
 * as confirm_leave). */
void remember_apply(front_app *a);
/* A setting was changed on screen: its hook applies it, and the file is
 * saved now. */
void remember_changed(front_app *a, const char *key);
/* What the front runs with, read back from where each setting went (the
 * state file's "applied"). */
void remember_applied(front_app *a, game_view *v);
/* The window's size changed (not fullscreen): remembered. */
void remember_window(front_app *a);
/* Take the game's events into the statistics and scores; a run that
 * enters the table waits for a name, asked on the menu (st_name). */
void remember_events(front_app *a);
/* After an input or a frame: remember_events, and a run waiting for a
 * name on the menu goes to the name entry. */
void remember_after(front_app *a);
/* The program ends: a run waiting for a name keeps the default name; the
 * settings are saved. */
void remember_quit(front_app *a);
/* Add the run waiting for a name (empty: the default) and show the table
 * with it highlighted. */
void remember_name_done(front_app *a, const char *name);
/* The end-of-level screen (st_clear.c) sees each game event before it is
 * recorded: a level won's "New best", the stars of the run's levels. */
void end_note_event(front_app *a, const game_event *e);
/* One line on stderr, and kept for the screens' notice. */
void remember_warn(front_app *a, const char *msg);
/* What the menu says once when the settings file could not be used and
 * settings were reset (NULL: nothing); the menu was left: said. */
const char *remember_settings_notice(void);
void remember_settings_notice_seen(void);

void front_goto(front_app *a, const front_screen *s);
/* The game returned status (game_tick, game_pause, game_resume, a
 * move's status): from one of the game's screens (play, pause, the
 * end-of-level cards), show the screen for it (flow.c, like the functions
 * below up to front_write_state). */
void front_status(front_app *a, game_screen status);
/* Start (or restart) a level of sess()->mode and sess()->difficulty. */
void front_start_level(front_app *a, int level, bool with_seed);
/* Start the game (m, d, level, seed), as from a game ID. NULL, or the
 * reason it could not start. */
const char *front_begin(front_app *a, game_mode m, game_difficulty d,
                        int level, uint64_t seed);
/* Start the board of (m, d, level, seed) dealing on the game's thread and
 * show st_deal when it is not dealt within a moment (st_deal.c): true
 * then, and st_deal begins the game once it is dealt. False when it is
 * dealt (or before the first frame: the caller deals it). */
bool front_deal_later(front_app *a, game_mode m, game_difficulty d, int level,
                      uint64_t seed);
/* Whether the menu offers Continue: the game holds a level to go back to. */
bool front_can_continue(const front_app *a);
/* Go back to the game kept (Continue): the screen it was on, a level
 * being played resumed. */
void front_continue(front_app *a);
/* Fair play (flow.c): Show me (a timed game not yet assisted asks first:
 * the run is no longer scored), Restart this board (a timed game asks
 * first) and End run (asks first). */
void front_show_me(front_app *a);
void front_restart(front_app *a);
void front_end_run(front_app *a);
/* The banner on show over the play screen ("Demo — any key stops"), or
 * NULL: the state file's "banner". */
const char *front_banner(const front_app *a);
/* Why a run that ended asks for no name (it was assisted), or NULL. */
const char *front_no_entry_why(const front_app *a);
/* Copy the game ID to the clipboard, with a short notice. */
void front_copy_id(front_app *a);
/* A short notice over the screen (play and pause draw it). */
void front_notice(front_app *a, const char *text);

/* ---- the solver playing along (assist_ui.c) ---- */
/* Pixels under the board for the dead-end strip (0 when none). */
int assist_strip_h(const front_app *a);
const ui_menu *assist_menu(front_app *a);
void assist_on_notice(front_app *a);
/* A key's action (keys.h: D, W, R at a dead end); true when taken. */
bool assist_key(front_app *a, int k);
bool assist_event(front_app *a, const SDL_Event *e);
/* The dead-end strip in the notification lane; toast: a toast on show,
 * said in the strip's message place (NULL: the strip's own). */
void assist_draw(front_app *a, const char *toast);
void assist_demo_start(front_app *a);
/* Poll the thinker; play Show me's next pair when due. True while the
 * demo runs. */
bool assist_update(front_app *a, Uint32 now);
/* The keyboard cursor on the board's first tile, shown (a level starts). */
void play_cursor_home(front_app *a);
/* The notification lane's rectangle for the state file (st_play.c). */
void play_lane_view(front_app *a, game_view *v);
/* Play the pair p as two clicks, animated (st_play.c). */
void play_demo_move(front_app *a, llk_pair p);
/* Expire the notice; true while it shows. */
bool front_notice_update(front_app *a, Uint32 now);
/* Redo the layout after the board changed other than by a removal
 * (undo, redo): no animation, the board as it is now. */
void front_board_changed(front_app *a);
/* Write the state file if one was asked for (main.c). */
void front_write_state(front_app *a);
/* Toggle fullscreen. */
void front_toggle_fullscreen(front_app *a);
/* Map a mouse position in window coordinates to drawable pixels. */
void front_mouse_to_pixels(const front_app *a, int wx, int wy, int *px,
                           int *py);

/* ---- drawing helpers (draw.c) ---- */
SDL_Color col_rgb(Uint8 r, Uint8 g, Uint8 b);
void draw_fill(SDL_Renderer *r, SDL_Rect rc, SDL_Color c);
void draw_frame(SDL_Renderer *r, SDL_Rect rc, int width, SDL_Color c);
void draw_thick_line(SDL_Renderer *r, float x1, float y1, float x2, float y2,
                     float width, SDL_Color c);
void draw_background(front_app *a);
/* Compute play()->lay for the current board and drawable size, and hold the
 * tile faces' source for it (atlas_fit). */
void layout_board(front_app *a);
/* The size a tile's face is drawn at in a cell of cell pixels. */
int draw_face_px(int cell);
/* Cell under a pixel position; false when outside the board. */
bool layout_hit(const front_app *a, int px, int py, llk_cell *out);
/* Centre of a cell (ring cells allowed) in pixels. */
void layout_centre(const front_app *a, llk_cell c, float *x, float *y);
/* Draw the board, with animations at time now. */
void draw_board(front_app *a, Uint32 now);
/* One tile with its face centred at (cx, cy), scaled by s. */
void draw_tile(front_app *a, int kind, float cx, float cy, float s,
               Uint8 alpha);
/* The path p drawn up to fraction f of its length, in colour c. */
void draw_path(front_app *a, const llk_path *p, float f, SDL_Color c);
/* A small board drawn as the board is (the same tiles, the same path;
 * Help's diagrams): rows x cols kinds (0 empty) fitted into box, the
 * path p between its two ends (ring cells allowed) in path_col; refused:
 * in the refusal's colour. The tiles other than the pair are faded. */
void draw_diagram(front_app *a, SDL_Rect box, int rows, int cols,
                  const int *kinds, const llk_path *p, SDL_Color path_col,
                  bool refused);
/* Drop the pre-drawn tiles and forget a failure to pre-draw them
 * (renderer reset, shutdown). */
void draw_forget_tiles(void);
/* Fault in the pixels of the window w's surface (the software renderer's)
 * on a thread; draw_prefault_wait before anything draws into them. */
void draw_prefault(SDL_Window *w);
void draw_prefault_wait(void);
/* Arrow glyphs (UTF-8) showing where a shift mode moves the tiles. */
const char *draw_shift_glyph(llk_shift s);

/* ---- the control bar over the board (bar.c) ---- */
/* The bar's buttons, in this order (relaxed games add undo and redo). */
enum { BAR_HINT, BAR_REDEAL, BAR_PAUSE, BAR_MENU, BAR_UNDO, BAR_REDO,
       BAR_COUNT };
/* Its height in pixels for the current size (layout_board). */
int bar_height(const front_app *a);
/* Draw it: the counters and the clock, and with controls its buttons
 * (the pause screen shows it without). */
void bar_draw(front_app *a, bool controls);
/* The play screen's buttons for the state file: the bar's and the
 * dead-end strip's. */
const ui_menu *bar_menu(front_app *a);
/* Hover and clicks: the BAR_ id of a button clicked, BAR_REFUSED for a
 * click on a disabled one (its tooltip says why), else -1. */
#define BAR_REFUSED (-3)
int bar_event(front_app *a, const SDL_Event *e);
/* Forget the hover (the play screen is left). */
void bar_leave(void);
/* A short notice in the notification lane at the foot. */
void bar_toast(front_app *a, const char *text);
/* The level's shift in plain words with its arrows ("Tiles fall down"). */
const char *bar_shift_words(llk_shift s);
/* The worst contrast ratio (WCAG) of the bar's text against its
 * background, and the height (em, window pixels) of its text. */
double bar_contrast(void);
double bar_text_px(const front_app *a);

/* ---- menus of controls: kit/kit.h (kit/menu.c) ---- */

/* ---- the deal of the day (daily_ui.c, st_daily.c) ---- */
extern const front_screen st_daily;
/* Today: the local date, or env LLK_TODAY (YYYY-MM-DD, for tests). */
daily_date daily_today(void);
/* The game ID of day dt's deal. */
void daily_id(daily_date dt, char *out, size_t len);
/* Read the record (after persist_load: a scored attempt left open goes
 * on when the save holds it, else it ends). */
void daily_open(front_app *a);
/* Start today's deal (scored when it is the first attempt today). */
void daily_play(front_app *a);
/* After an input or a frame (remember_after): an attempt asked for and
 * now on show is recorded; the scored attempt's score followed. */
void daily_after(front_app *a);
/* The game's events (remember_events): the scored attempt's board ended. */
void daily_events(front_app *a, const game_event *ev, int n);
/* Whether today's scored attempt has ended. */
bool daily_done_today(const front_app *a);
/* The state file's "daily". */
void daily_view(front_app *a, game_view *v);

/* ---- the Custom set: the player's own layouts (custom_ui.c) ---- */
/* Read them (at start-up); a file skipped is kept in sess()->custom_warn. */
void custom_open(front_app *a);
/* Start custom layout i (from 0) as a relaxed game: through front_begin,
 * which asks first when a game is in progress and then calls
 * custom_take. */
void custom_start(front_app *a, int i);
/* In front_begin: when (m, level, seed) is the custom start asked for,
 * deal and begin it (*taken set; NULL or why not). */
const char *custom_take(front_app *a, game_mode m, int level, uint64_t seed,
                        bool *taken);
/* The menu's notice line naming the file skipped, at y (two lines when it
 * is wider than the window). */
void custom_warn_draw(front_app *a, int y);

/* ---- save and resume (persist.c) ---- */
/* Find the save's place ($XDG_STATE_HOME/lianliankan/game.save, created
 * when missing). Nowhere to save: one warning, sess()->save_path stays "". */
void persist_open(front_app *a);
/* Load the save into sess()->g when there is one; true when one loaded. A bad
 * one (moved aside as .bad): one line on stderr, kept in sess()->save_bad for
 * the menu. */
bool persist_load(front_app *a);
/* Save when the game changed since the last save (game_get_changes). */
void persist_check(front_app *a);
/* Save now (the clock moved; the program ends); remove the save when the
 * game holds nothing to resume. */
void persist_now(front_app *a);

#endif
