/* pad.c - game controllers as keys (pad.h). */
#include "pad.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app.h"
#include "i18n.h"
#include "keys.h"
#include "padkeys.h"
#include "touch.h"

enum {
    PAD_MAX = 8,
    REPEAT_FIRST_MS = 350, /* a held direction: its first repeat */
    REPEAT_MS = 90,        /* then one each */
    STICK_ON = 12000,      /* the stick counts past this (of 32767) */
    STICK_OFF = 8000,      /* and lets go under this */
    TRIGGER_ON = 22000,    /* a trigger is pressed past this (of 32767) */
    TRIGGER_OFF = 11000,   /* and let go under this */
    TAP_MS = 15,           /* the test hook's tap: press, then release */
    RELEASES = 32
};


typedef struct pad_act {
    int button;
    bool down;
    Uint32 at;
} pad_act;

struct front_pad {
    SDL_GameController *open[PAD_MAX];
    Uint8 triggers[PAD_MAX]; /* each open one's triggers down: bits 1, 2 */
    int n;
    pad_device last;       /* the device of the last input */
    SDL_Keycode held;      /* an arrow held (d-pad or stick), 0 none */
    bool held_by_stick;
    int held_button;       /* the d-pad button holding it */
    SDL_JoystickID held_by; /* the controller holding it */
    Uint32 next_repeat;
    /* the test hook (LLK_TEST_PAD) */
    Uint32 capture_type;   /* a button pressed for the Keys screen */
    Uint32 hook_type;      /* its events' type; 0: no hook */
    SDL_Joystick *virt;    /* the virtual pad, opened to work it */
    pad_act act[RELEASES]; /* taps' presses and releases, in time order */
    int nact;
};

typedef struct hook_thread {
    char path[1024];
    Uint32 type;
} hook_thread;

/* A key press made from the pad, onto SDL's queue. */
static void push_key(front_app *a, SDL_Keycode sym, Uint16 mod)
{
    keys_push(a->win, sym, mod, PAD_MARK);
}

static SDL_Keycode arrow_of(int button)
{
    switch (button) {
    case SDL_CONTROLLER_BUTTON_DPAD_UP: return SDLK_UP;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return SDLK_DOWN;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return SDLK_LEFT;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return SDLK_RIGHT;
    default: return 0;
    }
}

/* The key a button makes on the board (st_play.c): the key of the
 * action the player's table gives it (padkeys.h), the game's key of that
 * action (a pad's keys are looked up in the game's table); B and Back
 * Esc, the d-pad the arrows. */
static bool board_key(int button, SDL_Keycode *sym, Uint16 *mod)
{
    key_action act = padkeys_action_of(button);
    *mod = 0;
    if (button == SDL_CONTROLLER_BUTTON_B ||
        button == SDL_CONTROLLER_BUTTON_BACK) {
        *sym = SDLK_ESCAPE;
        return true;
    }
    if (act != KA_NONE) {
        return keys_own_key(act, sym, mod);
    }
    *sym = arrow_of(button);
    return *sym != 0;
}

/* The key a button is on the screen on show (pad.h's table); false for
 * a button with none there. */
static bool button_key(front_app *a, int button, SDL_Keycode *sym,
                       Uint16 *mod)
{
    unsigned keys = a->screen ? a->screen->keys : 0;
    bool entry = (keys & KEYS_ENTRY) != 0; /* the on-screen keyboard */
    if (keys & KEYS_PLAY) {
        return board_key(button, sym, mod);
    }
    *mod = 0;
    switch (button) {
    case SDL_CONTROLLER_BUTTON_A:
        *sym = SDLK_RETURN;
        return true;
    case SDL_CONTROLLER_BUTTON_B:
    case SDL_CONTROLLER_BUTTON_BACK:
        *sym = SDLK_ESCAPE;
        return true;
    default:
        break;
    }
    if ((keys & KEYS_PAUSE) && button == padkeys_bound(KA_PAUSE)) {
        *sym = SDLK_p; /* the pause screen: the pause's button resumes */
        return true;
    }
    switch (button) {
    case SDL_CONTROLLER_BUTTON_X:
        *sym = SDLK_BACKSPACE;
        return entry;
    case SDL_CONTROLLER_BUTTON_Y:
        *sym = SDLK_CAPSLOCK;
        return entry;
    case SDL_CONTROLLER_BUTTON_START:
        *sym = entry ? SDLK_KP_ENTER : SDLK_RETURN;
        return true;
    default:
        *sym = arrow_of(button);
        return *sym != 0;
    }
}

