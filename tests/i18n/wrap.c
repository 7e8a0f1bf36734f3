/* wrap.c - every line of the translations wrapped as the game wraps text
 * (kit_wrap, src/front/kit/table.c) at every width from 3 to 40 ems, in
 * the body type: no line is wider than the width unless it is one
 * character, no line begins with closing punctuation (，。、：；！？）」』】
 * and the like) or ends with opening punctuation (（「『【...), nothing is
 * lost or repeated (the lines and the spaces cut between them give the
 * text back) (tests/cli/test_i18n.sh).
 *
 *   wrap ASSETS_DIR < LINES
 *
 * LINES as glyphs.c reads them ("LANG<TAB>TEXT"). Prints each fault and
 * "wrap: N passed, N failed".
 */
#include <stdio.h>
#include <string.h>

#include "../../src/front/lang.h"
#include "../../src/front/text.h"

static int pass, fail;

static bool in(Uint32 c, const Uint32 *set, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (set[i] == c) {
            return true;
        }
    }
    return false;
}

/* The rules as a reader states them, kept apart from table.c's tables. */
static bool closing(Uint32 c)
{
    static const Uint32 set[] = {0xff0c, 0x3002, 0x3001, 0xff1a, 0xff1b,
                                 0xff01, 0xff1f, 0xff09, 0x300d, 0x300f,
                                 0x3011, 0x300b, 0x3009, 0x201d, 0x2019};
    return in(c, set, sizeof set / sizeof set[0]);
}

static bool opening(Uint32 c)
{
    static const Uint32 set[] = {0xff08, 0x300c, 0x300e, 0x3010, 0x300a,
                                 0x3008, 0x201c, 0x2018};
    return in(c, set, sizeof set / sizeof set[0]);
}

static void fault(const char *what, const char *text, int w)
{
    fail++;
    if (fail <= 40) {
        printf("FAIL: %s at %d px: \"%s\"\n", what, w, text);
    }
}

static void check(const char *text, int em)
{
    for (int ems = 3; ems <= 40; ems++) {
        int w = em * ems, start[64], len[64];
        int n = kit_wrap(KIT_BODY, text, w, start, len, 64);
        char back[4096] = "";
        size_t bl = 0;
        bool ok = true;
        for (int i = 0; i < n && ok; i++) {
            char line[1024];
            snprintf(line, sizeof line, "%.*s", len[i], text + start[i]);
            int lw, lh;
            text_size(FONT_BODY, line, &lw, &lh);
            size_t k = 0;
            Uint32 first = text_next(line, &k), last = first;
            int chars = 1;
            while (line[k]) {
                last = text_next(line, &k);
                chars++;
            }
            if (lw > w && chars > 1) {
                fault("a line wider than the width", text, w);
                ok = false;
            } else if (i > 0 && closing(first)) {
                fault("a line begins with closing punctuation", text, w);
                ok = false;
            } else if (i < n - 1 && opening(last)) {
                fault("a line ends with opening punctuation", text, w);
                ok = false;
            }
            /* the text between this line's start and the next's is this
             * line and the spaces cut */
            int next = i + 1 < n ? start[i + 1] : (int)strlen(text);
            bl += (size_t)snprintf(back + bl, sizeof back - bl, "%.*s",
                                   next - start[i], text + start[i]);
        }
        if (ok && (n < 1 || strcmp(back, text) != 0)) {
            fault("the lines do not give the text back", text, w);
            ok = false;
        }
        pass += ok;
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: wrap ASSETS_DIR < LINES\n");
        return 2;
    }
    lang_init();
    if (!text_open(argv[1])) {
        printf("wrap: 0 passed, 1 failed\n");
        return 1;
    }
    text_resize(1024, 700); /* the body at 20 px */
    static char line[65536];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = '\0';
        char *tab = strchr(line, '\t');
        if (!tab || strlen(tab + 1) >= 2048) {
            continue;
        }
        *tab = '\0';
        lang_set(strcmp(line, "zh_CN") == 0 ? "zh_CN" : "en");
        check(tab + 1, text_font_px(FONT_BODY));
    }
    text_close();
    printf("wrap: %d passed, %d failed\n", pass, fail);
    return fail ? 1 : 0;
}
