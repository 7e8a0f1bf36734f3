/* theme.c - tile sets and backgrounds: what there is, and switching.
 *
 * The tile set "emoji" is the assets directory itself (tiles.png,
 * tiles.txt); every directory assets/tilesets/NAME with a tiles.txt is the
 * tile set NAME. Every assets/backgrounds/NAME.png is a background, drawn
 * repeated across the window at its own size (they tile seamlessly), so a
 * frame copies a few unscaled rectangles and nothing is rescaled.
 */
#define _POSIX_C_SOURCE 200809L /* DIR, readdir */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <SDL_image.h>

#include "assets.h"
#include "draw.h"
#include "i18n.h"
#include "theme.h"
#include "screen_state.h"
#include "llk/settings.h"

typedef struct name_list {
    char names[THEME_MAX_NAMES][THEME_NAME_LEN];
    const char *ptrs[THEME_MAX_NAMES];
    int n;
} name_list;

/* What there is and what is on show: the app's (screen_state.h). */
typedef struct theme_own {
    char dir[512];
    name_list sets, bgs;
    SDL_Texture *bg_tex;
    int bg_w, bg_h;
    char cur_set[THEME_NAME_LEN];
    char cur_bg[THEME_NAME_LEN];
} theme_own;

static void theme_own_init(void *block)
{
    theme_own *t = block;
    snprintf(t->cur_set, sizeof t->cur_set, "%s", THEME_DEFAULT_TILESET);
}

static theme_own *T(const front_app *a)
{
    static const char key = 't'; /* its address is the key */
    return front_state_init(a, &key, sizeof(theme_own), theme_own_init);
}

/* A name we accept: 1..THEME_NAME_LEN-1 of [A-Za-z0-9_-]. */
static bool theme_good_name(const char *s, size_t len)
{
    if (len == 0 || len >= THEME_NAME_LEN) {
        return false;
    }
    for (size_t i = 0; i < len; i++) {
        char c = s[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '-' || c == '_')) {
            return false;
        }
    }
    return true;
}

static void list_add(name_list *l, const char *s, size_t len)
{
    if (l->n >= THEME_MAX_NAMES || !theme_good_name(s, len)) {
        return;
    }
    for (int i = 0; i < l->n; i++) {
        if (strlen(l->names[i]) == len && strncmp(l->names[i], s, len) == 0) {
            return;
        }
    }
    snprintf(l->names[l->n], THEME_NAME_LEN, "%.*s", (int)len, s);
    l->n++;
}

static int name_cmp(const void *x, const void *y)
{
    return strcmp((const char *)x, (const char *)y);
}

static bool theme_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* The entries of dir/sub: tile set directories (with a tiles.txt) or
 * backgrounds (NAME.png), sorted from position `from` of the list. */
static void theme_list(const char *dir, name_list *l, const char *sub, bool sets,
                       int from)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, sub);
    DIR *d = opendir(path);
    if (d) {
        struct dirent *e;
        while ((e = readdir(d)) != NULL) {
            const char *nm = e->d_name;
            size_t len = strlen(nm);
            char probe[1400];
            if (sets) {
                snprintf(probe, sizeof probe, "%s/%s/tiles.txt", path, nm);
                if (nm[0] != '.' && theme_file(probe)) {
                    list_add(l, nm, len);
                }
            } else if (len > 4 && strcmp(nm + len - 4, ".png") == 0) {
                snprintf(probe, sizeof probe, "%s/%s", path, nm);
                if (theme_file(probe)) {
                    list_add(l, nm, len - 4);
                }
            }
        }
        closedir(d);
    }
    if (l->n > from) {
        qsort(l->names[from], (size_t)(l->n - from), THEME_NAME_LEN, name_cmp);
    }
    for (int i = 0; i < l->n; i++) {
        l->ptrs[i] = l->names[i];
    }
}

void theme_scan(front_app *a, const char *assets_dir)
{
    snprintf(T(a)->dir, sizeof T(a)->dir, "%s", assets_dir);
    memset(&T(a)->sets, 0, sizeof T(a)->sets);
    memset(&T(a)->bgs, 0, sizeof T(a)->bgs);
    list_add(&T(a)->sets, THEME_DEFAULT_TILESET, strlen(THEME_DEFAULT_TILESET));
    theme_list(T(a)->dir, &T(a)->sets, "tilesets", true, 1);
    theme_list(T(a)->dir, &T(a)->bgs, "backgrounds", false, 0);
}

static bool list_has(const name_list *l, const char *name)
{
    for (int i = 0; i < l->n; i++) {
        if (strcmp(l->names[i], name) == 0) {
            return true;
        }
    }
    return false;
}

bool theme_known(const front_app *a, bool tileset, const char *name)
{
    return list_has(tileset ? &T(a)->sets : &T(a)->bgs, name);
}

const char *const *theme_tilesets(const front_app *a, int *n)
{
    *n = T(a)->sets.n;
    return T(a)->sets.ptrs;
}

const char *const *theme_backgrounds(const front_app *a, int *n)
{
    *n = T(a)->bgs.n;
    return T(a)->bgs.ptrs;
}

