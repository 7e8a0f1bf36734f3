/* tile_body.c - a tile's body from one vector description (issue 45):
 * the face, a rounded square at the top left of the tile's box, with
 * the tile's thickness outside it (the face swept down and right by the
 * depth: a side at the right and a darker foot, lit from the top left),
 * an outline round both (its strength the kit's token, raised by high
 * contrast), a bevel on the face (a light band along its top and left, a
 * shaded one along its right and foot) and the face inset; and the soft
 * shadow the body casts on the felt.
 *
 * The description is one table of layers (tile_layers), each a rounded
 * convex shape painted over the last in a colour role of the kit. Each
 * is rasterised at the exact size asked, by coverage of its signed
 * distance at each pixel's centre (an edge's pixel is covered in part:
 * smooth, never blurred), once per size and look, and kept as a texture
 * (a few sizes: the board's, Help's diagrams); no bitmap is ever scaled
 * up. The shadow is the same outline's distance falling off over a few
 * pixels, offset down and right.
 */
#include <math.h>
#include <stdlib.h>

#include "draw.h"
#include "screen_state.h"

/* The shapes a layer can be: the face, the face swept by the depth (the
 * whole body's outline), and that swept shape's part below the diagonal
 * through the face's top-left and bottom-right corners (the foot). */
typedef enum { TB_FACE, TB_HULL, TB_FOOT } tb_shape;

/* Which look a layer belongs to. */
typedef enum { TB_BOTH, TB_NORMAL, TB_HIGH } tb_look;

typedef struct tb_layer {
    tb_shape shape;
    float in;  /* inset all round, in outline widths */
    float tl;  /* its top and left edges moved in, in bevel bands */
    float br;  /* its right and bottom edges moved in, in bevel bands */
    kit_role col;
    tb_look look;
} tb_layer;

/* The tile's body, painted in order (docs/design.md, "The board"). */
static const tb_layer tile_layers[] = {
    {TB_HULL, 0, 0, 0, KIT_TILE_EDGE, TB_BOTH},    /* the outline round all */
    {TB_HULL, 1, 0, 0, KIT_TILE_SIDE, TB_BOTH},    /* thickness: the side */
    {TB_FOOT, 1, 0, 0, KIT_TILE_FOOT, TB_BOTH},    /* and the darker foot */
    {TB_FACE, 0, 0, 0, KIT_TILE_EDGE, TB_BOTH},    /* the face's outline */
    {TB_FACE, 1, 0, 0, KIT_TILE_SHADE, TB_NORMAL}, /* bevel: shaded band */
    {TB_FACE, 1, 0, 1, KIT_TILE_LIGHT, TB_NORMAL}, /* lit band */
    {TB_FACE, 1, 1, 1, KIT_TILE_FACE, TB_NORMAL},  /* the face inset */
    {TB_FACE, 1, 0, 0, KIT_TILE_FACE, TB_HIGH},    /* high: the face flat */
};

/* A tile's thickness: its face is the body less d, the side showing at
 * the right and the foot (lit from the top left). */
int draw_raise_px(int size)
{
    return size / 14 + 1;
}

void tile_geom_of(int size, tile_geom *g)
{
    g->size = size;
    g->depth = draw_raise_px(size);
    g->face = size - g->depth;
    g->outline = kit_tile_outline(size);
    g->bevel = size / 28 + 1;
    g->radius = g->face / 11 + 1;
}

/* A convex polygon's corners (at most 6), the shape's core: the shape
 * is the points within radius of it. */
typedef struct tb_poly {
    float x[6], y[6];
    int n;
    float radius;
    float inset; /* how far inside the rounded polygon's edge */
} tb_poly;

/* Signed distance from (px, py) to the polygon's core (negative inside),
 * less its radius: the rounded shape's signed distance. The corners go
 * clockwise on the screen (y down). */
static float tb_dist(const tb_poly *p, float px, float py)
{
    float out = 1e9f, inside = -1e9f;
    bool in = true;
    for (int i = 0; i < p->n; i++) {
        int j = (i + 1) % p->n;
        float ex = p->x[j] - p->x[i], ey = p->y[j] - p->y[i];
        float wx = px - p->x[i], wy = py - p->y[i];
        float len2 = ex * ex + ey * ey;
        float t = len2 > 0 ? (wx * ex + wy * ey) / len2 : 0;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        float dx = wx - ex * t, dy = wy - ey * t;
        float d = sqrtf(dx * dx + dy * dy);
        out = d < out ? d : out;
        /* how far inside the edge's line: the corners going clockwise on
         * the screen (y down), the inside is where this is positive */
        float len = sqrtf(len2);
        float side = len > 0 ? (ex * wy - ey * wx) / len : 0;
        if (side < 0) {
            in = false;
        }
        float s = -side;
        inside = s > inside ? s : inside;
    }
    return (in ? inside : out) - p->radius;
}

