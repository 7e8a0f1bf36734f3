/* remember.c - what the game remembers, as the front end uses it: the
 * settings (applied to the window, the sound and the animations; saved at
 * once when changed on screen), and the scores and statistics (the game's
 * events taken after every input and frame; a run that enters the table
 * asks for a name on the menu).
 *
 * The files are the game layer's (settings.h, profile.h); this file picks
 * their places: $XDG_CONFIG_HOME/lianliankan/settings.ini,
 * $XDG_STATE_HOME/lianliankan/first_start.ini (the settings rows kept
 * apart: the tutorial done, the shift cards seen; moved there from an
 * older settings.ini) and $XDG_DATA_HOME/lianliankan/. Nowhere to keep
 * them: one warning, and the game plays on with what it has in memory.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "screens.h"
#include "audio.h"
#include "fx.h"
#include "flow.h"
#include "draw.h"
#include "prefs.h"
#include "session.h"
#include "lang.h"
#include "i18n.h"
#include "keys.h"
#include "padkeys.h"
#include "llk/files.h"
#include "options.h"
#include "theme.h"
#include "text.h"
#include "desktop.h"
#include "diag.h"

static void on_settings_warning(void *ctx, const char *msg)
{
    remember_warn(ctx, msg);
}

/* The settings file could not be used as it was: 1 some lines were reset
 * to their defaults, 2 the whole file was set aside (settings.ini.bad);
 * the menu says so once (remember_settings_notice). */
static int settings_reset;

const char *remember_settings_notice(void)
{
    switch (settings_reset) {
    case 1:
        return _("Some settings could not be read and were reset to their "
                 "defaults.");
    case 2:
        return _("The settings could not be read and were reset "
                 "(the old file is kept as settings.ini.bad).");
    default:
        return NULL;
    }
}

void remember_settings_notice_seen(void)
{
    settings_reset = 0;
}

/* The tile sets and backgrounds found (theme_scan) are the choices of
 * their settings rows; the command line's names override for the run. */
static void theme_choices(const front_app *a)
{
    int n;
    const char *const *names = theme_tilesets(a, &n);
    settings_set_choices("tileset", names, n);
    names = theme_backgrounds(a, &n);
    settings_set_choices("background", names, n);
}

static void theme_override(settings *set, const char *key, const char *name)
{
    int v;
    if (name && settings_parse_value(settings_find(key), name, &v)) {
        settings_override(set, key, v);
    }
}

static void save_settings(front_app *a);
static void save_apart(front_app *a);

/* The first start's state, in its own file beside the saves; lines of it
 * in settings.ini (from before it moved) join it and move there. */
static void open_apart(front_app *a)
{
    char dir[sizeof prefs(a)->apart_path - 24], err[512];
    if (file_app_dir("state", true, dir, sizeof dir, err, sizeof err) != 0) {
        return; /* settings.ini keeps them, as it did */
    }
    snprintf(prefs(a)->apart_path, sizeof prefs(a)->apart_path,
             "%s/first_start.ini", dir);
    settings_load_apart(prefs(a)->set, prefs(a)->apart_path,
                        on_settings_warning, a);
    if (settings_migrates(prefs(a)->set)) {
        save_apart(a);
        save_settings(a);
    }
}

