/* text.c - UI fonts through SDL2_ttf, with a cache of rendered text.
 *
 * Two faces at each size: our DejaVu Sans (Latin, arrows, symbols) and a
 * font for Chinese found through fontconfig (fontfind.c). The language
 * shown picks which comes first; each character is drawn with the first
 * face that has it, so a Chinese line with an arrow, or an English line
 * with a Chinese name, shows every character. Every string drawn is
 * rendered once into a texture and kept, keyed by font, colour and text;
 * the least recently used entry makes room. Fonts are re-opened at a size
 * fitting the drawable height on resize, and the cache is emptied then
 * and when the language changes (lang.c).
 */
#include <stdio.h>
#include <string.h>

#include <SDL_ttf.h>
#include "text.h"
#include "assets.h"
#include "i18n.h"
#include "lang.h"
#include "seen.h"

#define TEXT_CACHE 160
#define TEXT_MAXLEN 160
#define TEXT_RUNS 16 /* runs of one face in a string, at most */

typedef struct text_entry {
    bool used;
    front_font font;
    Uint32 rgba;
    char s[TEXT_MAXLEN];
    SDL_Texture *tex;
    int w, h;
    unsigned long last;
} text_entry;

enum { FACE_LATIN, FACE_CJK, FACE_COUNT };

static TTF_Font *text_fonts[FONT_COUNT][FACE_COUNT];
static char text_files[2][FACE_COUNT][600]; /* [bold][face] */
static int text_index[2];                   /* face index in the CJK file */
static bool text_have_cjk;
static text_entry text_cache[TEXT_CACHE];
/* Widths measured (text_size) at the fonts open now: a slot a string,
 * by hash; w < 0 empty. */
#define TEXT_WIDTHS 2048
typedef struct text_width_entry {
    front_font font;
    int w;
    char s[TEXT_MAXLEN];
} text_width_entry;
static text_width_entry text_widths[TEXT_WIDTHS];
static unsigned long text_clock;
static int text_px = -1;
static int text_sizes[FONT_COUNT]; /* the type scale, px */
static unsigned text_opened[FONT_COUNT]; /* its faces opened, a bit each (text_chain) */
static char text_clipped[TEXT_MAXLEN];
/* The box the texts drawn now must stay inside (text_keep_inside; a
 * height of 0: across only). */
static SDL_Rect text_box;
static bool text_boxed;

/* The texts drawn in this frame, for the layout check: two texts of the
 * same layer that overlap are a layout fault (the state file's
 * "overlap"). An overlay (a banner, a tooltip) starts a new layer. */
#define TEXT_PLACED 96
typedef struct text_placed {
    SDL_Rect box;
    int layer;
    bool notice; /* a notice's layer: checked against the other notices */
    int entry; /* index in text_cache */
} text_placed;
static text_placed text_placed_list[TEXT_PLACED];
static int text_nplaced, text_layer;
static bool text_layer_notice;
static char text_overlap[TEXT_MAXLEN * 2 + 4];
static bool text_checking;

/* Check that a font file opens; one line on stderr when it does not. */
static bool text_check(const char *path, int index, bool quiet)
{
    TTF_Font *f = TTF_OpenFontIndex(path, 12, index);
    if (!f) {
        FILE *there = fopen(path, "rb");
        if (there) {
            fclose(there);
        }
        if (quiet) {
            return false;
        }
        if (!there) { /* named once, in player words */
            front_error(_("A file of the game's data is missing: %s. "
                          "Reinstall the game or set LLK_ASSETS.\n"),
                        path);
        } else {
            front_error(_("cannot load font %s: %s\n"), path,
                        TTF_GetError());
        }
        return false;
    }
    TTF_CloseFont(f);
    return true;
}

