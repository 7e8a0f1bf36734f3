/* say.c - errors said on stderr, the last one kept for a fatal start-up's
 * message box (assets.h: front_error). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "assets.h"

static char last_error[600];

void front_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(last_error, sizeof last_error, fmt, ap);
    va_end(ap);
    fprintf(stderr, "lianliankan: %s", last_error);
    size_t n = strlen(last_error);
    if (n > 0 && last_error[n - 1] == '\n') {
        last_error[n - 1] = '\0';
    } else {
        fputc('\n', stderr);
    }
}

const char *front_last_error(void)
{
    return last_error;
}