/* The layer's shape in a tile of geometry g, as a rounded polygon (its
 * inset is added to the distance: tb_layer_dist). */
static void tb_layer_poly(const tb_layer *l, const tile_geom *g, tb_poly *p)
{
    float b = (float)g->bevel, rad = (float)g->radius;
    /* the face's core: its square less the corners' radius, the bevel's
     * edges moved in */
    float x0 = rad + l->tl * b, x1 = (float)g->face - rad - l->br * b;
    float d = l->shape == TB_FACE ? 0 : (float)g->depth;
    /* clockwise; swept by d down and right: a hexagon */
    float xs[6] = {x0, x1, x1 + d, x1 + d, x0 + d, x0};
    float ys[6] = {x0, x0, x0 + d, x1 + d, x1 + d, x1};
    float sx[4] = {x0, x1, x1, x0}, sy[4] = {x0, x0, x1, x1};
    p->n = d > 0 ? 6 : 4;
    for (int i = 0; i < p->n; i++) {
        p->x[i] = d > 0 ? xs[i] : sx[i];
        p->y[i] = d > 0 ? ys[i] : sy[i];
    }
    p->radius = rad;
    p->inset = (float)g->outline * l->in;
}

/* The layer's signed distance at a point (the foot: its part below the
 * face's diagonal). */
static float tb_layer_dist(const tb_layer *l, const tb_poly *p, float x,
                           float y)
{
    float d = tb_dist(p, x, y) + p->inset; /* inset: the level inside */
    if (l->shape == TB_FOOT) {
        float below = (x - y) * 0.70710678f; /* inside where y > x */
        d = below > d ? below : d;
    }
    return d;
}

/* How much of the pixel whose centre is at distance d is inside. */
static float tb_cover(float d)
{
    float c = 0.5f - d;
    return c < 0 ? 0 : c > 1 ? 1 : c;
}

void tile_body_raster(Uint32 *px, int size, bool high)
{
    tile_geom g;
    tile_geom_of(size, &g);
    enum { NL = sizeof tile_layers / sizeof tile_layers[0] };
    tb_poly polys[NL];
    SDL_Color cols[NL];
    for (int i = 0; i < NL; i++) {
        tb_layer_poly(&tile_layers[i], &g, &polys[i]);
        cols[i] = kit_color(tile_layers[i].col);
    }
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            /* premultiplied, painted layer over layer */
            float r = 0, gr = 0, bl = 0, al = 0;
            float fx = (float)x + 0.5f, fy = (float)y + 0.5f;
            for (int i = 0; i < NL; i++) {
                const tb_layer *l = &tile_layers[i];
                if ((l->look == TB_NORMAL && high) ||
                    (l->look == TB_HIGH && !high)) {
                    continue;
                }
                float c = tb_cover(tb_layer_dist(l, &polys[i], fx, fy));
                if (c <= 0) {
                    continue;
                }
                float a = c * (float)cols[i].a / 255.0f;
                r = (float)cols[i].r * a + r * (1 - a);
                gr = (float)cols[i].g * a + gr * (1 - a);
                bl = (float)cols[i].b * a + bl * (1 - a);
                al = a + al * (1 - a);
            }
            Uint32 v = 0;
            if (al > 0) {
                Uint32 A = (Uint32)(al * 255.0f + 0.5f);
                Uint32 R = (Uint32)(r / al + 0.5f), G = (Uint32)(gr / al + 0.5f),
                       B = (Uint32)(bl / al + 0.5f);
                v = A << 24 | (R > 255 ? 255 : R) << 16 |
                    (G > 255 ? 255 : G) << 8 | (B > 255 ? 255 : B);
            }
            px[y * size + x] = v;
        }
    }
}

int tile_shadow_off(int size)
{
    return size / 20 + 1;
}

int tile_shadow_spread(int size)
{
    return size / 14 + 2;
}

