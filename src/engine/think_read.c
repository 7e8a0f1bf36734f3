/* think_read.c - the thinker's caller side that only reads or sets what
 * is shared (think.h): the budget, the status, the line, the hints and the
 * pairs, waiting; and the helpers' news (think_int.h). Each takes the
 * thinker's mutex for copies only. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "think_int.h"

/* A helper decided the position of generation gen (its thread): publish
 * it at once, when the position is still the one shown and undecided. The
 * worker takes the same result into its own state at its next publish. */
void llk_think_helper_news(void *ctx, uint64_t gen, llk_verdict v, const llk_pair *line, int n)
{
    llk_thinker *t = ctx;
    pthread_mutex_lock(&t->mu);
    int np = t->pub.pairs;
    if (t->pub.gen == gen && t->pub.position == LLK_POSITION_UNKNOWN && np >= 0) {
        if (v == LLK_SOLVED && n > 0 &&
            llk_grow((void **)&t->pub_line, &t->pub_line_cap, (size_t)n + 1, sizeof(llk_pair))) {
            memcpy(t->pub_line, line, sizeof(llk_pair) * (size_t)n);
            t->pub.line = n;
            t->pub.position = LLK_POSITION_WINNABLE;
            for (int i = 0; i < np; i++) {
                if (llk_pair_same(t->pub_pairs[i], line[0]) && t->pub_cls[i] != CLS_WIN) {
                    t->pub_cls[i] = CLS_WIN;
                    t->pub.winning++;
                }
            }
        } else if (v == LLK_UNSOLVABLE) {
            t->pub.position = LLK_POSITION_LOST;
            t->pub.line = 0;
            memset(t->pub_cls, CLS_LOST, (size_t)np);
            t->pub.winning = 0;
            t->pub.losing = np;
        }
        pthread_cond_broadcast(&t->news);
    }
    pthread_mutex_unlock(&t->mu);
}

void llk_think_set_budget(llk_thinker *t, long long nodes)
{
    pthread_mutex_lock(&t->mu);
    t->budget = nodes > 0 ? nodes : 0;
    pthread_mutex_unlock(&t->mu);
}

void llk_think_poll(llk_thinker *t, llk_think_status *out)
{
    pthread_mutex_lock(&t->mu);
    *out = t->pub;
    pthread_mutex_unlock(&t->mu);
}

int llk_think_line(llk_thinker *t, uint64_t gen, llk_pair *line, int cap)
{
    pthread_mutex_lock(&t->mu);
    int n = -1;
    if (gen == t->pub.gen && gen != 0) {
        n = t->pub.position == LLK_POSITION_WINNABLE ? t->pub.line : 0;
        int k = n < cap ? n : cap;
        if (k > 0) {
            memcpy(line, t->pub_line, sizeof(llk_pair) * (size_t)k);
        }
    }
    pthread_mutex_unlock(&t->mu);
    return n;
}

llk_hint_kind llk_think_hint(llk_thinker *t, uint64_t gen, int skip, llk_pair *out)
{
    llk_hint_kind kind = LLK_HINT_NONE;
    pthread_mutex_lock(&t->mu);
    int n = t->pub.pairs;
    if (gen == t->pub.gen && gen != 0 && n > 0) {
        int want = (skip < 0 ? 0 : skip) % n, seen = 0, first = -1;
        if (t->pub.line > 0) {
            for (int i = 0; i < n && first < 0; i++) {
                if (llk_pair_same(t->pub_pairs[i], t->pub_line[0])) {
                    first = i;
                }
            }
        }
        /* The line's move, then winning, unknown and losing pairs. */
        int pick = first >= 0 && want == 0 ? first : -1;
        seen = first >= 0 ? 1 : 0;
        static const uint8_t group[3] = {CLS_WIN, CLS_UNKNOWN, CLS_LOST};
        for (int g = 0; g < 3 && pick < 0; g++) {
            for (int i = 0; i < n && pick < 0; i++) {
                if (t->pub_cls[i] == group[g] && i != first && seen++ == want) {
                    pick = i;
                }
            }
        }
        if (pick >= 0) {
            if (out) {
                *out = t->pub_pairs[pick];
            }
            kind = t->pub_cls[pick] == CLS_WIN ? LLK_HINT_WINNING : LLK_HINT_UNPROVEN;
        }
    }
    pthread_mutex_unlock(&t->mu);
    return kind;
}

bool llk_think_wait(llk_thinker *t, uint64_t gen, long ms)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += ms / 1000;
    until.tv_nsec += (ms % 1000) * 1000000L;
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    pthread_mutex_lock(&t->mu);
    while (t->pub.gen == gen && !t->pub.done) {
        if (pthread_cond_timedwait(&t->news, &t->mu, &until) == ETIMEDOUT) {
            break;
        }
    }
    bool done = t->pub.gen == gen && t->pub.done;
    pthread_mutex_unlock(&t->mu);
    return done;
}

int llk_think_pairs(llk_thinker *t, uint64_t gen, llk_pair *pairs, llk_position *cls, int cap)
{
    static const llk_position of[3] = {LLK_POSITION_UNKNOWN, LLK_POSITION_WINNABLE,
                                       LLK_POSITION_LOST};
    pthread_mutex_lock(&t->mu);
    int n = gen == t->pub.gen && gen != 0 ? t->pub.pairs : -1;
    for (int i = 0; i < n && i < cap; i++) {
        if (pairs) {
            pairs[i] = t->pub_pairs[i];
        }
        if (cls) {
            cls[i] = of[t->pub_cls[i]];
        }
    }
    pthread_mutex_unlock(&t->mu);
    return n;
}
