/* desktop.c - the desktop's reduced-motion and contrast preferences, from
 * the XDG settings portal (service org.freedesktop.portal.Desktop, object
 * /org/freedesktop/portal/desktop, interface
 * org.freedesktop.portal.Settings; namespace org.freedesktop.appearance)
 * over the D-Bus session bus.
 *
 * libdbus-1 rather than GDBus or sd-bus: SDL2 already links it (its
 * Debian package depends on libdbus-1-3), so the game gains no library;
 * GDBus would bring GLib and its main loop, sd-bus systemd's library.
 * libdbus lets the game's own loop poll the connection without blocking.
 *
 * Never a wait the player sees: no bus address in the environment (or an
 * autolaunch one), no connection (libdbus would start dbus-launch under
 * X11); the questions (ReadOne, version 2 of the interface; Read, which
 * wraps the value in one more variant, when ReadOne is refused) are sent
 * without waiting, their answers waited for at most desktop_settle's ms
 * before the first frame and taken by desktop_poll after it, as are the
 * SettingChanged signals (one match rule). No portal, an error or a wrong
 * type: unknown, silently (LLK_TRACE=1 says it).
 */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <dbus/dbus.h>

#include "desktop.h"

#define PORTAL_NAME "org.freedesktop.portal.Desktop"
#define PORTAL_PATH "/org/freedesktop/portal/desktop"
#define PORTAL_IFACE "org.freedesktop.portal.Settings"
#define APPEARANCE "org.freedesktop.appearance"
#define ANSWER_MS 10000 /* a portal started on demand may take seconds */

static const char desk_keys[2][16] = {"reduced-motion", "contrast"};

/* The desktop's state (desktop_open makes it, desktop_close frees it). */
struct front_desktop {
    DBusConnection *bus;
    bool trace;
    int value[2];
    dbus_uint32_t serial[2]; /* the question awaiting its answer */
    bool fallen_back[2];     /* asked with Read */
    long long asked_ms;
};

static long long desk_now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

int desktop_reduced_motion(const front_desktop *d)
{
    return d ? d->value[0] : -1;
}

int desktop_contrast(const front_desktop *d)
{
    return d ? d->value[1] : -1;
}

/* The value inside the variant(s) at it: a uint32, at most two deep. */
static int desk_unwrap(DBusMessageIter *it, int depth)
{
    int type = dbus_message_iter_get_arg_type(it);
    if (type == DBUS_TYPE_VARIANT && depth < 2) {
        DBusMessageIter in;
        dbus_message_iter_recurse(it, &in);
        return desk_unwrap(&in, depth + 1);
    }
    if (type != DBUS_TYPE_UINT32 || depth == 0) {
        return -1;
    }
    dbus_uint32_t u;
    dbus_message_iter_get_basic(it, &u);
    return u > INT_MAX ? INT_MAX : (int)u;
}

int desktop_message_u(DBusMessage *m, int arg)
{
    DBusMessageIter it;
    if (m == NULL || !dbus_message_iter_init(m, &it)) {
        return -1;
    }
    for (int i = 0; i < arg; i++) {
        if (!dbus_message_iter_next(&it)) {
            return -1;
        }
    }
    return desk_unwrap(&it, 0);
}

int desktop_signal_key(DBusMessage *m)
{
    const char *ns = NULL, *key = NULL;
    DBusMessageIter it;
    if (m == NULL ||
        !dbus_message_is_signal(m, PORTAL_IFACE, "SettingChanged") ||
        !dbus_message_iter_init(m, &it) ||
        dbus_message_iter_get_arg_type(&it) != DBUS_TYPE_STRING) {
        return -1;
    }
    dbus_message_iter_get_basic(&it, &ns);
    if (!dbus_message_iter_next(&it) ||
        dbus_message_iter_get_arg_type(&it) != DBUS_TYPE_STRING) {
        return -1;
    }
    dbus_message_iter_get_basic(&it, &key);
    if (strcmp(ns, APPEARANCE) != 0) {
        return -1;
    }
    for (int k = 0; k < 2; k++) {
        if (strcmp(key, desk_keys[k]) == 0) {
            return k;
        }
    }
    return -1;
}

/* Key k is now v (only 0 and 1 are known values): true when it changed. */
static bool desk_set(front_desktop *d, int k, int v, const char *how)
{
    v = v == 0 || v == 1 ? v : -1;
    if (d->trace) {
        fprintf(stderr, "llk-trace: desktop %s %d (%s)\n", desk_keys[k], v,
                how);
    }
    bool changed = v != d->value[k];
    d->value[k] = v;
    return changed;
}

/* Ask the portal for key k with method (ReadOne or Read); its serial. */
static dbus_uint32_t desk_ask(front_desktop *d, const char *method, int k)
{
    DBusMessage *m = dbus_message_new_method_call(PORTAL_NAME, PORTAL_PATH,
                                                  PORTAL_IFACE, method);
    const char *ns = APPEARANCE, *key = desk_keys[k];
    dbus_uint32_t serial = 0;
    if (m && dbus_message_append_args(m, DBUS_TYPE_STRING, &ns,
                                      DBUS_TYPE_STRING, &key,
                                      DBUS_TYPE_INVALID)) {
        if (!dbus_connection_send(d->bus, m, &serial)) {
            serial = 0;
        }
    }
    if (m) {
        dbus_message_unref(m);
    }
    return serial;
}