/* An arrow pressed now and held: repeated from pad_update. */
static void press_arrow(front_app *a, SDL_Keycode sym, bool stick, int button,
                        SDL_JoystickID which)
{
    struct front_pad *p = a->pad;
    push_key(a, sym, 0);
    p->held = sym;
    p->held_by_stick = stick;
    p->held_button = button;
    p->held_by = which;
    p->next_repeat = SDL_GetTicks() + REPEAT_FIRST_MS;
}

/* The left stick's direction now: an arrow, or 0 inside the dead zone;
 * between the two bounds the one held stays. */
static SDL_Keycode stick_arrow(struct front_pad *p, SDL_GameController *gc)
{
    int x = SDL_GameControllerGetAxis(gc, SDL_CONTROLLER_AXIS_LEFTX);
    int y = SDL_GameControllerGetAxis(gc, SDL_CONTROLLER_AXIS_LEFTY);
    int ax = abs(x), ay = abs(y), most = ax > ay ? ax : ay;
    if (most < STICK_OFF) {
        return 0;
    }
    if (most < STICK_ON) {
        return p->held_by_stick ? p->held : 0;
    }
    if (ax > ay) {
        return x > 0 ? SDLK_RIGHT : SDLK_LEFT;
    }
    return y > 0 ? SDLK_DOWN : SDLK_UP;
}

static SDL_GameController *find_open(struct front_pad *p, SDL_JoystickID id)
{
    for (int i = 0; i < p->n; i++) {
        SDL_Joystick *j = SDL_GameControllerGetJoystick(p->open[i]);
        if (j && SDL_JoystickInstanceID(j) == id) {
            return p->open[i];
        }
    }
    return NULL;
}

static void added(struct front_pad *p, int index)
{
    if (p->n >= PAD_MAX || !SDL_IsGameController(index)) {
        return;
    }
    SDL_JoystickID id = SDL_JoystickGetDeviceInstanceID(index);
    if (find_open(p, id) != NULL) {
        return; /* opened at start and announced again */
    }
    SDL_GameController *gc = SDL_GameControllerOpen(index);
    if (gc != NULL) {
        p->triggers[p->n] = 0;
        p->open[p->n++] = gc;
    }
}

static void removed(struct front_pad *p, SDL_JoystickID id)
{
    for (int i = 0; i < p->n; i++) {
        SDL_Joystick *j = SDL_GameControllerGetJoystick(p->open[i]);
        if (j && SDL_JoystickInstanceID(j) == id) {
            SDL_GameControllerClose(p->open[i]);
            p->open[i] = p->open[--p->n];
            p->triggers[i] = p->triggers[p->n];
            if (p->held_by == id) {
                p->held = 0; /* nothing held by a pad gone */
            }
            return;
        }
    }
}

/* ---- the test hook: a virtual pad worked by lines from a FIFO ---- */

static int hook_read(void *data)
{
    const hook_thread *h = data;
    for (;;) {
        FILE *f = fopen(h->path, "r"); /* waits for a writer */
        if (f == NULL) {
            return 0;
        }
        char line[128];
        while (fgets(line, sizeof line, f) != NULL) {
            SDL_Event e;
            SDL_zero(e);
            e.type = h->type;
            e.user.data1 = SDL_strdup(line);
            if (e.user.data1 != NULL && SDL_PushEvent(&e) != 1) {
                SDL_free(e.user.data1);
            }
        }
        fclose(f);
    }
}

