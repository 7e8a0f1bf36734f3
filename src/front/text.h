/* text.h - fonts and cached text (text.c), the font for
 * Chinese (fontfind.c). */
#ifndef FRONT_TEXT_H
#define FRONT_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "kit/kit.h"

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
/* The same drawn grow times its size around its centre (a counter
 * pulsing, pulse.h), only inside clip; laid out, checked for clipping and
 * overlap and reported to the screenshots' record at its own size, as
 * text_draw would draw it, so that nothing is seen to move. */
int text_draw_grown(SDL_Renderer *r, front_font f, const char *s, SDL_Color col,
                    int x, int y, int align, float grow, SDL_Rect clip);
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

#endif