bool text_open(const char *dir)
{
    if (TTF_Init() != 0) {
        front_error(_("SDL_ttf failed to start: %s\n"),
                TTF_GetError());
        return false;
    }
    snprintf(text_files[0][FACE_LATIN], sizeof text_files[0][0], "%s/fonts/DejaVuSans.ttf",
             dir);
    snprintf(text_files[1][FACE_LATIN], sizeof text_files[1][0],
             "%s/fonts/DejaVuSans-Bold.ttf", dir);
    if (!text_check(text_files[0][FACE_LATIN], 0, false) ||
        !text_check(text_files[1][FACE_LATIN], 0, false)) {
        return false;
    }
    text_have_cjk = true;
    for (int b = 0; b < 2 && text_have_cjk; b++) {
        text_have_cjk = fontfind_cjk(b == 1, text_files[b][FACE_CJK],
                                     sizeof text_files[b][FACE_CJK], &text_index[b]) &&
                        text_check(text_files[b][FACE_CJK], text_index[b], true);
    }
    if (lang_set_cjk_font(text_have_cjk)) {
        /* English: without the font the game shows English */
        front_error("no font with Chinese characters was found "
                    "(install fonts-noto-cjk); showing English\n");
    }
    text_resize(800, 600);
    return true;
}

const char *text_font_file(bool cjk, bool bold, int *index)
{
    *index = cjk ? text_index[bold] : 0;
    return cjk && !text_have_cjk ? NULL : text_files[bold][cjk ? FACE_CJK : FACE_LATIN];
}

void text_flush(void)
{
    for (int i = 0; i < TEXT_WIDTHS; i++) {
        text_widths[i].w = -1;
    }
    for (int i = 0; i < TEXT_CACHE; i++) {
        if (text_cache[i].tex) {
            SDL_DestroyTexture(text_cache[i].tex);
        }
        text_cache[i].tex = NULL;
        text_cache[i].used = false;
    }
}

void text_resize(int drawable_w, int drawable_h)
{
    /* The kit's type scale (kit/tokens.c): every size follows the body's,
     * none under 12 px. */
    int base = kit_type_px(KIT_BODY, drawable_w, drawable_h);
    if (base == text_px) {
        return;
    }
    text_flush();
    text_px = base;
    for (int i = 0; i < FONT_COUNT; i++) {
        text_sizes[i] = kit_type_px((kit_type)i, drawable_w, drawable_h);
    }
    for (int i = 0; i < FONT_COUNT; i++) {
        for (int k = 0; k < FACE_COUNT; k++) {
            if (text_fonts[i][k]) {
                TTF_CloseFont(text_fonts[i][k]);
                text_fonts[i][k] = NULL;
            }
        }
        text_opened[i] = 0; /* opened when first drawn at this size */
    }
}

/* Open face k of font f at its size, the first time it is used: a size
 * no screen shows costs no memory, nor the Chinese face on a screen in
 * English without a Chinese character (5 MB for the play screen's sizes
 * of Noto Sans CJK). */
static void text_open_face(front_font f, int k)
{
    if (text_opened[f] & (1u << k)) {
        return;
    }
    text_opened[f] |= 1u << k;
    if (k == FACE_CJK && !text_have_cjk) {
        return;
    }
    int bold = kit_type_bold((kit_type)f);
    /* Chinese characters need 10 px to be legible */
    int px = k == FACE_CJK && text_sizes[f] < 10 ? 10 : text_sizes[f];
    text_fonts[f][k] = TTF_OpenFontIndex(text_files[bold][k], px,
                                         k == FACE_CJK ? text_index[bold] : 0);
    if (!text_fonts[f][k]) {
        /* Opened once already at start-up: only memory can fail. */
        front_error(_("cannot load font: %s\n"), TTF_GetError());
    }
}

/* The faces of font f in the order of the language shown; the second
 * only with both (else NULL until opened: text_second). */
static void text_chain_open(front_font f, TTF_Font *out[FACE_COUNT], bool both)
{
    bool zh = strcmp(lang_current(), "zh_CN") == 0 && text_have_cjk;
    if (zh) {
        text_open_face(f, FACE_CJK);
        zh = text_fonts[f][FACE_CJK] != NULL;
    }
    int first = zh ? FACE_CJK : FACE_LATIN, second = zh ? FACE_LATIN : FACE_CJK;
    text_open_face(f, first);
    if (both) {
        text_open_face(f, second);
    }
    out[0] = text_fonts[f][first];
    out[1] = text_fonts[f][second];
}