static void hook_attach(struct front_pad *p)
{
    if (p->virt != NULL) {
        return;
    }
    SDL_VirtualJoystickDesc d;
    SDL_zero(d);
    d.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
    d.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
    d.naxes = SDL_CONTROLLER_AXIS_MAX;
    d.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
    d.name = "Lianliankan test pad";
    int index = SDL_JoystickAttachVirtualEx(&d);
    p->virt = index >= 0 ? SDL_JoystickOpen(index) : NULL;
    if (p->virt == NULL) {
        fprintf(stderr, "lianliankan: LLK_TEST_PAD: no virtual pad: %s\n",
                SDL_GetError());
    }
}

static void hook_detach(struct front_pad *p)
{
    if (p->virt == NULL) {
        return;
    }
    SDL_JoystickID id = SDL_JoystickInstanceID(p->virt);
    SDL_JoystickClose(p->virt);
    p->virt = NULL;
    for (int i = 0; i < SDL_NumJoysticks(); i++) {
        if (SDL_JoystickGetDeviceInstanceID(i) == id) {
            SDL_JoystickDetachVirtual(i);
            return;
        }
    }
}

/* "finger down|move|up ID X Y" (window points): the finger event a touch
 * screen sends, onto SDL's queue */
static void hook_finger(front_app *a, const char *line)
{
    char what[8] = "";
    long long id = 0;
    int x = 0, y = 0;
    if (sscanf(line, "finger %7s %lld %d %d", what, &id, &x, &y) != 4 ||
        a->win_w <= 0 || a->win_h <= 0) {
        fprintf(stderr, "lianliankan: LLK_TEST_PAD: not understood: %s", line);
        return;
    }
    SDL_Event e;
    SDL_zero(e);
    e.type = strcmp(what, "down") == 0   ? SDL_FINGERDOWN
             : strcmp(what, "move") == 0 ? SDL_FINGERMOTION
             : strcmp(what, "up") == 0   ? SDL_FINGERUP
                                         : 0;
    if (e.type == 0) {
        fprintf(stderr, "lianliankan: LLK_TEST_PAD: not understood: %s", line);
        return;
    }
    e.tfinger.timestamp = SDL_GetTicks();
    e.tfinger.touchId = 1;
    e.tfinger.fingerId = (SDL_FingerID)id;
    e.tfinger.x = (float)x / (float)a->win_w;
    e.tfinger.y = (float)y / (float)a->win_h;
    e.tfinger.pressure = e.type == SDL_FINGERUP ? 0.0f : 1.0f;
    e.tfinger.windowID = a->win ? SDL_GetWindowID(a->win) : 0;
    SDL_PushEvent(&e);
}

