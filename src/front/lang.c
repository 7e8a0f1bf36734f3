/* lang.c - the language the game speaks (lang.h).
 *
 * gettext picks the catalogue from LANGUAGE when the messages locale is
 * not "C". We decide the language ourselves (the choice, else the first
 * of LANGUAGE, LC_ALL, LC_MESSAGES, LANG that names one we have), write it
 * to LANGUAGE and, when the environment's locale is missing or "C", use
 * C.UTF-8 for messages: so 简体中文 shows even where the zh_CN locale was
 * never generated, and the switch needs no restart. Numbers stay in the
 * "C" locale (the state file and the save are formats).
 */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <SDL.h>

#include "text.h"
#include "i18n.h"
#include "lang.h"

const char *const lang_choices[] = {"auto", "en", "zh_CN", NULL};

static char lang_env[256];     /* the environment's language list */
static char lang_dir[1024];    /* where the catalogues are */
static const char *lang_chosen = "auto";
static const char *lang_shown = "en";
static bool lang_cjk = true;   /* a font for Chinese was found */

/* The language we have for one entry of a language list ("zh_CN.UTF-8",
 * "zh", "en_GB@euro"), or NULL: Simplified Chinese for zh, zh_CN, zh_SG;
 * English for en*, C and POSIX. */
static const char *lang_match(const char *s, size_t n)
{
    char code[64];
    size_t k = 0;
    while (k < n && k + 1 < sizeof code && s[k] != '.' && s[k] != '@') {
        code[k] = s[k];
        k++;
    }
    code[k] = '\0';
    if (strcmp(code, "zh") == 0 || strcmp(code, "zh_CN") == 0 ||
        strcmp(code, "zh_SG") == 0 || strcmp(code, "zh_Hans") == 0) {
        return "zh_CN";
    }
    if (strncmp(code, "en", 2) == 0 || strcmp(code, "C") == 0 ||
        strcmp(code, "POSIX") == 0) {
        return "en";
    }
    return NULL;
}

/* The language of a colon-separated list: the first entry we have. */
static const char *lang_of_list(const char *list)
{
    while (list && *list) {
        const char *end = strchr(list, ':');
        size_t n = end ? (size_t)(end - list) : strlen(list);
        const char *m = n ? lang_match(list, n) : NULL;
        if (m) {
            return m;
        }
        list = end ? end + 1 : NULL;
    }
    return "en";
}

static bool lang_is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static void lang_find_dir(void)
{
    const char *env = getenv("LLK_LOCALEDIR");
    if (env && *env) {
        snprintf(lang_dir, sizeof lang_dir, "%s", env);
        return;
    }
    snprintf(lang_dir, sizeof lang_dir, "/usr/share/locale");
    char *base = SDL_GetBasePath();
    if (!base) {
        return;
    }
    /* a build (build/locale beside build/lianliankan), then an installed
     * tree: $(DATADIR)/locale with DATADIR next to BINDIR */
    const char *tries[] = {"locale", "../share/locale", "../share/games/locale"};
    for (size_t i = 0; i < sizeof tries / sizeof tries[0]; i++) {
        char path[1024], mo[1200];
        snprintf(path, sizeof path, "%s%s", base, tries[i]);
        snprintf(mo, sizeof mo, "%s/zh_CN/LC_MESSAGES/%s.mo", path, LANG_DOMAIN);
        if (lang_is_file(mo)) {
            snprintf(lang_dir, sizeof lang_dir, "%s", path);
            break;
        }
    }
    SDL_free(base);
}

/* Make gettext show lang_shown: LANGUAGE names it, and a change of
 * LANGUAGE takes effect once textdomain() is called again. */
static void lang_apply(void)
{
    const char *want = lang_chosen;
    if (strcmp(want, "auto") == 0) {
        want = lang_of_list(lang_env);
    }
    if (!lang_cjk && strcmp(want, "zh_CN") == 0) {
        want = "en";
    }
    lang_shown = strcmp(want, "zh_CN") == 0 ? "zh_CN" : "en";
    setenv("LANGUAGE", lang_shown, 1);
    textdomain(LANG_DOMAIN);
    text_flush();
}

