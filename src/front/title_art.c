/* title_art.c - the game's name as art on the title screen: 连连看 and
 * "Lianliankan" drawn by tools/make_title.c (assets/title/hanzi-S.png,
 * latin-S.png at scales 1, 2 and 4). Loaded after the first frame (the
 * title screen asks once a frame is on show), each piece from the
 * smallest scale at least as large as it is drawn; without the files the
 * name is drawn as text. A light sweeps across the name now and then
 * (title_art_draw's sweep).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "text.h"
#include "assets.h"
#include "i18n.h"
#include "lang.h"
#include "title_art.h"

enum { ART_HANZI, ART_LATIN, ART_COUNT };

typedef struct art_piece_file {
    SDL_Texture *tex;
    int scale;   /* of the file loaded (0: none) */
    int w1, h1;  /* its size at scale 1 */
    bool failed; /* the file could not be read: text instead */
} art_piece_file;

/* The title's art (title_art_open makes it, title_art_close frees it). */
struct front_title_art {
    art_piece_file art[ART_COUNT];
    bool said;
    int max_h;  /* the height the name may take (0: its own) */
    double fit; /* under 1: drawn smaller to keep to it */
};

front_title_art *title_art_open(void)
{
    front_title_art *t = calloc(1, sizeof *t);
    if (t) {
        t->fit = 1.0;
    }
    return t;
}

/* The factor piece p is drawn at (relative to its scale-1 file) for the
 * body text size body_px, in English (latin first) or not. The name is
 * art, not text: it does not grow with the player's text size (the body
 * size at 100 % sets it), and it is drawn smaller when the screen keeps
 * it to a height (title_art_limit). */
static double art_factor(double fit, int p, bool latin_first, int body_px)
{
    /* the big line 5 bodies tall for 连连看; Lianliankan a little taller
     * than half of that when it leads */
    int pct = kit_text_size_pct();
    double f = body_px * 100.0 / (pct > 0 ? pct : 100) * 5.0 / 82.0 * fit;
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
    static const char names[ART_COUNT][6] = {"hanzi", "latin"};
    front_title_art *ta = a->svc.art;
    if (!ta) {
        return;
    }
    art_piece_file *art = ta->art;
    int body = text_font_px(FONT_BODY);
    for (int p = 0; p < ART_COUNT; p++) {
        if (art[p].failed) {
            continue;
        }
        double f = art_factor(ta->fit, p, art_latin_first(), body);
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
            if (!ta->said) {
                front_error(_("cannot read %s: the name is drawn as text\n"),
                            path);
                ta->said = true;
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

bool title_art_ready(const front_app *a)
{
    const front_title_art *ta = a->svc.art;
    for (int p = 0; p < ART_COUNT; p++) {
        if (!ta || (!ta->art[p].tex && !ta->art[p].failed)) {
            return false;
        }
    }
    return true;
}

/* The height of the name at fit (the taller of the two orders: the same
 * slots in every language). */
static int art_height(double fit)
{
    int body = text_font_px(FONT_BODY);
    double h = 0;
    for (int lf = 0; lf < 2; lf++) {
        double t = 82.0 * art_factor(fit, ART_HANZI, lf, body) +
                   35.0 * art_factor(fit, ART_LATIN, lf, body);
        h = t > h ? t : h;
    }
    return (int)h + kit_u() / 2;
}

void title_art_limit(const front_app *a, int max_h)
{
    front_title_art *ta = a->svc.art;
    if (!ta) {
        return;
    }
    ta->max_h = max_h > 0 ? max_h : 0;
    ta->fit = 1.0;
    int h = art_height(ta->fit);
    if (ta->max_h > 0 && h > ta->max_h) {
        ta->fit = (double)ta->max_h / h;
    }
}

int title_art_height(const front_app *a)
{
    const front_title_art *ta = a->svc.art;
    int h = art_height(ta ? ta->fit : 1.0);
    return ta && ta->max_h > 0 && h > ta->max_h ? ta->max_h : h;
}

/* One piece centred at y; returns its height. sweep: the light's x from
 * the piece's left, as a fraction of its width (<0: none). */
static int art_piece(front_app *a, const front_title_art *ta, int p, int y,
                     double sweep)
{
    const art_piece_file *art = ta->art;
    int body = text_font_px(FONT_BODY);
    double f = art_factor(ta->fit, p, art_latin_first(), body);
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
    const front_title_art *ta = a->svc.art;
    if (!ta) {
        return; /* as before the art is loaded: nothing */
    }
    bool lf = art_latin_first();
    int first = lf ? ART_LATIN : ART_HANZI;
    y += art_piece(a, ta, first, y, sweep);
    art_piece(a, ta, ART_HANZI + ART_LATIN - first, y + kit_u() / 2, sweep);
}

void title_art_close(front_title_art *ta)
{
    if (!ta) {
        return;
    }
    for (int p = 0; p < ART_COUNT; p++) {
        if (ta->art[p].tex) {
            SDL_DestroyTexture(ta->art[p].tex);
        }
    }
    free(ta);
}
