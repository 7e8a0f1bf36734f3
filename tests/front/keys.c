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
 *     to the table's own after keys_unbind_all.
 */
#include <string.h>

#include <SDL.h>

#include "../../src/front/keys.h"
#include "../../src/front/pad.h"
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

int main(void)
{
    names_agree();
    every_action_every_key();
    conflicts();
    return check_done("keys");
}
