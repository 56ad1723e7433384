/* fl-ui-test-helpers.c: the scaffolding the UI tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "fl-saved-game.h"
#include "fl-ui-test-helpers.h"

/* ---- The main loop --------------------------------------------------- */

/* How long a wait may last before the test gives up: 120 seconds, times
 * $FLOURISH_TEST_TIMEOUT_MULTIPLIER when it is set (as meson's
 * --timeout-multiplier scales the whole test's). Each wait is for
 * something that takes well under a second on an idle machine: the bound
 * only stops a hang with a message, far beyond what a loaded machine
 * needs, and nothing here measures speed. */
static gint64
wait_bound_usec (void)
{
  const char *multiplier = g_getenv ("FLOURISH_TEST_TIMEOUT_MULTIPLIER");
  double factor = 1.0;

  if (multiplier != NULL && *multiplier != '\0')
    {
      char *end = NULL;

      factor = g_ascii_strtod (multiplier, &end);
      if (end == multiplier || *end != '\0' || factor <= 0.0)
        g_error ("FLOURISH_TEST_TIMEOUT_MULTIPLIER is not a positive number: %s", multiplier);
    }
  return (gint64) (120.0 * factor * G_USEC_PER_SEC);
}

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @condition holds, and no further: a caller that
 * wants what is pending then (layout, idles) to run too calls
 * fl_test_drain(). The loop sleeps until something happens, leaving the
 * processor to the application's threads and to other processes, and
 * wakes now and then too, for a condition no event of the main loop
 * announces. @what (the condition's name, from the
 * fl_test_iterate_until() macro) names what was awaited when the wait
 * gives up (wait_bound_usec()). */
void
fl_test_iterate_until_named (FlTestCondition  condition,
                             gpointer         data,
                             const char      *what)
{
  gint64 bound = wait_bound_usec ();
  gint64 give_up = g_get_monotonic_time () + bound;
  guint wake;

  if (condition (data))
    return;
  wake = g_timeout_add (20, wake_cb, NULL);
  while (!condition (data))
    {
      if (g_get_monotonic_time () > give_up)
        g_error ("Gave up after %" G_GINT64_FORMAT " s waiting for %s: a hang? (On a slow "
                 "machine, set FLOURISH_TEST_TIMEOUT_MULTIPLIER.)", bound / G_USEC_PER_SEC, what);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (wake);
}

/* Runs whatever the main loop has ready, without waiting. */
void
fl_test_drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

typedef struct
{
  guint n_painted;
  guint n_wanted;
} Frames;

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       user_data)
{
  Frames *frames = user_data;

  frames->n_painted++;
}

static gboolean
frames_painted (gpointer data)
{
  Frames *frames = data;

  return frames->n_painted >= frames->n_wanted;
}

/* Waits for @widget's window to go through @n whole frames, layout and
 * drawing included, each asked for, and lets what is pending after them
 * run: what a change started (styles, a layout that takes two passes)
 * has taken effect, however long the frames took. */
void
fl_test_wait_for_frames (GtkWidget *widget,
                         guint      n)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  Frames frames = { 0, 1 };
  gulong id;

  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &frames);
  for (; frames.n_wanted <= n; frames.n_wanted++)
    {
      gtk_widget_queue_draw (widget);
      fl_test_iterate_until (frames_painted, &frames);
    }
  g_signal_handler_disconnect (clock, id);
  fl_test_drain ();
}

/* Waits for @widget's window to go through a whole frame, layout and
 * drawing included, so that a change of style has taken effect, and lets
 * what is pending after it run. */
void
fl_test_wait_for_frame (GtkWidget *widget)
{
  fl_test_wait_for_frames (widget, 1);
}

/* Nothing below @data (a widget) moves: no page sliding or fading in, no
 * side pane or revealer opening or closing. */
