/* formats.c - dates and numbers in each language's usual form
 * (tests/cli/test_i18n.sh), through the game's own lang.c and the real
 * catalogues (LLK_LOCALEDIR).
 *
 *   formats
 *
 * Prints each mismatch and "formats: N passed, N failed".
 */
#include <stdio.h>
#include <string.h>

#include "../../src/front/lang.h"

static int pass, fail;

static void same(const char *what, const char *got, const char *want)
{
    if (strcmp(got, want) == 0) {
        pass++;
    } else {
        fail++;
        printf("FAIL %s: got \"%s\", want \"%s\"\n", what, got, want);
    }
}

static void numbers(const char *lang)
{
    static const struct {
        long long n;
        const char *want;
    } cases[] = {{0, "0"},           {7, "7"},
                 {999, "999"},       {1000, "1,000"},
                 {12345, "12,345"},  {1234567, "1,234,567"},
                 {-1000, "-1,000"},  {-999, "-999"},
                 {100000, "100,000"}};
    char buf[64], what[64];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        lang_number(buf, sizeof buf, cases[i].n);
        snprintf(what, sizeof what, "%s number %lld", lang, cases[i].n);
        same(what, buf, cases[i].want);
    }
    /* a short buffer is cut, never overrun, and stays a string */
    char small[5];
    memset(small, 'x', sizeof small);
    lang_number(small, sizeof small, 1234567);
    snprintf(what, sizeof what, "%s number cut to 4 bytes", lang);
    same(what, small, "1,23");
}

int main(void)
{
    char buf[64];
    lang_init();
    lang_set_cjk_font(true);
    if (!lang_set("en")) {
        printf("FAIL lang_set(en)\n");
        fail++;
    }
    same("lang en", lang_current(), "en");
    lang_date(buf, sizeof buf, 2026, 5, 3);
    same("en date", buf, "3 May 2026");
    lang_date(buf, sizeof buf, 2027, 12, 31);
    same("en date December", buf, "31 December 2027");
    numbers("en");
    /* percents and times: the same in both languages; a dash for none */
    lang_percent(buf, sizeof buf, 2, 3);
    same("percent 2 of 3", buf, "67%");
    lang_percent(buf, sizeof buf, 0, 0);
    same("percent of nothing", buf, "\xe2\x80\x93");
    lang_percent(buf, sizeof buf, 12345, 12345);
    same("percent of all", buf, "100%");
    lang_duration(buf, sizeof buf, 245999);
    same("duration", buf, "4:05");
    lang_duration(buf, sizeof buf, 3660000);
    same("duration past an hour", buf, "61:00");
    lang_duration(buf, sizeof buf, -1);
    same("duration none", buf, "\xe2\x80\x93");
    if (!lang_set("zh_CN")) {
        printf("FAIL lang_set(zh_CN)\n");
        fail++;
    }
    same("lang zh_CN", lang_current(), "zh_CN");
    lang_date(buf, sizeof buf, 2026, 5, 3);
    same("zh_CN date", buf, "2026\xe5\xb9\xb4" "5\xe6\x9c\x88" "3\xe6\x97\xa5");
    lang_date(buf, sizeof buf, 2027, 12, 31);
    same("zh_CN date December", buf,
         "2027\xe5\xb9\xb4" "12\xe6\x9c\x88" "31\xe6\x97\xa5");
    numbers("zh_CN");
    lang_set("en");
    lang_date(buf, sizeof buf, 2026, 13, 1);
    same("en date, month out of range", buf, "1 ? 2026");
    printf("formats: %d passed, %d failed\n", pass, fail);
    return fail == 0 ? 0 : 1;
}
