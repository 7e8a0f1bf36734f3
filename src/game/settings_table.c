/* settings_table.c - the settings' table: one row per setting (key, type,
 * range or choices, default, label, help, widget, group), read by
 * settings.c (the values and settings.ini) and by the front's Settings
 * screen (include/llk/settings.h; docs/formats.md "Settings"). New
 * settings are one row each.
 */
#include "llk/settings.h"
#include "llk/intl.h"
#include "settings_table.h"

#include <string.h>

/* Labels and help are marked for translation (the front end translates
 * them where it draws them). */
#define N_(s) LLK_N_(s)

static const char *const anim_speeds[] = {"slow", "normal", "fast", "off",
                                          NULL};
static const char *const anim_words[] = {N_("slow"), N_("normal"), N_("fast"),
                                         N_("off")};
/* practice_time: the countdown's multiple in practice (off: none) */
static const char *const practice_times[] = {"1", "2", "4", "off", NULL};
static const char *const practice_words[] = {
    N_("as usual"), N_("twice as long"), N_("four times as long"),
    N_("no countdown")};
/* text_size: every text's size, percent */
static const char *const text_sizes[] = {"100", "125", "150", "200", NULL};
static const char *const text_size_words[] = {N_("100 %"), N_("125 %"),
                                              N_("150 %"), N_("200 %")};
/* motion: how much moves (auto: the desktop's reduced-motion) */
static const char *const motions[] = {"auto", "full", "reduced", "none", NULL};
static const char *const motion_words[] = {N_("Automatic"), N_("full"),
                                           N_("reduced"), N_("none")};
/* contrast: the marks' and texts' contrast (auto: the desktop's) */
static const char *const contrasts[] = {"auto", "normal", "high", NULL};
static const char *const contrast_words[] = {N_("Automatic"), N_("normal"),
                                             N_("high")};
/* show_kind: what the right button's press does (K always toggles) */
static const char *const show_kinds[] = {"hold", "toggle", NULL};
static const char *const show_kind_words[] = {N_("while held"),
                                              N_("until clicked again")};
/* key_ACTION: a key of the player's own for an action of the board
 * ("default": the game's; the front's keys.c names the same keys). */
static const char *const key_choices[] = {
    "default", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l",
    "m", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z", "0",
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "f1", "f2", "f3", "f4", "f5",
    "f6", "f7", "f8", "f9", "f10", "f11", "f12", "space", "tab", "return",
    "backspace", "insert", "delete", "home", "end", "pageup", "pagedown",
    "left", "right", "up", "down", "minus", "equals", "leftbracket",
    "rightbracket", "semicolon", "apostrophe", "comma", "period", "slash",
    "backslash", "grave", NULL};
#define KEY_CHOICES ((int)(sizeof key_choices / sizeof key_choices[0]) - 1)
#define KEY_ROW(key, label)                                                    \
    {key, SETTINGS_ENUM, 0, KEY_CHOICES - 1, 1, key_choices, 0, true, label,  \
     N_("Your own key for this action (default: the game's; Settings, "       \
        "Accessibility, Keys)"),                                              \
     SETTINGS_W_CHOICE, SETTINGS_G_ACCESS, false, NULL}
/* pad_ACTION: a pad's button of the player's own for an action of the
 * board ("default": the game's; SDL's names of the buttons and of the
 * triggers' axes, as the front's padkeys.c). */
static const char *const pad_choices[] = {
    "default", "a", "b", "x", "y", "back", "start", "leftshoulder",
    "rightshoulder", "leftstick", "rightstick", "lefttrigger", "righttrigger",
    NULL};
#define PAD_CHOICES ((int)(sizeof pad_choices / sizeof pad_choices[0]) - 1)
#define PAD_ROW(key, label)                                                    \
    {key, SETTINGS_ENUM, 0, PAD_CHOICES - 1, 1, pad_choices, 0, true, label,  \
     N_("Your own pad button for this action (default: the game's; "         \
        "Settings, Accessibility, Keys)"),                                    \
     SETTINGS_W_CHOICE, SETTINGS_G_ACCESS, false, NULL}
static const char *const languages[] = {"auto", "en", "zh_CN", NULL}; /* lang.c's */
/* The shift modes a card has introduced (shifts_seen), as llk_shift_name
 * writes them, "none" left out: bit k is mode k + 1 (test_settings checks
 * the names against the engine's). */
static const char *const shift_modes[] = {
    "down", "up", "left", "right", "split-vertical", "gather-vertical",
    "split-horizontal", "gather-horizontal", "top-left-bottom-right",
    "left-down-right-up", "outward", "inward", NULL};
/* The tile sets and backgrounds shipped; the front end puts in the ones it
 * finds (settings_set_choices). */
static const char *tilesets[SETTINGS_MAX_CHOICES + 1] = {"emoji", "mahjong"};
static const char *backgrounds[SETTINGS_MAX_CHOICES + 1] = {"felt", "ink", "silk", "wood"};

