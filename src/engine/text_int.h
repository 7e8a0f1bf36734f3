/* text_int.h - internals shared by the engine's readers of text files
 * (boardfile.c, layout.c; not a public header). */
#ifndef LLK_TEXT_INT_H
#define LLK_TEXT_INT_H

#include <stdarg.h>
#include <stddef.h>

/* The error of a text being read, into err (errlen bytes): "NAME:LINE:COL:
 * WHAT", "NAME:LINE: WHAT" when col is 0, "NAME: WHAT" when line is 0 too;
 * WHAT is fmt with ap (boardfile.c). */
void llk_fail_at(char *err, size_t errlen, const char *name, long line,
                 long col, const char *fmt, va_list ap);

#endif
