/* refocus.c - the kit keeps the focus across a rebuild (ui_menu_clear,
 * ui_menu_add, ui_menu_focus_* in src/front/kit/menu.c;
 * tests/cli/test_refocus.sh), without a window:
 *   - the control focused when a menu is cleared gets the focus back when
 *     the rebuild adds it again (the same id and sid), wherever it comes
 *     now (controls added before it, or gone);
 *   - when it is not added again: the control ui_menu_focus_default names
 *     (declared before or after it is added), else the first; a default
 *     that is not added either: the first;
 *   - no control focused stays none, whatever the default;
 *   - the same id with another sid is another control (a sid longer than
 *     the kit keeps is compared by its start);
 *   - ui_menu_focus_id on a control the menu has focuses it at once; on
 *     one it has not, the rebuild's (before the one focused then); an
 *     arrow key moving the focus first forgets the ask;
 *   - ui_menu_focus_first: the first control of the rebuild, even when
 *     the one focused before comes again; ui_menu_focus_none: none;
 *   - a rebuild that adds nothing (a strip with nothing to say) keeps
 *     looking for the control of the one before it;
 *   - at random (the seed printed; LLK_SEED replays): menus of 1 to 12
 *     controls of 16 ids in any order, the focus on any or none, rebuilt
 *     with others: the focus as the rules above say.
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

static const char *const sids[] = {"a", "b", "c", "d", "e", "f", "g", "h",
                                   "i", "j", "k", "l", "m", "n", "o", "p"};

/* Rebuild m with the ids of ids[0..n) (sid: the id's letter), each a row
 * of a column. */
static void build(ui_menu *m, const int *ids, int n)
{
    ui_menu_clear(m, 1);
    for (int i = 0; i < n; i++) {
        ui_menu_add(m, "x", ids[i], sids[ids[i]]);
        m->rect[m->n - 1] = (SDL_Rect){0, i * 30, 100, 20};
    }
}

/* The id focused (-1: none). */
static int focused(const ui_menu *m)
{
    return m->focus >= 0 && m->focus < m->n ? m->id[m->focus] : -1;
}

static void kept_and_moved(void)
{
    ui_menu m = {0};
    int abc[] = {0, 1, 2}, xabc[] = {7, 0, 1, 2}, ac[] = {0, 2}, c[] = {2};
    build(&m, abc, 3);
    CHECK_INT(focused(&m), 0); /* a menu never built: the first */
    ui_menu_focus_id(&m, 1);
    build(&m, abc, 3);
    CHECK_INT(focused(&m), 1);
    build(&m, xabc, 4); /* one added before it */
    CHECK_INT(focused(&m), 1);
    CHECK_INT(m.focus, 2);
    build(&m, ac, 2); /* gone: the first */
    CHECK_INT(focused(&m), 0);
    ui_menu_focus_id(&m, 2);
    build(&m, c, 1);
    CHECK_INT(focused(&m), 2);
}

static void defaults(void)
{
    ui_menu m = {0};
    int abc[] = {0, 1, 2}, ab[] = {0, 1}, bc[] = {1, 2};
    build(&m, abc, 3);
    ui_menu_focus_id(&m, 2);
    /* declared before the controls */
    ui_menu_clear(&m, 1);
    ui_menu_focus_default(&m, 1);
    for (int i = 0; i < 2; i++) {
        ui_menu_add(&m, "x", ab[i], sids[ab[i]]);
    }
    CHECK_INT(focused(&m), 1);
    /* declared after them */
    ui_menu_focus_id(&m, 0);
    ui_menu_clear(&m, 1);
    for (int i = 0; i < 2; i++) {
        ui_menu_add(&m, "x", bc[i], sids[bc[i]]);
    }
    ui_menu_focus_default(&m, 2);
    CHECK_INT(focused(&m), 2);
    /* the one focused comes after the default: it wins */
    ui_menu_clear(&m, 1);
    ui_menu_focus_default(&m, 1);
    for (int i = 0; i < 3; i++) {
        ui_menu_add(&m, "x", abc[i], sids[abc[i]]);
    }
    CHECK_INT(focused(&m), 2);
    /* a default not added: the first */
    ui_menu_focus_id(&m, 2);
    ui_menu_clear(&m, 1);
    ui_menu_focus_default(&m, 9);
    for (int i = 0; i < 2; i++) {
        ui_menu_add(&m, "x", ab[i], sids[ab[i]]);
    }
    CHECK_INT(focused(&m), 0);
    /* none stays none, the default notwithstanding */
    ui_menu_focus_none(&m);
    ui_menu_clear(&m, 1);
    ui_menu_focus_default(&m, 1);
    for (int i = 0; i < 2; i++) {
        ui_menu_add(&m, "x", ab[i], sids[ab[i]]);
    }
    CHECK_INT(m.focus, -1);
}