static void text_chain(front_font f, TTF_Font *out[FACE_COUNT])
{
    text_chain_open(f, out, false);
}

/* Whether character c is drawn with the chain's second face: the first
 * lacks it and the second (opened now if need be) has it. */
static bool text_second(front_font f, TTF_Font *chain[FACE_COUNT], Uint32 c)
{
    if (!chain[0] || TTF_GlyphIsProvided32(chain[0], c)) {
        return false;
    }
    if (!chain[1]) {
        text_chain_open(f, chain, true);
    }
    return chain[1] && TTF_GlyphIsProvided32(chain[1], c);
}

Uint32 text_next(const char *s, size_t *i)
{
    const unsigned char *u = (const unsigned char *)s + *i;
    int n = u[0] < 0x80 ? 1 : (u[0] >> 5) == 6 ? 2 : (u[0] >> 4) == 14 ? 3
                                                   : (u[0] >> 3) == 30 ? 4 : 0;
    if (n == 0) {
        (*i)++;
        return 0xFFFD;
    }
    Uint32 c = n == 1 ? u[0] : (Uint32)(u[0] & (0x7F >> n));
    for (int k = 1; k < n; k++) {
        if ((u[k] & 0xC0) != 0x80) {
            *i += (size_t)k;
            return 0xFFFD;
        }
        c = (c << 6) | (u[k] & 0x3F);
    }
    *i += (size_t)n;
    return c;
}

/* A piece of a string drawn with one face. */
typedef struct text_run {
    TTF_Font *font;
    char s[TEXT_MAXLEN];
} text_run;

/* Cut s into runs of one face each: every character goes to the first
 * face of the chain that has it. Returns the number of runs. */
static int text_runs(front_font f, const char *s, text_run *runs)
{
    TTF_Font *chain[FACE_COUNT];
    text_chain(f, chain);
    int n = 0;
    size_t len = 0, i = 0;
    while (s[i]) {
        size_t at = i;
        Uint32 c = text_next(s, &i);
        TTF_Font *use = text_second(f, chain, c) ? chain[1] : chain[0];
        if (n == 0 || (runs[n - 1].font != use && n < TEXT_RUNS)) {
            runs[n].font = use;
            n++;
            len = 0;
        }
        size_t k = i - at;
        if (len + k < TEXT_MAXLEN) {
            memcpy(runs[n - 1].s + len, s + at, k);
            len += k;
        }
        runs[n - 1].s[len] = '\0';
    }
    return n;
}

