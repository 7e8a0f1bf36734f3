/* tile_draw.c - one tile drawn (draw.h): its body from the vector
 * description (tile_body.c), its face's picture from the atlas beside its
 * corner index (tile_index.c), and the tiles pre-drawn at the board's
 * size (the cache, dropped by draw_forget_tiles when the tile set, the
 * look or the renderer changes). Below the board's layout and effects,
 * draw_back.c and theme.c.
 */
#include <stdio.h>

#include "app.h"
#include "assets.h"
#include "draw.h"
#include "screen_state.h"
#include "play.h"
#include "diag.h"

/* A tile's body in a cell: a small gap all round. */
int draw_body_px(int cell)
{
    return cell - 2 * (cell / 24 + 1);
}

/* The top face of a tile whose body is body: inside the outline, less
 * the thickness at the right and the foot. */
SDL_Rect draw_top_rect(SDL_Rect body)
{
    int ow = kit_tile_outline(body.w), d = draw_raise_px(body.w);
    SDL_Rect top = {body.x + ow, body.y + ow, body.w - 2 * ow - d,
                    body.h - 2 * ow - d};
    return top;
}

int draw_face_px(int cell)
{
    int size = draw_body_px(cell);
    SDL_Rect top = draw_top_rect((SDL_Rect){0, 0, size, size});
    return top.w - 2 * (size / 12);
}

void draw_tile_edges(front_app *a, int full, SDL_Rect body, Uint8 alpha)
{
    if (tile_body_draw(a, full, body, alpha)) {
        return;
    }
    /* no texture for it (out of memory): a flat square and its outline */
    draw_fill(a->ren, body, draw_alpha(kit_color(KIT_TILE_EDGE), alpha));
    SDL_Rect top = draw_top_rect(body);
    draw_fill(a->ren, top, draw_alpha(kit_color(KIT_TILE_FACE), alpha));
}

/* A tile's picture on the face of the body at body, beside its corner
 * index when shown. */
static void draw_tile_body_face(front_app *a, int kind, SDL_Rect body,
                                Uint8 alpha)
{
    int size = body.w;
    SDL_Rect top = draw_top_rect(body);
    int fi = size / 12;
    SDL_Rect f = {top.x + fi, top.y + fi, top.w - 2 * fi, top.h - 2 * fi};
    if (tile_index_shown(size)) { /* the face beside its corner index */
        f = tile_index_draw(a->ren, atlas_folder(), kind, top, fi, alpha);
    }
    atlas_draw(a->ren, kind, &f, alpha);
}

/* One tile (body and face) drawn into rect body: the body from its vector
 * description rasterised at full px (tile_body.c: the face with the
 * thickness outside it, the outline, the bevel; high contrast's outline
 * black and thicker, the face flat), then the face's picture, beside its
 * corner index when shown. */
void draw_tile_body(front_app *a, int kind, int full, SDL_Rect body,
                    Uint8 alpha)
{
    draw_tile_edges(a, full, body, alpha);
    draw_tile_body_face(a, kind, body, alpha);
}

/* Tiles pre-drawn at the current size, 8 per row, so that a frame is one
 * unscaled copy per tile (the software renderer scales slowly); a tile
 * drawn smaller or fading (fx.c) is a filtered copy of its pre-drawn
 * square, so the atlas is released once they are drawn. When the
 * cache cannot be built (no render targets, no memory) the size and kinds
 * that failed are remembered and tiles are drawn piece by piece, without
 * trying again every tile of every frame; another size or set of kinds
 * (resize, new level) or a renderer reset tries again. */
/* The pre-drawn tiles (the app's: screen_state.h). */
typedef struct tile_cache_own {
    SDL_Texture *tex;
    int size;         /* tile size in the cache, 0 = invalid */
    int kinds;
    bool high;        /* drawn in the high-contrast look */
    int failed_size;  /* the size and kinds that failed, 0 = none */
    int failed_kinds;
} tile_cache_own;

static tile_cache_own *TC(front_app *a)
{
    static const char key = 'z'; /* its address is the key */
    return front_state(a, &key, sizeof(tile_cache_own));
}

static void draw_drop_cache(front_app *a)
{
    if (TC(a)->tex) {
        SDL_DestroyTexture(TC(a)->tex);
        TC(a)->tex = NULL;
    }
    TC(a)->size = 0;
}

