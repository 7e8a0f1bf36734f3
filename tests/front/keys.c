/* keys.c - keys of the player's own (src/front/keys.c: keys_bind), without
 * a window (tests/cli/test_keys.sh):
 *   - the settings' key names (the key_ACTION rows' choices) and the
 *     front's agree both ways, and every action that can be bound has its
 *     setting row, and every key_ row an action;
 *   - every action tried on every key a player can choose: a key the check
 *     allows is taken (the action answers to it in its scope, its old key
 *     no longer does, other actions keep theirs), a refused one changes
 *     nothing; Esc is always refused; redo follows undo (Shift and undo's
 *     key); the keys a pad makes keep the game's table; and all of it back
 *     to the table's own after keys_unbind_all;
 *   - a pad's buttons (src/front/padkeys.c): the pad_ACTION rows' choices
 *     are SDL's button names both ways; the game's buttons and the keys
 *     they make unchanged; every action tried on every button of SDL's
 *     and the two triggers
 *     (B, Back, the d-pad and a button another action has refused, the
 *     reason naming it, nothing changed; else taken, the old button
 *     freed, the others kept); the settings applied at once (a swap, a
 *     button two want, B refused and the game's kept).
 */
#include <string.h>

#include <SDL.h>

#include "../../src/front/keys.h"
#include "../../src/front/pad.h"
#include "../../src/front/padkeys.h"
#include "../unit/check.h"
#include "llk/settings.h"

static key_action press(unsigned scope, SDL_Keycode sym, Uint16 mod,
                        Uint32 mark)
{
    SDL_Keysym k;
    SDL_zero(k);
    k.sym = sym;
    k.mod = mod;
    k.unused = mark;
    return keys_action(scope, &k);
}

/* The scope an action's key works in (the board's; Music and Fullscreen:
 * every screen). */
static unsigned scope_of(key_action act)
{
    return act == KA_MUSIC || act == KA_FULLSCREEN ? KEYS_ANY : KEYS_PLAY;
}

static void names_agree(void)
{
    const settings_row *r = settings_find("key_hint");
    CHECK(r != NULL && r->type == SETTINGS_ENUM, "key_hint is a choice");
    if (!r) {
        return;
    }
    CHECK(strcmp(r->choices[0], "default") == 0, "the first is the default");
    for (int v = 1; r->choices[v]; v++) {
        SDL_Keycode sym = keys_sym_from_setting(r->choices[v]);
        const char *back = sym ? keys_sym_setting_name(sym) : NULL;
        CHECK(back && strcmp(back, r->choices[v]) == 0,
              "the choice %s names a key and back (%s)", r->choices[v],
              back ? back : "none");
    }
    CHECK_INT(keys_sym_from_setting("default"), 0);
    CHECK_INT(keys_sym_from_setting("f13"), 0);
    CHECK_INT(keys_sym_from_setting("F1"), 0); /* the file's names are lower */
    int rows = 0;
    for (int i = 0; i < settings_count(); i++) {
        rows += strncmp(settings_row_at(i)->key, "key_", 4) == 0;
    }
    CHECK_INT(rows, keys_bind_count());
    for (int i = 0; i < keys_bind_count(); i++) {
        key_action act;
        const char *key = keys_bind_at(i, &act);
        const settings_row *kr = settings_find(key);
        CHECK(kr && kr->choices == r->choices && kr->hidden,
              "%s: a hidden row of the key names", key);
        CHECK(keys_bound(act) != 0, "%s has a key of the table's", key);
    }
}

/* Every action's key now, to compare after a refusal. */
static void keys_now(SDL_Keycode *out)
{
    for (int i = 0; i < keys_bind_count(); i++) {
        key_action act;
        keys_bind_at(i, &act);
        out[i] = keys_bound(act);
    }
}

