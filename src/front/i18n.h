/* i18n.h - marks the strings a player sees, for translation.
 *
 * _("text") is a string shown as it is translated; N_("text") marks a
 * string in a static table (translated where it is drawn, with _()). Both
 * are the text itself until gettext comes (a later issue); the markers
 * let xgettext find every string then.
 */
#ifndef FRONT_I18N_H
#define FRONT_I18N_H

#define _(s) (s)
#define N_(s) (s)

#endif
