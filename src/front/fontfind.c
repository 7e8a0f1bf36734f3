/* fontfind.c - the font for Chinese, found through fontconfig.
 *
 * Our DejaVu Sans (assets/fonts) has no CJK characters. fontconfig is
 * asked for a sans-serif face for lang zh-cn (Debian's fonts-noto-cjk
 * gives Noto Sans CJK SC, SIL OFL: assets/README.md says why), and the
 * answer is kept only when it really has Chinese characters (fontconfig
 * always answers something). env LLK_CJK_FONT=path[:index] names the
 * file instead ("none": no font for Chinese, for tests).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <fontconfig/fontconfig.h>

#include "text.h"

/* Characters every font for Chinese must have: 连连看 and 设置. */
static const FcChar32 fontfind_probe[] = {0x8FDE, 0x770B, 0x8BBE, 0x7F6E};

static bool fontfind_inited;

void fontfind_close(void)
{
    if (fontfind_inited) {
        FcFini(); /* fontconfig's caches: nothing left for a leak checker */
        fontfind_inited = false;
    }
}

bool fontfind_cjk(bool bold, char *path, size_t len, int *index)
{
    const char *env = getenv("LLK_CJK_FONT");
    *index = 0;
    if (env && *env) {
        if (strcmp(env, "none") == 0) {
            return false;
        }
        snprintf(path, len, "%s", env);
        char *colon = strrchr(path, ':');
        if (colon && colon[1] >= '0' && colon[1] <= '9') {
            *index = atoi(colon + 1);
            *colon = '\0';
        }
        return true;
    }
    if (!FcInit()) {
        return false;
    }
    fontfind_inited = true;
    bool found = false;
    FcPattern *pat = FcPatternCreate();
    if (pat) {
        FcPatternAddString(pat, FC_FAMILY, (const FcChar8 *)"sans-serif");
        FcPatternAddString(pat, FC_LANG, (const FcChar8 *)"zh-cn");
        FcPatternAddInteger(pat, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR);
        FcConfigSubstitute(NULL, pat, FcMatchPattern);
        FcDefaultSubstitute(pat);
        FcResult res;
        FcPattern *m = FcFontMatch(NULL, pat, &res);
        FcChar8 *file = NULL;
        FcCharSet *cs = NULL;
        if (m && FcPatternGetString(m, FC_FILE, 0, &file) == FcResultMatch &&
            FcPatternGetCharSet(m, FC_CHARSET, 0, &cs) == FcResultMatch) {
            found = true;
            for (size_t i = 0; i < sizeof fontfind_probe / sizeof fontfind_probe[0]; i++) {
                found = found && FcCharSetHasChar(cs, fontfind_probe[i]);
            }
            if (found) {
                snprintf(path, len, "%s", (const char *)file);
                if (FcPatternGetInteger(m, FC_INDEX, 0, index) != FcResultMatch) {
                    *index = 0;
                }
            }
        }
        if (m) {
            FcPatternDestroy(m);
        }
        FcPatternDestroy(pat);
    }
    return found;
}