/* One line of the hook: "tap a", "axis leftx -30000", "attach", ... */
static void hook_line(front_app *a, const char *line)
{
    struct front_pad *p = a->pad;
    char verb[16] = "", name[32] = "";
    int value = 0;
    int n = sscanf(line, "%15s %31s %d", verb, name, &value);
    if (n >= 1 && strcmp(verb, "finger") == 0) {
        hook_finger(a, line);
        return;
    }
    if (n >= 1 && strcmp(verb, "attach") == 0) {
        hook_attach(p);
        return;
    }
    if (n >= 1 && strcmp(verb, "detach") == 0) {
        hook_detach(p);
        return;
    }
    if (p->virt == NULL || n < 2) {
        fprintf(stderr, "lianliankan: LLK_TEST_PAD: %s: %s",
                n < 2 ? "not understood" : "no pad attached", line);
        return;
    }
    if (strcmp(verb, "axis") == 0) {
        SDL_GameControllerAxis ax = SDL_GameControllerGetAxisFromString(name);
        if (ax == SDL_CONTROLLER_AXIS_INVALID || n != 3) {
            fprintf(stderr, "lianliankan: LLK_TEST_PAD: no axis or value: %s", line);
            return;
        }
        value = value < -32768 ? -32768 : value > 32767 ? 32767 : value;
        if (ax == SDL_CONTROLLER_AXIS_TRIGGERLEFT ||
            ax == SDL_CONTROLLER_AXIS_TRIGGERRIGHT) {
            /* 0 (let go) to 32767 as the controller reports it: the
             * virtual pad's axis is mapped from its whole range */
            value = (value < 0 ? 0 : value) * 2 - 32767;
        }
        SDL_JoystickSetVirtualAxis(p->virt, ax, (Sint16)value);
        return;
    }
    if (strcmp(verb, "tap") != 0 && strcmp(verb, "press") != 0 &&
        strcmp(verb, "release") != 0) {
        fprintf(stderr, "lianliankan: LLK_TEST_PAD: not understood: %s", line);
        return;
    }
    SDL_GameControllerButton b = SDL_GameControllerGetButtonFromString(name);
    if (b == SDL_CONTROLLER_BUTTON_INVALID) {
        fprintf(stderr, "lianliankan: LLK_TEST_PAD: no button %s\n", name);
        return;
    }
    if (strcmp(verb, "tap") != 0) {
        SDL_JoystickSetVirtualButton(p->virt, b, strcmp(verb, "press") == 0);
        return;
    }
    /* a tap: pressed, released TAP_MS later; after every tap still to
     * come, so taps written together act in their order (SDL reports the
     * buttons changed between two looks in its own order, and a press and
     * a release between two looks would be no press) */
    Uint32 at = SDL_GetTicks();
    for (int i = 0; i < p->nact; i++) {
        if ((Sint32)(p->act[i].at + TAP_MS - at) > 0) {
            at = p->act[i].at + TAP_MS;
        }
    }
    if (p->nact + 2 > RELEASES) {
        fprintf(stderr, "lianliankan: LLK_TEST_PAD: more than %d taps waiting, "
                        "dropped: %s", RELEASES / 2, line);
        return;
    }
    p->act[p->nact++] = (pad_act){b, true, at};
    p->act[p->nact++] = (pad_act){b, false, at + TAP_MS};
}

static void hook_start(struct front_pad *p, const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISFIFO(st.st_mode)) {
        /* a regular file would be read again and again, for ever */
        fprintf(stderr, "lianliankan: LLK_TEST_PAD: %s is not a FIFO (mkfifo "
                        "makes one): no test pad\n", path);
        return;
    }
    hook_thread *h = calloc(1, sizeof *h);
    p->hook_type = SDL_RegisterEvents(1);
    if (h == NULL || p->hook_type == (Uint32)-1) {
        free(h);
        p->hook_type = 0;
        return;
    }
    snprintf(h->path, sizeof h->path, "%s", path);
    h->type = p->hook_type;
    SDL_Thread *t = SDL_CreateThread(hook_read, "llk-test-pad", h);
    if (t == NULL) {
        free(h);
        p->hook_type = 0;
        return;
    }
    SDL_DetachThread(t); /* blocked in a read until the game ends */
}

/* ---- pad.h ---- */

void pad_open(front_app *a)
{
    a->pad = calloc(1, sizeof *a->pad);
    if (a->pad == NULL) {
        return;
    }
    a->pad->capture_type = SDL_RegisterEvents(1);
    if (a->pad->capture_type == (Uint32)-1) {
        a->pad->capture_type = 0;
    }
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0) {
        fprintf(stderr, "lianliankan: no game controllers: %s\n",
                SDL_GetError());
        return;
    }
    for (int i = 0; i < SDL_NumJoysticks(); i++) {
        added(a->pad, i);
    }
    const char *hook = getenv("LLK_TEST_PAD");
    if (hook != NULL && hook[0] != '\0') {
        hook_start(a->pad, hook);
    }
}

