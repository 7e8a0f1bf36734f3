/* assets.h - the tile atlas, the assets directory and the
 * errors said at start-up (assets.c). */
#ifndef FRONT_ASSETS_H
#define FRONT_ASSETS_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

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
/* The folder of the tile set loaded ("" none). */
const char *atlas_folder(void);
/* The name tiles.txt gives kind k's face (English: "elephant"); "" when
 * it gives none. */
const char *atlas_name(int kind);
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
/* A fatal start-up error, the last said: in a message box too when there
 * is a display (not with LLK_NO_MSGBOX=1); trace: say on stderr when no
 * box could be shown. */
void front_fatal_box(bool trace);

#endif
