/* shape.c - the kit's shapes: rounded rectangles and rings drawn as
 * triangles (SDL_RenderGeometry), and the unit and corner radius for the
 * drawable size.
 */
#include <math.h>

#include "kit.h"

#define KIT_ARC 6 /* segments per corner */
#define KIT_PI 3.14159265f

static int kit_pix_w = 800, kit_pix_h = 600;

void kit_resize(int pix_w, int pix_h)
{
    kit_pix_w = pix_w > 0 ? pix_w : 800;
    kit_pix_h = pix_h > 0 ? pix_h : 600;
}

int kit_u(void)
{
    return kit_unit(kit_pix_w, kit_pix_h);
}

int kit_radius(void)
{
    return kit_u();
}

/* The outline of a rounded rectangle inset by d: 4 * (KIT_ARC + 1)
 * points, clockwise from the top-left corner. */
static void kit_outline(SDL_Rect rc, float rad, float d, SDL_FPoint *p)
{
    static const float cx[4] = {0, 1, 1, 0}, cy[4] = {0, 0, 1, 1};
    int k = 0;
    for (int c = 0; c < 4; c++) {
        float ox = rc.x + (cx[c] ? rc.w - rad : rad);
        float oy = rc.y + (cy[c] ? rc.h - rad : rad);
        float a0 = KIT_PI * (1.0f + 0.5f * c);
        for (int i = 0; i <= KIT_ARC; i++) {
            float a = a0 + KIT_PI * 0.5f * i / KIT_ARC;
            p[k].x = ox + cosf(a) * (rad - d);
            p[k].y = oy + sinf(a) * (rad - d);
            k++;
        }
    }
}

static float kit_clamp_radius(SDL_Rect rc, int radius)
{
    float rad = (float)radius;
    if (rad * 2 > rc.w) {
        rad = rc.w / 2.0f;
    }
    if (rad * 2 > rc.h) {
        rad = rc.h / 2.0f;
    }
    return rad < 0 ? 0 : rad;
}

static void kit_vertex(SDL_Vertex *v, SDL_FPoint p, SDL_Color c)
{
    v->position = p;
    v->color = c;
    v->tex_coord.x = 0;
    v->tex_coord.y = 0;
}

/* A rounded rectangle: the straight parts as three rectangles, each corner
 * as a fan of KIT_ARC triangles clipped to its radius' square. SDL's
 * software renderer blends an untextured triangle through a new surface
 * the size of its bounding box: a fan from the middle allocated, cleared
 * and blended several times the panel's area each frame (a quarter of the
 * game's time on Help). Its triangles also reach a pixel past their edges
 * at times: the clip keeps each corner inside its square, so no pixel is
 * blended twice and a translucent colour stays even
 * (tests/front/round.c). */
void kit_round(SDL_Renderer *r, SDL_Rect rc, int radius, SDL_Color c)
{
    if (rc.w <= 0 || rc.h <= 0) {
        return;
    }
    int rad = (int)kit_clamp_radius(rc, radius);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
    if (rad < 1) {
        SDL_RenderFillRect(r, &rc);
        return;
    }
    SDL_Rect mid[3] = {{rc.x + rad, rc.y, rc.w - 2 * rad, rc.h},
                       {rc.x, rc.y + rad, rad, rc.h - 2 * rad},
                       {rc.x + rc.w - rad, rc.y + rad, rad, rc.h - 2 * rad}};
    for (int i = 0; i < 3; i++) {
        if (mid[i].w > 0 && mid[i].h > 0) {
            SDL_RenderFillRect(r, &mid[i]);
        }
    }
    enum { N = 4 * (KIT_ARC + 1) };
    SDL_FPoint p[N];
    kit_outline(rc, (float)rad, 0, p);
    SDL_Rect was;
    bool clipped = SDL_RenderIsClipEnabled(r);
    SDL_RenderGetClipRect(r, &was);
    for (int q = 0; q < 4; q++) {
        /* the corner's square, and the arc's centre (kit_outline) */
        SDL_Rect sq = {q == 1 || q == 2 ? rc.x + rc.w - rad : rc.x,
                       q >= 2 ? rc.y + rc.h - rad : rc.y, rad, rad};
        if (clipped && !SDL_IntersectRect(&sq, &was, &sq)) {
            continue;
        }
        SDL_Vertex v[KIT_ARC + 2];
        int idx[KIT_ARC * 3];
        kit_vertex(&v[KIT_ARC + 1],
                   (SDL_FPoint){(float)(q == 1 || q == 2 ? sq.x : sq.x + sq.w),
                                (float)(q >= 2 ? sq.y : sq.y + sq.h)},
                   c);
        for (int i = 0; i <= KIT_ARC; i++) {
            kit_vertex(&v[i], p[q * (KIT_ARC + 1) + i], c);
        }
        for (int i = 0; i < KIT_ARC; i++) {
            idx[i * 3] = KIT_ARC + 1;
            idx[i * 3 + 1] = i;
            idx[i * 3 + 2] = i + 1;
        }
        SDL_RenderSetClipRect(r, &sq);
        SDL_RenderGeometry(r, NULL, v, KIT_ARC + 2, idx, KIT_ARC * 3);
    }
    SDL_RenderSetClipRect(r, clipped ? &was : NULL);
}