static gboolean
transitions_done (gpointer data)
{
  g_autoptr(GPtrArray) stacks = g_ptr_array_new ();
  g_autoptr(GPtrArray) leaflets = g_ptr_array_new ();
  g_autoptr(GPtrArray) flaps = g_ptr_array_new ();
  g_autoptr(GPtrArray) revealers = g_ptr_array_new ();

  fl_test_collect_widgets (GTK_WIDGET (data), GTK_TYPE_STACK, stacks);
  fl_test_collect_widgets (GTK_WIDGET (data), ADW_TYPE_LEAFLET, leaflets);
  fl_test_collect_widgets (GTK_WIDGET (data), ADW_TYPE_FLAP, flaps);
  fl_test_collect_widgets (GTK_WIDGET (data), GTK_TYPE_REVEALER, revealers);
  for (guint i = 0; i < stacks->len; i++)
    if (gtk_stack_get_transition_running (stacks->pdata[i]))
      return FALSE;
  for (guint i = 0; i < leaflets->len; i++)
    if (adw_leaflet_get_child_transition_running (leaflets->pdata[i]))
      return FALSE;
  for (guint i = 0; i < flaps->len; i++)
    {
      AdwFlap *flap = flaps->pdata[i];

      if (adw_flap_get_reveal_progress (flap) != (adw_flap_get_reveal_flap (flap) ? 1.0 : 0.0))
        return FALSE;
    }
  for (guint i = 0; i < revealers->len; i++)
    {
      GtkRevealer *revealer = revealers->pdata[i];

      if (gtk_revealer_get_child_revealed (revealer) != gtk_revealer_get_reveal_child (revealer))
        return FALSE;
    }
  return TRUE;
}

/* Waits until @widget's window is still, for a screenshot of @widget: no
 * transition running (transitions_done()), then two frames drawn, for a
 * layout that takes two passes (a label that wraps, a spin button). */
void
fl_test_settle (GtkWidget *widget)
{
  fl_test_iterate_until (transitions_done, gtk_widget_get_root (widget));
  fl_test_wait_for_frames (widget, 2);
}

/* A condition: @widget (a #GtkWidget) is mapped. */
gboolean
fl_test_widget_is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (GTK_WIDGET (widget));
}

/* A condition: the widget @data (a #GWeakRef to it) is finalized or
 * hidden, as a window closed is. */
gboolean
fl_test_widget_is_gone (gpointer data)
{
  GWeakRef *ref = data;
  g_autoptr(GObject) object = g_weak_ref_get (ref);

  return object == NULL || !gtk_widget_get_visible (GTK_WIDGET (object));
}

/* ---- Finding widgets ------------------------------------------------- */

/* Appends @root and every widget below it that is a @type to @out, in
 * depth-first order. */
void
fl_test_collect_widgets (GtkWidget *root,
                         GType      type,
                         GPtrArray *out)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    g_ptr_array_add (out, root);

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    fl_test_collect_widgets (child, type, out);
}

/* The first widget of @type at or below @root, or %NULL. */
gpointer
fl_test_find_widget (GtkWidget *root,
                     GType      type)
{
  g_autoptr(GPtrArray) widgets = g_ptr_array_new ();

  fl_test_collect_widgets (root, type, widgets);
  return widgets->len > 0 ? widgets->pdata[0] : NULL;
}

/* The first button below @root that is shown, with @label (a mnemonic
 * label as the code sets it), with @action_name, and with the css class
 * @css_class and no toggle; a %NULL criterion is not checked. %NULL when
 * none is, or when @root is %NULL. */
GtkWidget *
fl_test_find_button (GtkWidget  *root,
                     const char *label,
                     const char *action_name,
                     const char *css_class)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  if (root == NULL)
    return NULL;
  fl_test_collect_widgets (root, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = buttons->pdata[i];

      if (!gtk_widget_is_visible (button))
        continue;
      if (label != NULL && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), label) != 0)
        continue;
      if (action_name != NULL
          && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), action_name) != 0)
        continue;
      if (css_class != NULL
          && (GTK_IS_TOGGLE_BUTTON (button) || !gtk_widget_has_css_class (button, css_class)))
        continue;
      return button;
    }
  return NULL;
}

/* The #AdwPreferencesRow below @root titled @title (translated, with any
 * mnemonic), or %NULL. */
gpointer
fl_test_find_row (GtkWidget  *root,
                  const char *title)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  fl_test_collect_widgets (root, ADW_TYPE_PREFERENCES_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (rows->pdata[i]), title) == 0)
      return rows->pdata[i];
  return NULL;
}

/* A condition for fl_test_iterate_until(): the setup page @data has the
 * focus on its Start button, as it opens. */
gboolean
fl_test_setup_start_focused (gpointer data)
{
  GtkWidget *start = fl_test_find_button (data, NULL, "setup.start", NULL);
  GtkRoot *root = gtk_widget_get_root (data);

  return start != NULL && root != NULL && gtk_root_get_focus (root) == start;
}

/* Clicks @button, which must be shown and sensitive, as a user does: its
 * "clicked" signal, whose handlers run before this returns. (A
 * gtk_widget_activate() would only start the pressed-look animation and
 * click later.) */
