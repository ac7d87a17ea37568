package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// Command is one thing the user can tell the program to do: the words of
// its menu item, the bare keys and the shortcuts that do it, when it can be
// done, and what it does. The main window routes every key to its table of
// commands, whatever has the focus.
type Command struct {
	// Label is the menu item's words; empty for a command with no menu
	// item (a clicker's key).
	Label string
	// Keys are bare keys (no modifier) that do the command.
	Keys []fyne.KeyName
	// Shortcuts do the command; the first is the one the menu shows.
	Shortcuts []fyne.Shortcut
	// Enabled reports whether the command can be done now; nil means
	// always.
	Enabled func() bool
	// Do does it.
	Do func()
}

// On reports whether the command can be done now.
func (c Command) On() bool { return c.Enabled == nil || c.Enabled() }

// HasKey reports whether key does the command.
func (c Command) HasKey(key fyne.KeyName) bool { return slices.Contains(c.Keys, key) }

// MenuItem is the command's menu item, showing its first shortcut.
func (c Command) MenuItem() *fyne.MenuItem {
	item := fyne.NewMenuItem(c.Label, c.Do)
	if len(c.Shortcuts) > 0 {
		item.Shortcut = c.Shortcuts[0]
	}
	return item
}

// Shortcut is the shortcut of key with modifier (Ctrl+key is
// fyne.KeyModifierShortcutDefault, Cmd on macOS).
func Shortcut(key fyne.KeyName, modifier fyne.KeyModifier) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: modifier}
}