/* "a, b, c": the names of a list, for messages. */
static void list_join(const name_list *l, char *out, size_t len)
{
    out[0] = '\0';
    size_t used = 0;
    for (int i = 0; i < l->n && used < len; i++) {
        int k = snprintf(out + used, len - used, "%s%s", i ? ", " : "", l->names[i]);
        used += k > 0 ? (size_t)k : 0;
    }
}

static void theme_unknown(const front_app *a, const char *what, const char *name,
                          const name_list *l)
{
    char have[512];
    list_join(l, have, sizeof have);
    front_error("no %s '%s' in %s (there are: %s)\n", what, name, T(a)->dir,
            l->n ? have : "none");
}

bool theme_require(const front_app *a, bool tileset, const char *name)
{
    if (theme_known(a, tileset, name)) {
        return true;
    }
    theme_unknown(a, tileset ? "tile set" : "background", name, tileset ? &T(a)->sets : &T(a)->bgs);
    return false;
}

bool theme_set_tileset(front_app *a, const char *name)
{
    if (!theme_require(a, true, name)) {
        return false;
    }
    char dir[1024];
    if (strcmp(name, THEME_DEFAULT_TILESET) == 0) {
        snprintf(dir, sizeof dir, "%s", T(a)->dir);
    } else {
        snprintf(dir, sizeof dir, "%s/tilesets/%s", T(a)->dir, name);
    }
    if (!a->ren || !atlas_load(a->ren, dir)) {
        return false;
    }
    draw_forget_tiles(a); /* the pre-drawn tiles show the old faces */
    snprintf(T(a)->cur_set, sizeof T(a)->cur_set, "%s", name);
    return true;
}

bool theme_set_background(front_app *a, const char *name)
{
    if (!theme_require(a, false, name)) {
        return false;
    }
    char path[1024];
    snprintf(path, sizeof path, "%s/backgrounds/%s.png", T(a)->dir, name);
    SDL_Surface *s = assets_quiet_load(path);
    SDL_Texture *t = s && a->ren ? SDL_CreateTextureFromSurface(a->ren, s) : NULL;
    if (!t) {
        front_error(_("cannot load the background %s (%s)\n"), path,
                s ? SDL_GetError() : IMG_GetError());
        SDL_FreeSurface(s);
        return false;
    }
    T(a)->bg_w = s->w;
    T(a)->bg_h = s->h;
    SDL_FreeSurface(s);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
    if (T(a)->bg_tex) {
        SDL_DestroyTexture(T(a)->bg_tex);
    }
    T(a)->bg_tex = t;
    snprintf(T(a)->cur_bg, sizeof T(a)->cur_bg, "%s", name);
    return true;
}

const char *theme_tileset(const front_app *a)
{
    return T(a)->cur_set;
}

const char *theme_background(const front_app *a)
{
    return T(a)->cur_bg;
}

bool theme_draw_background(const front_app *a, int w, int h)
{
    if (!T(a)->bg_tex || T(a)->bg_w <= 0 || T(a)->bg_h <= 0) {
        return false;
    }
    for (int y = 0; y < h; y += T(a)->bg_h) {
        for (int x = 0; x < w; x += T(a)->bg_w) {
            SDL_Rect src = {0, 0, w - x < T(a)->bg_w ? w - x : T(a)->bg_w, h - y < T(a)->bg_h ? h - y : T(a)->bg_h};
            SDL_Rect dst = {x, y, src.w, src.h};
            SDL_RenderCopy(a->ren, T(a)->bg_tex, &src, &dst);
        }
    }
    return true;
}

bool theme_draw_swatch(const front_app *a, SDL_Rect box)
{
    if (!T(a)->bg_tex || T(a)->bg_w <= 0 || T(a)->bg_h <= 0 || box.w <= 0 || box.h <= 0) {
        return false;
    }
    SDL_Rect src = {0, 0, box.w < T(a)->bg_w ? box.w : T(a)->bg_w,
                    box.h < T(a)->bg_h ? box.h : T(a)->bg_h};
    SDL_RenderCopy(a->ren, T(a)->bg_tex, &src, &box);
    return true;
}

void theme_close(front_app *a)
{
    if (T(a)->bg_tex) {
        SDL_DestroyTexture(T(a)->bg_tex);
        T(a)->bg_tex = NULL;
    }
    T(a)->cur_bg[0] = '\0';
}

/* The tile set and background of the settings (or the command line).
 * A tile set that cannot be used is fatal when asked for on the command
 * line or the default; a remembered one gives way to the default for
 * this run. A background missing is flat green. */
bool theme_from_settings(front_app *a, settings *set)
{
    char name[32];
    settings_get_text(set, "tileset", name, sizeof name);
    if (!theme_set_tileset(a, name)) {
        if (settings_is_overridden(set, "tileset") ||
            strcmp(name, THEME_DEFAULT_TILESET) == 0) {
            return false;
        }
        int v;
        front_error(_("using the tile set %s instead\n"),
                THEME_DEFAULT_TILESET);
        if (!theme_set_tileset(a, THEME_DEFAULT_TILESET)) {
            return false;
        }
        if (settings_parse_value(settings_find("tileset"),
                                 THEME_DEFAULT_TILESET, &v)) {
            settings_override(set, "tileset", v);
        }
    }
    settings_get_text(set, "background", name, sizeof name);
    if (theme_known(a, false, name)) {
        theme_set_background(a, name);
    }
    return true;
}