void
fl_test_click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_visible (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

/* ---- Keys ------------------------------------------------------------ */

/* Whether @trigger is @keyval with exactly @modifiers (either side of an
 * alternative). */
static gboolean
trigger_is_key (GtkShortcutTrigger *trigger,
                guint               keyval,
                GdkModifierType     modifiers)
{
  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    return trigger_is_key (gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger)), keyval, modifiers)
           || trigger_is_key (gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (trigger)), keyval, modifiers);
  return GTK_IS_KEYVAL_TRIGGER (trigger)
         && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
         && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers;
}

/* @keyval (pressed, or released) reaching the controllers of @widget of
 * @phase, as GTK hands a key event to them: a key controller's signal,
 * or the first shortcut whose key it is. Returns whether one took it. */
static gboolean
key_to_widget (GtkWidget           *widget,
               GtkPropagationPhase  phase,
               guint                keyval,
               GdkModifierType      modifiers,
               gboolean             pressed)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (gtk_event_controller_get_propagation_phase (controller) != phase)
        continue;
      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        {
          if (pressed)
            g_signal_emit_by_name (controller, "key-pressed", keyval, 0, modifiers, &handled);
          else
            g_signal_emit_by_name (controller, "key-released", keyval, 0, modifiers);
        }
      else if (GTK_IS_SHORTCUT_CONTROLLER (controller) && pressed)
        for (guint s = 0; s < g_list_model_get_n_items (G_LIST_MODEL (controller)) && !handled; s++)
          {
            g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), s);

            if (trigger_is_key (gtk_shortcut_get_trigger (shortcut), keyval, modifiers))
              handled = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                      gtk_shortcut_get_arguments (shortcut));
          }
    }
  return handled;
}

/* A key event on @window's focus widget, as GTK propagates it: down from
 * the window in the capture phase, then up from the focus in the bubble
 * phase, until a controller takes it. */
static gboolean
send_key_event (GtkWindow       *window,
                guint            keyval,
                GdkModifierType  modifiers,
                gboolean         pressed)
{
  g_autoptr(GPtrArray) chain = g_ptr_array_new ();
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  gboolean handled = FALSE;

  for (GtkWidget *widget = focus != NULL ? focus : GTK_WIDGET (window); widget != NULL;
       widget = gtk_widget_get_parent (widget))
    g_ptr_array_add (chain, g_object_ref (widget));
  for (guint i = chain->len; i > 0 && !handled; i--)
    handled = key_to_widget (chain->pdata[i - 1], GTK_PHASE_CAPTURE, keyval, modifiers, pressed);
  for (guint i = 0; i < chain->len && !handled; i++)
    handled = key_to_widget (chain->pdata[i], GTK_PHASE_BUBBLE, keyval, modifiers, pressed);
  g_ptr_array_foreach (chain, (GFunc) (void (*) (void)) g_object_unref, NULL);
  return handled;
}

/* Presses @keyval with @modifiers in @window, without releasing it: what
 * the press does has run when this returns (not what the main loop does
 * after it). Returns whether a controller took the key. */
gboolean
fl_test_press_key (GtkWindow       *window,
                   guint            keyval,
                   GdkModifierType  modifiers)
{
  return send_key_event (window, keyval, modifiers, TRUE);
}

/* Releases @keyval in @window, where the focus is now (a button clicks
 * on the release of the key that pressed it). */
void
fl_test_release_key (GtkWindow       *window,
                     guint            keyval,
                     GdkModifierType  modifiers)
{
  send_key_event (window, keyval, modifiers, FALSE);
  fl_test_drain ();
}

/* Presses and releases @keyval in @window, and lets what follows run.
 * Returns whether a controller took the press. */
gboolean
fl_test_type_key (GtkWindow       *window,
                  guint            keyval,
                  GdkModifierType  modifiers)
{
  gboolean handled = fl_test_press_key (window, keyval, modifiers);

  fl_test_drain ();
  fl_test_release_key (window, keyval, modifiers);
  return handled;
}

/* ---- Toplevels ------------------------------------------------------- */

/* The first shown toplevel of @type that has @css_class (when not %NULL). */
static GtkWindow *
find_shown_toplevel (GType       type,
                     const char *css_class)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (window)
          && (css_class == NULL || gtk_widget_has_css_class (window, css_class)))
        return GTK_WINDOW (window);
    }
  return NULL;
}

/* A shown toplevel of @type, or %NULL. */
GtkWindow *
fl_test_find_toplevel (GType type)
{
  return find_shown_toplevel (type, NULL);
}

