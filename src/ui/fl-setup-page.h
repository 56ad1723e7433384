/* fl-setup-page.h: the setup of a new game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "fl-engine.h"

G_BEGIN_DECLS

#define FL_TYPE_SETUP_PAGE (fl_setup_page_get_type ())

G_DECLARE_FINAL_TYPE (FlSetupPage, fl_setup_page, FL, SETUP_PAGE, AdwBin)

FlSetupPage   *fl_setup_page_new             (void);
void           fl_setup_page_set_game        (FlSetupPage   *self,
                                              const FlRules *rules,
                                              GSettings     *settings);
const FlRules *fl_setup_page_get_rules       (FlSetupPage   *self);
void           fl_setup_page_get_options     (FlSetupPage   *self,
                                              FlOptions     *options);
int            fl_setup_page_get_human_seat  (FlSetupPage   *self);
const char    *fl_setup_page_get_strength    (FlSetupPage   *self);

G_END_DECLS