/* The settings_table. New settings are one row each. (Not const: the tile sets'
 * and backgrounds' choices are the ones found at start-up.) */
settings_row settings_table[] = {
    {"sfx_volume", SETTINGS_INT, 0, 100, 10, NULL, 80, false,
     N_("Sound effects"), N_("How loud the clicks and chimes are"),
     SETTINGS_W_SLIDER, SETTINGS_G_SOUND, false, NULL},
    {"fullscreen", SETTINGS_BOOL, 0, 1, 1, NULL, 0, false, N_("Fullscreen"),
     N_("Fill the whole screen (F11 switches at any time)"),
     SETTINGS_W_TOGGLE, SETTINGS_G_LOOK, false, NULL},
    {"anim_speed", SETTINGS_ENUM, 0, 3, 1, anim_speeds, 1, false,
     N_("Animation speed"),
     N_("How quickly matched tiles vanish and the board slides"),
     SETTINGS_W_CHOICE, SETTINGS_G_GAME, false, anim_words},
    {"path_ms", SETTINGS_INT, 100, 2000, 100, NULL, 300, false,
     N_("Matching line shown for"),
     N_("How long the line joining a matched pair stays on screen"),
     SETTINGS_W_SLIDER, SETTINGS_G_GAME, false, NULL},
    {"confirm_leave", SETTINGS_BOOL, 0, 1, 1, NULL, 1, false,
     N_("Ask before leaving a game"),
     N_("Ask first when a new game would replace the one you are playing"),
     SETTINGS_W_TOGGLE, SETTINGS_G_GAME, false, NULL},
    {"warn_losing", SETTINGS_BOOL, 0, 1, 1, NULL, 1, false,
     N_("Warn before a losing move"),
     N_("In practice and relaxed games, ask first when a pair would leave "
        "the board unwinnable"),
     SETTINGS_W_TOGGLE, SETTINGS_G_GAME, false, NULL},
    {"language", SETTINGS_ENUM, 0, 2, 1, languages, 0, false, N_("Language"),
     N_("The language of the game; Automatic follows your computer"),
     SETTINGS_W_CHOICE, SETTINGS_G_LANGUAGE, false, NULL},
    {"tileset", SETTINGS_ENUM, 0, 1, 1, tilesets, 0, false, N_("Tile set"),
     N_("The pictures on the tiles"), SETTINGS_W_CHOICE, SETTINGS_G_LOOK, false,
     NULL},
    {"background", SETTINGS_ENUM, 0, 3, 1, backgrounds, 0, false,
     N_("Background"), N_("The table the board lies on"), SETTINGS_W_CHOICE,
     SETTINGS_G_LOOK, false, NULL},
    {"corner_index", SETTINGS_BOOL, 0, 1, 1, NULL, 0, false,
     N_("Corner numbers always"),
     N_("Mahjong tiles show their number and suit in a corner at every size, "
        "not only when small"),
     SETTINGS_W_TOGGLE, SETTINGS_G_LOOK, false, NULL},
    {"practice_time", SETTINGS_ENUM, 0, 3, 1, practice_times, 0, false,
     N_("Time in practice"),
     N_("A chosen level's countdown: as usual, longer, or none (runs and the "
        "deal of the day keep theirs; with more time a level sets no best)"),
     SETTINGS_W_CHOICE, SETTINGS_G_ACCESS, false, practice_words},
    {"text_size", SETTINGS_ENUM, 0, 3, 1, text_sizes, 0, false,
     N_("Text size"),
     N_("How large every text of the game is drawn; the screens make room"),
     SETTINGS_W_CHOICE, SETTINGS_G_ACCESS, false, text_size_words},
    {"motion", SETTINGS_ENUM, 0, 3, 1, motions, 0, false, N_("Motion"),
     N_("How much moves on the screen: everything, only what explains the "
        "game, or nothing; Automatic follows your desktop"),
     SETTINGS_W_CHOICE, SETTINGS_G_ACCESS, false, motion_words},
    {"contrast", SETTINGS_ENUM, 0, 2, 1, contrasts, 0, false, N_("Contrast"),
     N_("High: tiles outlined, thicker marks, text on solid panels; "
        "Automatic follows your desktop"),
     SETTINGS_W_CHOICE, SETTINGS_G_ACCESS, false, contrast_words},
    {"show_kind", SETTINGS_ENUM, 0, 1, 1, show_kinds, 0, false,
     N_("Show all tiles like it"),
     N_("The right button shows every tile of its kind while held, or until "
        "it is clicked again; K shows them without a mouse"),
     SETTINGS_W_CHOICE, SETTINGS_G_ACCESS, false, show_kind_words},
    {"speech", SETTINGS_BOOL, 0, 1, 1, NULL, 0, false, N_("Speech"),
     N_("Say aloud the focused control, the cursor's tile and what happens "
        "(S: the status)"),
     SETTINGS_W_TOGGLE, SETTINGS_G_ACCESS, false, NULL},
    KEY_ROW("key_left", N_("Cursor left")),
    KEY_ROW("key_right", N_("Cursor right")),
    KEY_ROW("key_up", N_("Cursor up")),
    KEY_ROW("key_down", N_("Cursor down")),
    KEY_ROW("key_select", N_("Select the cursor's tile")),
    KEY_ROW("key_hint", N_("Hint: show a pair")),
    KEY_ROW("key_to_hint", N_("Cursor to the hinted pair")),
    KEY_ROW("key_hint_go", N_("Cursor to the hint, or a new hint")),
    KEY_ROW("key_kind", N_("Show all tiles like it")),
    KEY_ROW("key_redeal", N_("Re-deal the tiles left")),
    KEY_ROW("key_undo", N_("Undo (Shift: redo)")),
    KEY_ROW("key_way_back", N_("Dead end: undo until winnable")),
    KEY_ROW("key_show_me", N_("Show me: the game plays")),
    KEY_ROW("key_pause", N_("Pause, and resume")),
    KEY_ROW("key_help", N_("Help")),
    KEY_ROW("key_music", N_("Music on or off")),
    KEY_ROW("key_fullscreen", N_("Fullscreen on or off")),
    KEY_ROW("key_status", N_("Say the time, the score and the pairs available")),
    PAD_ROW("pad_select", N_("Select the cursor's tile")),
    PAD_ROW("pad_hint_go", N_("Cursor to the hint, or a new hint")),
    PAD_ROW("pad_kind", N_("Show all tiles like it")),
    PAD_ROW("pad_undo", N_("Undo (relaxed games)")),
    PAD_ROW("pad_redo", N_("Redo (relaxed games)")),
    PAD_ROW("pad_pause", N_("Pause, and resume")),
    PAD_ROW("pad_hint", N_("Hint: show a pair")),
    PAD_ROW("pad_redeal", N_("Re-deal the tiles left")),
    {"music_volume", SETTINGS_INT, 0, 100, 10, NULL, 70, false,
     N_("Music"), N_("How loud the music is (M turns it off and on)"),
     SETTINGS_W_SLIDER, SETTINGS_G_SOUND, false, NULL},
    {"window_w", SETTINGS_INT, 640, 16384, 1, NULL, 1024, true,
     N_("Window width"), N_("the window's width when the game last ran"),
     SETTINGS_W_SLIDER, SETTINGS_G_LOOK, false, NULL},
    {"window_h", SETTINGS_INT, 400, 16384, 1, NULL, 700, true,
     N_("Window height"), N_("the window's height when the game last ran"),
     SETTINGS_W_SLIDER, SETTINGS_G_LOOK, false, NULL},
    {"tutorial_done", SETTINGS_BOOL, 0, 1, 1, NULL, 0, true,
     N_("Tutorial done"),
     N_("the first-start tutorial was finished or skipped: not offered again"),
     SETTINGS_W_TOGGLE, SETTINGS_G_GAME, true, NULL},
    {"shifts_seen", SETTINGS_SET, 0, (1 << 12) - 1, 1, shift_modes, 0, true,
     N_("Shifts introduced"),
     N_("the shift modes whose card was shown: comma-separated, or all"),
     SETTINGS_W_CHOICE, SETTINGS_G_GAME, true, NULL},
};

