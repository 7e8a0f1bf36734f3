/* i18n.h - the strings a player sees, through gettext.
 *
 * _("text") is the text in the language shown (lang.c picks it and binds
 * the catalogue, build/locale or $(DATADIR)/locale); N_("text") marks a
 * string in a static table, translated where it is drawn with _();
 * P_("one", "many", n) is the plural form for the number n. xgettext
 * finds all three (make pot, po/lianliankan.pot), and LLK_N_ of the
 * rules (include/llk/intl.h).
 */
#ifndef FRONT_I18N_H
#define FRONT_I18N_H

#include <libintl.h>

#define _(s) gettext(s)
#define N_(s) (s)
#define P_(one, many, n) ngettext(one, many, (unsigned long)(n))

#endif
