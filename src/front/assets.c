/* assets.c - where the assets are, and the tile atlas.
 *
 * The atlas assets/tiles.png holds square faces, 8 per row; the face of
 * kind k is at column (k-1)%8, row (k-1)/8. tiles.txt names the faces,
 * one a line: the atlas must have exactly those faces drawn (the first N
 * cells, the others blank), and no more than one spare row of cells of at
 * most 1024 px. Any problem, a missing or unreadable file included, gives
 * one line naming the file (and the game stops).
 *
 * A tile set may hold the same faces at other sizes, tiles-N.png (faces of
 * N px). Only one atlas is held at a time: the smallest at least as large
 * as the faces drawn (else the largest), chosen when the layout changes
 * (atlas_fit) and scaled with linear filtering. Once the tiles are
 * pre-drawn from it (draw.c) it is released (atlas_release: 2 MB for the
 * 96 px mahjong atlas) and read again only when drawn from again. A size
 * that turns out bad is said once and left out; a set whose sizes leave gaps of more than
 * 1.5x (or none small enough for the smallest tiles) is said once.
 */
#define _POSIX_C_SOURCE 200809L /* dup, dup2 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <SDL_image.h>

#include "llk/game.h"
#include "assets.h"
#include "i18n.h"

#define ATLAS_PER_ROW 8
#define ATLAS_MAX_SIZES 16
/* the smallest face the game draws (hard at 640x400), and the most a
 * source is reduced */
#define ATLAS_MIN_DRAWN 19
#define ATLAS_MAX_REDUCE 1.5

static SDL_Texture *atlas_tex;
static int atlas_face;  /* face size in pixels of the atlas chosen (held or released) */
static int atlas_count; /* number of faces */
static int atlas_want;  /* the size of the faces drawn, 0 = not known */
static char atlas_dir[1024];
static int atlas_sizes[ATLAS_MAX_SIZES]; /* the set's face sizes, ascending */
static int atlas_nsizes;
static int atlas_base; /* the face size of tiles.png */

static bool assets_is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

bool assets_dir_found(const char *dir)
{
    return assets_is_dir(dir);
}

void assets_find_dir(char *out, size_t len)
{
    const char *env = SDL_getenv("LLK_ASSETS");
    if (env && *env) {
        snprintf(out, len, "%s", env);
        return;
    }
    char *base = SDL_GetBasePath();
    if (base) {
        /* a build in the source tree (build/, build/san/), assets beside
         * the program, then an installed tree (make install puts them in
         * $(DATADIR)/lianliankan, DATADIR next to BINDIR; also the Debian
         * games layout), wherever the tree was moved */
        const char *tries[] = {"../assets", "../../assets", "assets", "../share/lianliankan",
                               "../share/games/lianliankan"};
        for (size_t i = 0; i < sizeof tries / sizeof tries[0]; i++) {
            char path[1024];
            snprintf(path, sizeof path, "%s%s", base, tries[i]);
            if (assets_is_dir(path)) {
                snprintf(out, len, "%s", path);
                SDL_free(base);
                return;
            }
        }
        SDL_free(base);
    }
    snprintf(out, len, "assets");
}

/* IMG_Load with stderr closed: libpng prints its own line about a broken
 * file, and we say it once, naming the file. */
SDL_Surface *assets_quiet_load(const char *path)
{
    fflush(stderr);
    int saved = dup(2);
    int null = open("/dev/null", O_WRONLY);
    if (saved >= 0 && null >= 0) {
        dup2(null, 2);
    }
    SDL_Surface *s = IMG_Load(path);
    if (saved >= 0 && null >= 0) {
        dup2(saved, 2);
    }
    if (saved >= 0) {
        close(saved);
    }
    if (null >= 0) {
        close(null);
    }
    return s;
}

enum {
    ATLAS_MAX_FACE = 1024, /* largest face side in pixels accepted */
    ATLAS_MAX_LINE = 256   /* longest tiles.txt line */
};

/* The faces tiles.txt names: its non-blank lines; -1 when it cannot be
 * read (said, naming it). */
static int atlas_names(const char *dir)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/tiles.txt", dir);
    FILE *f = fopen(path, "r");
    if (!f) {
        front_error(_("cannot read the tile list %s: %s\n"), path,
                strerror(errno));
        return -1;
    }
    int lines = 0, ch;
    bool text = false;
    while ((ch = fgetc(f)) != EOF) {
        if (ch == '\n' || ch == '\r') {
            lines += text;
            text = false;
        } else if (ch != ' ' && ch != '\t') {
            text = true;
        }
    }
    lines += text;
    fclose(f);
    if (lines == 0) {
        front_error(_("the tile list %s names no face\n"), path);
        return -1;
    }
    return lines;
}

