/* text.c - UI fonts through SDL2_ttf, with a cache of rendered text.
 *
 * Every string drawn is rendered once into a texture and kept, keyed by
 * font, colour and text; the least recently used entry makes room. Fonts
 * are re-opened at a size fitting the drawable height on resize, which
 * empties the cache.
 */
#include <stdio.h>
#include <string.h>

#include "front.h"

#define TEXT_CACHE 160
#define TEXT_MAXLEN 160

typedef struct text_entry {
    bool used;
    front_font font;
    Uint32 rgba;
    char s[TEXT_MAXLEN];
    SDL_Texture *tex;
    int w, h;
    unsigned long last;
} text_entry;

static TTF_Font *text_fonts[FONT_COUNT];
static char text_regular[600];
static char text_bold[600];
static text_entry text_cache[TEXT_CACHE];
static unsigned long text_clock;
static int text_px = -1;

/* Check that a font file opens; one line on stderr when it does not. */
static bool text_check(const char *path)
{
    TTF_Font *f = TTF_OpenFont(path, 12);
    if (!f) {
        fprintf(stderr, "lianliankan: cannot load font %s: %s\n", path,
                TTF_GetError());
        return false;
    }
    TTF_CloseFont(f);
    return true;
}

bool text_open(const char *dir)
{
    if (TTF_Init() != 0) {
        fprintf(stderr, "lianliankan: SDL_ttf failed to start: %s\n",
                TTF_GetError());
        return false;
    }
    snprintf(text_regular, sizeof text_regular, "%s/fonts/DejaVuSans.ttf",
             dir);
    snprintf(text_bold, sizeof text_bold, "%s/fonts/DejaVuSans-Bold.ttf", dir);
    if (!text_check(text_regular) || !text_check(text_bold)) {
        return false;
    }
    text_resize(600);
    return true;
}

void text_flush(void)
{
    for (int i = 0; i < TEXT_CACHE; i++) {
        if (text_cache[i].tex) {
            SDL_DestroyTexture(text_cache[i].tex);
        }
        text_cache[i].tex = NULL;
        text_cache[i].used = false;
    }
}

void text_resize(int drawable_h)
{
    int base = drawable_h / 34;
    if (base < 11) {
        base = 11;
    }
    if (base == text_px) {
        return;
    }
    text_flush();
    text_px = base;
    int sizes[FONT_COUNT] = {base * 4 / 5, base, base * 2};
    for (int i = 0; i < FONT_COUNT; i++) {
        if (text_fonts[i]) {
            TTF_CloseFont(text_fonts[i]);
        }
        text_fonts[i] = TTF_OpenFont(i == FONT_BIG ? text_bold : text_regular,
                                     sizes[i]);
        if (!text_fonts[i]) {
            /* Opened once already at start-up: only memory can fail. */
            fprintf(stderr, "lianliankan: cannot load font: %s\n",
                    TTF_GetError());
        }
    }
}

/* The cache entry for this text, rendering it when new; NULL on failure. */
static text_entry *text_get(SDL_Renderer *r, front_font f, const char *s,
                            SDL_Color col)
{
    Uint32 rgba = ((Uint32)col.r << 24) | ((Uint32)col.g << 16) |
                  ((Uint32)col.b << 8) | col.a;
    text_entry *slot = NULL;
    text_clock++;
    for (int i = 0; i < TEXT_CACHE; i++) {
        text_entry *e = &text_cache[i];
        if (e->used && e->font == f && e->rgba == rgba &&
            strcmp(e->s, s) == 0) {
            e->last = text_clock;
            return e;
        }
        if (!e->used) {
            if (!slot || slot->used) {
                slot = e; /* a free slot beats any used one */
            }
        } else if (!slot || (slot->used && e->last < slot->last)) {
            slot = e; /* least recently used so far */
        }
    }
    if (!text_fonts[f] || !r) {
        return NULL;
    }
    SDL_Surface *surf = TTF_RenderUTF8_Blended(text_fonts[f], s, col);
    if (!surf) {
        return NULL;
    }
    SDL_Texture *tex = SDL_CreateTextureFromSurface(r, surf);
    int w = surf->w, h = surf->h;
    SDL_FreeSurface(surf);
    if (!tex) {
        return NULL;
    }
    if (slot->tex) {
        SDL_DestroyTexture(slot->tex);
    }
    slot->used = true;
    slot->font = f;
    slot->rgba = rgba;
    snprintf(slot->s, sizeof slot->s, "%s", s);
    slot->tex = tex;
    slot->w = w;
    slot->h = h;
    slot->last = text_clock;
    return slot;
}

int text_draw(SDL_Renderer *r, front_font f, const char *s, SDL_Color col,
              int x, int y, int align)
{
    if (!s || !*s) {
        return 0;
    }
    text_entry *e = text_get(r, f, s, col);
    if (!e) {
        return 0;
    }
    SDL_Rect dst = {x, y, e->w, e->h};
    if (align == 1) {
        dst.x -= e->w / 2;
    } else if (align == 2) {
        dst.x -= e->w;
    }
    SDL_RenderCopy(r, e->tex, NULL, &dst);
    return e->w;
}

void text_size(front_font f, const char *s, int *w, int *h)
{
    *w = 0;
    *h = text_height(f);
    if (text_fonts[f] && s && *s) {
        TTF_SizeUTF8(text_fonts[f], s, w, h);
    }
}

int text_height(front_font f)
{
    return text_fonts[f] ? TTF_FontHeight(text_fonts[f]) : 12;
}

void text_close(void)
{
    text_flush();
    for (int i = 0; i < FONT_COUNT; i++) {
        if (text_fonts[i]) {
            TTF_CloseFont(text_fonts[i]);
            text_fonts[i] = NULL;
        }
    }
    text_px = -1;
    TTF_Quit();
}
