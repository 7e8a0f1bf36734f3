/* settings_table.h - the settings' table (settings_table.c) as
 * settings.c reads it: the rows, and a row's index by its key. */
#ifndef LLK_SETTINGS_TABLE_H
#define LLK_SETTINGS_TABLE_H

#include "llk/settings.h"

/* The most rows the table may have (settings.c's arrays of values). */
#define SETTINGS_ROWS_MAX 64

extern settings_row settings_table[];

/* The index of the row of key (-1: none). */
int settings_row_index(const char *key);

#endif
