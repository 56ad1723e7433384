#!/usr/bin/env python3
# a11y-tree.py: reads a running app's accessibility tree over AT-SPI, as a
# screen reader does, and types on its keyboard.
#
# As a helper of a UI test (tests/test-ui-a11y.c), it reads commands on
# its standard input, one a line, and answers each on its standard output
# with lines ending in one line "end":
#
#   check      every control shown, with what is wrong with its name:
#              "bad<TAB>ROLE<TAB>NAME<TAB>REASON<TAB>PATH", one a control
#   focus      the object that has the focus: "focus<TAB>ROLE<TAB>NAME<TAB>REASON"
#              (REASON empty when the name is good), or "nofocus"
#   key NAME   presses and releases the key with that X keysym name
#              (Tab, Return, space, Right…) on the X server's test
#              keyboard, as a user would, with Shift held when NAME is
#              shift+KEY (shift+Tab): "sent"
#   names      every object shown: "node<TAB>ROLE<TAB>NAME<TAB>DESCRIPTION"
#   dump       the tree, indented, for a person to read
#
# The app is the one whose process id is given with --pid; "noapp" answers
# a command while it is not on the accessibility bus yet.
#
# By hand: a11y-tree.py --pid PID dump (or check) prints the tree of an app
# running on the same session bus.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import argparse
import ctypes
import re
import sys

import pyatspi

# What a user acts on, and so must know by name: every object that takes
# the focus, and these roles even when they do not.
ACTIONABLE_ROLES = {
    pyatspi.ROLE_PUSH_BUTTON,
    pyatspi.ROLE_TOGGLE_BUTTON,
    pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON,
    pyatspi.ROLE_COMBO_BOX,
    pyatspi.ROLE_MENU_ITEM,
    pyatspi.ROLE_CHECK_MENU_ITEM,
    pyatspi.ROLE_RADIO_MENU_ITEM,
    pyatspi.ROLE_LINK,
    pyatspi.ROLE_LIST_ITEM,
    pyatspi.ROLE_PAGE_TAB,
    pyatspi.ROLE_SPIN_BUTTON,
    pyatspi.ROLE_SLIDER,
    pyatspi.ROLE_ENTRY,
    pyatspi.ROLE_PASSWORD_TEXT,
}

# Containers that GTK marks focusable though the focus only passes
# through them to what they hold (a scrolled window), which is named.
CONTAINER_ROLES = {
    pyatspi.ROLE_SCROLL_PANE,
    pyatspi.ROLE_PANEL,
    pyatspi.ROLE_FILLER,
}

# Toolkit class names, which GTK reads out for a widget it has no name for.
CLASS_NAME = re.compile(r'\b(Gtk|Adw|Fl)[A-Z][A-Za-z]+\b')
# A mnemonic's underscore left in: "_Start Game", "Card _Size".
MNEMONIC = re.compile(r'(^|[\s(])_\w|\w_\w')


