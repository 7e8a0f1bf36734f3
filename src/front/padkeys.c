/* padkeys.c - a pad's buttons of the player's own (padkeys.h). */
#include "padkeys.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"

/* The actions of the board a button can do, their settings (hidden rows
 * of src/game/settings_table.c: the Keys screen shows them) and the
 * game's buttons. */
static const struct {
    key_action act;
    char setting[12];
    int button;
} padkeys_table[] = {
    {KA_SELECT, "pad_select", SDL_CONTROLLER_BUTTON_A},
    {KA_HINT_GO, "pad_hint_go", SDL_CONTROLLER_BUTTON_X},
    {KA_KIND, "pad_kind", SDL_CONTROLLER_BUTTON_Y},
    {KA_UNDO, "pad_undo", SDL_CONTROLLER_BUTTON_LEFTSHOULDER},
    {KA_REDO, "pad_redo", SDL_CONTROLLER_BUTTON_RIGHTSHOULDER},
    {KA_PAUSE, "pad_pause", SDL_CONTROLLER_BUTTON_START},
    {KA_HINT, "pad_hint", PADKEYS_NONE},
    {KA_REDEAL, "pad_redeal", PADKEYS_NONE},
};

#define PADKEYS_N ((int)(sizeof padkeys_table / sizeof padkeys_table[0]))

/* The buttons the settings name, in the settings' order (after
 * "default"), with their caps. */
static const struct {
    int button;
    char cap[5];
} padkeys_buttons[] = {
    {SDL_CONTROLLER_BUTTON_A, "A"},
    {SDL_CONTROLLER_BUTTON_B, "B"},
    {SDL_CONTROLLER_BUTTON_X, "X"},
    {SDL_CONTROLLER_BUTTON_Y, "Y"},
    {SDL_CONTROLLER_BUTTON_BACK, "Back"},
    {SDL_CONTROLLER_BUTTON_START, "\xe2\x89\xa1"}, /* ≡, as pads draw it */
    {SDL_CONTROLLER_BUTTON_LEFTSHOULDER, "LB"},
    {SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, "RB"},
    {SDL_CONTROLLER_BUTTON_LEFTSTICK, "LS"},
    {SDL_CONTROLLER_BUTTON_RIGHTSTICK, "RS"},
    {PADKEYS_LEFTTRIGGER, "LT"},
    {PADKEYS_RIGHTTRIGGER, "RT"},
};

#define PADKEYS_BUTTONS                                                        \
    ((int)(sizeof padkeys_buttons / sizeof padkeys_buttons[0]))

/* The player's buttons (PADKEYS_NONE: the game's; set: padkeys_ready). */
static int padkeys_live[PADKEYS_N];
static bool padkeys_ready;

static int padkeys_index(key_action act)
{
    for (int i = 0; i < PADKEYS_N; i++) {
        if (padkeys_table[i].act == act) {
            return i;
        }
    }
    return -1;
}

static void padkeys_init(void)
{
    if (!padkeys_ready) {
        padkeys_unbind_all();
    }
}

int padkeys_count(void)
{
    return PADKEYS_N;
}

const char *padkeys_at(int i, key_action *act)
{
    if (i < 0 || i >= PADKEYS_N) {
        return NULL;
    }
    *act = padkeys_table[i].act;
    return padkeys_table[i].setting;
}

const char *padkeys_setting_of(key_action act)
{
    int i = padkeys_index(act);
    return i >= 0 ? padkeys_table[i].setting : NULL;
}

int padkeys_default(key_action act)
{
    int i = padkeys_index(act);
    return i >= 0 ? padkeys_table[i].button : PADKEYS_NONE;
}

int padkeys_bound(key_action act)
{
    int i = padkeys_index(act);
    padkeys_init();
    return i >= 0 ? padkeys_live[i] : PADKEYS_NONE;
}

key_action padkeys_action_of(int button)
{
    padkeys_init();
    for (int i = 0; button != PADKEYS_NONE && i < PADKEYS_N; i++) {
        if (padkeys_live[i] == button) {
            return padkeys_table[i].act;
        }
    }
    return KA_NONE;
}

/* An action's words in the key table ("Undo (relaxed games)"). */
static const char *padkeys_what(key_action act)
{
    for (int i = 0; i < keys_count(); i++) {
        const key_row *r = keys_row(i);
        if ((r->group & (KEYS_PLAY | KEYS_MOUSE)) && r->action == act) {
            return _(r->what);
        }
    }
    switch (act) { /* the ones a row holds beside its own */
    case KA_HINT_GO: return _("Cursor to the hint, or a new hint");
    case KA_KIND: return _("Show all tiles like it");
    default: return "?";
    }
}

bool padkeys_button_choosable(int button)
{
    return padkeys_button_setting_name(button) != NULL;
}