/* A shown message dialog with @css_class (any, when %NULL), or %NULL. */
AdwMessageDialog *
fl_test_find_dialog (const char *css_class)
{
  return (AdwMessageDialog *) find_shown_toplevel (ADW_TYPE_MESSAGE_DIALOG, css_class);
}

/* Activates @app, as a launch does, and waits for its active window (new
 * when there was none) to be on screen. */
GtkWindow *
fl_test_activate (GtkApplication *app)
{
  GtkWindow *window;

  g_application_activate (G_APPLICATION (app));
  window = gtk_application_get_active_window (app);
  g_assert_nonnull (window);
  fl_test_iterate_until (fl_test_widget_is_mapped, window);
  fl_test_drain ();
  return window;
}

/* Destroys every window of @app and any message dialog left on screen, as
 * a crash or a kill would: no close-request, no shutdown. */
void
fl_test_destroy_windows (GtkApplication *app)
{
  GList *windows;
  AdwMessageDialog *dialog;

  while ((windows = gtk_application_get_windows (app)) != NULL)
    gtk_window_destroy (GTK_WINDOW (windows->data));
  while ((dialog = fl_test_find_dialog (NULL)) != NULL)
    gtk_window_destroy (GTK_WINDOW (dialog));
  fl_test_drain ();
}

/* Registers @app and runs the tests: an application registers only once a
 * process, so one serves the whole run, each test starting from its
 * activation (fl_test_activate()) as a launch does. */
int
fl_test_run_registered (GApplication *app)
{
  g_autoptr(GError) error = NULL;

  g_application_register (app, NULL, &error);
  g_assert_no_error (error);
  return g_test_run ();
}

/* ---- Groups of tests -------------------------------------------------- */

/* The group this run registers, or NULL for every group. */
static char *test_group;

/* Takes "--group NAME --groups A,B,…" out of the command line: this run
 * registers only the tests of group NAME (fl_test_in_group()), so that
 * each group runs as a meson test of its own, with its own timeout
 * (tests/meson.build). The list names every group meson runs, in any
 * order, and must be @groups, the test's own: a group added on one side
 * only fails every run instead of never running. Without --group, every group is
 * registered. */
void
fl_test_groups_init (int               *argc,
                     char            ***argv,
                     const char *const *groups)
{
  g_autofree char *listed = NULL;
  g_autofree char *own = g_strjoinv (",", (char **) groups);
  int kept = 1;

  for (int i = 1; i < *argc; i++)
    {
      const char *arg = (*argv)[i];

      if ((g_str_equal (arg, "--group") || g_str_equal (arg, "--groups")) && i + 1 < *argc)
        {
          char **value = g_str_equal (arg, "--group") ? &test_group : &listed;

          g_free (*value);
          *value = g_strdup ((*argv)[++i]);
        }
      else
        (*argv)[kept++] = (*argv)[i];
    }
  *argc = kept;
  (*argv)[kept] = NULL;

  if (test_group == NULL)
    return;
  {
    g_auto(GStrv) names = g_strsplit (listed != NULL ? listed : "", ",", -1);
    gboolean same = g_strv_length (names) == g_strv_length ((char **) groups);

    for (guint i = 0; same && names[i] != NULL; i++)
      same = g_strv_contains (groups, names[i]);
    if (!same)
      g_error ("tests/meson.build runs the groups %s, but the test has %s", listed, own);
  }
  if (!g_strv_contains (groups, test_group))
    g_error ("No group %s among %s", test_group, own);
}

/* Whether this run registers the tests of @group. */
gboolean
fl_test_in_group (const char *group)
{
  return test_group == NULL || g_str_equal (test_group, group);
}

/* ---- Style ----------------------------------------------------------- */

static gboolean
style_is_dark (gpointer data)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ()) == GPOINTER_TO_INT (data);
}

/* Forces the dark style, or the light one, and waits until it applies and,
 * when @widget is not %NULL and is mapped, until its window has drawn a
 * frame in it. */
void
fl_test_set_dark (GtkWidget *widget,
                  gboolean   dark)
{
  AdwColorScheme scheme = dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
  fl_test_iterate_until (style_is_dark, GINT_TO_POINTER (dark));
  if (widget != NULL && gtk_widget_get_mapped (widget))
    fl_test_wait_for_frame (widget);
  else
    fl_test_drain ();
}

/* ---- Screenshots ----------------------------------------------------- */

/* Where the screenshot @file (a whole file name) goes: in
 * $FLOURISH_SCREENSHOT_DIR, or else in screenshots/ in the build
 * directory. The directory is made if need be. */