void tile_shadow_raster(Uint32 *px, int size)
{
    tile_geom g;
    tile_geom_of(size, &g);
    int sp = tile_shadow_spread(size), w = size + 2 * sp;
    tb_layer hull = {TB_HULL, 0, 0, 0, KIT_SHADOW, TB_BOTH};
    tb_poly p;
    tb_layer_poly(&hull, &g, &p);
    SDL_Color c = kit_color(KIT_SHADOW);
    for (int y = 0; y < w; y++) {
        for (int x = 0; x < w; x++) {
            /* full under the body, falling off to nothing over the spread
             * outside it: soft, by distance, no blur */
            float d = tb_dist(&p, (float)(x - sp) + 0.5f, (float)(y - sp) + 0.5f);
            float f = 1.0f - (d + 1.0f) / (float)sp;
            f = f < 0 ? 0 : f > 1 ? 1 : f;
            f = f * f * (3 - 2 * f); /* eased: no hard ring at its edge */
            Uint32 A = (Uint32)(f * (float)c.a + 0.5f);
            px[y * w + x] = A << 24 | (Uint32)c.r << 16 | (Uint32)c.g << 8 | c.b;
        }
    }
}

/* ---- the rasters as textures, a few sizes kept ---- */

#define TB_SLOTS 4

typedef struct tb_slot {
    SDL_Texture *body, *shadow;
    SDL_Rect opaque; /* the body's opaque square */
    int size;
    bool high;
    unsigned used; /* the last use, for dropping the oldest */
} tb_slot;

/* The bodies drawn so far (the app's: screen_state.h). */
typedef struct tb_cache {
    tb_slot slots[TB_SLOTS];
    unsigned clock;
} tb_cache;

static tb_cache *tb_of(front_app *a)
{
    static const char key = 'y'; /* its address is the key */
    return front_state(a, &key, sizeof(tb_cache));
}

void tile_body_forget(front_app *a)
{
    tb_slot *tb_slots = tb_of(a)->slots;
    for (int i = 0; i < TB_SLOTS; i++) {
        if (tb_slots[i].body) {
            SDL_DestroyTexture(tb_slots[i].body);
        }
        if (tb_slots[i].shadow) {
            SDL_DestroyTexture(tb_slots[i].shadow);
        }
        tb_slots[i] = (tb_slot){0};
    }
}

/* A texture of w x w pixels from a raster. */
static SDL_Texture *tb_texture(SDL_Renderer *r, const Uint32 *px, int w)
{
    SDL_Texture *t = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888,
                                       SDL_TEXTUREACCESS_STATIC, w, w);
    if (!t) {
        return NULL;
    }
    SDL_UpdateTexture(t, NULL, px, w * 4);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    return t;
}

/* The largest square on the body's diagonal whose pixels are all opaque,
 * from the face's rounded corner in (an empty one when none). */
static SDL_Rect tb_opaque(const Uint32 *px, int size)
{
    tile_geom g;
    tile_geom_of(size, &g);
    int lo = g.radius, hi = g.face;
    while (lo < hi) {
        bool all = true;
        for (int y = lo; y < hi && all; y++) {
            for (int x = lo; x < hi && all; x++) {
                all = (px[y * size + x] >> 24) == 255;
            }
        }
        if (all) {
            return (SDL_Rect){lo, lo, hi - lo, hi - lo};
        }
        lo++;
        hi--;
    }
    return (SDL_Rect){0, 0, 0, 0};
}

/* The slot of the body of size px in the look on show, rasterised when
 * missing (the oldest slot given up); NULL when it cannot be made. */
static tb_slot *tb_get(front_app *a, int size)
{
    SDL_Renderer *r = a->ren;
    bool high = kit_high_contrast();
    tb_cache *c = tb_of(a);
    tb_slot *old = &c->slots[0];
    c->clock++;
    for (int i = 0; i < TB_SLOTS; i++) {
        tb_slot *s = &c->slots[i];
        if (s->body && s->size == size && s->high == high) {
            s->used = c->clock;
            return s;
        }
        if (s->used < old->used) {
            old = s;
        }
    }
    if (size < 4 || size > 4096) {
        return NULL;
    }
    int sw = size + 2 * tile_shadow_spread(size);
    Uint32 *px = malloc((size_t)sw * (size_t)sw * 4);
    if (!px) {
        return NULL;
    }
    if (old->body) {
        SDL_DestroyTexture(old->body);
    }
    if (old->shadow) {
        SDL_DestroyTexture(old->shadow);
    }
    *old = (tb_slot){0};
    tile_body_raster(px, size, high);
    old->opaque = tb_opaque(px, size);
    old->body = tb_texture(r, px, size);
    tile_shadow_raster(px, size);
    old->shadow = tb_texture(r, px, sw);
    free(px);
    if (!old->body || !old->shadow) {
        tile_body_forget(a);
        return NULL;
    }
    old->size = size;
    old->high = high;
    old->used = c->clock;
    return old;
}

