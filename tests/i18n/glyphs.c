/* glyphs.c - every character of every string the game can show has a
 * glyph in the fonts the game would use (tests/cli/test_i18n.sh).
 *
 *   glyphs ASSETS_DIR < LINES
 *
 * Each input line is "LANG<TAB>TEXT" (LANG en or zh_CN, TEXT one line of
 * a msgid or msgstr): the game's own text module (src/front/text.c, the
 * font for Chinese found through fontconfig as the game finds it) is set
 * to that language and TTF_GlyphIsProvided32 asked for each character
 * (text_provided: the language's face, then the other). A line "names" asks the same
 * for every character a player may type in a high-score name: printable
 * ASCII and Latin-1, and every CJK Unified Ideograph of U+4E00..U+9FA5.
 * Prints each missing character once, and "glyphs: N passed, N failed".
 */
#include <stdio.h>
#include <string.h>

#include "../../src/front/text.h"
#include "../../src/front/lang.h"

static int pass, fail;

static void check_char(const char *lang, Uint32 c, const char *where)
{
    if (c < 0x20) {
        return;
    }
    bool ok = true;
    for (int f = 0; f < FONT_COUNT; f++) {
        ok = ok && text_provided((front_font)f, c);
    }
    if (ok) {
        pass++;
    } else {
        fail++;
        printf("FAIL: %s: U+%04X has no glyph (in \"%s\")\n", lang, (unsigned)c, where);
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: glyphs ASSETS_DIR < LINES\n");
        return 2;
    }
    lang_init();
    if (!text_open(argv[1])) {
        printf("glyphs: 0 passed, 1 failed\n");
        return 1;
    }
    int have_cjk;
    if (!text_font_file(true, false, &have_cjk)) {
        printf("FAIL: no font for Chinese was found\n");
        fail++;
    }
    static char line[65536];
    static unsigned char seen[2][0x110000 / 8]; /* a bit per character */
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = '\0';
        if (strcmp(line, "names") == 0) {
            lang_set("en");
            for (Uint32 c = 0x20; c < 0x100; c++) {
                if (c < 0x7F || c >= 0xA0) {
                    check_char("names", c, "printable ASCII and Latin-1");
                }
            }
            for (Uint32 c = 0x4E00; c <= 0x9FA5; c++) {
                check_char("names", c, "CJK Unified Ideographs");
            }
            continue;
        }
        char *tab = strchr(line, '\t');
        if (!tab) {
            continue;
        }
        *tab = '\0';
        bool zh = strcmp(line, "zh_CN") == 0;
        lang_set(zh ? "zh_CN" : "en");
        const char *text = tab + 1;
        for (size_t i = 0; text[i];) {
            Uint32 c = text_next(text, &i);
            if (c >= 0x110000 || (seen[zh][c / 8] >> (c % 8) & 1)) {
                continue; /* each character once per language */
            }
            seen[zh][c / 8] |= (unsigned char)(1u << (c % 8));
            check_char(line, c, text);
        }
    }
    text_close();
    printf("glyphs: %d passed, %d failed\n", pass, fail);
    return fail ? 1 : 0;
}
