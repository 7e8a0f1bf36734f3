/* tokens.c - the design tokens: colours named by role, the type scale
 * and the spacing unit, in one place (docs/design.md shows them). A calm
 * tea-house table: ink-dark panels, cream text, gold for the focus and
 * the primary action, jade for success, vermilion for a refusal.
 */
#include <math.h>

#include "kit.h"

static const struct {
    const char *name;
    SDL_Color c;
} kit_palette[KIT_ROLE_COUNT] = {
    [KIT_SURFACE] = {"surface", {24, 30, 36, 238}},
    [KIT_SURFACE_RAISED] = {"surface_raised", {44, 54, 64, 255}},
    [KIT_SURFACE_HOVER] = {"surface_hover", {62, 76, 88, 255}},
    [KIT_ON_SURFACE] = {"on_surface", {242, 236, 222, 255}},
    [KIT_ON_SURFACE_DIM] = {"on_surface_dim", {190, 194, 196, 255}},
    [KIT_ACCENT] = {"accent", {236, 186, 72, 255}},
    [KIT_ON_ACCENT] = {"on_accent", {30, 24, 14, 255}},
    [KIT_SUCCESS] = {"success", {78, 190, 140, 255}},
    [KIT_DANGER] = {"danger", {232, 96, 72, 255}},
    [KIT_DISABLED] = {"disabled", {128, 132, 134, 255}},
    [KIT_OUTLINE] = {"outline", {104, 116, 126, 255}},
    [KIT_SHADOW] = {"shadow", {0, 0, 0, 110}},
    [KIT_TOOLTIP] = {"tooltip", {250, 244, 224, 255}},
    [KIT_ON_TOOLTIP] = {"on_tooltip", {28, 26, 22, 255}},
    [KIT_FELT] = {"felt", {32, 78, 64, 255}},
    [KIT_INK] = {"ink", {0, 0, 0, 255}},
    [KIT_GLOW] = {"glow", {255, 232, 120, 255}},
    [KIT_TILE_FACE] = {"tile_face", {250, 246, 232, 255}},
    [KIT_BOARD] = {"board", {26, 64, 52, 255}},
    [KIT_HINT] = {"hint", {255, 160, 0, 255}},
    [KIT_PEEK] = {"peek", {40, 210, 90, 255}},
    [KIT_REFUSE] = {"refuse", {230, 30, 30, 255}},
    [KIT_TILE_LIGHT] = {"tile_light", {255, 254, 248, 255}},
    [KIT_TILE_SHADE] = {"tile_shade", {228, 220, 198, 255}},
    [KIT_TILE_EDGE] = {"tile_edge", {84, 72, 52, 255}},
    [KIT_TILE_SIDE] = {"tile_side", {196, 180, 146, 255}},
    [KIT_TILE_FOOT] = {"tile_foot", {160, 142, 108, 255}},
    [KIT_TILE_BACK] = {"tile_back", {64, 142, 112, 255}},
    [KIT_TILE_BACK_RIM] = {"tile_back_rim", {238, 230, 204, 255}},
    [KIT_TRAY_RIM] = {"tray_rim", {92, 66, 40, 255}},
    [KIT_SUIT_WINDS] = {"suit_winds", {34, 30, 26, 255}},
    [KIT_SUIT_CIRCLES] = {"suit_circles", {32, 78, 168, 255}},
    [KIT_SUIT_BAMBOOS] = {"suit_bamboos", {22, 122, 66, 255}},
    [KIT_SUIT_CHARACTERS] = {"suit_characters", {196, 40, 36, 255}},
    [KIT_THUMB_TILE] = {"thumb_tile", {246, 236, 214, 255}},
    [KIT_THUMB_INK] = {"thumb_ink", {60, 44, 30, 255}},
};

/* The high-contrast look's (docs/design.md): panels solid black, text
 * white, every text pair at least 7:1 (WCAG AAA; tests/front/contrast.c),
 * the edges of panels and controls light, so that a control stands out
 * by its edge rather than by a shade of grey. */