static void open_settings(front_app *a, const front_opts *o)
{
    char dir[sizeof prefs(a)->settings_path - 16], err[512];
    theme_choices(a);
    prefs(a)->set = settings_new();
    if (prefs(a)->set == NULL) {
        fprintf(stderr, "lianliankan: out of memory\n");
        exit(1);
    }
    if (file_app_dir("config", true, dir, sizeof dir, err, sizeof err) != 0) {
        fprintf(stderr, "lianliankan: the settings will not be kept: %s\n",
                err);
    } else {
        snprintf(prefs(a)->settings_path, sizeof prefs(a)->settings_path,
                 "%s/settings.ini", dir);
        if (settings_load_file(prefs(a)->set, prefs(a)->settings_path,
                               on_settings_warning, a) > 0) {
            /* gone from its place: moved aside whole */
            FILE *f = fopen(prefs(a)->settings_path, "r");
            settings_reset = f ? 1 : 2;
            if (f) {
                fclose(f);
            }
        }
    }
    open_apart(a);
    if (o->have_window) {
        settings_override(prefs(a)->set, "fullscreen", o->fullscreen);
        if (!o->fullscreen) {
            settings_override(prefs(a)->set, "window_w", o->win_w);
            settings_override(prefs(a)->set, "window_h", o->win_h);
        }
    }
    theme_override(prefs(a)->set, "tileset", o->tileset);
    theme_override(prefs(a)->set, "background", o->background);
}

void remember_open(front_app *a, const front_opts *o)
{
    char dir[900], err[512], warn[2048];
    /* asked now, answered by remember_apply */
    a->svc.desk = desktop_open(diag(a)->trace);
    open_settings(a, o);
    if (file_app_dir("data", true, dir, sizeof dir, err, sizeof err) != 0) {
        fprintf(stderr, "lianliankan: scores and statistics will not be "
                "kept: %s\n", err);
        profile_open(&prefs(a)->prof, NULL, warn, sizeof warn);
        return;
    }
    profile_open(&prefs(a)->prof, dir, warn, sizeof warn);
    if (warn[0]) {
        remember_warn(a, warn);
    }
}

static void save_settings(front_app *a)
{
    char err[512];
    if (!prefs(a)->settings_path[0]) {
        return;
    }
    if (settings_save_file(prefs(a)->set, prefs(a)->settings_path, err,
                           sizeof err) != 0 &&
        !prefs(a)->settings_failed) {
        fprintf(stderr, "lianliankan: the settings are not saved: %s\n", err);
        prefs(a)->settings_failed = true;
    }
}

static void save_apart(front_app *a)
{
    char err[512];
    if (prefs(a)->apart_path[0] &&
        settings_save_apart(prefs(a)->set, prefs(a)->apart_path, err,
                            sizeof err) != 0) {
        /* settings.ini keeps them from now on */
        fprintf(stderr, "lianliankan: the first start's state is not "
                "saved apart: %s\n", err);
        prefs(a)->apart_path[0] = '\0';
    }
}

/* The tile set or background of the settings, in use at once. One that
 * cannot be loaded (theme_set_* said why) is refused: the setting goes
 * back to the one in use, with a notice. Before the window: nothing. */
static void apply_theme(front_app *a, bool tileset)
{
    const char *key = tileset ? "tileset" : "background";
    const char *now = tileset ? theme_tileset(a) : theme_background(a);
    char want[32];
    settings_get_text(prefs(a)->set, key, want, sizeof want);
    if (!a->ren || strcmp(want, now) == 0 || !theme_known(a, tileset, want)) {
        return;
    }
    if (tileset ? theme_set_tileset(a, want) : theme_set_background(a, want)) {
        a->dirty = true;
        return;
    }
    int v;
    if (settings_parse_value(settings_find(key), now, &v)) {
        settings_set(prefs(a)->set, key, v);
    }
    front_notice(a, tileset ? _("That tile set cannot be used")
                            : _("That background cannot be used"));
}

static void apply_tileset(front_app *a, int v)
{
    (void)v;
    apply_theme(a, true);
}

static void apply_background(front_app *a, int v)
{
    (void)v;
    apply_theme(a, false);
}

/* Corner indices at every size or only on small tiles: the tiles are
 * drawn again. */
static void apply_corner_index(front_app *a, int on)
{
    int index;
    const char *font = text_font_file(false, true, &index);
    tile_index_setup(font ? font : "", on != 0);
    draw_forget_tiles(a);
    a->dirty = true;
}