char *
fl_test_screenshot_path (const char *file)
{
  const char *dir = g_getenv ("FLOURISH_SCREENSHOT_DIR");
  g_autofree char *screenshots = NULL;

  if (dir != NULL && *dir != '\0')
    screenshots = g_strdup (dir);
  else
    screenshots = g_build_filename (g_test_get_dir (G_TEST_BUILT), "screenshots", NULL);
  g_assert_cmpint (g_mkdir_with_parents (screenshots, 0755), ==, 0);

  return g_build_filename (screenshots, file, NULL);
}

/* Saves @texture as the PNG @file of the screenshots. */
void
fl_test_save_texture (GdkTexture *texture,
                      const char *file)
{
  g_autofree char *path = fl_test_screenshot_path (file);

  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("Screenshot: %s (%d×%d)", path,
                  gdk_texture_get_width (texture), gdk_texture_get_height (texture));
}

typedef struct
{
  GtkWidget *widget;
  int        width, height;
} SizeWanted;

static gboolean
has_size_cb (gpointer data)
{
  const SizeWanted *wanted = data;
  int width = gtk_widget_get_width (wanted->widget);
  int height = gtk_widget_get_height (wanted->widget);

  /* The default size counts the window's frame, which its widget does
   * not (a few pixels without a window manager). */
  return width <= wanted->width && width > wanted->width - 32
         && height <= wanted->height && height > wanted->height - 32;
}

/* Gives @window the size @width × @height and waits until it has it and
 * is drawn. A size larger than the screen (Xvfb's, in the suite) cannot be
 * taken: then the test says so and this returns %FALSE. */
gboolean
fl_test_resize (GtkWindow *window,
                int        width,
                int        height)
{
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (window));
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (gdk_display_get_monitors (display), 0);
  GdkRectangle screen = { 0, 0, G_MAXINT, G_MAXINT };
  SizeWanted wanted = { GTK_WIDGET (window), width, height };

  if (monitor != NULL)
    gdk_monitor_get_geometry (monitor, &screen);
  if (width > screen.width || height > screen.height)
    {
      g_test_message ("The screen (%d×%d) is smaller than %d×%d: no screenshot at that size.",
                      screen.width, screen.height, width, height);
      return FALSE;
    }
  gtk_window_set_default_size (window, width, height);
  fl_test_iterate_until (has_size_cb, &wanted);
  fl_test_settle (GTK_WIDGET (window));
  return TRUE;
}

/* Renders @widget as it is drawn now, with its window's renderer, and
 * saves it as the PNG @file of the screenshots. */
void
fl_test_save_screenshot (GtkWidget  *widget,
                         const char *file)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);
  g_assert_nonnull (renderer);
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  fl_test_save_texture (texture, file);
}

/**
 * fl_test_shoot_sizes:
 * @prefix: the test's name for its screenshots, such as "flaunt"
 * @name: what the screenshot shows
 *
 * Saves @window at 800×600 and at 1920×1080 (when the screen is that
 * large) as PREFIX-LANG-NAME-WxH.png, LANG the test's language, then gives
 * the window its size back.
 */
void
fl_test_shoot_sizes (GtkWindow  *window,
                     const char *prefix,
                     const char *name)
{
  static const int sizes[][2] = { { 800, 600 }, { 1920, 1080 } };
  const char *language = g_getenv ("FLOURISH_TEST_LANGUAGE");
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    if (fl_test_resize (window, sizes[i][0], sizes[i][1]))
      {
        g_autofree char *file = g_strdup_printf ("%s-%s-%s-%dx%d.png", prefix,
                                                 language != NULL && *language != '\0' ? language : "en",
                                                 name, sizes[i][0], sizes[i][1]);

        fl_test_save_screenshot (GTK_WIDGET (window), file);
      }
  gtk_window_set_default_size (window, width, height);
  fl_test_settle (GTK_WIDGET (window));
}

/**
 * fl_test_open_table_window:
 * @settings: the application's settings
 *
 * Opens @app's window for a test that plays at the table: no saved game,
 * no animation, a 1024×768 window not maximized, and no question from the
 * tutor between a click and the engine.
 *
 * Returns: (transfer none): the window
 */
GtkWindow *
fl_test_open_table_window (GtkApplication *app,
                           GSettings      *settings)
{
  fl_saved_game_discard ();
  g_settings_set_string (settings, "animation-speed", "off");
  g_settings_set_int (settings, "window-width", 1024);
  g_settings_set_int (settings, "window-height", 768);
  g_settings_set_boolean (settings, "window-maximized", FALSE);
  g_settings_set_boolean (settings, "tutor-warnings", FALSE);
  return fl_test_activate (app);
}