static const SDL_Color kit_palette_high[KIT_ROLE_COUNT] = {
    [KIT_SURFACE] = {0, 0, 0, 255},
    [KIT_SURFACE_RAISED] = {22, 26, 30, 255},
    [KIT_SURFACE_HOVER] = {52, 60, 68, 255},
    [KIT_ON_SURFACE] = {255, 255, 255, 255},
    [KIT_ON_SURFACE_DIM] = {222, 224, 226, 255},
    [KIT_ACCENT] = {255, 206, 84, 255},
    [KIT_ON_ACCENT] = {0, 0, 0, 255},
    [KIT_SUCCESS] = {100, 230, 170, 255},
    [KIT_DANGER] = {255, 140, 120, 255},
    [KIT_DISABLED] = {156, 160, 162, 255},
    [KIT_OUTLINE] = {210, 214, 218, 255},
    [KIT_SHADOW] = {0, 0, 0, 160},
    [KIT_TOOLTIP] = {255, 255, 255, 255},
    [KIT_ON_TOOLTIP] = {0, 0, 0, 255},
    [KIT_FELT] = {32, 78, 64, 255}, /* as normal: the outline is black */
    [KIT_INK] = {0, 0, 0, 255},
    [KIT_GLOW] = {255, 240, 150, 255},
    [KIT_TILE_FACE] = {255, 253, 246, 255},
    [KIT_BOARD] = {26, 64, 52, 255},
    [KIT_HINT] = {255, 160, 0, 255},
    /* lighter, each between two black lines */
    [KIT_PEEK] = {90, 240, 130, 255},
    [KIT_REFUSE] = {255, 86, 86, 255},
    [KIT_TILE_LIGHT] = {255, 254, 248, 255}, /* (the face is flat there) */
    [KIT_TILE_SHADE] = {228, 220, 198, 255},
    [KIT_TILE_EDGE] = {0, 0, 0, 255}, /* the outline black */
    [KIT_TILE_SIDE] = {196, 180, 146, 255},
    [KIT_TILE_FOOT] = {160, 142, 108, 255},
    [KIT_TILE_BACK] = {0, 70, 50, 255}, /* darker jade, the rim white */
    [KIT_TILE_BACK_RIM] = {255, 253, 246, 255},
    [KIT_TRAY_RIM] = {150, 150, 150, 255}, /* a grey line round the felt */
    [KIT_SUIT_WINDS] = {34, 30, 26, 255},
    [KIT_SUIT_CIRCLES] = {32, 78, 168, 255},
    [KIT_SUIT_BAMBOOS] = {22, 122, 66, 255},
    [KIT_SUIT_CHARACTERS] = {196, 40, 36, 255},
    [KIT_THUMB_TILE] = {246, 236, 214, 255},
    [KIT_THUMB_INK] = {60, 44, 30, 255},
};

SDL_Color kit_kind_dot(int k)
{
    static const SDL_Color dots[8] = {
        {196, 60, 50, 255},  {40, 120, 70, 255},  {40, 80, 160, 255},
        {200, 150, 30, 255}, {130, 60, 150, 255}, {30, 140, 150, 255},
        {90, 90, 90, 255},   {210, 100, 40, 255}};
    return k > 0 ? dots[(k - 1) % 8] : (SDL_Color){0, 0, 0, 0};
}

/* The tiles' outline strength (docs/design.md, "The board"). */
static int kit_outline_strength = 1;

int kit_tile_outline(int size)
{
    int w = kit_outline_strength * size / 64;
    return w < kit_outline_strength ? kit_outline_strength : w;
}

void kit_set_tile_outline(int strength)
{
    kit_outline_strength = strength < 1 ? 1 : strength > 4 ? 4 : strength;
}

int kit_tile_outline_strength(void)
{
    return kit_outline_strength;
}

static bool kit_contrast_high;

SDL_Color kit_color(kit_role role)
{
    int i = (int)role >= 0 && role < KIT_ROLE_COUNT ? (int)role : 0;
    return kit_contrast_high ? kit_palette_high[i] : kit_palette[i].c;
}