static void every_action_every_key(void)
{
    const settings_row *r = settings_find("key_hint");
    SDL_Keycode before[64], after[64];
    for (int i = 0; i < keys_bind_count() && r; i++) {
        key_action act;
        const char *key = keys_bind_at(i, &act);
        for (int v = 1; r->choices[v]; v++) {
            CHECK_CASE();
            keys_unbind_all();
            SDL_Keycode sym = keys_sym_from_setting(r->choices[v]);
            SDL_Keycode old = keys_bound(act);
            keys_now(before);
            char why[160], why2[160];
            const char *no = keys_bind_check(act, sym, why, sizeof why);
            const char *got = keys_bind(act, sym, why2, sizeof why2);
            CHECK((no == NULL) == (got == NULL), "%s = %s: the check and the bind agree",
                  key, r->choices[v]);
            keys_now(after);
            if (got) {
                CHECK(memcmp(before, after, sizeof(SDL_Keycode) *
                                                (size_t)keys_bind_count()) == 0,
                      "%s = %s refused (%s): nothing changed", key,
                      r->choices[v], got);
                continue;
            }
            CHECK_INT(keys_bound(act), sym);
            CHECK(press(scope_of(act), sym, 0, 0) == act,
                  "%s = %s: the key does it", key, r->choices[v]);
            if (old != sym) {
                CHECK(press(scope_of(act), old, 0, 0) != act ||
                          act == KA_SELECT /* Space stays Select */,
                      "%s = %s: the old key does it no more", key,
                      r->choices[v]);
                CHECK(press(scope_of(act), old, 0, PAD_MARK) == act,
                      "%s = %s: a pad's key is the table's", key,
                      r->choices[v]);
            }
            for (int j = 0; j < keys_bind_count(); j++) {
                CHECK(j == i || after[j] == before[j],
                      "%s = %s: the others keep theirs", key, r->choices[v]);
            }
            if (act == KA_UNDO) {
                CHECK(press(KEYS_PLAY, sym, KMOD_LSHIFT, 0) == KA_REDO,
                      "redo follows undo to %s", r->choices[v]);
            }
        }
        char why[160];
        CHECK(keys_bind(act, SDLK_ESCAPE, why, sizeof why) != NULL,
              "%s: Esc is refused", key);
    }
    keys_unbind_all();
    CHECK(press(KEYS_PLAY, SDLK_h, 0, 0) == KA_HINT, "H: the hint again");
    CHECK(press(KEYS_PLAY, SDLK_u, KMOD_LSHIFT, 0) == KA_REDO, "⇧U: redo again");
}

/* A key taken by one action is refused to another of the same screens,
 * with the action that has it named; freed, it can be taken. */
static void conflicts(void)
{
    char why[160];
    keys_unbind_all();
    const char *no = keys_bind(KA_HINT, SDLK_u, why, sizeof why);
    CHECK(no != NULL && strstr(no, "U") != NULL, "U for the hint: refused (%s)",
          no ? no : "taken");
    CHECK(keys_bind(KA_UNDO, SDLK_j, why, sizeof why) == NULL, "undo to J");
    CHECK(keys_bind(KA_HINT, SDLK_u, why, sizeof why) == NULL,
          "U, freed, for the hint");
    CHECK(press(KEYS_PLAY, SDLK_u, 0, 0) == KA_HINT, "U: the hint");
    CHECK(press(KEYS_PLAY, SDLK_j, 0, 0) == KA_UNDO, "J: undo");
    CHECK(press(KEYS_PLAY, SDLK_h, 0, 0) == KA_NONE, "H: nothing now");
    CHECK(keys_bind(KA_HINT, 0, why, sizeof why) == NULL &&
              press(KEYS_PLAY, SDLK_h, 0, 0) == KA_HINT,
          "the hint on the table's key again");
    /* Home is the menus' (first control), not the board's: the board may
     * have it; the pause key works beside the pause screen's buttons */
    CHECK(keys_bind(KA_HINT, SDLK_HOME, why, sizeof why) == NULL,
          "Home for the hint");
    CHECK(keys_bind(KA_PAUSE, SDLK_HOME, why, sizeof why) != NULL,
          "Home for pause: refused (the hint has it)");
    CHECK(keys_bind(KA_PAUSE, SDLK_END, why, sizeof why) != NULL,
          "End for pause: refused (the pause screen's last control)");
    CHECK(keys_bind(KA_MUSIC, SDLK_TAB, why, sizeof why) != NULL,
          "Tab for music (every screen): refused");
    keys_unbind_all();
}

/* ---- a pad's buttons of the player's own (src/front/padkeys.c) ---- */

/* The settings' button names (the pad_ACTION rows' choices) are SDL's
 * and the front's both ways; every action has its hidden row. */