/* Only a new language re-binds and empties the text cache. */
static void apply_language(front_app *a, int lang)
{
    if (lang >= 0 && lang < 3 && strcmp(lang_choice(), lang_choices[lang]) != 0
        && lang_set(lang_choices[lang])) {
        layout_board(a); /* the labels' widths changed */
        a->dirty = true;
    }
}

static void apply_sfx(front_app *a, int v)
{
    audio_set_volume(a->svc.audio, v);
}

static void apply_music(front_app *a, int v)
{
    music_set_volume(a->svc.music, v);
}

/* Practice time: the countdown of each practice level begun from now. */
static void apply_practice_time(front_app *a, int v)
{
    static const int scales[] = {1, 2, 4, 0}; /* "1", "2", "4", "off" */
    if (a->ses) {
        session_set_practice_time(a->ses, v >= 0 && v < 4 ? scales[v] : 1);
    }
}

/* Text size: the fonts opened again at the new size, the board laid out
 * again (the screens lay themselves out from the fonts every frame). */
static void apply_text_size(front_app *a, int v)
{
    static const int pcts[] = {100, 125, 150, 200};
    int pct = v >= 0 && v < 4 ? pcts[v] : 100;
    if (pct != kit_text_size_pct()) {
        kit_set_text_pct(pct);
        if (a->ren) {
            text_resize(a->pix_w, a->pix_h);
            layout_board(a);
            a->dirty = true;
        }
    }
}

/* Motion and contrast: the setting, or when it is auto the desktop's
 * preference (desktop.c), else the default (full, normal); where each
 * came from for the state file's "applied". */
static const char *motion_from = "default", *contrast_from = "default";

static void apply_motion(front_app *a, int v)
{
    /* -1 unknown, 0, 1 reduce */
    int desk = desktop_reduced_motion(a->svc.desk);
    fx_motion_level m = FX_MOTION_FULL;
    if (v >= 1 && v <= 3) { /* "auto", "full", "reduced", "none" */
        m = (fx_motion_level)(v - 1);
        motion_from = "setting";
    } else if (desk >= 0) {
        m = desk ? FX_MOTION_REDUCED : FX_MOTION_FULL;
        motion_from = "desktop";
    } else {
        motion_from = "default";
    }
    fx_set_motion(a, m);
}

static void apply_contrast(front_app *a, int v)
{
    int desk = desktop_contrast(a->svc.desk); /* -1 unknown, 0, 1 higher */
    bool high = v == 2;            /* "auto", "normal", "high" */
    contrast_from = v ? "setting" : desk >= 0 ? "desktop" : "default";
    if (v == 0 && desk >= 0) {
        high = desk == 1;
    }
    if (high != kit_high_contrast()) {
        kit_set_high_contrast(high);
        a->dirty = true;
    }
}

static void apply_fullscreen(front_app *a, int v)
{
    if (a->win && (v != 0) != a->fullscreen) {
        a->fullscreen_asked = v ? 2 : 1; /* main.c switches the window */
    }
}

/* Each setting's apply hook, by key; a setting without one is read where
 * it is used (confirm_leave: flow.c; window_w, window_h: at start-up). */
static const struct {
    const char *key;
    void (*apply)(front_app *a, int value);
} remember_hooks[] = {
    {"anim_speed", fx_apply_speed},   {"path_ms", fx_apply_path_ms},
    {"language", apply_language},     {"sfx_volume", apply_sfx},
    {"music_volume", apply_music},    {"tileset", apply_tileset},
    {"background", apply_background}, {"fullscreen", apply_fullscreen},
    {"corner_index", apply_corner_index},
    {"practice_time", apply_practice_time},
    {"text_size", apply_text_size},   {"contrast", apply_contrast},
    {"motion", apply_motion},         {"speech", speech_apply}};

/* The i-th bindable action's key as its setting names it (0: the game's);
 * name gets the setting's text, *key its key. */
