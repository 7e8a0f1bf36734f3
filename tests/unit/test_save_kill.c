/* test_save_kill.c - saves survive SIGKILL at any moment.
 *
 * A child process plays a relaxed game (removals and undos) and saves
 * after every change; before each save it appends the text it is about to
 * write to a log. The parent kills it with SIGKILL after a random wait, at
 * least 1,000 times. After every kill the save file must load, and its
 * text must be the last one the log holds whole or the one before (the
 * rename had not happened yet), byte for byte: never a mix, never
 * nothing. The next child
 * goes on from the loaded game. Prints its seed; LLK_SEED=N replays the
 * waits and the moves (not the kernel's timing).
 */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "llk/files.h"
#include "llk/game.h"
#include "llk/rng.h"

static char *save_text(const game *g, size_t *len)
{
    char *text = NULL;
    FILE *f = open_memstream(&text, len);
    if (f == NULL) {
        return NULL;
    }
    int bad = game_save_write(g, f);
    fclose(f);
    if (bad) {
        free(text);
        return NULL;
    }
    return text;
}

/* One change: a removal (3 in 4) or an undo. */
static void change(game *g, llk_rng *rng)
{
    if (llk_rng_below(rng, 4) == 0 && game_undo(g) == GAME_UNDO_DONE) {
        return;
    }
    llk_pair p;
    if (!llk_has_pair(game_get_board(g), &p)) {
        game_redeal(g);
        return;
    }
    game_select(g, p.a.r, p.a.c, NULL);
    game_select(g, p.b.r, p.b.c, NULL);
}

/* The child: change, log, save, forever (until killed). */
static void child(game *g, const char *path, const char *log, uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    FILE *lf = fopen(log, "a");
    char err[512];
    for (long n = 1;; n++) {
        if (game_get_screen(g) == GAME_SCREEN_LEVEL_CLEAR) {
            game_to_menu(g);
            game_resume(g);
        }
        game_resume(g);
        change(g, &rng);
        size_t len;
        char *t = save_text(g, &len);
        if (t == NULL || lf == NULL) {
            _exit(3);
        }
        fprintf(lf, "BEGIN %ld %zu\n", n, len);
        fwrite(t, 1, len, lf);
        fprintf(lf, "END %ld\n", n);
        fflush(lf);
        free(t);
        if (game_save_file(g, path, err, sizeof err) != 0) {
            _exit(4);
        }
    }
}

/* The last two whole entries of the log (NULL when fewer). */
static void last_entries(const char *log, char **last, char **prev)
{
    size_t len;
    bool missing;
    char err[256];
    char *s = file_read_all(log, 1u << 28, &len, &missing, err, sizeof err);
    *last = *prev = NULL;
    const char *p = s;
    while (s != NULL && p < s + len) {
        long n;
        size_t tl;
        int used = 0;
        if (sscanf(p, "BEGIN %ld %zu\n%n", &n, &tl, &used) != 2 || used == 0) {
            break;
        }
        const char *text = p + used;
        char end[64];
        int el = snprintf(end, sizeof end, "END %ld\n", n);
        if (text + tl + el > s + len || memcmp(text + tl, end, (size_t)el) != 0) {
            break; /* cut by the kill */
        }
        free(*prev);
        *prev = *last;
        *last = malloc(tl + 1);
        memcpy(*last, text, tl);
        (*last)[tl] = '\0';
        p = text + tl + el;
    }
    free(s);
}

int main(void)
{
    uint64_t seed = check_seed("test_save_kill", llk_rng_fresh_seed() % 1000000007);
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    char dir[] = "/tmp/llk-kill-XXXXXX";
    CHECK(mkdtemp(dir) != NULL, "mkdtemp");
    char path[256], log[256], err[512];
    snprintf(path, sizeof path, "%s/game.save", dir);
    snprintf(log, sizeof log, "%s/log", dir);
    game *g = game_new();
    CHECK(game_begin(g, GAME_RELAXED, GAME_EASY, 1, seed) == NULL, "start");
    int kills = 1000, mid = 0, changed = 0, started = 0;
    char *before = NULL;
    for (int i = 0; i < kills; i++) {
        if (game_get_level(g) >= 12) {
            game_free(g);
            g = game_new();
            game_begin(g, GAME_RELAXED, GAME_EASY, 1, llk_rng_next(&rng));
        }
        /* The file and the log start as the parent's game. */
        CHECK_INT(game_save_file(g, path, err, sizeof err), 0);
        size_t len;
        free(before);
        before = save_text(g, &len);
        FILE *lf = fopen(log, "w");
        fprintf(lf, "BEGIN 0 %zu\n%sEND 0\n", len, before);
        len = (size_t)ftell(lf);
        fclose(lf);
        uint64_t child_seed = llk_rng_next(&rng);
        long wait_us = (long)llk_rng_below(&rng, 4000);
        pid_t pid = fork();
        if (pid == 0) {
            child(g, path, log, child_seed);
        }
        /* Kill only once the child is at work (its log grew), however
         * loaded the machine, then after a random wait. */
        bool began = false;
        for (int t = 0; t < 4000 && !began; t++) {
            struct stat st;
            began = stat(log, &st) == 0 && (size_t)st.st_size > len + 64;
            if (!began) {
                struct timespec nap = {0, 500000};
                nanosleep(&nap, NULL);
            }
        }
        started += began;
        struct timespec ts = {0, wait_us * 1000};
        nanosleep(&ts, NULL);
        kill(pid, SIGKILL);
        int status;
        waitpid(pid, &status, 0);
        CHECK(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL,
              "kill %d: the child was killed (status %d)", i, status);
        char *last, *prev;
        last_entries(log, &last, &prev);
        size_t hl;
        bool missing;
        char *now = file_read_all(path, 1u << 26, &hl, &missing, err, sizeof err);
        game *h = NULL;
        int r = game_load_file(path, &h, err, sizeof err);
        CHECK(r == 1, "kill %d after %ld us: the save loads: %s", i, wait_us,
              r == 1 ? "" : err);
        bool is_last = now != NULL && last != NULL && strcmp(now, last) == 0;
        bool is_prev = now != NULL && prev != NULL && strcmp(now, prev) == 0;
        CHECK(is_last || is_prev, "kill %d: the save is the last or the one "
              "before", i);
        mid += is_prev;
        changed += now != NULL && before != NULL && strcmp(now, before) != 0;
        free(now);
        free(last);
        free(prev);
        if (h != NULL) {
            game_free(g);
            g = h;
        }
    }
    printf("test_save_kill: %d kills, %d while saving; %d between a log entry "
           "and its rename, %d after the first change\n", kills, started, mid,
           changed);
    CHECK_INT(started, kills);
    free(before);
    game_free(g);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    CHECK(system(cmd) == 0, "clean up");
    return check_done("test_save_kill");
}
