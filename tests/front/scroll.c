/* scroll.c - the kit's scrolled lists (ui_menu_scroll, ui_menu_more in
 * src/front/kit/menu.c; tests/cli/test_scroll.sh), on columns of rows of
 * every count from 1 to 16, heights and gaps at random, bands from one
 * row high to taller than the column, every focus and first row, the
 * view following the focus or not:
 *   - a column that fits is left as it was, nothing gone, first = from;
 *   - otherwise the rows shown are one run, each inside the band, every
 *     row outside it gone, the rows moved together (their gaps kept);
 *   - following the focus, the focused row is shown (when a row fits the
 *     band at all), and the view moves no further than it must: the
 *     first row shown is the old first unless the focus was above it
 *     (then it is the focus) or below the band (then the focus is the
 *     last shown, or the end of the column is);
 *   - no room is left empty at the end: when the last row is shown, the
 *     row before the first shown would not fit;
 *   - not following, the first row shown is the one asked for (kept in
 *     the column, and moved back only to fill room at the end);
 *   - ui_menu_more says a row is gone before or after, as the run's ends
 *     are; controls outside [from, to) are never touched.
 * Randomized: the seed printed (LLK_SEED replays).
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "../../src/front/app.h"
#include "../../src/front/kit/kit.h"
#include "../unit/check.h"

/* nav.c's and main.c's, not linked here (nothing here navigates) */
void front_goto(front_app *a, const front_screen *s)
{
    a->screen = s;
}

void front_toggle_fullscreen(front_app *a)
{
    (void)a;
}

static unsigned long long rng;

static int roll(int n)
{
    rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
    return (int)((rng >> 33) % (unsigned long long)n);
}

/* A menu: two controls above (tabs), n rows from y0, one after (Back). */
static void column(ui_menu *m, int n, int y0, int h, int gap)
{
    ui_menu_clear(m, 1);
    ui_menu_add(m, "tab", 1, "tab1");
    ui_menu_add(m, "tab", 2, "tab2");
    m->rect[0] = (SDL_Rect){0, 0, 50, 20};
    m->rect[1] = (SDL_Rect){60, 0, 50, 20};
    for (int i = 0; i < n; i++) {
        ui_menu_add(m, "row", 10 + i, "row");
        m->rect[2 + i] = (SDL_Rect){0, y0 + i * (h + gap), 200, h};
    }
    ui_menu_add(m, "back", 99, "back");
    m->rect[2 + n] = (SDL_Rect){0, 900, 80, 20};
}

static void one(int n, int h, int gap, int top, int bottom, int focus,
                int first_in, bool chase)
{
    ui_menu m = {0}; /* (ui_menu_clear reads the focus it keeps) */
    column(&m, n, top, h, gap);
    int from = 2, to = 2 + n;
    m.focus = focus;
    SDL_Rect before[UI_MAX_ITEMS];
    for (int i = 0; i < m.n; i++) {
        before[i] = m.rect[i];
    }
    int first = first_in;
    bool scrolls = ui_menu_scroll(&m, from, to, top, bottom, &first, chase);
    bool fits = before[to - 1].y + h <= bottom;
    char what[160];
    snprintf(what, sizeof what,
             "n %d h %d gap %d band %d..%d focus %d first %d chase %d", n, h,
             gap, top, bottom, focus, first_in, chase);
    CHECK(scrolls == !fits, "%s: scrolls %d", what, scrolls);
    CHECK(m.rect[0].y == 0 && m.rect[1].y == 0 && m.rect[to].y == 900 &&
              !m.gone[0] && !m.gone[1] && !m.gone[to],
          "%s: the others untouched", what);
    if (fits) {
        bool same = first == from;
        for (int i = from; i < to; i++) {
            same = same && !m.gone[i] && m.rect[i].y == before[i].y;
        }
        CHECK(same, "%s: a column that fits is left as it was", what);
        return;
    }
    int shift = before[from].y - m.rect[from].y, a = -1, b = -1, runs = 0;
    bool together = true, inside = true;
    for (int i = from; i < to; i++) {
        together = together && before[i].y - m.rect[i].y == shift;
        bool in = m.rect[i].y >= top && m.rect[i].y + h <= bottom;
        inside = inside && in == !m.gone[i];
        if (!m.gone[i]) {
            runs += a < 0 || b != i - 1;
            a = a < 0 ? i : a;
            b = i;
        }
    }
    CHECK(together, "%s: the rows moved together", what);
    CHECK(inside, "%s: gone exactly outside the band", what);
    if (h > bottom - top) {
        CHECK(a < 0, "%s: no row fits: none shown", what);
        return;
    }
    CHECK(runs == 1 && a == first && m.rect[a].y == top,
          "%s: one run from the first, at the band's top (runs %d, a %d, "
          "first %d)",
          what, runs, a, first);
    CHECK(ui_menu_more(&m, from, to, -1) == (a > from) &&
              ui_menu_more(&m, from, to, 1) == (b < to - 1),
          "%s: more before and after", what);
    if (b == to - 1 && a > from) {
        CHECK(before[to - 1].y + h - before[a - 1].y > bottom - top,
              "%s: no room left empty at the end", what);
    }
    int want = first_in < from ? from : first_in >= to ? to - 1 : first_in;
    if (chase && focus >= from && focus < to) {
        CHECK(focus >= a && focus <= b, "%s: the focus shown (%d..%d)", what,
              a, b);
        if (focus < want) {
            want = focus;
        }
        CHECK(a <= want || b == to - 1 || b == focus,
              "%s: the view moved no further than it must", what);
    }
    CHECK(a == want || (a < want && b == to - 1) ||
              (chase && focus > want && b == focus),
          "%s: the first shown %d (asked %d)", what, a, want);
}

int main(void)
{
    const char *s = getenv("LLK_SEED");
    unsigned long long seed =
        s ? strtoull(s, NULL, 10) : (unsigned long long)time(NULL);
    printf("scroll: seed %llu (replay with LLK_SEED=%llu)\n", seed, seed);
    rng = seed;
    int cases = 0;
    for (int n = 1; n <= 16; n++) {
        for (int k = 0; k < 120; k++) {
            int h = 10 + roll(40), gap = roll(8), top = 30 + roll(100);
            int bottom = top + roll((h + gap) * (n + 2)) + 1;
            int focus = roll(n + 3); /* a tab or Back too */
            int first = roll(n + 4) - 1;
            one(n, h, gap, top, bottom, focus, first, roll(2) == 0);
            cases++;
        }
    }
    printf("scroll: %d cases\n", cases);
    return check_done("scroll");
}