void pad_close(front_app *a)
{
    if (a->pad == NULL) {
        return;
    }
    for (int i = 0; i < a->pad->n; i++) {
        SDL_GameControllerClose(a->pad->open[i]);
    }
    if (a->pad->virt != NULL) {
        SDL_JoystickClose(a->pad->virt);
    }
    if (a->pad->hook_type != 0) {
        /* the hook's lines not handled yet: their copies freed (the
         * reader itself stays blocked in its FIFO until the process ends) */
        SDL_Event e;
        while (SDL_PeepEvents(&e, 1, SDL_GETEVENT, a->pad->hook_type,
                              a->pad->hook_type) == 1) {
            SDL_free(e.user.data1);
        }
    }
    free(a->pad);
    a->pad = NULL;
}

/* A button (or a trigger) pressed: the key it makes on the screen on
 * show, or the button itself to the Keys screen waiting for one. */
static void pressed(front_app *a, int button, SDL_JoystickID which)
{
    struct front_pad *p = a->pad;
    SDL_Keycode sym;
    Uint16 mod;
    p->last = DEV_PAD;
    if (padkeys_capturing() && arrow_of(button) == 0 &&
        button != SDL_CONTROLLER_BUTTON_B &&
        button != SDL_CONTROLLER_BUTTON_BACK && p->capture_type != 0) {
        SDL_Event e; /* the Keys screen's (pad_captured), not a key */
        SDL_zero(e);
        e.type = p->capture_type;
        e.user.code = button;
        SDL_PushEvent(&e);
        return;
    }
    if (!button_key(a, button, &sym, &mod)) {
        return;
    }
    if (arrow_of(button) != 0) {
        press_arrow(a, sym, false, button, which);
    } else {
        push_key(a, sym, mod);
    }
}

static void button(front_app *a, const SDL_ControllerButtonEvent *b)
{
    struct front_pad *p = a->pad;
    if (b->state != SDL_PRESSED) {
        if (p->held && !p->held_by_stick && p->held_button == b->button &&
            p->held_by == b->which) {
            p->held = 0;
        }
        return;
    }
    pressed(a, b->button, b->which);
}

/* A trigger's travel: pressed past TRIGGER_ON (a button, padkeys.h's
 * PADKEYS_*TRIGGER), let go under TRIGGER_OFF. */
static void trigger(front_app *a, const SDL_ControllerAxisEvent *m)
{
    struct front_pad *p = a->pad;
    bool left = m->axis == SDL_CONTROLLER_AXIS_TRIGGERLEFT;
    Uint8 bit = left ? 1 : 2;
    for (int i = 0; i < p->n; i++) {
        SDL_Joystick *j = SDL_GameControllerGetJoystick(p->open[i]);
        if (j == NULL || SDL_JoystickInstanceID(j) != m->which) {
            continue;
        }
        if (!(p->triggers[i] & bit) && m->value > TRIGGER_ON) {
            p->triggers[i] |= bit;
            pressed(a, left ? PADKEYS_LEFTTRIGGER : PADKEYS_RIGHTTRIGGER,
                    m->which);
        } else if ((p->triggers[i] & bit) && m->value < TRIGGER_OFF) {
            p->triggers[i] &= (Uint8)~bit;
        }
        return;
    }
}

static void stick(front_app *a, const SDL_ControllerAxisEvent *m)
{
    struct front_pad *p = a->pad;
    SDL_GameController *gc = find_open(p, m->which);
    if (m->axis == SDL_CONTROLLER_AXIS_TRIGGERLEFT ||
        m->axis == SDL_CONTROLLER_AXIS_TRIGGERRIGHT) {
        trigger(a, m);
        return;
    }
    if (gc == NULL || (m->axis != SDL_CONTROLLER_AXIS_LEFTX &&
                       m->axis != SDL_CONTROLLER_AXIS_LEFTY)) {
        return;
    }
    SDL_Keycode dir = stick_arrow(p, gc);
    if (dir == 0) {
        if (p->held_by_stick && p->held_by == m->which) {
            p->held = 0;
        }
    } else if (!(p->held_by_stick && p->held == dir && p->held_by == m->which)) {
        p->last = DEV_PAD;
        press_arrow(a, dir, true, -1, m->which);
    }
}

