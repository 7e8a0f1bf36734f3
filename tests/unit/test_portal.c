/* test_portal.c - the desktop's preferences as desktop.c reads them from
 * the settings portal's messages, built here with libdbus, without a bus:
 *   - a value is a uint32 inside one variant (ReadOne's answer,
 *     SettingChanged's third argument) or two (Read's answer): those give
 *     the number (0, 1, any other, the largest held at INT_MAX); the bare
 *     number, three variants, another type anywhere (a string, a signed
 *     number, a boolean, a byte), a missing argument: -1, for random
 *     nestings of random types against a model of that rule;
 *   - SettingChanged names reduced-motion (0) or contrast (1) only in
 *     namespace org.freedesktop.appearance; another namespace, key,
 *     member or interface, or too few arguments: -1;
 *   - no bus: without DBUS_SESSION_BUS_ADDRESS, with an autolaunch
 *     address and with a socket that is not there, the game starts at
 *     once with both values unknown (-1) and nothing to poll.
 * Prints its seed; LLK_SEED=N replays it. */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <stdlib.h>
#include <time.h>

#include <dbus/dbus.h>

#include "desktop.h"
#include "check.h"
#include "llk/rng.h"

#define IFACE "org.freedesktop.portal.Settings"
#define NS "org.freedesktop.appearance"

/* Leaf types tried: u the one wanted, the others wrong. */
static const int leaf_types[] = {DBUS_TYPE_UINT32, DBUS_TYPE_STRING,
                                 DBUS_TYPE_INT32, DBUS_TYPE_BOOLEAN,
                                 DBUS_TYPE_BYTE};

/* Append a value of type leaf (number v) inside depth variants. */
static void put_nested(DBusMessageIter *it, int depth, int leaf,
                       dbus_uint32_t v)
{
    if (depth > 0) {
        char sig[16];
        int n = 0;
        for (int i = 1; i < depth && n < 12; i++) {
            sig[n++] = 'v';
        }
        sig[n++] = (char)leaf;
        sig[n] = '\0';
        DBusMessageIter sub;
        dbus_message_iter_open_container(it, DBUS_TYPE_VARIANT, sig, &sub);
        put_nested(&sub, depth - 1, leaf, v);
        dbus_message_iter_close_container(it, &sub);
        return;
    }
    const char *s = "1";
    dbus_int32_t i = (dbus_int32_t)(v & 0x7fffffff);
    dbus_bool_t b = v & 1;
    unsigned char y = (unsigned char)v;
    switch (leaf) {
    case DBUS_TYPE_UINT32:
        dbus_message_iter_append_basic(it, leaf, &v);
        break;
    case DBUS_TYPE_STRING:
        dbus_message_iter_append_basic(it, leaf, &s);
        break;
    case DBUS_TYPE_INT32:
        dbus_message_iter_append_basic(it, leaf, &i);
        break;
    case DBUS_TYPE_BOOLEAN:
        dbus_message_iter_append_basic(it, leaf, &b);
        break;
    default:
        dbus_message_iter_append_basic(it, leaf, &y);
        break;
    }
}

/* An answer holding one value (depth variants round a leaf). */
static DBusMessage *answer(int depth, int leaf, dbus_uint32_t v)
{
    DBusMessage *m = dbus_message_new(DBUS_MESSAGE_TYPE_METHOD_RETURN);
    DBusMessageIter it;
    dbus_message_iter_init_append(m, &it);
    put_nested(&it, depth, leaf, v);
    return m;
}

/* A SettingChanged signal (member and interface as given). */
static DBusMessage *changed(const char *iface, const char *member,
                            const char *ns, const char *key, int depth,
                            dbus_uint32_t v)
{
    DBusMessage *m = dbus_message_new_signal("/org/freedesktop/portal/desktop",
                                             iface, member);
    DBusMessageIter it;
    dbus_message_iter_init_append(m, &it);
    if (ns) {
        dbus_message_iter_append_basic(&it, DBUS_TYPE_STRING, &ns);
    }
    if (key) {
        dbus_message_iter_append_basic(&it, DBUS_TYPE_STRING, &key);
    }
    if (depth >= 0) {
        put_nested(&it, depth, DBUS_TYPE_UINT32, v);
    }
    return m;
}

/* The rule: a uint32 one or two variants deep. */
static int model(int depth, int leaf, dbus_uint32_t v)
{
    if (leaf != DBUS_TYPE_UINT32 || depth < 1 || depth > 2) {
        return -1;
    }
    return v > INT_MAX ? INT_MAX : (int)v;
}