void kit_ring(SDL_Renderer *r, SDL_Rect rc, int radius, int w, SDL_Color c)
{
    if (rc.w <= 0 || rc.h <= 0 || w <= 0) {
        return;
    }
    float rad = kit_clamp_radius(rc, radius);
    if (rad < (float)w) {
        rad = (float)w; /* the inner edge needs a corner too */
        if (rad * 2 > rc.w || rad * 2 > rc.h) {
            SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
            SDL_RenderFillRect(r, &rc);
            return;
        }
    }
    enum { N = 4 * (KIT_ARC + 1) };
    SDL_FPoint out[N], in[N];
    SDL_Vertex v[2 * N];
    int idx[N * 6];
    kit_outline(rc, rad, 0, out);
    kit_outline(rc, rad, (float)w, in);
    for (int i = 0; i < N; i++) {
        kit_vertex(&v[i], out[i], c);
        kit_vertex(&v[N + i], in[i], c);
        int j = (i + 1) % N;
        int *t = &idx[i * 6];
        t[0] = i;
        t[1] = j;
        t[2] = N + i;
        t[3] = j;
        t[4] = N + j;
        t[5] = N + i;
    }
    SDL_RenderGeometry(r, NULL, v, 2 * N, idx, N * 6);
}

/* The ten points of a star (outer radius rad, inner rad * k), from the
 * top, clockwise. */
static void kit_star_points(float cx, float cy, float rad, float k,
                            SDL_FPoint *p)
{
    for (int i = 0; i < 10; i++) {
        float d = i % 2 ? rad * k : rad;
        float ang = -1.5708f + (float)i * 0.6283185f;
        p[i].x = cx + cosf(ang) * d;
        p[i].y = cy + sinf(ang) * d;
    }
}

static void kit_star_fill(SDL_Renderer *r, float cx, float cy, float rad,
                          SDL_Color c)
{
    SDL_FPoint p[10];
    SDL_Vertex v[11];
    int idx[30];
    kit_star_points(cx, cy, rad, 0.45f, p);
    kit_vertex(&v[10], (SDL_FPoint){cx, cy}, c);
    for (int i = 0; i < 10; i++) {
        kit_vertex(&v[i], p[i], c);
        idx[i * 3] = 10;
        idx[i * 3 + 1] = i;
        idx[i * 3 + 2] = (i + 1) % 10;
    }
    SDL_RenderGeometry(r, NULL, v, 11, idx, 30);
}

void kit_star(SDL_Renderer *r, float cx, float cy, float rad, bool earned,
              Uint8 alpha)
{
    if (rad < 1.0f) {
        return;
    }
    SDL_Color edge = kit_color(earned ? KIT_ACCENT : KIT_OUTLINE);
    edge.a = alpha;
    kit_star_fill(r, cx, cy, rad, edge);
    SDL_Color in = kit_color(earned ? KIT_ACCENT : KIT_SURFACE);
    if (earned) { /* a lighter heart: the star stands out as a shape */
        in.r = (Uint8)((in.r + 255) / 2);
        in.g = (Uint8)((in.g + 255) / 2);
        in.b = (Uint8)((in.b + 255) / 2);
    }
    in.a = alpha;
    kit_star_fill(r, cx, cy, rad * (earned ? 0.55f : 0.72f), in);
}

/* The solid faces drawn this frame (panels, controls, notices), so that
 * in the high-contrast look a text drawn anywhere else (over the felt, a
 * background picture, the board) gets a solid plate behind it. */
#define KIT_SOLIDS 96
static SDL_Rect kit_solids[KIT_SOLIDS];
static int kit_nsolids;

void kit_solid_forget(void)
{
    kit_nsolids = 0;
}

void kit_solid(SDL_Rect rc)
{
    if (kit_nsolids < KIT_SOLIDS && rc.w > 0 && rc.h > 0) {
        kit_solids[kit_nsolids++] = rc;
    }
}

/* Whether rc lies inside one solid face. */
static bool kit_on_solid(SDL_Rect rc)
{
    for (int i = kit_nsolids - 1; i >= 0; i--) {
        const SDL_Rect *s = &kit_solids[i];
        if (rc.x >= s->x && rc.y >= s->y && rc.x + rc.w <= s->x + s->w &&
            rc.y + rc.h <= s->y + s->h) {
            return true;
        }
    }
    return false;
}

void kit_plate(SDL_Renderer *r, SDL_Rect text, Uint8 alpha)
{
    if (!kit_high_contrast() || alpha == 0 || kit_on_solid(text)) {
        return;
    }
    int pad = kit_u() / 2 + 1;
    SDL_Rect plate = {text.x - pad, text.y, text.w + 2 * pad, text.h};
    SDL_Color c = kit_color(KIT_SURFACE);
    c.a = alpha;
    kit_round(r, plate, pad, c);
    if (alpha == 255) {
        kit_solid(plate);
    }
}