static void pad_names_agree(void)
{
    const settings_row *r = settings_find("pad_kind");
    CHECK(r != NULL && r->type == SETTINGS_ENUM, "pad_kind is a choice");
    if (!r) {
        return;
    }
    CHECK(strcmp(r->choices[0], "default") == 0, "the first is the default");
    CHECK_INT(padkeys_button_from_setting("default"), PADKEYS_NONE);
    CHECK_INT(padkeys_button_from_setting("dpup"), PADKEYS_NONE);
    CHECK_INT(padkeys_button_from_setting("guide"), PADKEYS_NONE);
    CHECK_INT(padkeys_button_from_setting("A"), PADKEYS_NONE);
    int named = 0;
    for (int v = 1; r->choices[v]; v++) {
        int b = padkeys_button_from_setting(r->choices[v]);
        const char *sdl =
            b == PADKEYS_LEFTTRIGGER
                ? SDL_GameControllerGetStringForAxis(SDL_CONTROLLER_AXIS_TRIGGERLEFT)
            : b == PADKEYS_RIGHTTRIGGER
                ? SDL_GameControllerGetStringForAxis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT)
            : b >= 0 ? SDL_GameControllerGetStringForButton(
                           (SDL_GameControllerButton)b)
                     : NULL;
        CHECK(sdl && strcmp(sdl, r->choices[v]) == 0 &&
                  strcmp(padkeys_button_setting_name(b), sdl) == 0,
              "the choice %s is SDL's name of a button and back",
              r->choices[v]);
        CHECK(padkeys_button_cap(b)[0] != '\0', "%s has a cap", r->choices[v]);
        named++;
    }
    for (int b = 0; b < PADKEYS_BUTTON_END; b++) {
        named -= padkeys_button_choosable(b);
    }
    CHECK_INT(padkeys_button_from_setting("lefttrigger"), PADKEYS_LEFTTRIGGER);
    CHECK_INT(padkeys_button_from_setting("righttrigger"), PADKEYS_RIGHTTRIGGER);
    CHECK_INT(named, 0); /* every button the front names is a choice */
    int rows = 0;
    for (int i = 0; i < settings_count(); i++) {
        rows += strncmp(settings_row_at(i)->key, "pad_", 4) == 0;
    }
    CHECK_INT(rows, padkeys_count());
    for (int i = 0; i < padkeys_count(); i++) {
        key_action act;
        const char *key = padkeys_at(i, &act);
        const settings_row *pr = settings_find(key);
        CHECK(pr && pr->choices == r->choices && pr->hidden,
              "%s: a hidden row of the button names", key);
        CHECK(padkeys_setting_of(act) == key, "%s: its action's", key);
    }
}

/* The game's buttons, and the keys they make, as before the table. */
static void pad_defaults(void)
{
    static const struct {
        int button;
        key_action act;
        SDL_Keycode sym;
        Uint16 mod;
    } want[] = {
        {SDL_CONTROLLER_BUTTON_A, KA_SELECT, SDLK_RETURN, 0},
        {SDL_CONTROLLER_BUTTON_X, KA_HINT_GO, SDLK_g, 0},
        {SDL_CONTROLLER_BUTTON_Y, KA_KIND, SDLK_k, 0},
        {SDL_CONTROLLER_BUTTON_LEFTSHOULDER, KA_UNDO, SDLK_u, 0},
        {SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, KA_REDO, SDLK_u, KMOD_LSHIFT},
        {SDL_CONTROLLER_BUTTON_START, KA_PAUSE, SDLK_p, 0},
        {PADKEYS_NONE, KA_HINT, SDLK_h, 0},
        {PADKEYS_NONE, KA_REDEAL, SDLK_r, 0},
    };
    padkeys_unbind_all();
    CHECK_INT(padkeys_count(), (int)(sizeof want / sizeof want[0]));
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        SDL_Keycode sym = 0;
        Uint16 mod = 0;
        CHECK_INT(padkeys_default(want[i].act), want[i].button);
        CHECK_INT(padkeys_bound(want[i].act), want[i].button);
        if (want[i].button != PADKEYS_NONE) {
            CHECK(padkeys_action_of(want[i].button) == want[i].act,
                  "button %d: its action", want[i].button);
        }
        CHECK(keys_own_key(want[i].act, &sym, &mod) && sym == want[i].sym &&
                  mod == want[i].mod,
              "action %d: the table's key", (int)want[i].act);
        CHECK(press(KEYS_PLAY, sym, mod, PAD_MARK) == want[i].act,
              "action %d: the key a pad makes does it", (int)want[i].act);
    }
    int none[] = {SDL_CONTROLLER_BUTTON_B, SDL_CONTROLLER_BUTTON_BACK,
                  SDL_CONTROLLER_BUTTON_LEFTSTICK, SDL_CONTROLLER_BUTTON_DPAD_UP,
                  SDL_CONTROLLER_BUTTON_GUIDE, PADKEYS_NONE};
    for (size_t i = 0; i < sizeof none / sizeof none[0]; i++) {
        CHECK(padkeys_action_of(none[i]) == KA_NONE, "button %d: no action",
              none[i]);
    }
}

static void pad_now(int *out)
{
    for (int i = 0; i < padkeys_count(); i++) {
        key_action act;
        padkeys_at(i, &act);
        out[i] = padkeys_bound(act);
    }
}

