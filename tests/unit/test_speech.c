/* test_speech.c - the game's speech log (src/front/speech.c): nothing
 * with speech off; every line with it on, whether or not speech-dispatcher
 * answers (none here: a socket nobody listens on, autospawn refused by a
 * private configuration); the last SPEECH_LOG lines kept, newest last; a
 * long line cut at a character's start; the state file's "spoken" valid
 * JSON with every line read back; a quit that does not wait. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "speech.h"

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* No speech-dispatcher of the machine's is reached, and none started. */
static void private_speechd(char *dir, size_t len)
{
    snprintf(dir, len, "%s", "/tmp/llk-speech-XXXXXX");
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        exit(1);
    }
    char path[512];
    snprintf(path, sizeof path, "%s/speech-dispatcher", dir);
    {
        char cmd[600];
        snprintf(cmd, sizeof cmd, "mkdir -p '%s'", path);
        CHECK(system(cmd) == 0, "%s", cmd);
    }
    snprintf(path, sizeof path, "%s/speech-dispatcher/speechd.conf", dir);
    FILE *f = fopen(path, "w");
    CHECK(f != NULL, "%s", path);
    if (f) {
        fputs("DisableAutoSpawn\n", f);
        fclose(f);
    }
    setenv("XDG_CONFIG_HOME", dir, 1);
    snprintf(path, sizeof path, "unix_socket:%s/none.sock", dir);
    setenv("SPEECHD_ADDRESS", path, 1);
}

/* libspeechd 0.11's spd_open2 loses its autospawn report when the
 * connection fails (the string is freed only on success: its source,
 * src/api/c/libspeechd.c); LeakSanitizer found it about one run in
 * fifteen, whenever no other pointer to it was left on the dead thread's
 * stack. Not ours to free: named for LeakSanitizer here (hooks of the
 * sanitizer runtime, unused in a plain build). The full unwinder: the
 * quick one stops at glib's frames (built without frame pointers), short
 * of spd_open2. */
const char *__asan_default_options(void);
const char *__asan_default_options(void)
{
    return "fast_unwind_on_malloc=0";
}

const char *__lsan_default_suppressions(void);
const char *__lsan_default_suppressions(void)
{
    return "leak:spd_open2\n";
}

static void check_json(void)
{
    char *buf = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    speech_json(f);
    fclose(f);
    CHECK(strncmp(buf, ",\"spoken\":[\"", 12) == 0, "%.40s", buf);
    CHECK(strstr(buf, "\"quote \\\" and \\\\ back\"") != NULL,
          "a quote and a backslash escaped");
    CHECK(buf[n - 1] == ']', "ends the array");
    free(buf);
}

int main(void)
{
    char dir[64], line[64];
    private_speechd(dir, sizeof dir);
    /* off: nothing said or kept */
    speech_say("not said", "en");
    CHECK_INT(speech_count(), 0);
    CHECK(!speech_on(), "off by default");
    /* on: every line kept, newest last, though nobody listens */
    speech_enable(true, false);
    CHECK(speech_on(), "on");
    speech_say("", "en");
    CHECK_INT(speech_count(), 0);
    for (int i = 0; i < SPEECH_LOG + 37; i++) {
        snprintf(line, sizeof line, "line %d", i);
        speech_say(line, i % 2 ? "zh_CN" : "en");
    }
    CHECK_INT(speech_count(), SPEECH_LOG);
    CHECK(strcmp(speech_line(0), "line 37") == 0, "oldest %s",
          speech_line(0));
    snprintf(line, sizeof line, "line %d", SPEECH_LOG + 36);
    CHECK(strcmp(speech_line(SPEECH_LOG - 1), line) == 0, "newest %s",
          speech_line(SPEECH_LOG - 1));
    CHECK(speech_line(SPEECH_LOG) == NULL && speech_line(-1) == NULL,
          "past the ends");
    /* a long Chinese line: cut whole characters only */
    char longl[SPEECH_LINE * 2] = "";
    for (size_t k = 0; k + 3 < sizeof longl; k += 3) {
        memcpy(longl + k, "\xe7\x89\x8c", 3); /* 牌 */
        longl[k + 3] = '\0';
    }
    speech_say(longl, "zh_CN");
    const char *got = speech_line(SPEECH_LOG - 1);
    CHECK(strlen(got) < SPEECH_LINE && strlen(got) % 3 == 0 &&
              strncmp(got, longl, strlen(got)) == 0,
          "cut at a character: %zu bytes", strlen(got));
    speech_say("quote \" and \\ back", "en");
    check_json();
    /* off again: nothing more kept */
    speech_enable(false, false);
    speech_say("after", "en");
    CHECK(strcmp(speech_line(SPEECH_LOG - 1), "quote \" and \\ back") == 0,
          "nothing kept while off");
    speech_forget();
    CHECK_INT(speech_count(), 0);
    double t0 = now_ms();
    speech_close();
    CHECK(now_ms() - t0 < 1500, "the quit waits at most about half a second");
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    CHECK(system(cmd) == 0, "%s", cmd);
    return check_done("test_speech");
}