/* Render s (runs of faces on one baseline); NULL on failure. */
static SDL_Surface *text_render(front_font f, const char *s, SDL_Color col)
{
    text_run runs[TEXT_RUNS];
    int n = text_runs(f, s, runs);
    if (n == 0 || !runs[0].font) {
        return NULL;
    }
    if (n == 1) {
        return TTF_RenderUTF8_Blended(runs[0].font, runs[0].s, col);
    }
    SDL_Surface *part[TEXT_RUNS];
    int w = 0, h = 0, asc = 0;
    for (int i = 0; i < n; i++) {
        int a = TTF_FontAscent(runs[i].font);
        asc = a > asc ? a : asc;
    }
    for (int i = 0; i < n; i++) {
        part[i] = TTF_RenderUTF8_Blended(runs[i].font, runs[i].s, col);
        if (part[i]) {
            int bottom = asc - TTF_FontAscent(runs[i].font) + part[i]->h;
            w += part[i]->w;
            h = bottom > h ? bottom : h;
        }
    }
    SDL_Surface *all = w > 0 && h > 0 ? SDL_CreateRGBSurfaceWithFormat(0, w, h, 32,
                                                                       SDL_PIXELFORMAT_ARGB8888)
                                      : NULL;
    int x = 0;
    for (int i = 0; i < n; i++) {
        if (!part[i]) {
            continue;
        }
        if (all) {
            SDL_Rect dst = {x, asc - TTF_FontAscent(runs[i].font), part[i]->w, part[i]->h};
            SDL_SetSurfaceBlendMode(part[i], SDL_BLENDMODE_NONE);
            SDL_BlitSurface(part[i], NULL, all, &dst);
        }
        x += part[i]->w;
        SDL_FreeSurface(part[i]);
    }
    return all;
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
    if (!r) {
        return NULL;
    }
    SDL_Surface *surf = text_render(f, s, col);
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

/* Note where a text was drawn; the first overlap with a text of the same
 * layer is kept for text_overlap_take. The line box's top and bottom
 * fifths (leading, most descenders) may touch the next line's. */
static void text_place(SDL_Rect box, int entry)
{
    int inset = box.h / 5;
    box.y += inset;
    box.h -= inset * 2;
    for (int i = 0; i < text_nplaced && !text_overlap[0]; i++) {
        const text_placed *p = &text_placed_list[i];
        SDL_Rect both;
        bool same = p->layer == text_layer ||
                    (p->notice && text_layer_notice);
        if (same && p->entry != entry &&
            SDL_IntersectRect(&p->box, &box, &both)) {
            snprintf(text_overlap, sizeof text_overlap, "%s | %s",
                     text_cache[p->entry].s, text_cache[entry].s);
        }
    }
    if (text_nplaced < TEXT_PLACED) {
        text_placed_list[text_nplaced++] =
            (text_placed){box, text_layer, text_layer_notice, entry};
    }
}

/* Copy text e to dst grown by grow around its centre, inside clip (and
 * the clip already set), smoothed; the plate under it grown alike. */
static void text_copy_grown(SDL_Renderer *r, text_entry *e, SDL_Rect dst,
                            Uint8 alpha, float grow, SDL_Rect clip)
{
    SDL_Rect old, in = clip;
    bool had = SDL_RenderIsClipEnabled(r);
    if (had) {
        SDL_RenderGetClipRect(r, &old);
        if (!SDL_IntersectRect(&old, &clip, &in)) {
            return;
        }
    }
    SDL_FRect big = {dst.x + dst.w * (1 - grow) / 2, dst.y + dst.h * (1 - grow) / 2,
                     dst.w * grow, dst.h * grow};
    SDL_Rect plate = {(int)big.x, (int)big.y, (int)(big.w + 0.5f), (int)(big.h + 0.5f)};
    SDL_RenderSetClipRect(r, &in);
    kit_plate(r, plate, alpha);
    SDL_SetTextureScaleMode(e->tex, SDL_ScaleModeLinear);
    SDL_RenderCopyF(r, e->tex, NULL, &big);
    SDL_RenderSetClipRect(r, had ? &old : NULL);
}

int text_draw(SDL_Renderer *r, front_font f, const char *s, SDL_Color col,
              int x, int y, int align)
{
    return text_draw_grown(r, f, s, col, x, y, align, 1.0f, (SDL_Rect){0, 0, 0, 0});
}

int text_draw_grown(SDL_Renderer *r, front_font f, const char *s, SDL_Color col,
                    int x, int y, int align, float grow, SDL_Rect clip)
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
    int ow = 0, oh = 0;
    if (text_checking && text_boxed && !text_clipped[0] &&
        (dst.x < text_box.x || dst.x + dst.w > text_box.x + text_box.w ||
         (text_box.h > 0 && (dst.y < text_box.y ||
                             dst.y + dst.h > text_box.y + text_box.h)))) {
        snprintf(text_clipped, sizeof text_clipped, "%s", s);
    }
    if (text_checking && SDL_GetRendererOutputSize(r, &ow, &oh) == 0 &&
        (dst.x < 0 || dst.x + dst.w > ow || dst.y < 0 || dst.y + dst.h > oh) &&
        !text_clipped[0]) {
        snprintf(text_clipped, sizeof text_clipped, "%s", s);
    }
    if (text_checking) {
        text_place(dst, (int)(e - text_cache));
    }
    if (seen_enabled()) {
        SDL_Rect clip, shown = dst; /* the part a clip leaves */
        if (!SDL_RenderIsClipEnabled(r) ||
            (SDL_RenderGetClipRect(r, &clip),
             SDL_IntersectRect(&dst, &clip, &shown))) {
            seen_text(s, shown, text_font_px(f), col);
        }
    }
    if (grow != 1.0f) {
        text_copy_grown(r, e, dst, col.a, grow, clip);
        return e->w;
    }
    kit_plate(r, dst, col.a); /* high contrast: on a plate off the panels */
    SDL_RenderCopy(r, e->tex, NULL, &dst);
    return e->w;
}

