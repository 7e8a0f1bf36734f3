/* minijson.h - a small strict JSON reader for tests (objects, arrays,
 * strings without escapes beyond \" \\ \/ \n \t, numbers, true, false,
 * null). Parses into a tree; mj_get() looks a key up in an object.
 * Written for the state-file test: enough to check every field.
 */
#ifndef LLK_MINIJSON_H
#define LLK_MINIJSON_H

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

typedef enum { MJ_NULL, MJ_BOOL, MJ_NUM, MJ_STR, MJ_ARR, MJ_OBJ } mj_type;

typedef struct mj {
    mj_type type;
    double num;
    bool b;
    char *str;        /* MJ_STR value */
    int n;            /* MJ_ARR / MJ_OBJ: number of items */
    char **keys;      /* MJ_OBJ keys */
    struct mj **items;
} mj;

static void mj_free(mj *v)
{
    if (v == NULL) {
        return;
    }
    for (int i = 0; i < v->n; i++) {
        mj_free(v->items[i]);
        if (v->keys) {
            free(v->keys[i]);
        }
    }
    free(v->items);
    free(v->keys);
    free(v->str);
    free(v);
}

static void mj_ws(const char **p)
{
    while (**p == ' ' || **p == '\n' || **p == '\t' || **p == '\r') {
        (*p)++;
    }
}

static mj *mj_value(const char **p, int depth);

static char *mj_string(const char **p)
{
    if (**p != '"') {
        return NULL;
    }
    (*p)++;
    size_t cap = 16, len = 0;
    char *s = malloc(cap);
    while (s && **p && **p != '"') {
        char ch = **p;
        if ((unsigned char)ch < 0x20) {
            free(s);
            return NULL;
        }
        if (ch == '\\') {
            (*p)++;
            switch (**p) {
            case '"': ch = '"'; break;
            case '\\': ch = '\\'; break;
            case '/': ch = '/'; break;
            case 'n': ch = '\n'; break;
            case 't': ch = '\t'; break;
            case 'r': ch = '\r'; break;
            case 'b': ch = '\b'; break;
            case 'f': ch = '\f'; break;
            case 'u': { /* only U+0000..U+007F: all the writers emit */
                unsigned v = 0;
                for (int i = 1; i <= 4; i++) {
                    char h = (*p)[i];
                    int d = isdigit((unsigned char)h) ? h - '0'
                            : (h >= 'a' && h <= 'f') ? h - 'a' + 10
                            : (h >= 'A' && h <= 'F') ? h - 'A' + 10 : -1;
                    if (d < 0) {
                        free(s);
                        return NULL;
                    }
                    v = v * 16 + (unsigned)d;
                }
                if (v == 0 || v > 0x7f) {
                    free(s);
                    return NULL;
                }
                ch = (char)v;
                *p += 4;
                break;
            }
            default: free(s); return NULL;
            }
        }
        if (len + 2 > cap) {
            cap *= 2;
            char *t = realloc(s, cap);
            if (t == NULL) {
                free(s);
                return NULL;
            }
            s = t;
        }
        s[len++] = ch;
        (*p)++;
    }
    if (s == NULL || **p != '"') {
        free(s);
        return NULL;
    }
    (*p)++;
    s[len] = '\0';
    return s;
}

static bool mj_push(mj *v, char *key, mj *item)
{
    mj **items = realloc(v->items, sizeof *items * (size_t)(v->n + 1));
    if (items == NULL) {
        return false;
    }
    v->items = items;
    if (v->type == MJ_OBJ) {
        char **keys = realloc(v->keys, sizeof *keys * (size_t)(v->n + 1));
        if (keys == NULL) {
            return false;
        }
        v->keys = keys;
        v->keys[v->n] = key;
    }
    v->items[v->n++] = item;
    return true;
}

static mj *mj_container(const char **p, int depth, bool obj)
{
    mj *v = calloc(1, sizeof *v);
    if (v == NULL) {
        return NULL;
    }
    v->type = obj ? MJ_OBJ : MJ_ARR;
    (*p)++;
    mj_ws(p);
    if (**p == (obj ? '}' : ']')) {
        (*p)++;
        return v;
    }
    for (;;) {
        char *key = NULL;
        mj_ws(p);
        if (obj) {
            key = mj_string(p);
            mj_ws(p);
            if (key == NULL || **p != ':') {
                free(key);
                mj_free(v);
                return NULL;
            }
            (*p)++;
        }
        mj *item = mj_value(p, depth + 1);
        if (item == NULL || !mj_push(v, key, item)) {
            free(key);
            mj_free(item);
            mj_free(v);
            return NULL;
        }
        mj_ws(p);
        if (**p == ',') {
            (*p)++;
            continue;
        }
        if (**p == (obj ? '}' : ']')) {
            (*p)++;
            return v;
        }
        mj_free(v);
        return NULL;
    }
}

static mj *mj_value(const char **p, int depth)
{
    mj_ws(p);
    if (depth > 64) {
        return NULL;
    }
    if (**p == '{' || **p == '[') {
        return mj_container(p, depth, **p == '{');
    }
    mj *v = calloc(1, sizeof *v);
    if (v == NULL) {
        return NULL;
    }
    if (**p == '"') {
        v->type = MJ_STR;
        v->str = mj_string(p);
        if (v->str == NULL) {
            free(v);
            return NULL;
        }
    } else if (strncmp(*p, "null", 4) == 0) {
        v->type = MJ_NULL;
        *p += 4;
    } else if (strncmp(*p, "true", 4) == 0) {
        v->type = MJ_BOOL;
        v->b = true;
        *p += 4;
    } else if (strncmp(*p, "false", 5) == 0) {
        v->type = MJ_BOOL;
        *p += 5;
    } else if (**p == '-' || isdigit((unsigned char)**p)) {
        char *end;
        v->type = MJ_NUM;
        v->num = strtod(*p, &end);
        *p = end;
    } else {
        free(v);
        return NULL;
    }
    return v;
}

/* Parse a whole text: one value, then only white space. NULL on error. */
static mj *mj_parse(const char *text)
{
    const char *p = text;
    mj *v = mj_value(&p, 0);
    mj_ws(&p);
    if (v != NULL && *p != '\0') {
        mj_free(v);
        return NULL;
    }
    return v;
}

/* The value of key in object v, or NULL. */
static mj *mj_get(const mj *v, const char *key)
{
    if (v == NULL || v->type != MJ_OBJ) {
        return NULL;
    }
    for (int i = 0; i < v->n; i++) {
        if (strcmp(v->keys[i], key) == 0) {
            return v->items[i];
        }
    }
    return NULL;
}

#endif
