/* test_profile_merge.c - two copies of the game writing the same scores
 * and statistics at once lose nothing.
 *
 * Two processes, released together, each add 100 runs to scores.txt and
 * count 100 boards in stats.txt, one locked update each. Afterwards the
 * top 10 of every difficulty is the top 10 of all 200 runs, and every
 * counter is the sum of both processes' counts. Repeated a few times. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check.h"
#include "llk/profile.h"

#define PER_CHILD 100

typedef struct child_step {
    score_entry e;
    game_difficulty d;
} child_step;

static bool add_run(scores *s, void *ctx)
{
    child_step *c = ctx;
    scores_insert(s, c->d, &c->e);
    return true; /* written even when it does not enter: the last name */
}

static bool count(stats *s, void *ctx)
{
    const game_event *e = ctx;
    for (int i = 0; i < 3; i++) {
        stats_apply(s, &e[i]);
    }
    return true;
}

/* The score of child c's i-th run: all 200 distinct. */
static int score_of(int c, int i)
{
    return (i * 37 + c * 11) % 1000 * 2 + c;
}

static void child(int c, int go, const char *spath, const char *tpath)
{
    char buf;
    if (read(go, &buf, 1) < 0) { /* blocks until the parent closes it */
        _exit(3);
    }
    int bad = 0;
    for (int i = 0; i < PER_CHILD; i++) {
        child_step st;
        memset(&st, 0, sizeof st); /* naming no replays */
        snprintf(st.e.name, sizeof st.e.name, "%s%d", c ? "张三" : "Ann", i);
        st.e.score = score_of(c, i);
        st.e.levels = i % 14;
        st.e.when = 1700000000 + i;
        st.d = (game_difficulty)(i % GAME_DIFFICULTY_COUNT);
        scores s;
        char warn[1024];
        bad |= scores_update(spath, &s, add_run, &st, warn, sizeof warn) != 0;
        game_event e[3];
        memset(e, 0, sizeof e);
        e[0].type = GAME_EVENT_STARTED;
        e[1].type = i % 2 ? GAME_EVENT_WON : GAME_EVENT_LOST;
        e[1].time_ms = 1000 + i;
        e[2].type = GAME_EVENT_PAIRS;
        e[2].count = i + c;
        for (int k = 0; k < 3; k++) {
            e[k].kind = (game_kind)(i % GAME_KIND_COUNT);
            e[k].diff = st.d;
            e[k].level = 1;
        }
        stats t;
        bad |= stats_update(tpath, &t, count, e, warn, sizeof warn) != 0;
    }
    _exit(bad ? 1 : 0);
}

static int cmp_desc(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x < y) - (x > y);
}

static void one_round(int round)
{
    char dir[] = "/tmp/llk-merge-XXXXXX";
    CHECK(mkdtemp(dir) != NULL, "mkdtemp");
    char spath[256], tpath[256];
    snprintf(spath, sizeof spath, "%s/scores.txt", dir);
    snprintf(tpath, sizeof tpath, "%s/stats.txt", dir);
    int pipefd[2];
    CHECK(pipe(pipefd) == 0, "pipe");
    pid_t pid[2];
    for (int c = 0; c < 2; c++) {
        pid[c] = fork();
        if (pid[c] == 0) {
            close(pipefd[1]);
            child(c, pipefd[0], spath, tpath);
        }
    }
    close(pipefd[0]);
    close(pipefd[1]); /* both go */
    for (int c = 0; c < 2; c++) {
        int status = -1;
        waitpid(pid[c], &status, 0);
        CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0,
              "round %d child %d: status %d", round, c, status);
    }
    scores s;
    stats t;
    char warn[1024];
    CHECK_INT(scores_update(spath, &s, NULL, NULL, warn, sizeof warn), 0);
    CHECK_INT(stats_update(tpath, &t, NULL, NULL, warn, sizeof warn), 0);
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        int all[2 * PER_CHILD], n = 0;
        for (int c = 0; c < 2; c++) {
            for (int i = 0; i < PER_CHILD; i++) {
                if (i % GAME_DIFFICULTY_COUNT == d) {
                    all[n++] = score_of(c, i);
                }
            }
        }
        qsort(all, (size_t)n, sizeof all[0], cmp_desc);
        CHECK_INT(s.ntop[d], SCORES_TOP);
        for (int k = 0; k < SCORES_TOP && k < s.ntop[d]; k++) {
            CHECK(s.top[d][k].score == all[k], "round %d %s place %d: %d, want %d",
                  round, game_difficulty_name((game_difficulty)d), k,
                  s.top[d][k].score, all[k]);
        }
    }
    long long started = 0, won = 0, pairs = 0, want_pairs = 0;
    for (int k = 0; k < GAME_KIND_COUNT; k++) {
        for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
            const stats_row *r = &t.row[k][d];
            started += r->started;
            won += r->won;
            pairs += r->pairs;
            CHECK(r->longest <= r->won && r->streak <= r->longest, "streaks");
        }
    }
    for (int c = 0; c < 2; c++) {
        for (int i = 0; i < PER_CHILD; i++) {
            want_pairs += i + c;
        }
    }
    CHECK_INT(started, 2 * PER_CHILD);
    CHECK_INT(won, PER_CHILD);
    CHECK_INT(pairs, want_pairs);
    char p[300];
    unlink(spath);
    unlink(tpath);
    snprintf(p, sizeof p, "%s.lock", spath);
    unlink(p);
    snprintf(p, sizeof p, "%s.lock", tpath);
    unlink(p);
    CHECK(rmdir(dir) == 0, "no temporary files left behind");
}

int main(void)
{
    int rounds = check_sanitized() ? 2 : 5;
    for (int r = 0; r < rounds; r++) {
        one_round(r);
    }
    return check_done("test_profile_merge");
}