static SDL_Keycode key_setting(front_app *a, int i, key_action *act,
                               const char **key, char *name, size_t len)
{
    *key = keys_bind_at(i, act);
    settings_get_text(prefs(a)->set, *key, name, len);
    return keys_sym_from_setting(name);
}

/* The player's keys (key_ACTION): every action on the key its setting
 * names, else the table's. A key another action keeps is refused (said on
 * standard error, the table's key kept): passes go on while one binds,
 * so that a key one action leaves for another is taken in any order. */
static void apply_keys(front_app *a)
{
    int n = keys_bind_count();
    bool done[64] = {false};
    key_action act;
    const char *key;
    char name[32], why[160];
    keys_unbind_all();
    for (bool more = true; more;) { /* until a pass binds nothing more */
        more = false;
        for (int i = 0; i < n && i < 64; i++) {
            SDL_Keycode sym = key_setting(a, i, &act, &key, name, sizeof name);
            if (!done[i] && (!sym || !keys_bind(act, sym, why, sizeof why))) {
                done[i] = more = true;
            }
        }
    }
    for (int i = 0; i < n && i < 64; i++) {
        SDL_Keycode sym = key_setting(a, i, &act, &key, name, sizeof name);
        if (!done[i] && keys_bind(act, sym, why, sizeof why)) {
            fprintf(stderr, "lianliankan: %s = %s: %s\n", key, name, why);
        }
    }
    a->dirty = true;
}

/* The player's pad buttons (pad_ACTION), all at once (a swap binds): a
 * button another action keeps is refused, said on standard error. */
static void apply_pads(front_app *a)
{
    int n = padkeys_count(), want[16];
    bool refused[16];
    key_action act;
    char name[32], why[160];
    for (int i = 0; i < n && i < 16; i++) {
        settings_get_text(prefs(a)->set, padkeys_at(i, &act), name, sizeof name);
        want[i] = padkeys_button_from_setting(name);
    }
    padkeys_bind_all(want, refused);
    for (int i = 0; i < n && i < 16; i++) {
        const char *key = padkeys_at(i, &act);
        if (refused[i] && padkeys_bind_check(act, want[i], why, sizeof why)) {
            settings_get_text(prefs(a)->set, key, name, sizeof name);
            fprintf(stderr, "lianliankan: %s = %s: %s\n", key, name, why);
        }
    }
    a->dirty = true;
}

/* Whether key is a key_ or pad_ row (applied all at once). */
static bool remember_bound(const char *key)
{
    return strncmp(key, "key_", 4) == 0 || strncmp(key, "pad_", 4) == 0;
}

static void apply_key(front_app *a, const char *key)
{
    if (strncmp(key, "key_", 4) == 0) {
        apply_keys(a);
        return;
    }
    if (strncmp(key, "pad_", 4) == 0) {
        apply_pads(a);
        return;
    }
    for (size_t i = 0; i < sizeof remember_hooks / sizeof remember_hooks[0];
         i++) {
        if (strcmp(remember_hooks[i].key, key) == 0) {
            remember_hooks[i].apply(a, settings_get(prefs(a)->set, key));
        }
    }
}

void remember_apply(front_app *a)
{
    /* the desktop's answers, if they come in time */
    desktop_settle(a->svc.desk, 250);
    for (int i = 0; i < settings_count(); i++) {
        const char *key = settings_row_at(i)->key;
        if (!remember_bound(key)) {
            apply_key(a, key);
        }
    }
    apply_keys(a); /* all of them at once */
    apply_pads(a);
}

/* The desktop's preferences changed: motion and contrast follow when
 * their settings are auto. */
static void remember_desktop(front_app *a)
{
    if (desktop_poll(a->svc.desk)) {
        apply_key(a, "motion");
        apply_key(a, "contrast");
        a->dirty = true; /* drawn again; the state file written */
    }
}