void text_keep_inside(const SDL_Rect *box)
{
    text_boxed = box != NULL;
    if (box) {
        text_box = *box;
    }
}

void text_frame_begin(void)
{
    kit_solid_forget();
    text_boxed = false;
    text_nplaced = 0;
    text_layer = 0;
    text_layer_notice = false;
}

void text_check_layout(bool on)
{
    text_checking = on;
}

void text_overlay(void)
{
    text_layer++;
    text_layer_notice = false;
}

void text_notice(void)
{
    text_layer++;
    text_layer_notice = true;
}

const char *text_overlap_take(void)
{
    static char last[sizeof text_overlap];
    snprintf(last, sizeof last, "%s", text_overlap);
    text_overlap[0] = '\0';
    return last[0] ? last : NULL;
}

const char *text_clipped_take(void)
{
    static char last[TEXT_MAXLEN];
    snprintf(last, sizeof last, "%s", text_clipped);
    text_clipped[0] = '\0';
    return last[0] ? last : NULL;
}

/* The slot of (f, s) in the widths' table (FNV-1a). */
static text_width_entry *text_width_slot(front_font f, const char *s)
{
    Uint32 h = 2166136261u ^ (Uint32)f;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        h = (h ^ *p) * 16777619u;
    }
    return &text_widths[h % TEXT_WIDTHS];
}

void text_size(front_font f, const char *s, int *w, int *h)
{
    *w = 0;
    *h = text_height(f);
    if (!s || !*s) {
        return;
    }
    /* layouts measure the same labels every frame: a width once shaped is
     * kept until the fonts change (text_flush) */
    text_width_entry *e = strlen(s) < TEXT_MAXLEN ? text_width_slot(f, s) : NULL;
    if (e && e->w >= 0 && e->font == f && strcmp(e->s, s) == 0) {
        *w = e->w;
        return;
    }
    text_run runs[TEXT_RUNS];
    int n = text_runs(f, s, runs);
    for (int i = 0; i < n; i++) {
        int rw = 0, rh = 0;
        if (runs[i].font && TTF_SizeUTF8(runs[i].font, runs[i].s, &rw, &rh) == 0) {
            *w += rw;
        }
    }
    if (e) {
        e->font = f;
        e->w = *w;
        snprintf(e->s, sizeof e->s, "%s", s);
    }
}

int text_font_px(front_font f)
{
    int px = (int)f >= 0 && f < FONT_COUNT ? text_sizes[f] : 0;
    return px > 0 ? px : TEXT_MIN_PX;
}

int text_height(front_font f)
{
    TTF_Font *chain[FACE_COUNT];
    text_chain(f, chain);
    return chain[0] ? TTF_FontHeight(chain[0]) : 12;
}

bool text_provided(front_font f, Uint32 c)
{
    TTF_Font *chain[FACE_COUNT];
    text_chain(f, chain);
    return (chain[0] && TTF_GlyphIsProvided32(chain[0], c)) || text_second(f, chain, c);
}

void text_close(void)
{
    text_flush();
    for (int i = 0; i < FONT_COUNT; i++) {
        text_opened[i] = 0;
        for (int k = 0; k < FACE_COUNT; k++) {
            if (text_fonts[i][k]) {
                TTF_CloseFont(text_fonts[i][k]);
                text_fonts[i][k] = NULL;
            }
        }
    }
    text_px = -1;
    TTF_Quit();
    fontfind_close();
}