const char *kit_role_name(kit_role role)
{
    return (int)role >= 0 && role < KIT_ROLE_COUNT ? kit_palette[role].name
                                                   : "?";
}

/* The high-contrast look (the contrast setting, or the desktop's): the
 * second palette, the tiles' outline raised. */
void kit_set_high_contrast(bool on)
{
    kit_contrast_high = on;
    kit_set_tile_outline(on ? 3 : 1);
}

bool kit_high_contrast(void)
{
    return kit_contrast_high;
}

/* The player's text size, percent (the text_size setting). */
static int kit_text_pct = 100;

void kit_set_text_pct(int pct)
{
    kit_text_pct = pct < 100 ? 100 : pct > 200 ? 200 : pct;
}

int kit_text_size_pct(void)
{
    return kit_text_pct;
}

/* The body size: a 34th of the short side; on a narrow window a 50th of
 * the width, so that the control bar's counters stay on one row; then the
 * player's text size. */
static int kit_body_px(int w, int h)
{
    int s = w < h ? w : h;
    int base = s / 34;
    if (w / 50 < base) {
        base = w / 50;
    }
    base = base < KIT_MIN_PX ? KIT_MIN_PX : base;
    return base * kit_text_pct / 100;
}

int kit_type_px(kit_type t, int w, int h)
{
    /* caption 5/6, body 1, label 9/8, heading 3/2, title 2 */
    static const int num[KIT_TYPE_COUNT] = {5, 6, 9, 12, 16};
    static const int den[KIT_TYPE_COUNT] = {6, 6, 8, 8, 8};
    int i = (int)t >= 0 && t < KIT_TYPE_COUNT ? (int)t : KIT_BODY;
    int px = kit_body_px(w, h) * num[i] / den[i];
    return px < KIT_MIN_PX ? KIT_MIN_PX : px;
}

bool kit_type_bold(kit_type t)
{
    return t == KIT_HEADING || t == KIT_TITLE;
}

int kit_unit(int w, int h)
{
    int s = w < h ? w : h;
    return s / 80 < 2 ? 2 : s / 80;
}

/* WCAG relative luminance. */
static double kit_luminance(SDL_Color c)
{
    double ch[3] = {c.r / 255.0, c.g / 255.0, c.b / 255.0};
    for (int i = 0; i < 3; i++) {
        ch[i] = ch[i] <= 0.03928 ? ch[i] / 12.92
                                 : pow((ch[i] + 0.055) / 1.055, 2.4);
    }
    return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2];
}

double kit_contrast(SDL_Color fg, SDL_Color bg)
{
    double l1 = kit_luminance(fg), l2 = kit_luminance(bg);
    return l1 > l2 ? (l1 + 0.05) / (l2 + 0.05) : (l2 + 0.05) / (l1 + 0.05);
}

double kit_worst_contrast(void)
{
    static const kit_role pairs[][2] = {
        {KIT_ON_SURFACE, KIT_SURFACE},
        {KIT_ON_SURFACE, KIT_SURFACE_RAISED},
        {KIT_ON_SURFACE, KIT_SURFACE_HOVER},
        {KIT_ON_SURFACE_DIM, KIT_SURFACE},
        {KIT_ON_SURFACE_DIM, KIT_SURFACE_RAISED},
        {KIT_ACCENT, KIT_SURFACE},
        {KIT_ON_ACCENT, KIT_ACCENT},
        {KIT_ON_ACCENT, KIT_DANGER}, /* a destructive answer */
        {KIT_SUCCESS, KIT_SURFACE},
        {KIT_DANGER, KIT_SURFACE},
        {KIT_ON_TOOLTIP, KIT_TOOLTIP}};
    double worst = 1e9;
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        SDL_Color bg = kit_color(pairs[i][1]);
        bg.a = 255;
        double c = kit_contrast(kit_color(pairs[i][0]), bg);
        worst = c < worst ? c : worst;
    }
    return worst;
}
