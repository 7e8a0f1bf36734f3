/* title_art.c - the game's name as art on the title screen: 连连看 and
 * "Lianliankan" drawn by tools/make_title.c (assets/title/hanzi-S.png,
 * latin-S.png at scales 1, 2 and 4). Loaded after the first frame (the
 * title screen asks once a frame is on show), each piece from the
 * smallest scale at least as large as it is drawn; without the files the
 * name is drawn as text. A light sweeps across the name now and then
 * (title_art_draw's sweep).
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "text.h"
#include "assets.h"
#include "i18n.h"
#include "lang.h"
#include "title_art.h"

enum { ART_HANZI, ART_LATIN, ART_COUNT };

static struct {
    SDL_Texture *tex;
    int scale;   /* of the file loaded (0: none) */
    int w1, h1;  /* its size at scale 1 */
    bool failed; /* the file could not be read: text instead */
} art[ART_COUNT];
static bool art_said;
static int art_max_h; /* the height the name may take (0: its own) */
static double art_fit = 1.0; /* under 1: drawn smaller to keep to it */

/* The factor piece p is drawn at (relative to its scale-1 file) for the
 * body text size body_px, in English (latin first) or not. The name is
 * art, not text: it does not grow with the player's text size (the body
 * size at 100 % sets it), and it is drawn smaller when the screen keeps
 * it to a height (title_art_limit). */
static double art_factor(int p, bool latin_first, int body_px)
{
    /* the big line 5 bodies tall for 连连看; Lianliankan a little taller
     * than half of that when it leads */
    int pct = kit_text_size_pct();
    double f = body_px * 100.0 / (pct > 0 ? pct : 100) * 5.0 / 82.0 * art_fit;
    if (p == ART_HANZI) {
        return latin_first ? f * 0.5 : f;
    }
    return latin_first ? f * 1.6 : f;
}

static bool art_latin_first(void)
{
    return strcmp(lang_current(), "en") == 0;
}

void title_art_load(front_app *a)
{
    static const char *const names[ART_COUNT] = {"hanzi", "latin"};
    int body = text_font_px(FONT_BODY);
    for (int p = 0; p < ART_COUNT; p++) {
        if (art[p].failed) {
            continue;
        }
        double f = art_factor(p, art_latin_first(), body);
        int want = f <= 1.0 ? 1 : f <= 2.0 ? 2 : 4;
        if (art[p].scale == want) {
            continue;
        }
        char path[700];
        snprintf(path, sizeof path, "%s/title/%s-%d.png", a->assets, names[p],
                 want);
        SDL_Surface *s = assets_quiet_load(path);
        SDL_Texture *t = s ? SDL_CreateTextureFromSurface(a->ren, s) : NULL;
        if (!t) {
            if (!art_said) {
                front_error(_("cannot read %s: the name is drawn as text\n"),
                            path);
                art_said = true;
            }
            art[p].failed = true;
            SDL_FreeSurface(s);
            continue;
        }
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        if (art[p].tex) {
            SDL_DestroyTexture(art[p].tex);
        }
        art[p].tex = t;
        art[p].scale = want;
        art[p].w1 = s->w / want;
        art[p].h1 = s->h / want;
        SDL_FreeSurface(s);
        a->dirty = true;
    }
}

bool title_art_ready(void)
{
    for (int p = 0; p < ART_COUNT; p++) {
        if (!art[p].tex && !art[p].failed) {
            return false;
        }
    }
    return true;
}

/* The height of the name at art_fit (the taller of the two orders: the
 * same slots in every language). */
static int art_height(void)
{
    int body = text_font_px(FONT_BODY);
    double h = 0;
    for (int lf = 0; lf < 2; lf++) {
        double t = 82.0 * art_factor(ART_HANZI, lf, body) +
                   35.0 * art_factor(ART_LATIN, lf, body);
        h = t > h ? t : h;
    }
    return (int)h + kit_u() / 2;
}

void title_art_limit(int max_h)
{
    art_max_h = max_h > 0 ? max_h : 0;
    art_fit = 1.0;
    int h = art_height();
    if (art_max_h > 0 && h > art_max_h) {
        art_fit = (double)art_max_h / h;
    }
}

int title_art_height(const front_app *a)
{
    (void)a;
    int h = art_height();
    return art_max_h > 0 && h > art_max_h ? art_max_h : h;
}

/* One piece centred at y; returns its height. sweep: the light's x from
 * the piece's left, as a fraction of its width (<0: none). */
static int art_piece(front_app *a, int p, int y, double sweep)
{
    int body = text_font_px(FONT_BODY);
    double f = art_factor(p, art_latin_first(), body);
    int w1 = art[p].tex ? art[p].w1 : p == ART_HANZI ? 225 : 201;
    int h1 = art[p].tex ? art[p].h1 : p == ART_HANZI ? 82 : 35;
    SDL_Rect dst = {0, y, (int)(w1 * f), (int)(h1 * f)};
    dst.x = (a->pix_w - dst.w) / 2;
    if (!art[p].tex) {
        if (art[p].failed) { /* the name as text */
            const char *s = p == ART_HANZI ? "\xe8\xbf\x9e\xe8\xbf\x9e\xe7\x9c\x8b"
                                           : "Lianliankan";
            front_font fo = dst.h >= text_font_px(FONT_TITLE) ? FONT_TITLE
                                                              : FONT_HEADING;
            text_draw(a->ren, fo, s, kit_color(KIT_ACCENT), a->pix_w / 2, y, 1);
        }
        return dst.h;
    }
    SDL_RenderCopy(a->ren, art[p].tex, NULL, &dst);
    if (sweep >= 0) { /* the light: the art again, added, in a band */
        int bw = dst.w / 7 + 1;
        SDL_Rect band = {dst.x + (int)(sweep * (dst.w + bw)) - bw, dst.y, bw,
                         dst.h};
        SDL_RenderSetClipRect(a->ren, &band);
        SDL_SetTextureBlendMode(art[p].tex, SDL_BLENDMODE_ADD);
        SDL_SetTextureAlphaMod(art[p].tex, 110);
        SDL_RenderCopy(a->ren, art[p].tex, NULL, &dst);
        SDL_SetTextureAlphaMod(art[p].tex, 255);
        SDL_SetTextureBlendMode(art[p].tex, SDL_BLENDMODE_BLEND);
        SDL_RenderSetClipRect(a->ren, NULL);
    }
    return dst.h;
}

void title_art_draw(front_app *a, int y, double sweep)
{
    bool lf = art_latin_first();
    int first = lf ? ART_LATIN : ART_HANZI;
    y += art_piece(a, first, y, sweep);
    art_piece(a, ART_HANZI + ART_LATIN - first, y + kit_u() / 2, sweep);
}

void title_art_close(void)
{
    for (int p = 0; p < ART_COUNT; p++) {
        if (art[p].tex) {
            SDL_DestroyTexture(art[p].tex);
        }
        art[p].tex = NULL;
        art[p].scale = 0;
    }
}
