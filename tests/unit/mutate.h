/* mutate.h - random edits of a text, for the readers' round-trip tests.
 */
#ifndef LLK_MUTATE_H
#define LLK_MUTATE_H

#include <stddef.h>
#include <string.h>

#include "llk/rng.h"

/* One random edit of buf (len bytes; room for one more): a byte replaced
 * by any byte, a byte removed, or a byte of alphabet inserted (always the
 * last when buf is empty). Returns the new length. */
static inline size_t mutate_once(llk_rng *rng, char *buf, size_t len,
                                 const char *alphabet)
{
    size_t at = len ? llk_rng_below(rng, len) : 0;
    unsigned how = len ? (unsigned)llk_rng_below(rng, 3) : 2;
    switch (how) {
    case 0:
        buf[at] = (char)llk_rng_below(rng, 256);
        return len;
    case 1:
        memmove(buf + at, buf + at + 1, len - at - 1);
        return len - 1;
    default:
        memmove(buf + at + 1, buf + at, len - at);
        buf[at] = alphabet[llk_rng_below(rng, strlen(alphabet))];
        return len + 1;
    }
}

#endif