const char *padkeys_bind_check(key_action act, int button, char *why,
                               size_t len)
{
    int i = padkeys_index(act);
    padkeys_init();
    if (i < 0) {
        snprintf(why, len, "%s", _("A pad's button cannot do this action"));
        return why;
    }
    if (button == SDL_CONTROLLER_BUTTON_B ||
        button == SDL_CONTROLLER_BUTTON_BACK) {
        snprintf(why, len, "%s",
                 _("B and Back always go back: choose another button"));
        return why;
    }
    if (!padkeys_button_choosable(button)) {
        snprintf(why, len, "%s",
                 _("This button cannot be given to an action"));
        return why;
    }
    for (int j = 0; j < PADKEYS_N; j++) {
        if (j != i && padkeys_live[j] == button) {
            snprintf(why, len, _("%s is already the button for: %s"),
                     padkeys_button_cap(button),
                     padkeys_what(padkeys_table[j].act));
            return why;
        }
    }
    return NULL;
}

const char *padkeys_bind(key_action act, int button, char *why, size_t len)
{
    int i = padkeys_index(act);
    padkeys_init();
    if (button == PADKEYS_NONE) {
        if (i >= 0) {
            padkeys_live[i] = padkeys_table[i].button;
        }
        return NULL;
    }
    if (padkeys_bind_check(act, button, why, len)) {
        return why;
    }
    padkeys_live[i] = button;
    return NULL;
}

void padkeys_bind_all(const int *want, bool *refused)
{
    char why[160];
    bool moved[PADKEYS_N];
    for (int i = 0; i < PADKEYS_N; i++) { /* the ones moved hold none */
        int b = want[i];
        refused[i] = b != PADKEYS_NONE &&
                     (b == SDL_CONTROLLER_BUTTON_B ||
                      b == SDL_CONTROLLER_BUTTON_BACK ||
                      !padkeys_button_choosable(b)); /* never: the game's */
        moved[i] = b != PADKEYS_NONE && !refused[i];
        padkeys_live[i] = moved[i] ? PADKEYS_NONE : padkeys_table[i].button;
    }
    padkeys_ready = true;
    for (int i = 0; i < PADKEYS_N; i++) {
        if (moved[i]) {
            refused[i] = padkeys_bind(padkeys_table[i].act, want[i], why,
                                      sizeof why) != NULL;
        }
    }
    for (int i = 0; i < PADKEYS_N; i++) { /* the game's, when it is free */
        if (refused[i] && padkeys_action_of(padkeys_table[i].button) ==
                              KA_NONE) {
            padkeys_live[i] = padkeys_table[i].button;
        }
    }
}

void padkeys_unbind_all(void)
{
    for (int i = 0; i < PADKEYS_N; i++) {
        padkeys_live[i] = padkeys_table[i].button;
    }
    padkeys_ready = true;
}

const char *padkeys_button_setting_name(int button)
{
    if (button == PADKEYS_LEFTTRIGGER || button == PADKEYS_RIGHTTRIGGER) {
        return SDL_GameControllerGetStringForAxis(
            button == PADKEYS_LEFTTRIGGER ? SDL_CONTROLLER_AXIS_TRIGGERLEFT
                                          : SDL_CONTROLLER_AXIS_TRIGGERRIGHT);
    }
    for (int i = 0; i < PADKEYS_BUTTONS; i++) {
        if (padkeys_buttons[i].button == button) {
            return SDL_GameControllerGetStringForButton(
                (SDL_GameControllerButton)button);
        }
    }
    return NULL;
}

int padkeys_button_from_setting(const char *name)
{
    for (int t = PADKEYS_LEFTTRIGGER; t <= PADKEYS_RIGHTTRIGGER; t++) {
        if (strcmp(padkeys_button_setting_name(t), name) == 0) {
            return t;
        }
    }
    SDL_GameControllerButton b = SDL_GameControllerGetButtonFromString(name);
    if (b == SDL_CONTROLLER_BUTTON_INVALID ||
        padkeys_button_setting_name(b) == NULL ||
        strcmp(padkeys_button_setting_name(b), name) != 0) {
        return PADKEYS_NONE; /* "default", a d-pad, a name of no button */
    }
    return b;
}

const char *padkeys_button_cap(int button)
{
    for (int i = 0; i < PADKEYS_BUTTONS; i++) {
        if (padkeys_buttons[i].button == button) {
            return padkeys_buttons[i].cap;
        }
    }
    return "";
}

const char *padkeys_button_words(int button)
{
    switch (button) {
    case SDL_CONTROLLER_BUTTON_START: return _("\xe2\x89\xa1 (Start)");
    case SDL_CONTROLLER_BUTTON_LEFTSTICK: return _("LS (left stick pressed)");
    case SDL_CONTROLLER_BUTTON_RIGHTSTICK: return _("RS (right stick pressed)");
    case PADKEYS_LEFTTRIGGER: return _("LT (left trigger)");
    case PADKEYS_RIGHTTRIGGER: return _("RT (right trigger)");
    default: return padkeys_button_cap(button);
    }
}

static bool padkeys_capture;

void padkeys_set_capturing(bool on)
{
    padkeys_capture = on;
}

bool padkeys_capturing(void)
{
    return padkeys_capture;
}
