/* fl-ui-test-helpers.h: the scaffolding the UI tests share
 *
 * Waiting on the main loop, finding and clicking widgets, toplevels and
 * the application's windows, the light and dark styles, and screenshots.
 * Compiled into each UI test (tests/meson.build).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

typedef gboolean (*FlTestCondition) (gpointer data);

void              fl_test_iterate_until_named (FlTestCondition  condition,
                                               gpointer         data,
                                               const char      *what);
/* Names the condition awaited, for the message of a wait that gives up. */
#define fl_test_iterate_until(condition, data) \
  fl_test_iterate_until_named ((condition), (data), #condition)
void              fl_test_drain            (void);
void              fl_test_wait_for_frames  (GtkWidget       *widget,
                                            guint            n);
void              fl_test_wait_for_frame   (GtkWidget       *widget);
void              fl_test_settle           (GtkWidget       *widget);
gboolean          fl_test_widget_is_mapped (gpointer         widget);
gboolean          fl_test_widget_is_gone   (gpointer         weak_ref);

void              fl_test_collect_widgets  (GtkWidget       *root,
                                            GType            type,
                                            GPtrArray       *out);
gpointer          fl_test_find_widget      (GtkWidget       *root,
                                            GType            type);
GtkWidget        *fl_test_find_button      (GtkWidget       *root,
                                            const char      *label,
                                            const char      *action_name,
                                            const char      *css_class);
gpointer          fl_test_find_row         (GtkWidget       *root,
                                            const char      *title);
gboolean          fl_test_setup_start_focused (gpointer      setup);
void              fl_test_click            (GtkWidget       *button);

gboolean          fl_test_press_key        (GtkWindow       *window,
                                            guint            keyval,
                                            GdkModifierType  modifiers);
void              fl_test_release_key      (GtkWindow       *window,
                                            guint            keyval,
                                            GdkModifierType  modifiers);
gboolean          fl_test_type_key         (GtkWindow       *window,
                                            guint            keyval,
                                            GdkModifierType  modifiers);

GtkWindow        *fl_test_find_toplevel    (GType            type);
AdwMessageDialog *fl_test_find_dialog      (const char      *css_class);
GtkWindow        *fl_test_activate         (GtkApplication  *app);
void              fl_test_destroy_windows  (GtkApplication  *app);
int               fl_test_run_registered   (GApplication    *app);

void              fl_test_groups_init      (int              *argc,
                                            char           ***argv,
                                            const char *const *groups);
gboolean          fl_test_in_group         (const char      *group);

void              fl_test_set_dark         (GtkWidget       *widget,
                                            gboolean         dark);

gboolean          fl_test_resize           (GtkWindow       *window,
                                            int              width,
                                            int              height);
char             *fl_test_screenshot_path  (const char      *file);
void              fl_test_save_texture     (GdkTexture      *texture,
                                            const char      *file);
void              fl_test_save_screenshot  (GtkWidget       *widget,
                                            const char      *file);
void              fl_test_shoot_sizes      (GtkWindow       *window,
                                            const char      *prefix,
                                            const char      *name);
GtkWindow        *fl_test_open_table_window (GtkApplication *app,
                                            GSettings       *settings);

G_END_DECLS