void draw_forget_tiles(front_app *a)
{
    draw_drop_cache(a);
    tile_body_forget(a);
    TC(a)->failed_size = 0;
    TC(a)->failed_kinds = 0;
}

/* Build the cache for tiles of size pixels; false when it cannot be. */
static bool draw_build_cache(front_app *a, int size, int kinds)
{
    int rows = (kinds + 7) / 8;
    if (size < 4 || size * 8 > 8192 || size * rows > 8192) {
        SDL_SetError("tile size %d out of range", size);
        return false;
    }
    TC(a)->tex = SDL_CreateTexture(a->ren, SDL_PIXELFORMAT_ARGB8888,
                                   SDL_TEXTUREACCESS_TARGET, size * 8,
                                   size * rows);
    if (!TC(a)->tex) {
        return false;
    }
    /* the bodies copied in with their transparent corners, the faces
     * drawn over them; the tiles blended onto the felt */
    SDL_Texture *bodytex = tile_body_texture(a, size);
    if (!bodytex) {
        draw_drop_cache(a);
        return false;
    }
    SDL_SetTextureBlendMode(TC(a)->tex, SDL_BLENDMODE_BLEND);
    SDL_Texture *old = SDL_GetRenderTarget(a->ren);
    if (SDL_SetRenderTarget(a->ren, TC(a)->tex) != 0) {
        draw_drop_cache(a);
        return false;
    }
    SDL_SetRenderDrawColor(a->ren, 0, 0, 0, 0);
    SDL_RenderClear(a->ren);
    for (int k = 1; k <= kinds; k++) {
        SDL_Rect body = {((k - 1) % 8) * size, ((k - 1) / 8) * size, size,
                         size};
        SDL_SetTextureBlendMode(bodytex, SDL_BLENDMODE_NONE); /* as it is */
        SDL_RenderCopy(a->ren, bodytex, NULL, &body);
        SDL_SetTextureBlendMode(bodytex, SDL_BLENDMODE_BLEND);
        draw_tile_body_face(a, k, body, 255);
    }
    SDL_SetRenderTarget(a->ren, old);
    TC(a)->size = size;
    TC(a)->kinds = kinds;
    TC(a)->high = kit_high_contrast();
    return true;
}

static bool draw_cache_tiles(front_app *a, int size)
{
    int kinds = atlas_faces();
    if (TC(a)->tex && TC(a)->size == size && TC(a)->kinds == kinds &&
        TC(a)->high == kit_high_contrast()) {
        return true;
    }
    if (TC(a)->failed_size == size && TC(a)->failed_kinds == kinds) {
        return false;
    }
    draw_drop_cache(a);
    if (draw_build_cache(a, size, kinds)) {
        TC(a)->failed_size = 0;
        TC(a)->failed_kinds = 0;
        atlas_release(); /* drawn from the cache from now on */
        return true;
    }
    TC(a)->failed_size = size;
    TC(a)->failed_kinds = kinds;
    if (diag(a)->trace) {
        fprintf(stderr, "llk-trace: no tile cache at size %d: %s\n", size,
                SDL_GetError());
    }
    return false;
}

void draw_tile(front_app *a, int kind, float cx, float cy, float s,
               Uint8 alpha)
{
    int full = draw_body_px(play(a)->lay.cell);
    int size = (int)((float)full * s);
    if (size < 2) {
        return;
    }
    SDL_Rect body = {(int)(cx - (float)size / 2), (int)(cy - (float)size / 2),
                     size, size};
    if (kind <= atlas_faces() && draw_cache_tiles(a, full)) {
        SDL_Rect src = {((kind - 1) % 8) * full, ((kind - 1) / 8) * full,
                        full, full};
        if (size == full && alpha == 255) { /* its opaque middle copied */
            tile_copy_split(a->ren, TC(a)->tex, src, body.x, body.y,
                            tile_body_opaque(a, full));
            return;
        }
        SDL_SetTextureAlphaMod(TC(a)->tex, alpha);
        SDL_SetTextureScaleMode(TC(a)->tex, SDL_ScaleModeLinear);
        SDL_RenderCopy(a->ren, TC(a)->tex, &src, &body);
        SDL_SetTextureAlphaMod(TC(a)->tex, 255);
        return;
    }
    draw_tile_body(a, kind, full, body, alpha);
}