/* Which device spoke last: a key (a pad's, marked, or the keyboard's),
 * a click. */
static void note_input(struct front_pad *p, const SDL_Event *e)
{
    if (e->type == SDL_KEYDOWN) {
        p->last = e->key.keysym.unused == PAD_MARK     ? DEV_PAD
                  : e->key.keysym.unused == TOUCH_MARK ? DEV_TOUCH
                                                       : DEV_KEYBOARD;
    } else if (e->type == SDL_MOUSEBUTTONDOWN) {
        p->last = e->button.which == SDL_TOUCH_MOUSEID ? DEV_TOUCH : DEV_MOUSE;
    } else if (e->type == SDL_MOUSEWHEEL) {
        p->last = DEV_MOUSE;
    }
}

static bool controller_event(front_app *a, const SDL_Event *e)
{
    struct front_pad *p = a->pad;
    switch (e->type) {
    case SDL_CONTROLLERDEVICEADDED:
        added(p, e->cdevice.which);
        return true;
    case SDL_CONTROLLERDEVICEREMOVED:
        removed(p, e->cdevice.which);
        return true;
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP:
        button(a, &e->cbutton);
        return true;
    case SDL_CONTROLLERAXISMOTION:
        stick(a, &e->caxis);
        return true;
    default:
        return false;
    }
}

int pad_event(front_app *a, const SDL_Event *e)
{
    struct front_pad *p = a->pad;
    if (p == NULL) {
        return 0;
    }
    if (p->hook_type != 0 && e->type == p->hook_type) {
        hook_line(a, e->user.data1);
        SDL_free(e->user.data1);
        return 1;
    }
    pad_device before = p->last;
    if (!controller_event(a, e)) {
        pad_device was = p->last;
        note_input(p, e);
        if (p->last != was) {
            a->dirty = true; /* the prompts speak of the device now used */
        }
        return 0;
    }
    /* a stick's or a trigger's move: said when it made the pad the last */
    return e->type == SDL_CONTROLLERAXISMOTION && p->last == before ? 1 : 2;
}

int pad_update(front_app *a, Uint32 now, int wait)
{
    struct front_pad *p = a->pad;
    if (p == NULL) {
        return wait;
    }
    /* the test hook's taps, in time order: one change a look, so SDL
     * reports each before the next is made */
    if (p->nact > 0 && (Sint32)(now - p->act[0].at) >= 0) {
        if (p->virt) {
            SDL_JoystickSetVirtualButton(p->virt, p->act[0].button,
                                         p->act[0].down);
        }
        memmove(&p->act[0], &p->act[1],
                sizeof p->act[0] * (size_t)(p->nact - 1));
        p->nact--;
    }
    if (p->nact > 0) {
        int w = (Sint32)(p->act[0].at - now) > 0 ? (int)(p->act[0].at - now)
                                                  : 1;
        wait = w < wait ? w : wait;
    }
    if (p->held) {
        if ((Sint32)(now - p->next_repeat) >= 0) {
            push_key(a, p->held, 0);
            p->next_repeat = now + REPEAT_MS;
        }
        int w = (int)(p->next_repeat - now);
        wait = wait < 0 || w < wait ? w : wait;
    }
    return wait;
}

int pad_captured(const front_app *a, const SDL_Event *e)
{
    return a->pad && a->pad->capture_type != 0 &&
                   e->type == a->pad->capture_type
               ? e->user.code
               : -1;
}

const char *pad_input(const front_app *a)
{
    static const char *const names[] = {"", "mouse", "keyboard", "pad", "touch"};
    return a->pad ? names[a->pad->last] : "";
}

pad_device pad_last(const front_app *a)
{
    return a->pad ? a->pad->last : DEV_NONE;
}

