/* paint.c - the drawing primitives under everything the front draws
 * (draw.h): a rectangle filled or framed, a convex polygon, a thick line,
 * a colour with another alpha. SDL only: it calls no other front file.
 */
#include <math.h>

#include "draw.h"

void draw_fill(SDL_Renderer *r, SDL_Rect rc, SDL_Color c)
{
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
    if (c.a < 255) {
        SDL_RenderFillRect(r, &rc);
        return;
    }
    /* opaque: written, not blended (SDL's software renderer blends every
     * pixel in BLEND mode even at full alpha: the board's panel at
     * 2560x1600 took 7 ms of the first frame) */
    SDL_BlendMode mode;
    SDL_GetRenderDrawBlendMode(r, &mode);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    SDL_RenderFillRect(r, &rc);
    SDL_SetRenderDrawBlendMode(r, mode);
}

void draw_frame(SDL_Renderer *r, SDL_Rect rc, int width, SDL_Color c)
{
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
    for (int i = 0; i < width && rc.w > 2 * i && rc.h > 2 * i; i++) {
        SDL_Rect f = {rc.x + i, rc.y + i, rc.w - 2 * i, rc.h - 2 * i};
        SDL_RenderDrawRect(r, &f);
    }
}

void draw_convex(SDL_Renderer *r, const float *px, const float *py, int n,
                 SDL_Color c)
{
    SDL_Vertex v[8];
    int idx[18], k = 0;
    n = n > 8 ? 8 : n;
    for (int i = 0; i < n; i++) {
        v[i].position.x = px[i];
        v[i].position.y = py[i];
        v[i].color = c;
        v[i].tex_coord.x = 0;
        v[i].tex_coord.y = 0;
    }
    for (int i = 1; i + 1 < n; i++) { /* a fan from the first corner */
        idx[k++] = 0;
        idx[k++] = i;
        idx[k++] = i + 1;
    }
    if (k > 0) {
        SDL_RenderGeometry(r, NULL, v, n, idx, k);
    }
}

void draw_thick_line(SDL_Renderer *r, float x1, float y1, float x2, float y2,
                     float width, SDL_Color c)
{
    float dx = x2 - x1, dy = y2 - y1;
    float len = sqrtf(dx * dx + dy * dy);
    if (len < 0.01f) {
        return;
    }
    float h = width / 2.0f;
    /* extend by half the width so that corners join squarely */
    float ux = dx / len * h, uy = dy / len * h;
    float nx = -uy, ny = ux;
    float px[4] = {x1 - ux + nx, x1 - ux - nx, x2 + ux - nx, x2 + ux + nx};
    float py[4] = {y1 - uy + ny, y1 - uy - ny, y2 + uy - ny, y2 + uy + ny};
    draw_convex(r, px, py, 4, c);
}

/* c with alpha a. */
SDL_Color draw_alpha(SDL_Color c, Uint8 a)
{
    c.a = a;
    return c;
}
