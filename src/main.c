/* main.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "fl-application.h"
#include "fl-engine.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(FlApplication) app = NULL;

  fl_i18n_init ();
  /* GTK would set the locale again, undoing fl_i18n_init()'s C.UTF-8. */
  gtk_disable_setlocale ();

  app = fl_application_new (G_APPLICATION_DEFAULT_FLAGS);

  return g_application_run (G_APPLICATION (app), argc, argv);
}
