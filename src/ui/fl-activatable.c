/* fl-activatable.c: what makes a widget of the table a target
 *
 * The places and the zones of the table (#FlSeatPanel, #FlZoneView) are
 * targets when a game says so: focusable, clickable with the primary
 * button, activated with Enter or Space, drawn with the "activatable"
 * style class and a pointer cursor. Their class's "activate" signal does
 * what a target does; these helpers give it the keys and the click.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-activatable"

#include "config.h"

#include "fl-activatable.h"

/**
 * fl_activatable_class_init:
 * @real_activate: the class handler of "activate", which does nothing
 *   when the widget is not a target now
 *
 * Installs the "activate" action signal of @widget_class, the activation
 * of gtk_widget_activate(), and binds Enter and Space to it.
 *
 * Returns: the signal's id
 */
guint
fl_activatable_class_init (GtkWidgetClass *widget_class,
                           GCallback       real_activate)
{
  const guint keys[] = {
    GDK_KEY_Return, GDK_KEY_ISO_Enter, GDK_KEY_KP_Enter, GDK_KEY_space, GDK_KEY_KP_Space,
  };
  guint signal;

  signal = g_signal_new_class_handler ("activate", G_TYPE_FROM_CLASS (widget_class),
                                       G_SIGNAL_RUN_FIRST | G_SIGNAL_ACTION, real_activate,
                                       NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signal);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_signal (widget_class, keys[i], 0, "activate", NULL);
  return signal;
}

static void
click_released_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   GtkWidget       *widget)
{
  if (!gtk_widget_has_css_class (widget, "activatable") || !gtk_widget_contains (widget, x, y))
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_widget_activate (widget);
}

/**
 * fl_activatable_init:
 *
 * Lets a click with the primary button activate @widget while it is a
 * target.
 */
void
fl_activatable_init (GtkWidget *widget)
{
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), widget);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));
}

/**
 * fl_activatable_set:
 * @target: whether @widget is a target now
 *
 * Makes @widget focusable, with a pointer cursor, the "activatable" style
 * class and the role of a button, or none of these (the role of a group).
 */
void
fl_activatable_set (GtkWidget *widget,
                    gboolean   target)
{
  gtk_widget_set_focusable (widget, target);
  gtk_widget_set_cursor_from_name (widget, target ? "pointer" : NULL);
  if (target)
    gtk_widget_add_css_class (widget, "activatable");
  else
    gtk_widget_remove_css_class (widget, "activatable");
  fl_widget_take_role (widget, target ? GTK_ACCESSIBLE_ROLE_BUTTON : GTK_ACCESSIBLE_ROLE_GROUP);
}

/**
 * fl_activatable_set_card:
 * @target: whether @card is a target now
 *
 * Makes a card lying on the table a target (an interactive card, a button,
 * outlined by the "activatable" style class), or an image again.
 */
void
fl_activatable_set_card (FlCardWidget *card,
                         gboolean      target)
{
  target = !!target;
  if (fl_card_widget_get_interactive (card) == target)
    return;
  fl_card_widget_set_interactive (card, target);
  if (target)
    gtk_widget_add_css_class (GTK_WIDGET (card), "activatable");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (card), "activatable");
  fl_widget_take_role (GTK_WIDGET (card), target ? GTK_ACCESSIBLE_ROLE_BUTTON : GTK_ACCESSIBLE_ROLE_IMG);
}

/**
 * fl_widget_take_role:
 * @widget: a widget
 * @role: its new accessible role
 *
 * GTK gives a widget a new accessible role only while it is out of a
 * window: one in a window is taken out and put back in the same place.
 */
void
fl_widget_take_role (GtkWidget         *widget,
                     GtkAccessibleRole  role)
{
  GtkWidget *parent, *next;

  if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)) == role)
    return;
  parent = gtk_widget_get_parent (widget);
  if (gtk_widget_get_root (widget) == NULL || parent == NULL)
    {
      g_object_set (widget, "accessible-role", role, NULL);
      return;
    }
  next = gtk_widget_get_next_sibling (widget);
  g_object_ref (widget);
  gtk_widget_unparent (widget);
  g_object_set (widget, "accessible-role", role, NULL);
  gtk_widget_insert_before (widget, parent, next);
  g_object_unref (widget);
}