/* An answer to one of the questions: its value, or Read after ReadOne
 * was refused (a portal of version 1). True when a value changed. */
static bool desk_answer(front_desktop *d, DBusMessage *m)
{
    dbus_uint32_t to = dbus_message_get_reply_serial(m);
    for (int k = 0; k < 2; k++) {
        if (to == 0 || to != d->serial[k]) {
            continue;
        }
        d->serial[k] = 0;
        if (dbus_message_get_type(m) == DBUS_MESSAGE_TYPE_ERROR) {
            const char *e = dbus_message_get_error_name(m);
            if (d->trace) {
                fprintf(stderr, "llk-trace: desktop %s: %s\n", desk_keys[k],
                        e ? e : "error");
            }
            if (!d->fallen_back[k]) {
                d->fallen_back[k] = true;
                d->serial[k] = desk_ask(d, "Read", k);
            }
            return false;
        }
        return desk_set(d, k, desktop_message_u(m, 0),
                        d->fallen_back[k] ? "Read" : "ReadOne");
    }
    return false;
}

static void desk_drop(front_desktop *d)
{
    if (d->bus) {
        dbus_connection_close(d->bus);
        dbus_connection_unref(d->bus);
        d->bus = NULL;
    }
    d->serial[0] = d->serial[1] = 0;
}

/* Every message the bus has for us; true when a value changed. */
static bool desk_take(front_desktop *d)
{
    bool changed = false;
    DBusMessage *m;
    while (d->bus && (m = dbus_connection_pop_message(d->bus)) != NULL) {
        int k = desktop_signal_key(m);
        if (k >= 0) {
            changed = desk_set(d, k, desktop_message_u(m, 2), "changed") ||
                      changed;
        } else if (dbus_message_is_signal(m, DBUS_INTERFACE_LOCAL,
                                          "Disconnected")) {
            dbus_message_unref(m);
            desk_drop(d); /* the values known stay */
            return changed;
        } else {
            changed = desk_answer(d, m) || changed;
        }
        dbus_message_unref(m);
    }
    if (d->bus && (d->serial[0] || d->serial[1]) &&
        desk_now_ms() - d->asked_ms > ANSWER_MS) {
        d->serial[0] = d->serial[1] = 0; /* no answer: unknown */
    }
    return changed;
}

front_desktop *desktop_open(bool trace)
{
    front_desktop *d = calloc(1, sizeof *d);
    if (!d) {
        return NULL; /* unknown, as without a bus */
    }
    d->trace = trace;
    d->value[0] = d->value[1] = -1;
    const char *addr = getenv("DBUS_SESSION_BUS_ADDRESS");
    if (addr == NULL || addr[0] == '\0' || strstr(addr, "autolaunch:")) {
        if (trace) {
            fprintf(stderr, "llk-trace: desktop: no session bus\n");
        }
        return d;
    }
    DBusError err;
    dbus_error_init(&err);
    dbus_threads_init_default(); /* SDL may use libdbus on its threads */
    d->bus = dbus_connection_open_private(addr, &err);
    if (d->bus) {
        dbus_connection_set_exit_on_disconnect(d->bus, FALSE);
        if (!dbus_bus_register(d->bus, &err)) {
            desk_drop(d);
        }
    }
    if (!d->bus) {
        if (trace) {
            fprintf(stderr, "llk-trace: desktop: %s\n",
                    err.message ? err.message : "no connection");
        }
        dbus_error_free(&err);
        return d;
    }
    /* not waited for (no error argument): the bus adds it on the flush */
    dbus_bus_add_match(d->bus,
                       "type='signal',sender='" PORTAL_NAME "',"
                       "interface='" PORTAL_IFACE "',member='SettingChanged',"
                       "path='" PORTAL_PATH "',arg0='" APPEARANCE "'",
                       NULL);
    d->asked_ms = desk_now_ms();
    for (int k = 0; k < 2; k++) {
        d->serial[k] = desk_ask(d, "ReadOne", k);
    }
    dbus_connection_flush(d->bus);
    return d;
}

void desktop_settle(front_desktop *d, int ms)
{
    if (!d) {
        return;
    }
    long long end = desk_now_ms() + ms;
    while (d->bus && (d->serial[0] || d->serial[1])) {
        long long left = end - desk_now_ms();
        if (left <= 0) {
            break;
        }
        if (!dbus_connection_read_write(d->bus, (int)left)) {
            desk_drop(d);
            break;
        }
        desk_take(d);
    }
}

bool desktop_poll(front_desktop *d)
{
    if (d == NULL || d->bus == NULL) {
        return false;
    }
    if (!dbus_connection_read_write(d->bus, 0)) {
        desk_take(d); /* the Disconnected signal */
        desk_drop(d);
        return false;
    }
    return desk_take(d);
}

int desktop_wait_ms(const front_desktop *d, int wait)
{
    bool asking = d && d->bus && (d->serial[0] || d->serial[1]);
    return asking && wait > 50 ? 50 : wait;
}

void desktop_close(front_desktop *d)
{
    if (d) {
        desk_drop(d);
        free(d);
    }
}