def repeated_words(name):
    """The words said twice in a row ("Play Flunk Flunk", "Start Game
    Start Game"), or None."""
    words = name.split()
    for length in range(1, len(words) // 2 + 1):
        for start in range(0, len(words) - 2 * length + 1):
            first = words[start:start + length]
            if [w.casefold() for w in first] == \
               [w.casefold() for w in words[start + length:start + 2 * length]]:
                return ' '.join(first)
    return None


def name_problem(name):
    """What is wrong with an accessible name, or None."""
    if name is None or name.strip() == '':
        return 'no name'
    if CLASS_NAME.search(name):
        return 'a class name'
    if MNEMONIC.search(name):
        return 'a raw mnemonic'
    again = repeated_words(name)
    if again is not None:
        return 'says “%s” twice' % again
    return None


def safe(call, default=None):
    try:
        return call()
    except Exception:
        return default


def role_name(node):
    return safe(node.getRoleName, '?')


def has_state(node, state):
    states = safe(node.getState)
    return states is not None and states.contains(state)


def visible(node):
    """Whether @node is on screen. GTK 4.8 marks every visible widget
    "visible", in a page not shown or a closed popover too, and none
    "showing"; a widget that is not drawn has no size."""
    states = safe(node.getState)
    if states is None or not states.contains(pyatspi.STATE_VISIBLE):
        return False
    component = safe(node.queryComponent)
    if component is None:
        return True
    extents = safe(lambda: component.getExtents(pyatspi.WINDOW_COORDS))
    return extents is None or (extents.width > 0 and extents.height > 0)


def children(node):
    count = safe(lambda: node.childCount, 0) or 0
    for i in range(count):
        child = safe(lambda: node.getChildAtIndex(i))
        if child is not None:
            yield child


def needs_name(node):
    role = safe(node.getRole)
    if role in ACTIONABLE_ROLES:
        return True
    if role in CONTAINER_ROLES:
        return False
    states = safe(node.getState)
    return states is not None and states.contains(pyatspi.STATE_FOCUSABLE)


def walk(node, path, out, depth=0, sized=True):
    """Appends (node, path) for @node and every object shown below it;
    with @sized False, every object GTK calls visible, sized or not (one
    scrolled into view only now)."""
    if depth > 80 or not (visible(node) if sized else has_state(node, pyatspi.STATE_VISIBLE)):
        return
    out.append((node, path))
    if sized and safe(node.getRole) == pyatspi.ROLE_COMBO_BOX and not has_state(node, pyatspi.STATE_EXPANDED):
        # The popup of a closed drop-down, which GTK 4.8 leaves "visible"
        # and sized: not on screen (GTK 4.8 never marks a drop-down
        # expanded, so the search for the focus, which walks everything
        # GTK calls visible, goes into an open one's list). Its button,
        # which takes the focus, is read by its own name; what it shows
        # inside is not walked.
        for child in children(node):
            if safe(child.getRole) in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON):
                out.append((child, '%s/button' % path))
        return
    for i, child in enumerate(children(node)):
        walk(child, '%s/%d' % (path, i), out, depth + 1, sized)


def find_app(pid):
    desktop = pyatspi.Registry.getDesktop(0)
    for app in children(desktop):
        if safe(app.get_process_id) == pid:
            return app
    return None


def windows(app):
    return list(children(app))


def clean(text):
    return (text or '').replace('\t', ' ').replace('\n', ' ')


def check(app):
    lines = []
    for window in windows(app):
        nodes = []
        walk(window, clean(safe(lambda: window.name, '')), nodes)
        for node, path in nodes:
            if not needs_name(node):
                continue
            name = safe(lambda: node.name, '')
            problem = name_problem(name)
            if problem is not None:
                lines.append('bad\t%s\t%s\t%s\t%s' % (role_name(node), clean(name), problem, path))
    return lines


def focused(app):
    """The focused object of the active window; without a window manager
    (under Xvfb) no window may be marked active, and then the focus of
    the window opened last (a dialog over the main window)."""
    found = None
    for window in windows(app):
        nodes = []
        walk(window, '', nodes, sized=False)
        for node, path in nodes:
            if node is not window and has_state(node, pyatspi.STATE_FOCUSED):
                found = node
                break
        if found is not None and has_state(window, pyatspi.STATE_ACTIVE):
            break
    if found is None:
        return 'nofocus'
    name = safe(lambda: found.name, '')
    return 'focus\t%s\t%s\t%s' % (role_name(found), clean(name), name_problem(name) or '')


def names(app):
    lines = []
    for window in windows(app):
        nodes = []
        walk(window, '', nodes)
        for node, path in nodes:
            lines.append('node\t%s\t%s\t%s' % (role_name(node), clean(safe(lambda: node.name, '')),
                                               clean(safe(lambda: node.description, ''))))
    return lines