bool pad_keyless(const front_app *a)
{
    return a->pad && (a->pad->last == DEV_PAD || a->pad->last == DEV_TOUCH);
}

int pad_count(const front_app *a)
{
    return a->pad ? a->pad->n : 0;
}

const char *pad_cap(int action)
{
    if (action == KA_MENU) {
        return "B";
    }
    int b = padkeys_bound((key_action)action);
    if (action == KA_HINT && b == PADKEYS_NONE) {
        b = padkeys_bound(KA_HINT_GO); /* a new hint when none is shown */
    }
    return padkeys_button_cap(b);
}

/* Help's Keys tab after a pad's button: what each button does, by the
 * key table's groups; the board's actions on the player's buttons (one
 * of none not shown). A table of constants: *n gets its rows. */
typedef struct pad_help_def {
    unsigned group;
    key_action act; /* KA_NONE: buttons fixed, else act's button */
    const char *buttons, *what;
} pad_help_def;

static const pad_help_def *pad_help_defs(int *n)
{
    static const pad_help_def defs[] = {
        {KEYS_PLAY, KA_NONE, N_("D-pad, left stick"), N_("Cursor to the nearest tile that way")},
        {KEYS_PLAY, KA_SELECT, NULL, N_("Select the cursor's tile")},
        {KEYS_PLAY, KA_HINT_GO, NULL, N_("Hint, the cursor on its first tile; again: its other tile")},
        {KEYS_PLAY, KA_KIND, NULL, N_("Show all tiles like the cursor's (again to hide)")},
        {KEYS_PLAY, KA_HINT, NULL, N_("Hint: show a pair")},
        {KEYS_PLAY, KA_REDEAL, NULL, N_("Re-deal the tiles left")},
        {KEYS_PLAY, KA_UNDO, NULL, N_("Undo (relaxed games)")},
        {KEYS_PLAY, KA_REDO, NULL, N_("Redo (relaxed games)")},
        {KEYS_PLAY, KA_PAUSE, NULL, N_("Pause, and resume")},
        {KEYS_PLAY, KA_NONE, N_("B, Back"), N_("Menu (the game is kept)")},
        {KEYS_MENUS, KA_NONE, N_("D-pad, left stick"), N_("Move the focus, change a value")},
        {KEYS_MENUS, KA_NONE, "A", N_("Press the focused button")},
        {KEYS_MENUS, KA_NONE, N_("B, Back"), N_("Back, or cancel")},
        {KEYS_ENTRY, KA_NONE, "A", N_("Type the key focused")},
        {KEYS_ENTRY, KA_NONE, "X", N_("Delete the last character")},
        {KEYS_ENTRY, KA_NONE, "Y", N_("Capitals on or off")},
        {KEYS_ENTRY, KA_NONE, N_("\xe2\x89\xa1 (Start)"), N_("Done typing")},
    };
    *n = (int)(sizeof defs / sizeof defs[0]);
    return defs;
}

/* The rows as they are now, translated (the rows of a button unbound
 * left out): row i (from 0) into *row when there is one; how many. */
static int pad_help_rows(int i, pad_help_row *row)
{
    int ndefs, n = 0;
    const pad_help_def *defs = pad_help_defs(&ndefs);
    for (int k = 0; k < ndefs; k++) {
        const char *b = defs[k].buttons;
        if (defs[k].act != KA_NONE) {
            int button = padkeys_bound(defs[k].act);
            if (button == PADKEYS_NONE) {
                continue;
            }
            b = padkeys_button_words(button);
        } else if (b[1]) { /* a lone letter is left as it is */
            b = _(b);
        }
        if (n++ == i) {
            *row = (pad_help_row){defs[k].group, b, _(defs[k].what)};
        }
    }
    return n;
}

int pad_help_count(void)
{
    return pad_help_rows(-1, NULL);
}

pad_help_row pad_help_at(int i)
{
    pad_help_row row = {0, "", ""};
    pad_help_rows(i, &row);
    return row;
}