/* The faces' names as tiles.txt gives them ("1 U+1F418 elephant": from
 * the third word on), kind k's at k - 1, for speech (speak.c). */
enum { ATLAS_NAMES = 128, ATLAS_NAME_LEN = 48 };
static char atlas_name_of[ATLAS_NAMES][ATLAS_NAME_LEN];

static void atlas_read_names(const char *dir)
{
    char path[1024], line[ATLAS_MAX_LINE];
    snprintf(path, sizeof path, "%s/tiles.txt", dir);
    memset(atlas_name_of, 0, sizeof atlas_name_of);
    FILE *f = fopen(path, "r");
    for (int k = 0; f && k < ATLAS_NAMES && fgets(line, sizeof line, f);) {
        int at = -1;
        line[strcspn(line, "\r\n")] = '\0';
        if (sscanf(line, "%*s %*s %n", &at) == 0 && at > 0 && line[at]) {
            snprintf(atlas_name_of[k], ATLAS_NAME_LEN, "%s", line + at);
        }
        k += strspn(line, " \t") < strlen(line); /* a blank line names none */
    }
    if (f) {
        fclose(f);
    }
}

const char *atlas_name(int kind)
{
    return kind >= 1 && kind <= ATLAS_NAMES ? atlas_name_of[kind - 1] : "";
}

/* The atlas's size from its PNG header (signature, IHDR), read before any
 * decoding; false when it is no PNG (the decoder then says so). */
static bool png_size(const char *path, long *w, long *h)
{
    unsigned char hd[24];
    FILE *f = fopen(path, "rb");
    if (!f) {
        return false;
    }
    bool ok = fread(hd, 1, sizeof hd, f) == sizeof hd &&
              memcmp(hd, "\x89PNG\r\n\x1a\n", 8) == 0 && memcmp(hd + 12, "IHDR", 4) == 0;
    fclose(f);
    if (ok) {
        *w = (long)hd[16] << 24 | (long)hd[17] << 16 | (long)hd[18] << 8 | hd[19];
        *h = (long)hd[20] << 24 | (long)hd[21] << 16 | (long)hd[22] << 8 | hd[23];
    }
    return ok;
}

/* Whether face k (from 0) of the RGBA surface s has a visible pixel. */
static bool face_drawn(const SDL_Surface *s, int face, int k)
{
    int x0 = (k % ATLAS_PER_ROW) * face, y0 = (k / ATLAS_PER_ROW) * face;
    for (int y = y0; y < y0 + face; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch);
        for (int x = x0; x < x0 + face; x++) {
            Uint8 r, g, b, a;
            SDL_GetRGBA(row[x], s->format, &r, &g, &b, &a);
            if (a > 0) {
                return true;
            }
        }
    }
    return false;
}

/* The atlas against the list: exactly the first `names` faces drawn. */
static bool atlas_matches(SDL_Surface *s, int face, const char *path, int names)
{
    /* PNGs with alpha decode as RGBA32: no copy then */
    SDL_Surface *rgba = s->format->format == SDL_PIXELFORMAT_RGBA32
                            ? s
                            : SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0);
    if (!rgba) {
        front_error(_("tile atlas %s: %s\n"), path, SDL_GetError());
        return false;
    }
    int cells = (rgba->h / face) * ATLAS_PER_ROW, drawn = 0, first_blank = -1;
    SDL_LockSurface(rgba);
    for (int k = 0; k < cells; k++) {
        if (face_drawn(rgba, face, k)) {
            drawn++;
        } else if (first_blank < 0) {
            first_blank = k;
        }
    }
    SDL_UnlockSurface(rgba);
    if (rgba != s) {
        SDL_FreeSurface(rgba);
    }
    if (drawn != names || (first_blank >= 0 && first_blank < names)) {
        if (first_blank >= 0 && first_blank < names) {
            front_error(_("tile atlas %s has %d faces drawn with gaps, tiles.txt "
                          "names %d\n"), path, drawn, names);
        } else {
            front_error(_("tile atlas %s has %d faces drawn, tiles.txt names %d\n"),
                        path, drawn, names);
        }
        return false;
    }
    return true;
}

/* The most kinds a level deals: each needs its face. */
static int atlas_kinds_needed(void)
{
    int kinds = 0;
    for (int d = GAME_EASY; d <= GAME_HARD; d++) {
        for (int l = 1; l <= GAME_LEVELS; l++) {
            const game_level_params *p = game_level_get((game_difficulty)d, l);
            kinds = p && p->kinds > kinds ? p->kinds : kinds;
        }
    }
    return kinds;
}

/* Check the atlas file path against names faces (and faces of want px
 * when want > 0): its face size into *face_out, and when tex_out is not
 * NULL the atlas as a texture; false after one line naming it. */