void remember_changed(front_app *a, const char *key)
{
    apply_key(a, key);
    if (strcmp(key, "sfx_volume") == 0) {
        audio_play(a->svc.audio, SND_MATCH); /* the volume as it now is */
    }
    const settings_row *row = settings_find(key);
    if (row != NULL && row->apart && prefs(a)->apart_path[0]) {
        save_apart(a);
        if (!prefs(a)->apart_path[0]) {
            save_settings(a); /* it failed: settings.ini keeps them now */
        }
    } else {
        save_settings(a);
    }
}

void remember_applied(front_app *a, game_view *v)
{
    v->has_applied = true;
    v->applied_anim_pct = (int)fx_speed_pct();
    v->applied_path_ms = (int)fx_path_ms();
    v->applied_sfx = audio_mixer_volume(a->svc.audio);
    v->applied_music = music_volume(a->svc.music);
    v->applied_tileset = theme_tileset(a);
    v->applied_background = theme_background(a);
    v->applied_motion = fx_motion_name(fx_motion_now());
    v->applied_motion_from = motion_from;
    v->applied_contrast = kit_high_contrast() ? "high" : "normal";
    v->applied_contrast_from = contrast_from;
}

void remember_window(front_app *a)
{
    int w, h;
    if (a->fullscreen || settings_is_overridden(prefs(a)->set, "window_w")) {
        return;
    }
    SDL_GetWindowSize(a->win, &w, &h);
    if (w != settings_get(prefs(a)->set, "window_w")
        || h != settings_get(prefs(a)->set, "window_h")) {
        /* out of range (smaller than the minimum): not remembered */
        settings_set(prefs(a)->set, "window_w", w);
        settings_set(prefs(a)->set, "window_h", h);
    }
}

/* Who sees each game event before it is recorded (remember_on_event). */
static void (*remember_note)(front_app *a, const game_event *e);

void remember_on_event(void (*note)(front_app *a, const game_event *e))
{
    remember_note = note;
}

void remember_events(front_app *a)
{
    game_event ev[64];
    char warn[2048];
    int n;
    for (;;) {
        n = session_take_events(a->ses, ev, 64, warn, sizeof warn);
        if (warn[0]) {
            remember_warn(a, warn);
        }
        if (n == 0) {
            break;
        }
        for (int i = 0; remember_note && i < n; i++) {
            remember_note(a, &ev[i]); /* before the bests change */
        }
        session_record(a->ses, &prefs(a)->prof, ev, n, warn, sizeof warn);
        if (warn[0] && !prefs(a)->profile_failed) {
            remember_warn(a, warn);
            prefs(a)->profile_failed = strstr(warn, "cannot") != NULL;
        }
    }
    switch (session_take_notice(a->ses)) {
    case SESSION_NOTICE_DAILY_SCORED:
        front_notice(a, _("The deal of the day: this attempt counts"));
        break;
    case SESSION_NOTICE_DAILY_AGAIN:
        front_notice(a, _("The deal of the day, again: practice"));
        break;
    default:
        break;
    }
}

void remember_after(front_app *a)
{
    remember_events(a);
    remember_desktop(a);
}

int remember_name_done(front_app *a, const char *name, game_difficulty *d)
{
    char warn[2048];
    if (!session_name_wanted(a->ses)) {
        return -1;
    }
    *d = session_run_end(a->ses)->diff;
    int place = session_name_given(a->ses, &prefs(a)->prof, name,
                                   (long long)time(NULL), warn, sizeof warn);
    if (warn[0]) {
        remember_warn(a, warn);
    }
    return place;
}

void remember_quit(front_app *a)
{
    if (a->ses) {
        remember_events(a);
    }
    if (a->ses && session_name_wanted(a->ses)) {
        game_difficulty d;
        remember_name_done(a, "", &d); /* the default name: no run lost */
    }
    if (a->win) {
        remember_window(a);
    }
    save_settings(a);
    desktop_close(a->svc.desk);
    a->svc.desk = NULL;
}
