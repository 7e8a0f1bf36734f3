/* draw_back.c - what lies under and over the board's tiles: the board's
 * tray (draw_tray), and the deal of the day's rules on the tiles
 * (draw.h): a tile lying face down under the hidden-faces rule (its back:
 * jade with a lighter frame and a diamond, never its face) and the gold
 * mark of a gold tile (a gold frame round the face and a gold corner, so
 * it reads by shape as well as colour). draw.c's draw_tiles asks the
 * rules (game_tile_hidden, game_rule_gold_kind) which to draw.
 */
#include "app.h"
#include "draw.h"
#include "play.h"



/* The square of a tile of scale s centred at (cx, cy). */
static SDL_Rect draw_tile_square(const front_app *a, float cx, float cy,
                                 float s)
{
    int size = (int)((float)draw_body_px(play(a)->lay.cell) * s);
    SDL_Rect body = {(int)(cx - (float)size / 2), (int)(cy - (float)size / 2), size, size};
    return body;
}

void draw_tile_back(front_app *a, float cx, float cy, float s)
{
    /* jade, a lighter inner frame and a diamond: a back, no face at all */
    SDL_Color jade = kit_color(KIT_TILE_BACK), rim = kit_color(KIT_TILE_BACK_RIM);
    SDL_Rect body = draw_tile_square(a, cx, cy, s);
    if (body.w < 4) {
        return;
    }
    int full = draw_body_px(play(a)->lay.cell);
    draw_tile_edges(a, full, body, 255);
    SDL_Rect top = draw_top_rect(body);
    tile_geom g;
    tile_geom_of(body.w, &g);
    /* a pixel tighter in the corners than the face: none of its cream
     * left at the corners past the arcs' segments */
    kit_round(a->ren, top, g.radius - g.outline - 1, jade);
    int fi = body.w / 10 + 1, lw = body.w / 28 + 1;
    SDL_Rect in = {top.x + fi, top.y + fi, top.w - 2 * fi, top.h - 2 * fi};
    draw_frame(a->ren, in, lw, rim);
    float mx = (float)in.x + (float)in.w / 2, my = (float)in.y + (float)in.h / 2;
    float rx = (float)in.w / 5, ry = (float)in.h / 5;
    float px[4] = {mx, mx + rx, mx, mx - rx}, py[4] = {my - ry, my, my + ry, my};
    draw_convex(a->ren, px, py, 4, rim);
}

void draw_tile_gold(front_app *a, float cx, float cy, float s)
{
    /* a gold frame round the face and a gold corner: colour and shape */
    SDL_Rect body = draw_tile_square(a, cx, cy, s);
    if (body.w < 4) {
        return;
    }
    SDL_Color gold = kit_color(KIT_ACCENT);
    SDL_Rect top = draw_top_rect(body);
    draw_frame(a->ren, top, body.w / 11 + 1, gold);
    tile_geom g;
    tile_geom_of(body.w, &g);
    SDL_Rect face = {body.x, body.y, g.face, g.face}; /* over its outline */
    draw_frame(a->ren, face, body.w / 24 + 1, gold);
    float c = (float)body.w / 2.6f;
    float x1 = (float)(top.x + top.w), y0 = (float)top.y;
    float px[3] = {x1 - c, x1, x1}, py[3] = {y0, y0, y0 + c};
    draw_convex(a->ren, px, py, 3, gold);
}

/* The board's tray: the felt over the board and its ring's margin, with
 * a rim of wood round it (inside the margin: the area left to the board
 * is never crossed) and a lighter line inside the rim at its top and
 * left, where the light from the top left catches it. Opaque fills and
 * two thin lines: the tray is drawn every frame, and SDL's software
 * renderer blends a translucent fill pixel by pixel. */
void draw_tray(front_app *a, SDL_Rect area, int cell)
{
    int rim = cell / 30 + 1;
    SDL_Color lit = draw_alpha(kit_color(KIT_TILE_SHADE), 60);
    draw_fill(a->ren, area, kit_color(KIT_TRAY_RIM));
    SDL_Rect in = {area.x + rim, area.y + rim, area.w - 2 * rim,
                   area.h - 2 * rim};
    draw_fill(a->ren, in, kit_color(KIT_FELT));
    SDL_Rect top = {in.x, in.y, in.w, 1}, left = {in.x, in.y + 1, 1, in.h - 1};
    draw_fill(a->ren, top, lit);
    draw_fill(a->ren, left, lit);
}