static bool atlas_read(SDL_Renderer *r, const char *path, int names, int want,
                       int *face_out, SDL_Texture **tex_out)
{
    /* Refuse an atlas far larger than the faces need before decoding it
     * (a 20000x20000 one would take gigabytes): faces at most
     * ATLAS_MAX_FACE pixels, at most one spare row of them. */
    long w, h;
    long need_rows = (names + ATLAS_PER_ROW - 1) / ATLAS_PER_ROW;
    if (png_size(path, &w, &h) &&
        (w > (long)ATLAS_PER_ROW * ATLAS_MAX_FACE || h > (w / ATLAS_PER_ROW) * (need_rows + 1))) {
        front_error(_("tile atlas %s is %ldx%ld pixels, far larger than %d "
                      "faces need (%d a row, at most %d px each); refusing it\n"),
                path, w, h, names, ATLAS_PER_ROW, ATLAS_MAX_FACE);
        return false;
    }
    SDL_Surface *s = assets_quiet_load(path);
    if (!s) {
        front_error(_("cannot load tile atlas %s: %s\n"), path,
                IMG_GetError());
        return false;
    }
    int face = s->w / ATLAS_PER_ROW;
    int rows = face > 0 ? s->h / face : 0;
    if (face < 8 || rows < 1 || (want > 0 && face != want)) {
        front_error(
                _("tile atlas %s: %dx%d is not rows of %d square "
                  "faces\n"), path, s->w, s->h, ATLAS_PER_ROW);
        SDL_FreeSurface(s);
        return false;
    }
    if (!atlas_matches(s, face, path, names)) {
        SDL_FreeSurface(s);
        return false;
    }
    *face_out = face;
    if (!tex_out) {
        SDL_FreeSurface(s);
        return true;
    }
    SDL_Texture *tex = SDL_CreateTextureFromSurface(r, s);
    SDL_FreeSurface(s);
    if (!tex) {
        front_error(_("tile atlas %s: %s\n"), path,
                SDL_GetError());
        return false;
    }
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(tex, SDL_ScaleModeLinear);
    *tex_out = tex;
    return true;
}

/* The atlas of faces of px pixels in dir: tiles.png for base. */
static void atlas_path(const char *dir, int px, int base, char *out, size_t len)
{
    if (px == base) {
        snprintf(out, len, "%s/tiles.png", dir);
    } else {
        snprintf(out, len, "%s/tiles-%d.png", dir, px);
    }
}

static int int_cmp(const void *x, const void *y)
{
    int a = *(const int *)x, b = *(const int *)y;
    return (a > b) - (a < b);
}

/* The face sizes of the set in dir: base (tiles.png) and every
 * tiles-N.png, into atlas_sizes. */
static void atlas_scan(const char *dir, int base)
{
    atlas_nsizes = 0;
    atlas_sizes[atlas_nsizes++] = base;
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL && atlas_nsizes < ATLAS_MAX_SIZES) {
        int n = 0, used = 0;
        if (sscanf(e->d_name, "tiles-%4d.png%n", &n, &used) == 1 &&
            used == (int)strlen(e->d_name) && n >= 8 && n <= ATLAS_MAX_FACE && n != base) {
            atlas_sizes[atlas_nsizes++] = n;
        }
    }
    if (d) {
        closedir(d);
    }
    qsort(atlas_sizes, (size_t)atlas_nsizes, sizeof atlas_sizes[0], int_cmp);
}

/* Say once when the sizes leave tiles scaled down more than 1.5x. */
static void atlas_check_sizes(const char *dir)
{
    int gap_lo = 0, gap_hi = atlas_sizes[0];
    if (atlas_sizes[0] <= ATLAS_MIN_DRAWN * ATLAS_MAX_REDUCE) {
        gap_hi = 0;
        for (int i = 1; i < atlas_nsizes; i++) {
            if (atlas_sizes[i] > atlas_sizes[i - 1] * ATLAS_MAX_REDUCE) {
                gap_lo = atlas_sizes[i - 1];
                gap_hi = atlas_sizes[i];
                break;
            }
        }
    }
    static char warned[1024]; /* once a set, switched to again or not */
    if (gap_hi > 0 && strcmp(warned, dir) != 0) {
        snprintf(warned, sizeof warned, "%s", dir);
        front_error(_("warning: the tile set %s has no faces between %d and %d px; "
                      "tiles there are scaled down more than 1.5x\n"),
                dir, gap_lo, gap_hi);
    }
}

/* The size to draw faces of want px from: the smallest at least as
 * large, else the largest. */
static int atlas_choose(int want)
{
    for (int i = 0; i < atlas_nsizes; i++) {
        if (atlas_sizes[i] >= want) {
            return atlas_sizes[i];
        }
    }
    return atlas_sizes[atlas_nsizes - 1];
}