def dump(app):
    lines = []

    def visit(node, depth):
        if depth > 80:
            return
        states = safe(node.getState)
        marks = []
        if states is not None:
            for state, mark in ((pyatspi.STATE_FOCUSABLE, 'focusable'),
                                (pyatspi.STATE_FOCUSED, 'FOCUSED'),
                                (pyatspi.STATE_SHOWING, 'showing'),
                                (pyatspi.STATE_SENSITIVE, 'sensitive'), (pyatspi.STATE_VISIBLE, 'visible')):
                if states.contains(state):
                    marks.append(mark)
        description = safe(lambda: node.description, '')
        lines.append('%s%s “%s”%s [%s]' % ('  ' * depth, role_name(node), clean(safe(lambda: node.name, '')),
                                          ' (%s)' % clean(description) if description else '',
                                          ' '.join(marks)))
        if visible(node) or depth == 0:
            for child in children(node):
                visit(child, depth + 1)

    for window in windows(app):
        visit(window, 0)
    return lines


# The keys a test types, by their X keysym names, and Shift, which one of
# them may be typed with.
SHIFT = 0xffe1
KEYSYMS = {
    'Tab': 0xff09,
    'Return': 0xff0d,
    'space': 0x0020,
    'Escape': 0xff1b,
    'Left': 0xff51,
    'Up': 0xff52,
    'Right': 0xff53,
    'Down': 0xff54,
    'Home': 0xff50,
    'End': 0xff57,
}


class Keyboard:
    """The X server's test keyboard (the XTEST extension, as xdotool uses):
    a key pressed there reaches the app as a user's would, through the
    window that has the keyboard focus."""

    def __init__(self):
        self.x11 = ctypes.CDLL('libX11.so.6')
        self.xtst = ctypes.CDLL('libXtst.so.6')
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XKeysymToKeycode.restype = ctypes.c_ubyte
        self.x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        self.x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self.xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.display = self.x11.XOpenDisplay(None)
        if not self.display:
            raise RuntimeError('cannot open the X display')

    def code(self, keysym, name):
        code = self.x11.XKeysymToKeycode(self.display, keysym)
        if code == 0:
            raise ValueError('no key for %s' % name)
        return code

    def press(self, name):
        shifted = name.startswith('shift+')
        if shifted:
            name = name[len('shift+'):]
        code = self.code(KEYSYMS[name], name)
        shift = self.code(SHIFT, 'Shift') if shifted else 0
        if shifted:
            self.xtst.XTestFakeKeyEvent(self.display, shift, 1, 0)
        self.xtst.XTestFakeKeyEvent(self.display, code, 1, 0)
        self.xtst.XTestFakeKeyEvent(self.display, code, 0, 0)
        if shifted:
            self.xtst.XTestFakeKeyEvent(self.display, shift, 0, 0)
        self.x11.XSync(self.display, 0)


keyboard = None


def send_key(name):
    global keyboard
    if keyboard is None:
        keyboard = Keyboard()
    keyboard.press(name)


def answer(pid, command):
    words = command.split()
    if not words:
        return []
    if words[0] == 'key':
        send_key(words[1])
        return ['sent']
    app = find_app(pid)
    if app is None:
        return ['noapp']
    # What libatspi kept of earlier answers is read afresh: the app changes
    # between commands.
    safe(app.clear_cache)
    if words[0] == 'check':
        return check(app)
    if words[0] == 'focus':
        return [focused(app)]
    if words[0] == 'names':
        return names(app)
    if words[0] == 'dump':
        return dump(app)
    return ['unknown command %s' % words[0]]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument('--pid', type=int, required=True)
    parser.add_argument('command', nargs='*')
    args = parser.parse_args()

    if args.command:
        lines = answer(args.pid, ' '.join(args.command))
        print('\n'.join(lines))
        return 1 if any(line.startswith('bad\t') for line in lines) else 0

    for command in sys.stdin:
        try:
            lines = answer(args.pid, command)
        except Exception as error:  # said to the test, which fails
            lines = ['error\t%s' % clean(str(error))]
        for line in lines:
            print(line)
        print('end', flush=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())
