/* assets.c - where the assets are, and the tile atlas.
 *
 * The atlas assets/tiles.png holds square faces, 8 per row; the face of
 * kind k is at column (k-1)%8, row (k-1)/8. A missing or unreadable file
 * gives one line naming it.
 */
#define _POSIX_C_SOURCE 200809L /* dup, dup2 */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <SDL_image.h>

#include "front.h"

#define ATLAS_PER_ROW 8

static SDL_Texture *atlas_tex;
static int atlas_face;  /* face size in pixels */
static int atlas_count; /* number of faces */

static bool assets_is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
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
static SDL_Surface *atlas_quiet_load(const char *path)
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

bool atlas_load(SDL_Renderer *r, const char *dir)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/tiles.png", dir);
    if ((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
        fprintf(stderr, "lianliankan: SDL_image cannot read PNG: %s\n",
                IMG_GetError());
        return false;
    }
    SDL_Surface *s = atlas_quiet_load(path);
    if (!s) {
        fprintf(stderr, "lianliankan: cannot load tile atlas %s: %s\n", path,
                IMG_GetError());
        return false;
    }
    atlas_face = s->w / ATLAS_PER_ROW;
    int rows = atlas_face > 0 ? s->h / atlas_face : 0;
    if (atlas_face < 8 || rows < 1) {
        fprintf(stderr,
                "lianliankan: tile atlas %s: %dx%d is not rows of %d square "
                "faces\n", path, s->w, s->h, ATLAS_PER_ROW);
        SDL_FreeSurface(s);
        return false;
    }
    atlas_count = rows * ATLAS_PER_ROW;
    atlas_tex = SDL_CreateTextureFromSurface(r, s);
    SDL_FreeSurface(s);
    if (!atlas_tex) {
        fprintf(stderr, "lianliankan: tile atlas %s: %s\n", path,
                SDL_GetError());
        return false;
    }
    SDL_SetTextureBlendMode(atlas_tex, SDL_BLENDMODE_BLEND);
    /* Count faces from tiles.txt when present (one line per face). */
    snprintf(path, sizeof path, "%s/tiles.txt", dir);
    FILE *f = fopen(path, "r");
    if (f) {
        int lines = 0, ch, last = '\n';
        while ((ch = fgetc(f)) != EOF) {
            if (ch == '\n' && last != '\n') {
                lines++;
            }
            last = ch;
        }
        if (last != '\n') {
            lines++;
        }
        fclose(f);
        if (lines > 0 && lines < atlas_count) {
            atlas_count = lines;
        }
    }
    return true;
}

int atlas_faces(void)
{
    return atlas_count;
}

void atlas_draw(SDL_Renderer *r, int kind, const SDL_Rect *dst, Uint8 alpha)
{
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
    if (atlas_tex) {
        SDL_DestroyTexture(atlas_tex);
        atlas_tex = NULL;
    }
    IMG_Quit();
}

void assets_window_icon(SDL_Window *w, const char *dir)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/icon.png", dir);
    SDL_Surface *s = IMG_Load(path);
    if (s) {
        SDL_SetWindowIcon(w, s);
        SDL_FreeSurface(s);
    }
}