static void sids_and_asks(void)
{
    ui_menu m = {0};
    int abc[] = {0, 1, 2}, cba[] = {2, 1, 0};
    build(&m, abc, 3);
    ui_menu_focus_id(&m, 1);
    /* the same id, another sid: another control */
    ui_menu_clear(&m, 1);
    ui_menu_add(&m, "x", 0, "a");
    ui_menu_add(&m, "x", 1, "other");
    CHECK_INT(m.focus, 0);
    /* asked for before the rebuild, absent then */
    build(&m, abc, 2);
    CHECK(!ui_menu_focus_id(&m, 2), "a control the menu has not yet");
    build(&m, cba, 3);
    CHECK_INT(focused(&m), 2);
    /* the first, though the one focused comes again */
    ui_menu_focus_id(&m, 1);
    ui_menu_focus_first(&m);
    build(&m, abc, 3);
    CHECK_INT(m.focus, 0);
    build(&m, cba, 3); /* asked once: now the control focused is kept */
    CHECK_INT(focused(&m), 0);
    /* none */
    ui_menu_focus_none(&m);
    build(&m, abc, 3);
    CHECK_INT(m.focus, -1);
    /* an arrow moves the focus: the ask is forgotten */
    ui_menu_focus_id(&m, 0);
    CHECK(!ui_menu_focus_id(&m, 9), "9 is no control");
    front_app a = {0};
    SDL_Event e = {0};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = SDLK_DOWN;
    e.key.keysym.scancode = SDL_SCANCODE_DOWN;
    bool changed;
    ui_menu_event(&m, &a, &e, &changed);
    CHECK_INT(focused(&m), 1);
    int with9[] = {9, 0, 1, 2};
    build(&m, with9, 4);
    CHECK_INT(focused(&m), 1);
    /* a rebuild that adds nothing keeps looking */
    build(&m, abc, 0);
    CHECK_INT(m.n, 0);
    build(&m, cba, 3);
    CHECK_INT(focused(&m), 1);
    /* a sid longer than the kit keeps: still the same control */
    static const char long_sid[] =
        "a_sid_longer_than_the_forty_characters_the_kit_keeps";
    for (int k = 0; k < 2; k++) { /* built, focused; built again */
        ui_menu_clear(&m, 1);
        ui_menu_add(&m, "x", 0, "a");
        ui_menu_add(&m, "x", 5, long_sid);
        if (k == 0) {
            ui_menu_focus_id(&m, 5);
        }
    }
    CHECK_INT(focused(&m), 5);
    front_states_free(&a); /* the kit's block (ui_menu_event) */
}

static unsigned long long rng;

static int roll(int n)
{
    rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
    return (int)((rng >> 33) % (unsigned long long)n);
}

/* n distinct ids of 16, in a random order. */
static int pick(int *ids)
{
    int all[16];
    for (int i = 0; i < 16; i++) {
        all[i] = i;
    }
    int n = 1 + roll(12);
    for (int i = 0; i < n; i++) {
        int j = i + roll(16 - i), t = all[i];
        all[i] = all[j];
        all[j] = t;
        ids[i] = all[i];
    }
    return n;
}

static void at_random(int rounds)
{
    ui_menu m = {0};
    int ids[16], n = pick(ids);
    build(&m, ids, n);
    for (int r = 0; r < rounds; r++) {
        CHECK_CASE();
        int k = roll(n + 1) - 1; /* -1: none */
        if (k < 0) {
            ui_menu_focus_none(&m);
        } else {
            ui_menu_focus_id(&m, ids[k]);
        }
        int was = k < 0 ? -1 : ids[k], def = roll(3) ? roll(16) : -1;
        int want_def = -1;
        n = pick(ids);
        ui_menu_clear(&m, 1);
        bool before = roll(2);
        if (def >= 0 && before) {
            ui_menu_focus_default(&m, def);
        }
        int want = was < 0 ? -1 : ids[0];
        for (int i = 0; i < n; i++) {
            ui_menu_add(&m, "x", ids[i], sids[ids[i]]);
            m.rect[i] = (SDL_Rect){0, i * 30, 100, 20};
            want_def = ids[i] == def ? def : want_def;
        }
        if (def >= 0 && !before) {
            ui_menu_focus_default(&m, def);
        }
        if (was >= 0) {
            want = want_def >= 0 ? want_def : ids[0];
            for (int i = 0; i < n; i++) {
                want = ids[i] == was ? was : want;
            }
        }
        CHECK(focused(&m) == want,
              "round %d: focused %d, want %d (was %d, default %d %s)", r,
              focused(&m), want, was, def, before ? "before" : "after");
    }
}

int main(void)
{
    kept_and_moved();
    defaults();
    sids_and_asks();
    rng = check_seed("refocus", (unsigned long long)time(NULL));
    at_random(check_sanitized() ? 2000 : 20000);
    return check_done("refocus");
}