#define SETTINGS_TABLE_ROWS                                                    \
    ((int)(sizeof settings_table / sizeof settings_table[0]))
_Static_assert(SETTINGS_TABLE_ROWS <= SETTINGS_ROWS_MAX,
               "settings.c keeps SETTINGS_ROWS_MAX values at most");

int settings_count(void)
{
    return SETTINGS_TABLE_ROWS;
}

const settings_row *settings_row_at(int i)
{
    return i >= 0 && i < SETTINGS_TABLE_ROWS ? &settings_table[i] : NULL;
}

bool settings_set_choices(const char *key, const char *const *names, int n)
{
    int i = settings_row_index(key);
    const char *const *was = i < 0 ? NULL : settings_table[i].choices;
    const char **list = was == tilesets      ? tilesets
                        : was == backgrounds ? backgrounds
                                             : NULL;
    if (list == NULL || n < 1 || n > SETTINGS_MAX_CHOICES) {
        return false;
    }
    /* the default stays the same name when it is still there */
    const char *def = list[settings_table[i].def];
    int newdef = 0;
    for (int k = 0; k < n; k++) {
        if (strcmp(names[k], def) == 0) {
            newdef = k;
        }
    }
    for (int k = 0; k < n; k++) {
        list[k] = names[k];
    }
    list[n] = NULL;
    settings_table[i].max = n - 1;
    settings_table[i].def = newdef;
    return true;
}

int settings_row_index(const char *key)
{
    for (int i = 0; key != NULL && i < SETTINGS_TABLE_ROWS; i++) {
        if (strcmp(settings_table[i].key, key) == 0) {
            return i;
        }
    }
    return -1;
}

const settings_row *settings_find(const char *key)
{
    int i = settings_row_index(key);
    return i >= 0 ? &settings_table[i] : NULL;
}
