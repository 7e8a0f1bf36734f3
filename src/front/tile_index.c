/* tile_index.c - corner indices: the number and suit of a mahjong face
 * in the tile's top-left corner, readable where the face itself is too
 * small to read (tiles under TILE_INDEX_BODY px, or at every size when the
 * player chooses: the corner_index setting).
 *
 * What a face's index says comes from its name in the set's tiles.txt:
 * "N of circles|bamboos|characters" gives the digit N in the suit's colour
 * with the suit's mark under it (circles a disc, bamboos an upright stick,
 * characters a square), "east|south|west|north wind" the letter E, S, W
 * or N in ink; any other name (the emoji set's, the dragons', flowers')
 * none, and the face is drawn as before. The digit is DejaVu Sans Bold
 * (the game's own font) at TILE_INDEX_MIN_PX or more, so that it stands
 * at least 7 px tall; the face shrinks to the square right of the index's
 * column.
 */
#include <stdio.h>
#include <string.h>

#include <SDL_ttf.h>

#include "draw.h"

#define TILE_INDEX_MAX 256

typedef struct tile_index {
    char text[4]; /* "" none */
    int suit;     /* 0 none, 1 circles, 2 bamboos, 3 characters */
} tile_index;

static tile_index idx_of[TILE_INDEX_MAX + 1];
static char idx_dir[1024];  /* the folder the table was read from */
static char idx_font_file[1024];
static TTF_Font *idx_font;
static int idx_font_px;
static bool idx_always;

/* A suit's index colour (the kit's tokens): the winds' ink, the circles'
 * blue, the bamboos' green, the characters' red. */
static SDL_Color suit_col(int suit)
{
    static const kit_role role[4] = {KIT_SUIT_WINDS, KIT_SUIT_CIRCLES,
                                     KIT_SUIT_BAMBOOS, KIT_SUIT_CHARACTERS};
    return kit_color(role[suit >= 0 && suit < 4 ? suit : 0]);
}

/* One name of tiles.txt (after the code point) into its index. */
static void index_parse(const char *name, tile_index *out)
{
    static const char *const nums[] = {"one", "two", "three", "four", "five",
                                       "six", "seven", "eight", "nine"};
    static const char *const suits[] = {"circles", "bamboos", "characters"};
    static const char *const winds[] = {"east", "south", "west", "north"};
    char word[32], rest[64];
    memset(out, 0, sizeof *out);
    if (sscanf(name, "%31s of %63s", word, rest) == 2) {
        for (int n = 0; n < 9; n++) {
            for (int s = 0; s < 3 && strcmp(word, nums[n]) == 0; s++) {
                if (strcmp(rest, suits[s]) == 0) {
                    out->text[0] = (char)('1' + n);
                    out->text[1] = '\0';
                    out->suit = s + 1;
                }
            }
        }
    } else if (sscanf(name, "%31s %63s", word, rest) == 2 &&
               strcmp(rest, "wind") == 0) {
        for (int w = 0; w < 4; w++) {
            if (strcmp(word, winds[w]) == 0) {
                out->text[0] = "ESWN"[w];
                out->text[1] = '\0';
            }
        }
    }
}

/* The table for the set in folder dir (read again when it changes). */
static void index_read(const char *dir)
{
    if (strcmp(dir, idx_dir) == 0) {
        return;
    }
    snprintf(idx_dir, sizeof idx_dir, "%s", dir);
    memset(idx_of, 0, sizeof idx_of);
    char path[1100], line[256];
    snprintf(path, sizeof path, "%s/tiles.txt", dir);
    FILE *f = fopen(path, "r");
    int k = 0;
    while (f && k < TILE_INDEX_MAX && fgets(line, sizeof line, f)) {
        int n = 0;
        if (strspn(line, " \t\r\n") == strlen(line)) {
            continue;
        }
        k++;
        line[strcspn(line, "\r\n")] = '\0';
        /* "N U+XXXX name" */
        if (sscanf(line, "%*d U+%*x %n", &n) == 0 && n > 0) {
            index_parse(line + n, &idx_of[k]);
        }
    }
    if (f) {
        fclose(f);
    }
}

void tile_index_setup(const char *font_file, bool always)
{
    if (strcmp(font_file, idx_font_file) != 0 && idx_font) {
        TTF_CloseFont(idx_font);
        idx_font = NULL;
    }
    snprintf(idx_font_file, sizeof idx_font_file, "%s", font_file);
    idx_always = always;
}

bool tile_index_shown(int body)
{
    return idx_always || body < TILE_INDEX_BODY;
}