/* Every action tried on every button of SDL's, and the triggers. */
static void pad_every_action_every_button(void)
{
    int before[16], after[16];
    for (int i = 0; i < padkeys_count(); i++) {
        key_action act;
        const char *key = padkeys_at(i, &act);
        for (int b = 0; b < PADKEYS_BUTTON_END; b++) {
            CHECK_CASE();
            padkeys_unbind_all();
            pad_now(before);
            int old = padkeys_bound(act);
            key_action had = padkeys_action_of(b);
            bool should = padkeys_button_choosable(b) &&
                          b != SDL_CONTROLLER_BUTTON_B &&
                          b != SDL_CONTROLLER_BUTTON_BACK &&
                          (had == KA_NONE || had == act);
            char why[160], why2[160];
            const char *no = padkeys_bind_check(act, b, why, sizeof why);
            const char *got = padkeys_bind(act, b, why2, sizeof why2);
            CHECK((no == NULL) == should && (got == NULL) == should,
                  "%s = button %d: %s", key, b, should ? "taken" : "refused");
            pad_now(after);
            if (got) {
                CHECK(memcmp(before, after, sizeof(int) *
                                                (size_t)padkeys_count()) == 0,
                      "%s = button %d refused (%s): nothing changed", key, b,
                      got);
                if (had != KA_NONE && had != act) {
                    CHECK(strstr(got, padkeys_button_cap(b)) != NULL,
                          "%s = button %d: the reason names it (%s)", key, b,
                          got);
                }
                continue;
            }
            CHECK(padkeys_bound(act) == b && padkeys_action_of(b) == act,
                  "%s = button %d: the button does it", key, b);
            CHECK(old == b || old == PADKEYS_NONE ||
                      padkeys_action_of(old) == KA_NONE,
                  "%s = button %d: the old one does it no more", key, b);
            for (int j = 0; j < padkeys_count(); j++) {
                CHECK(j == i || after[j] == before[j],
                      "%s = button %d: the others keep theirs", key, b);
            }
            CHECK(padkeys_bind(act, PADKEYS_NONE, why, sizeof why) == NULL &&
                      padkeys_bound(act) == padkeys_default(act),
                  "%s: the game's button again", key);
        }
    }
    padkeys_unbind_all();
}

/* The settings applied all at once: a swap binds, a button two want or
 * one that goes back is refused, the game's kept when free. */
static void pad_bind_all(void)
{
    int want[16];
    bool refused[16];
    int n = padkeys_count();
    for (int i = 0; i < n; i++) {
        want[i] = PADKEYS_NONE;
    }
    int kind = -1, go = -1, hint = -1, redeal = -1, select = -1;
    for (int i = 0; i < n; i++) {
        key_action act;
        padkeys_at(i, &act);
        kind = act == KA_KIND ? i : kind;
        go = act == KA_HINT_GO ? i : go;
        hint = act == KA_HINT ? i : hint;
        redeal = act == KA_REDEAL ? i : redeal;
        select = act == KA_SELECT ? i : select;
    }
    want[kind] = SDL_CONTROLLER_BUTTON_X;
    want[go] = SDL_CONTROLLER_BUTTON_Y;
    want[hint] = SDL_CONTROLLER_BUTTON_LEFTSTICK;
    want[redeal] = SDL_CONTROLLER_BUTTON_LEFTSTICK;
    padkeys_bind_all(want, refused);
    CHECK(!refused[kind] && !refused[go] &&
              padkeys_action_of(SDL_CONTROLLER_BUTTON_X) == KA_KIND &&
              padkeys_action_of(SDL_CONTROLLER_BUTTON_Y) == KA_HINT_GO,
          "X and Y swapped");
    CHECK(!refused[hint] && refused[redeal] &&
              padkeys_bound(KA_REDEAL) == PADKEYS_NONE,
          "the left stick: the hint's, re-deal refused");
    want[select] = SDL_CONTROLLER_BUTTON_B;
    want[kind] = SDL_CONTROLLER_BUTTON_A;
    want[go] = PADKEYS_NONE;
    padkeys_bind_all(want, refused);
    CHECK(refused[select] && padkeys_bound(KA_SELECT) == SDL_CONTROLLER_BUTTON_A,
          "select on B refused, A kept");
    CHECK(refused[kind] && padkeys_bound(KA_KIND) == SDL_CONTROLLER_BUTTON_Y,
          "the kind on A refused (select's), on Y again");
    padkeys_unbind_all();
    pad_now(want);
    for (int i = 0; i < n; i++) {
        key_action act;
        padkeys_at(i, &act);
        CHECK_INT(want[i], padkeys_default(act));
    }
}

int main(void)
{
    names_agree();
    every_action_every_key();
    conflicts();
    pad_names_agree();
    pad_defaults();
    pad_every_action_every_button();
    pad_bind_all();
    return check_done("keys");
}