static void atlas_replace(SDL_Texture *tex, int face)
{
    if (atlas_tex) {
        SDL_DestroyTexture(atlas_tex);
    }
    atlas_tex = tex;
    atlas_face = face;
}

bool atlas_load(SDL_Renderer *r, const char *dir)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/tiles.png", dir);
    if ((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
        front_error(_("SDL_image cannot read PNG: %s\n"),
                IMG_GetError());
        return false;
    }
    int names = atlas_names(dir);
    if (names < 0) {
        return false;
    }
    int kinds = atlas_kinds_needed();
    if (names < kinds) {
        front_error(_("the tile list %s/tiles.txt names %d faces, the game "
                      "deals up to %d kinds\n"), dir, names, kinds);
        return false;
    }
    /* tiles.png, the set's own size, is always checked; the atlas held is
     * read when the size of the faces is known (atlas_fit) */
    int face;
    if (!atlas_read(r, path, names, 0, &face, NULL)) {
        return false;
    }
    /* all checked: only now drop the atlas in use (a tile set switch
     * that fails keeps the old one) */
    atlas_replace(NULL, 0);
    atlas_count = names;
    atlas_read_names(dir);
    snprintf(atlas_dir, sizeof atlas_dir, "%s", dir);
    atlas_base = face;
    atlas_scan(dir, face);
    atlas_check_sizes(dir);
    if (atlas_want > 0) {
        atlas_fit(r, atlas_want);
    }
    return true;
}

bool atlas_fit(SDL_Renderer *r, int px)
{
    atlas_want = px;
    if (atlas_nsizes == 0 || px < 1 || !r) {
        return false;
    }
    if (!atlas_tex && atlas_face > 0 && atlas_choose(px) == atlas_face) {
        return false; /* chosen, released: read when drawn from */
    }
    for (;;) {
        int pick = atlas_choose(px);
        if (pick == atlas_face) {
            return false;
        }
        char path[1100];
        atlas_path(atlas_dir, pick, atlas_base, path, sizeof path);
        int face;
        SDL_Texture *tex = NULL;
        if (atlas_read(r, path, atlas_count, pick, &face, &tex)) {
            atlas_replace(tex, face);
            return true;
        }
        if (atlas_nsizes == 1) {
            atlas_nsizes = 0; /* none left: faces are not drawn */
            return false;
        }
        /* said once: the size is left out from now on */
        int j = 0;
        for (int i = 0; i < atlas_nsizes; i++) {
            if (atlas_sizes[i] != pick) {
                atlas_sizes[j++] = atlas_sizes[i];
            }
        }
        atlas_nsizes = j;
    }
}

int atlas_face_px(void)
{
    return atlas_nsizes > 0 ? atlas_face : 0;
}

void atlas_release(void)
{
    if (atlas_tex) {
        SDL_DestroyTexture(atlas_tex);
        atlas_tex = NULL;
    }
}

/* The atlas chosen, read again after atlas_release (or first chosen for
 * px when drawn before any layout). */
static void atlas_reread(SDL_Renderer *r, int px)
{
    int face = atlas_face, want = atlas_want;
    atlas_face = 0; /* atlas_fit reads the size chosen */
    if (!atlas_fit(r, face > 0 ? face : px) && face > 0 && !atlas_tex) {
        atlas_face = face;
    }
    if (want > 0) {
        atlas_want = want;
    }
}

const char *atlas_folder(void)
{
    return atlas_dir;
}

int atlas_faces(void)
{
    return atlas_count;
}

void atlas_draw(SDL_Renderer *r, int kind, const SDL_Rect *dst, Uint8 alpha)
{
    if (!atlas_tex && atlas_nsizes > 0) {
        atlas_reread(r, dst->w);
    }
    if (!atlas_tex || kind < 1) {
        return;
    }
    int k = (kind - 1) % atlas_count;
    SDL_Rect src = {(k % ATLAS_PER_ROW) * atlas_face,
                    (k / ATLAS_PER_ROW) * atlas_face, atlas_face, atlas_face};
    SDL_SetTextureAlphaMod(atlas_tex, alpha);
    SDL_RenderCopy(r, atlas_tex, &src, dst);
}

void atlas_close(void)
{
    atlas_replace(NULL, 0);
    atlas_nsizes = 0;
    atlas_count = 0;
    IMG_Quit();
}

void assets_window_icon(SDL_Window *w, const char *dir)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/icon.png", dir);
    SDL_Surface *s = assets_quiet_load(path);
    if (s) {
        SDL_SetWindowIcon(w, s);
        SDL_FreeSurface(s);
    } else {
        front_error(_("cannot load the window icon %s (%s); going on "
                      "without it\n"), path, IMG_GetError());
    }
}