int tile_index_px(int top)
{
    int px = top / 4 + 4;
    return px < TILE_INDEX_MIN_PX ? TILE_INDEX_MIN_PX : px;
}

/* The font at px (kept while the size stays). */
static TTF_Font *index_font(int px)
{
    if (idx_font && idx_font_px == px) {
        return idx_font;
    }
    if (idx_font) {
        TTF_CloseFont(idx_font);
    }
    idx_font = idx_font_file[0] ? TTF_OpenFont(idx_font_file, px) : NULL;
    idx_font_px = px;
    if (idx_font) {
        /* crisp: hinted, the stems widened (the bold face emboldened) */
        TTF_SetFontHinting(idx_font, TTF_HINTING_NORMAL);
        TTF_SetFontStyle(idx_font, TTF_STYLE_BOLD);
    }
    return idx_font;
}

/* The suit's mark, w wide, its top at (x, y). */
static void index_mark(SDL_Renderer *r, int suit, int x, int y, int w,
                       Uint8 alpha)
{
    SDL_Color c = suit_col(suit);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, alpha);
    if (suit == 1) { /* a disc */
        float rad = (float)w / 2.0f;
        for (int j = 0; j < w; j++) {
            float dy = (float)j + 0.5f - rad;
            float half = SDL_sqrtf(rad * rad - dy * dy);
            SDL_Rect row = {x + (int)(rad - half + 0.5f), y + j,
                            (int)(2 * half + 0.5f), 1};
            SDL_RenderFillRect(r, &row);
        }
    } else if (suit == 2) { /* an upright stick, a notch at its middle */
        int sw = w / 3 > 2 ? w / 3 : 2;
        SDL_Rect top = {x + (w - sw) / 2, y, sw, w / 2};
        SDL_Rect bot = {top.x, y + w / 2 + 1, sw, w - w / 2};
        SDL_RenderFillRect(r, &top);
        SDL_RenderFillRect(r, &bot);
    } else if (suit == 3) { /* a square */
        int sq = w * 3 / 4 > 3 ? w * 3 / 4 : 3;
        SDL_Rect rc = {x + (w - sq) / 2, y + (w - sq) / 2, sq, sq};
        SDL_RenderFillRect(r, &rc);
    }
}

SDL_Rect tile_index_draw(SDL_Renderer *r, const char *dir, int kind,
                         SDL_Rect top, int inset, Uint8 alpha)
{
    SDL_Rect face = {top.x + inset, top.y + inset, top.w - 2 * inset,
                     top.h - 2 * inset};
    index_read(dir);
    if (kind < 1 || kind > TILE_INDEX_MAX || !idx_of[kind].text[0]) {
        return face;
    }
    const tile_index *ix = &idx_of[kind];
    TTF_Font *font = index_font(tile_index_px(top.h));
    if (!font) {
        return face;
    }
    SDL_Surface *s = TTF_RenderUTF8_Blended(font, ix->text, suit_col(ix->suit));
    SDL_Texture *t = s ? SDL_CreateTextureFromSurface(r, s) : NULL;
    if (!t) {
        SDL_FreeSurface(s);
        return face;
    }
    /* the digit's column at the left: the font's line box trimmed to the
     * digit's height (ascent less the digit's top bearing) */
    int miny, maxy, adv;
    TTF_GlyphMetrics32(font, (Uint32)(unsigned char)ix->text[0], NULL, NULL,
                       &miny, &maxy, &adv);
    int pad = inset / 2 > 1 ? inset / 2 : 1;
    int col_w = s->w + pad;
    int gy = TTF_FontAscent(font) - maxy; /* the digit's top in the surface */
    SDL_Rect src = {0, gy, s->w, maxy - miny + 1};
    SDL_Rect dst = {top.x + pad, top.y + pad, s->w, src.h};
    SDL_SetTextureAlphaMod(t, alpha);
    SDL_RenderCopy(r, t, &src, &dst);
    SDL_DestroyTexture(t);
    if (ix->suit) {
        int mw = s->w - 1 > 3 ? s->w - 1 : 3;
        index_mark(r, ix->suit, dst.x, dst.y + dst.h + pad, mw, alpha);
    }
    SDL_FreeSurface(s);
    /* the face in the square right of the column */
    int side = top.w - col_w - pad - inset;
    side = side < top.h - 2 * inset ? side : top.h - 2 * inset;
    face.x = top.x + top.w - inset - side;
    face.y = top.y + (top.h - side) / 2;
    face.w = side;
    face.h = side;
    return face;
}

bool tile_index_has(const char *dir, int kind)
{
    index_read(dir);
    return kind >= 1 && kind <= TILE_INDEX_MAX && idx_of[kind].text[0];
}