static void fixed_answers(void)
{
    static const struct {
        int depth, leaf;
        dbus_uint32_t v;
        int want;
    } cases[] = {
        {1, DBUS_TYPE_UINT32, 1, 1},    {1, DBUS_TYPE_UINT32, 0, 0},
        {2, DBUS_TYPE_UINT32, 1, 1},    {2, DBUS_TYPE_UINT32, 0, 0},
        {1, DBUS_TYPE_UINT32, 7, 7},    {1, DBUS_TYPE_UINT32, 0xffffffffu, INT_MAX},
        {0, DBUS_TYPE_UINT32, 1, -1},   {3, DBUS_TYPE_UINT32, 1, -1},
        {1, DBUS_TYPE_STRING, 1, -1},   {2, DBUS_TYPE_STRING, 1, -1},
        {1, DBUS_TYPE_INT32, 1, -1},    {1, DBUS_TYPE_BOOLEAN, 1, -1},
        {2, DBUS_TYPE_BYTE, 1, -1}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        DBusMessage *m = answer(cases[i].depth, cases[i].leaf, cases[i].v);
        CHECK(desktop_message_u(m, 0) == cases[i].want,
              "case %zu: depth %d type %c: %d, want %d", i, cases[i].depth,
              cases[i].leaf, desktop_message_u(m, 0), cases[i].want);
        CHECK_INT(desktop_message_u(m, 1), -1); /* no second argument */
        dbus_message_unref(m);
    }
    DBusMessage *empty = dbus_message_new(DBUS_MESSAGE_TYPE_METHOD_RETURN);
    CHECK_INT(desktop_message_u(empty, 0), -1);
    dbus_message_unref(empty);
    CHECK_INT(desktop_message_u(NULL, 0), -1);
}

static void random_answers(llk_rng *rng, int n)
{
    for (int i = 0; i < n; i++) {
        CHECK_CASE();
        int depth = (int)llk_rng_below(rng, 5);
        int leaf = leaf_types[llk_rng_below(rng, 5)];
        dbus_uint32_t v = (dbus_uint32_t)llk_rng_next(rng);
        if (llk_rng_below(rng, 2)) {
            v %= 3; /* the portal's own values, often */
        }
        DBusMessage *m = answer(depth, leaf, v);
        int got = desktop_message_u(m, 0), want = model(depth, leaf, v);
        CHECK(got == want, "depth %d type %c value %u: %d, want %d", depth,
              leaf, (unsigned)v, got, want);
        dbus_message_unref(m);
    }
}

static void signals(void)
{
    static const struct {
        const char *iface, *member, *ns, *key;
        int depth, key_want, value_want;
    } cases[] = {
        {IFACE, "SettingChanged", NS, "reduced-motion", 1, 0, 1},
        {IFACE, "SettingChanged", NS, "contrast", 1, 1, 1},
        {IFACE, "SettingChanged", NS, "color-scheme", 1, -1, 1},
        {IFACE, "SettingChanged", "org.gnome.desktop.a11y", "reduced-motion",
         1, -1, 1},
        {IFACE, "SettingChanged", NS, "contrast", 2, 1, 1},
        {IFACE, "SettingChanged", NS, "contrast", 0, 1, -1},
        {IFACE, "SettingChanged", NS, NULL, -1, -1, -1},
        {IFACE, "SettingChanged", NULL, NULL, -1, -1, -1},
        {IFACE, "OtherSignal", NS, "contrast", 1, -1, 1},
        {"org.example.Settings", "SettingChanged", NS, "contrast", 1, -1, 1}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        DBusMessage *m = changed(cases[i].iface, cases[i].member, cases[i].ns,
                                 cases[i].key, cases[i].depth, 1);
        CHECK(desktop_signal_key(m) == cases[i].key_want, "signal %zu: key %d",
              i, desktop_signal_key(m));
        CHECK(desktop_message_u(m, 2) == cases[i].value_want,
              "signal %zu: value %d", i, desktop_message_u(m, 2));
        dbus_message_unref(m);
    }
    /* a method return is no signal, whatever it holds */
    DBusMessage *r = answer(1, DBUS_TYPE_UINT32, 1);
    CHECK_INT(desktop_signal_key(r), -1);
    dbus_message_unref(r);
    CHECK_INT(desktop_signal_key(NULL), -1);
}

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* No bus to be had: unknown at once, nothing to poll, no wait. */
static void no_bus(void)
{
    static const char *const addrs[] = {NULL, "", "autolaunch:",
                                        "unix:path=/nonexistent/llk-bus"};
    for (size_t i = 0; i < sizeof addrs / sizeof addrs[0]; i++) {
        if (addrs[i]) {
            setenv("DBUS_SESSION_BUS_ADDRESS", addrs[i], 1);
        } else {
            unsetenv("DBUS_SESSION_BUS_ADDRESS");
        }
        double t0 = now_s();
        front_desktop *d = desktop_open(false);
        desktop_settle(d, 250);
        CHECK(now_s() - t0 < 0.2, "address %zu: %.3f s", i, now_s() - t0);
        CHECK_INT(desktop_reduced_motion(d), -1);
        CHECK_INT(desktop_contrast(d), -1);
        CHECK(!desktop_poll(d), "address %zu: polled a change", i);
        CHECK_INT(desktop_wait_ms(d, 1000), 1000);
        desktop_close(d);
    }
}

int main(void)
{
    llk_rng rng;
    llk_rng_seed(&rng, check_seed("test_portal", 47));
    fixed_answers();
    random_answers(&rng, check_sanitized() ? 300 : 3000);
    signals();
    no_bus();
    dbus_shutdown(); /* libdbus's own memory, for the leak checker */
    return check_done("test_portal");
}