void lang_init(void)
{
    /* the environment's list, in gettext's order of precedence */
    const char *vars[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};
    lang_env[0] = '\0';
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v) {
            snprintf(lang_env, sizeof lang_env, "%s", v);
            break;
        }
    }
    if (!setlocale(LC_ALL, "")) {
        setlocale(LC_ALL, "C");
    }
    const char *msg = setlocale(LC_MESSAGES, NULL);
    if (!msg || strcmp(msg, "C") == 0 || strcmp(msg, "POSIX") == 0) {
        /* gettext ignores LANGUAGE in the "C" locale */
        setlocale(LC_MESSAGES, "C.UTF-8");
    }
    setlocale(LC_NUMERIC, "C"); /* JSON and the save: a dot, always */
    lang_find_dir();
    bindtextdomain(LANG_DOMAIN, lang_dir);
    bind_textdomain_codeset(LANG_DOMAIN, "UTF-8");
    lang_apply();
}

bool lang_set(const char *choice)
{
    for (int i = 0; lang_choices[i]; i++) {
        if (choice && strcmp(choice, lang_choices[i]) == 0) {
            lang_chosen = lang_choices[i];
            lang_apply();
            return true;
        }
    }
    return false;
}

const char *lang_choice(void)
{
    return lang_chosen;
}

const char *lang_current(void)
{
    return lang_shown;
}

const char *lang_choice_label(const char *choice)
{
    if (choice && strcmp(choice, "en") == 0) {
        return "English";
    }
    if (choice && strcmp(choice, "zh_CN") == 0) {
        return "\xe7\xae\x80\xe4\xbd\x93\xe4\xb8\xad\xe6\x96\x87"; /* 简体中文 */
    }
    return _("Automatic");
}

bool lang_set_cjk_font(bool found)
{
    const char *before = lang_shown;
    if (found != lang_cjk) {
        lang_cjk = found;
        lang_apply();
    }
    return before != lang_shown;
}

const char *lang_locale_dir(void)
{
    return lang_dir;
}

const char *lang_difficulty_name(game_difficulty d)
{
    static const char *const names[GAME_DIFFICULTY_COUNT] = {
        N_("easy"), N_("normal"), N_("hard")};
    return (int)d >= 0 && d < GAME_DIFFICULTY_COUNT ? _(names[d]) : "?";
}

static const char *const lang_months[12] = {
    N_("January"), N_("February"), N_("March"), N_("April"), N_("May"),
    N_("June"), N_("July"), N_("August"), N_("September"), N_("October"),
    N_("November"), N_("December")};

void lang_month(char *out, size_t len, int year, int month)
{
    if (strcmp(lang_shown, "zh_CN") == 0) { /* 2026年5月 */
        snprintf(out, len, "%d\xe5\xb9\xb4%d\xe6\x9c\x88", year, month);
    } else {
        snprintf(out, len, "%s %d",
                 month >= 1 && month <= 12 ? _(lang_months[month - 1]) : "?",
                 year);
    }
}

void lang_date(char *out, size_t len, int year, int month, int day)
{
    const char *const *months = lang_months;
    if (strcmp(lang_shown, "zh_CN") == 0) {
        /* 2026年5月3日 */
        snprintf(out, len, "%d\xe5\xb9\xb4%d\xe6\x9c\x88%d\xe6\x97\xa5", year,
                 month, day);
    } else {
        snprintf(out, len, "%d %s %d", day,
                 month >= 1 && month <= 12 ? _(months[month - 1]) : "?", year);
    }
}

void lang_number(char *out, size_t len, long long n)
{
    char digits[32];
    unsigned long long u = n < 0 ? 0ULL - (unsigned long long)n : (unsigned long long)n;
    snprintf(digits, sizeof digits, "%llu", u);
    size_t nd = strlen(digits), o = 0;
    if (len == 0) {
        return;
    }
    if (n < 0 && o + 1 < len) {
        out[o++] = '-';
    }
    for (size_t i = 0; i < nd && o + 1 < len; i++) {
        if (i > 0 && (nd - i) % 3 == 0 && o + 2 < len) {
            out[o++] = ',';
        }
        out[o++] = digits[i];
    }
    out[o] = '\0';
}

void lang_percent(char *out, size_t len, long long part, long long whole)
{
    if (whole <= 0) {
        snprintf(out, len, "%s", LANG_NO_DATA);
        return;
    }
    char num[32];
    lang_number(num, sizeof num, (part * 100 + whole / 2) / whole);
    snprintf(out, len, "%s%%", num);
}

void lang_duration(char *out, size_t len, long long ms)
{
    if (ms < 0) {
        snprintf(out, len, "%s", LANG_NO_DATA);
        return;
    }
    long long s = ms / 1000;
    snprintf(out, len, "%lld:%02lld", s / 60, s % 60);
}
