#!/usr/bin/env python3
"""fake_portal.py VALUES READY - a stand-in for the XDG settings portal on
a private session bus (tests/e2e/lib/common.sh: portal_start).

Owns org.freedesktop.portal.Desktop and serves, at
/org/freedesktop/portal/desktop, org.freedesktop.portal.Settings's
ReadOne(s, s) -> v and Read(s, s) -> v (the value in one more variant) for
namespace org.freedesktop.appearance. The values come from file VALUES,
one KEY=VALUE a line: reduced-motion and contrast as numbers (sent as u),
"str" for a string (a wrong type), a key left out: NotFound; version=1
refuses ReadOne (UnknownMethod, as an older portal). On SIGUSR1 the file
is read again and SettingChanged(s, s, v) is emitted for each key whose
value changed. READY is written once the name is owned.
"""
import signal
import sys

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

NAME = "org.freedesktop.portal.Desktop"
PATH = "/org/freedesktop/portal/desktop"
IFACE = "org.freedesktop.portal.Settings"
NS = "org.freedesktop.appearance"


def read_values(path):
    vals = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if "=" in line:
                k, v = line.strip().split("=", 1)
                vals[k] = v
    return vals


def typed(v):
    return dbus.String(v) if v == "str" else dbus.UInt32(int(v))


class NotFound(dbus.DBusException):
    _dbus_error_name = "org.freedesktop.portal.Error.NotFound"


class UnknownMethod(dbus.DBusException):
    _dbus_error_name = "org.freedesktop.DBus.Error.UnknownMethod"


class Portal(dbus.service.Object):
    def __init__(self, bus, values):
        super().__init__(bus, PATH)
        self.values_path = values
        self.vals = read_values(values)

    def value(self, ns, key):
        if ns != NS or key not in self.vals or key == "version":
            raise NotFound("no such setting: %s %s" % (ns, key))
        return self.vals[key]

    @dbus.service.method(IFACE, in_signature="ss", out_signature="v")
    def ReadOne(self, ns, key):
        if self.vals.get("version", "2") == "1":
            raise UnknownMethod("ReadOne is not known here")
        return typed(self.value(ns, key))

    @dbus.service.method(IFACE, in_signature="ss", out_signature="v")
    def Read(self, ns, key):
        v = self.value(ns, key)
        if v == "str":
            return dbus.String(v, variant_level=1)
        return dbus.UInt32(int(v), variant_level=1)

    @dbus.service.signal(IFACE, signature="ssv")
    def SettingChanged(self, ns, key, value):
        pass

    def reread(self):
        new = read_values(self.values_path)
        for k, v in new.items():
            if k != "version" and self.vals.get(k) != v:
                self.SettingChanged(NS, k, typed(v))
        self.vals = new
        return True


def main():
    values, ready = sys.argv[1], sys.argv[2]
    DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    portal = Portal(bus, values)
    name = dbus.service.BusName(NAME, bus, do_not_queue=True)
    loop = GLib.MainLoop()
    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGUSR1, portal.reread)
    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGTERM, loop.quit)
    with open(ready, "w", encoding="utf-8") as f:
        f.write("ready\n")
    loop.run()
    del name


if __name__ == "__main__":
    main()
