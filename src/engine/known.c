/* known.c - the thinker's ring of winning lines kept (llk_known,
 * solve_int.h). Each line is kept with the hash of every position on it,
 * so a position the player reaches along a line found earlier (the next
 * position after the hint was followed, or one undone back to) is known
 * winnable at once, after a replay of the rest of the line.
 */
#include <stdlib.h>
#include <string.h>

#include "llk/shift.h"
#include "solve_int.h"

void llk_known_add(llk_known *r, const llk_board *b, llk_shift s, const llk_pair *moves, int n)
{
    llk_known_line *k = &r->line[r->next];
    if (n + 1 > k->cap) {
        llk_pair *m = realloc(k->moves, sizeof(llk_pair) * (size_t)(n + 1));
        if (m) {
            k->moves = m;
        }
        uint64_t *h = m ? realloc(k->hash, sizeof(uint64_t) * (size_t)(n + 1)) : NULL;
        if (!m || !h) {
            return;
        }
        k->hash = h;
        k->cap = n + 1;
    }
    llk_board *x = llk_board_clone(b);
    if (!x) {
        return;
    }
    memcpy(k->moves, moves, sizeof(llk_pair) * (size_t)n);
    k->n = n;
    for (int i = 0; i < n; i++) {
        k->hash[i] = llk_board_hash(x);
        llk_board_remove(x, moves[i]);
        llk_shift_apply(x, s, NULL);
    }
    k->hash[n] = llk_board_hash(x);
    llk_board_free(x);
    r->next = (r->next + 1) % LLK_KNOWN_LINES;
}

int llk_known_find(const llk_known *r, const llk_board *b, llk_shift s, llk_pair *out)
{
    uint64_t h = llk_board_hash(b);
    for (int j = 0; j < LLK_KNOWN_LINES; j++) {
        const llk_known_line *k = &r->line[j];
        for (int i = 0; i < k->n; i++) {
            if (k->hash[i] == h && llk_replay_ok(b, s, k->moves + i, k->n - i)) {
                memcpy(out, k->moves + i, sizeof(llk_pair) * (size_t)(k->n - i));
                return k->n - i;
            }
        }
    }
    return 0;
}

void llk_known_free(llk_known *r)
{
    for (int j = 0; j < LLK_KNOWN_LINES; j++) {
        free(r->line[j].moves);
        free(r->line[j].hash);
        r->line[j] = (llk_known_line){NULL, NULL, 0, 0};
    }
    r->next = 0;
}
