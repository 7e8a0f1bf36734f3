/* speech_private.h - for the speech tests (test_speech, test_speech_race):
 * no speech-dispatcher of the machine's is reached and none is started (a
 * socket nobody listens on, autospawn refused by a private
 * configuration), and LeakSanitizer told about libspeechd's own leak.
 *
 * libspeechd 0.11's spd_open2 loses its autospawn report when the
 * connection fails (the string is freed only on success: its source,
 * src/api/c/libspeechd.c); LeakSanitizer found it whenever no other
 * pointer to it was left on the dead thread's stack. Not ours to free:
 * named for LeakSanitizer here (hooks of the sanitizer runtime, unused in
 * a plain build). The full unwinder: the quick one stops at glib's frames
 * (built without frame pointers), short of spd_open2. Included once per
 * test program. */
#ifndef LLK_TEST_SPEECH_PRIVATE_H
#define LLK_TEST_SPEECH_PRIVATE_H

#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "check.h"

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

/* A private configuration in a new directory dir (len bytes, from
 * template, which ends in XXXXXX), set for speech.c through the
 * environment. */
static void private_speechd(char *dir, size_t len, const char *template)
{
    snprintf(dir, len, "%s", template);
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        exit(1);
    }
    char path[512];
    snprintf(path, sizeof path, "%s/speech-dispatcher", dir);
    CHECK(mkdir(path, 0700) == 0, "%s", path);
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

/* The directory removed. */
static void private_speechd_done(const char *dir)
{
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    CHECK(system(cmd) == 0, "%s", cmd);
}

#endif
