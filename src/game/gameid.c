/* gameid.c - game IDs: a short text that recreates a deal.
 *
 * Form: DLLM-SSSS...K, for example "N05R-3QJ8H2ZD7":
 *   D     difficulty: E, N or H
 *   LL    level, two digits 01..13
 *   M     mode: T (timed) or R (relaxed)
 *   S...  the seed in Crockford base 32 (digits 0-9 and letters without
 *         I, L, O, U), most significant first, no leading zeros (1..13
 *         characters; 0 is "0")
 *   K     a check character: a weighted sum of all the others modulo 31,
 *         so a mistyped or swapped character is caught
 * Reading is case-insensitive, ignores blanks around the ID, and takes
 * I and L as 1 and O as 0, as Crockford's alphabet does.
 */
#include "llk/game.h"
#include "llk/intl.h"

#include <ctype.h>
#include <string.h>

static const char digits32[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
static const char diff_letter[GAME_DIFFICULTY_COUNT] = {'E', 'N', 'H'};
static const char mode_letter[GAME_MODE_COUNT] = {'T', 'R'};

/* Value of a base-32 character (aliases included), -1 otherwise. */
static int value32(char ch)
{
    ch = (char)toupper((unsigned char)ch);
    if (ch == 'I' || ch == 'L') {
        return 1;
    }
    if (ch == 'O') {
        return 0;
    }
    const char *p = ch != '\0' ? strchr(digits32, ch) : NULL;
    return p != NULL ? (int)(p - digits32) : -1;
}

/* The check character of the n characters of s (already canonical): a
 * sum of each character's value times its place, modulo the prime 31, so
 * any single change and any swap of two different neighbours changes it,
 * except between two values 31 apart (0 and Z in the seed). */
static char check_of(const char *s, size_t n)
{
    unsigned sum = 0;
    for (size_t i = 0; i < n; i++) {
        int v = value32(s[i]);
        unsigned x = v >= 0 ? (unsigned)v : (unsigned char)s[i];
        sum = (sum + x * (unsigned)(i + 1)) % 31;
    }
    return digits32[sum];
}

void game_id_format(game_mode m, game_difficulty d, int level, uint64_t seed,
                    char *out, size_t len)
{
    char s[GAME_ID_MAX];
    char rev[16];
    int nr = 0;
    do {
        rev[nr++] = digits32[seed % 32];
        seed /= 32;
    } while (seed != 0);
    int n = snprintf(s, sizeof s, "%c%02d%c-",
                     diff_letter[(unsigned)d % GAME_DIFFICULTY_COUNT],
                     level % 100, mode_letter[(unsigned)m % GAME_MODE_COUNT]);
    while (nr > 0) {
        s[n++] = rev[--nr];
    }
    s[n] = check_of(s, (size_t)n);
    s[n + 1] = '\0';
    snprintf(out, len, "%s", s);
}

const char *game_id_parse(const char *text, game_mode *m, game_difficulty *d,
                          int *level, uint64_t *seed)
{
    while (isspace((unsigned char)*text)) {
        text++;
    }
    size_t n = strlen(text);
    while (n > 0 && isspace((unsigned char)text[n - 1])) {
        n--;
    }
    if (n == 0) {
        return LLK_N_("type a game ID, such as N05R-3QJ8H2ZD7");
    }
    if (n < 7 || n >= GAME_ID_MAX || text[4] != '-') {
        return LLK_N_("a game ID looks like N05R-3QJ8H2ZD7");
    }
    char canon[GAME_ID_MAX];
    for (size_t i = 0; i < n; i++) {
        canon[i] = (char)toupper((unsigned char)text[i]);
    }
    canon[n] = '\0';
    const char *dl = memchr(diff_letter, canon[0], sizeof diff_letter);
    if (dl == NULL) {
        return LLK_N_("a game ID starts with E, N or H (the difficulty)");
    }
    if (!isdigit((unsigned char)canon[1]) || !isdigit((unsigned char)canon[2])) {
        return LLK_N_("the difficulty letter is followed by a two-digit level");
    }
    int lv = (canon[1] - '0') * 10 + (canon[2] - '0');
    if (lv < 1 || lv > GAME_LEVELS) {
        return LLK_N_("the level in a game ID is 01 to 13");
    }
    const char *ml = memchr(mode_letter, canon[3], sizeof mode_letter);
    if (ml == NULL) {
        return LLK_N_("the level is followed by T (timed) or R (relaxed)");
    }
    uint64_t v = 0;
    size_t last = n - 1;
    for (size_t i = 5; i < last; i++) {
        int x = value32(canon[i]);
        if (x < 0) {
            return LLK_N_("a game ID's seed has only digits and letters other than "
                   "U");
        }
        canon[i] = digits32[x];
        if (v > (UINT64_MAX - (uint64_t)x) / 32) {
            return LLK_N_("the seed in this game ID is too large");
        }
        v = v * 32 + (uint64_t)x;
    }
    int k = value32(canon[last]);
    if (k < 0 || digits32[k] != check_of(canon, last)) {
        return LLK_N_("the game ID's last character does not match: a typing "
               "error?");
    }
    *d = (game_difficulty)(dl - diff_letter);
    *m = (game_mode)(ml - mode_letter);
    *level = lv;
    *seed = v;
    return NULL;
}

bool game_id_find(const char *text, game_mode *m, game_difficulty *d,
                  int *level, uint64_t *seed)
{
    char word[GAME_ID_MAX + 1];
    for (const char *p = text; *p;) {
        /* a word: letters, digits and hyphens (an ID's characters) */
        size_t n = 0;
        while (isalnum((unsigned char)p[n]) || p[n] == '-') {
            n++;
        }
        if (n > 0 && n < sizeof word) {
            memcpy(word, p, n);
            word[n] = '\0';
            if (game_id_parse(word, m, d, level, seed) == NULL) {
                return true;
            }
        }
        p += n > 0 ? n : 1;
    }
    return false;
}