SDL_Texture *tile_body_texture(front_app *a, int full)
{
    tb_slot *s = tb_get(a, full);
    return s ? s->body : NULL;
}

bool tile_body_draw(front_app *a, int full, SDL_Rect body, Uint8 alpha)
{
    SDL_Renderer *r = a->ren;
    tb_slot *s = tb_get(a, full);
    if (!s) {
        return false;
    }
    SDL_SetTextureAlphaMod(s->body, alpha);
    SDL_SetTextureScaleMode(s->body, SDL_ScaleModeLinear);
    SDL_RenderCopy(r, s->body, NULL, &body);
    SDL_SetTextureAlphaMod(s->body, 255);
    return true;
}

void tile_shadow_draw(front_app *a, int full, SDL_Rect body, int lift)
{
    SDL_Renderer *r = a->ren;
    tb_slot *s = tb_get(a, full);
    if (!s || body.w < 2) {
        return;
    }
    /* scaled with the body (a tile popping in or going) */
    float k = (float)body.w / (float)full;
    int sp = (int)((float)tile_shadow_spread(full) * k);
    int off = (int)((float)(tile_shadow_off(full) + lift) * k);
    SDL_Rect rc = {body.x - sp + off, body.y - sp + off, body.w + 2 * sp,
                   body.h + 2 * sp};
    SDL_SetTextureScaleMode(s->shadow, SDL_ScaleModeLinear);
    if (body.w != full) {
        SDL_RenderCopy(r, s->shadow, NULL, &rc);
        return;
    }
    /* unscaled: only where the body does not cover it, the bands right
     * of the face and below it (the body is drawn over the rest; its
     * faint edge up and left of the body is left out) */
    tile_geom g;
    tile_geom_of(full, &g);
    int e = body.x + g.face - rc.x; /* the face's right edge, in the shadow */
    int f = body.y + g.face - rc.y;
    e = e < 0 ? 0 : e;
    f = f < 0 ? 0 : f;
    SDL_Rect src[2] = {{e, 0, rc.w - e, rc.h}, {0, f, e, rc.h - f}};
    for (int i = 0; i < 2; i++) {
        SDL_Rect d = {rc.x + src[i].x, rc.y + src[i].y, src[i].w, src[i].h};
        if (src[i].w > 0 && src[i].h > 0) {
            SDL_RenderCopy(r, s->shadow, &src[i], &d);
        }
    }
}

SDL_Rect tile_body_opaque(front_app *a, int full)
{
    tb_slot *s = tb_get(a, full);
    return s ? s->opaque : (SDL_Rect){0, 0, 0, 0};
}

void tile_copy_split(SDL_Renderer *r, SDL_Texture *t, SDL_Rect src, int x,
                     int y, SDL_Rect o)
{
    /* the rest: the bands above and below the square, and beside it */
    int w = src.w, h = src.h;
    SDL_Rect part[4] = {{0, 0, w, o.y},
                        {0, o.y + o.h, w, h - o.y - o.h},
                        {0, o.y, o.x, o.h},
                        {o.x + o.w, o.y, w - o.x - o.w, o.h}};
    if (o.w <= 0) { /* no opaque square: blended whole */
        part[0] = (SDL_Rect){0, 0, w, h};
        part[1].h = part[2].w = part[3].w = 0;
    }
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    for (int i = 0; i < 4; i++) {
        if (part[i].w > 0 && part[i].h > 0) {
            SDL_Rect s = {src.x + part[i].x, src.y + part[i].y, part[i].w,
                          part[i].h};
            SDL_Rect d = {x + part[i].x, y + part[i].y, part[i].w, part[i].h};
            SDL_RenderCopy(r, t, &s, &d);
        }
    }
    if (o.w > 0) {
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
        SDL_Rect s = {src.x + o.x, src.y + o.y, o.w, o.h};
        SDL_Rect d = {x + o.x, y + o.y, o.w, o.h};
        SDL_RenderCopy(r, t, &s, &d);
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    }
}
