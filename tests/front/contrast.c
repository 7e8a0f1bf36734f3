/* contrast.c - the kit's text colours against what they are drawn on
 * (src/front/kit/tokens.c; tests/cli/test_contrast.sh), issue 47:
 *   - the WCAG 2 contrast ratio (relative luminance of sRGB, worked out
 *     here, not taken from the kit) of every text role against each
 *     background role it is drawn on is at least 7:1 in the high-contrast
 *     look, disabled text included; the normal palette's figures are
 *     printed, and only its own promise checked (4.5:1, disabled left
 *     out: docs/design.md);
 *   - a hovered or focused solid face (the primary action, a destructive
 *     answer: the colour lightened by a quarter, controls.c) keeps 7:1;
 *   - in the high-contrast look the panels' colour, which the plates
 *     behind text off the panels take, is opaque;
 *   - the kit's own kit_contrast agrees with this one, and
 *     kit_worst_contrast says at least 7 in the high-contrast look;
 *   - turning the look off gives the normal palette back, role by role.
 */
#include <math.h>

#include "../../src/front/kit/kit.h"
#include "../unit/check.h"

static double channel(Uint8 v)
{
    double c = v / 255.0;
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

static double luminance(SDL_Color c)
{
    return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) +
           0.0722 * channel(c.b);
}

static double ratio(SDL_Color a, SDL_Color b)
{
    double la = luminance(a), lb = luminance(b);
    return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}

/* A face under the pointer or the focus (controls.c, kit_solid_face). */
static SDL_Color lightened(SDL_Color c)
{
    c.r = (Uint8)(c.r + (255 - c.r) / 4);
    c.g = (Uint8)(c.g + (255 - c.g) / 4);
    c.b = (Uint8)(c.b + (255 - c.b) / 4);
    return c;
}

/* Every text colour and what it is drawn on (controls.c, table.c, bar.c,
 * lane.c, the screens; a text off the panels is on a plate of the
 * surface's colour in the high-contrast look). hot: the face lightened. */
static const struct pair {
    kit_role fg, bg;
    bool hot;
    bool normal_promise; /* in kit_worst_contrast's 4.5:1 */
    const char *where;
} pairs[] = {
    {KIT_ON_SURFACE, KIT_SURFACE, false, true, "text on a panel, the bar, a plate"},
    {KIT_ON_SURFACE, KIT_SURFACE_RAISED, false, true, "a button's label"},
    {KIT_ON_SURFACE, KIT_SURFACE_HOVER, false, true, "a hovered button's label"},
    {KIT_ON_SURFACE_DIM, KIT_SURFACE, false, true, "a help line on a panel"},
    {KIT_ON_SURFACE_DIM, KIT_SURFACE_RAISED, false, true, "a card's second line"},
    {KIT_ON_SURFACE_DIM, KIT_SURFACE_HOVER, false, false, "a focused card's second line"},
    {KIT_ACCENT, KIT_SURFACE, false, true, "a title, a combo badge"},
    {KIT_ACCENT, KIT_SURFACE_RAISED, false, false, "a choice's arrows"},
    {KIT_ACCENT, KIT_SURFACE_HOVER, false, false, "a focused card's label"},
    {KIT_ON_ACCENT, KIT_ACCENT, false, true, "the primary action, the tab shown"},
    {KIT_ON_ACCENT, KIT_ACCENT, true, false, "the primary action focused"},
    {KIT_ON_ACCENT, KIT_DANGER, false, true, "a destructive answer"},
    {KIT_ON_ACCENT, KIT_DANGER, true, false, "a destructive answer focused"},
    {KIT_SUCCESS, KIT_SURFACE, false, true, "the option in effect"},
    {KIT_SUCCESS, KIT_SURFACE_RAISED, false, false, "a switch's \"on\""},
    {KIT_SUCCESS, KIT_SURFACE_HOVER, false, false, "a focused switch's \"on\""},
    {KIT_DANGER, KIT_SURFACE, false, true, "a refusal, the clock running out"},
    {KIT_DISABLED, KIT_SURFACE, false, false, "a disabled control's label"},
    {KIT_ON_TOOLTIP, KIT_TOOLTIP, false, true, "a tooltip"},
};

static void check_look(bool high)
{
    kit_set_high_contrast(high);
    CHECK(kit_high_contrast() == high, "the look is %s", high ? "high" : "normal");
    printf("%s contrast:\n", high ? "high" : "normal");
    double worst = 1e9;
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        const struct pair *p = &pairs[i];
        SDL_Color bg = kit_color(p->bg);
        bg.a = 255; /* the surface's alpha: over the dark felt, or opaque */
        if (p->hot) {
            bg = lightened(bg);
        }
        SDL_Color fg = kit_color(p->fg);
        double c = ratio(fg, bg);
        printf("  %5.2f:1  %s on %s%s (%s)\n", c, kit_role_name(p->fg),
               kit_role_name(p->bg), p->hot ? ", lightened" : "", p->where);
        CHECK(fabs(c - kit_contrast(fg, bg)) < 0.01,
              "kit_contrast agrees: %.3f against %.3f", kit_contrast(fg, bg), c);
        if (high) {
            CHECK(c >= 7.0, "%s on %s: %.2f:1, under 7:1", kit_role_name(p->fg),
                  kit_role_name(p->bg), c);
        } else if (p->normal_promise) {
            CHECK(c >= 4.5, "%s on %s: %.2f:1, under 4.5:1",
                  kit_role_name(p->fg), kit_role_name(p->bg), c);
        }
        worst = c < worst ? c : worst;
    }
    printf("  worst %.2f:1; kit_worst_contrast %.2f:1\n", worst,
           kit_worst_contrast());
    CHECK(kit_worst_contrast() >= (high ? 7.0 : 4.5), "kit_worst_contrast %.2f",
          kit_worst_contrast());
}

int main(void)
{
    SDL_Color black = {0, 0, 0, 255}, white = {255, 255, 255, 255};
    CHECK(fabs(ratio(black, white) - 21.0) < 1e-9, "black on white is 21:1");
    CHECK(fabs(kit_contrast(white, black) - 21.0) < 1e-9, "the kit's too");
    CHECK(fabs(ratio(white, white) - 1.0) < 1e-9, "a colour on itself is 1:1");

    SDL_Color normal[KIT_ROLE_COUNT];
    for (int r = 0; r < KIT_ROLE_COUNT; r++) {
        normal[r] = kit_color((kit_role)r);
    }
    check_look(false);
    check_look(true);
    CHECK(kit_color(KIT_SURFACE).a == 255, "the panels and plates are opaque");
    CHECK(kit_tile_outline_strength() > 1, "the tiles' outline is raised");
    int changed = 0;
    for (int r = 0; r < KIT_ROLE_COUNT; r++) {
        SDL_Color c = kit_color((kit_role)r);
        changed += c.r != normal[r].r || c.g != normal[r].g || c.b != normal[r].b;
    }
    CHECK(changed >= 10, "the high-contrast look has its own colours (%d roles)",
          changed);
    kit_set_high_contrast(false);
    for (int r = 0; r < KIT_ROLE_COUNT; r++) {
        SDL_Color c = kit_color((kit_role)r);
        CHECK(c.r == normal[r].r && c.g == normal[r].g && c.b == normal[r].b &&
                  c.a == normal[r].a,
              "%s back to normal", kit_role_name((kit_role)r));
    }
    CHECK(kit_tile_outline_strength() == 1, "the outline back to 1");
    return check_done("contrast");
}
