package app

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/internal/testkit"
	"walakpussa/app/stepper"
	"walakpussa/app/ui"
)

// pressKey types a bare key as the desktop driver does: to the widget
// with the focus, or to the window when none has it.
func pressKey(c fyne.Canvas, key fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: key}
	if focused := c.Focused(); focused != nil {
		focused.TypedKey(ev)
		return
	}
	c.OnTypedKey()(ev)
}

// pressShortcut types a shortcut as the desktop driver does with no menu
// bar (presenting): to the widget with the focus when it takes shortcuts,
// or to the window.
func pressShortcut(c fyne.Canvas, s fyne.Shortcut) {
	if focused, ok := c.Focused().(fyne.Shortcutable); ok {
		focused.TypedShortcut(s)
		return
	}
	c.(fyne.Shortcutable).TypedShortcut(s)
}

// focusables lists the widgets shown in o that a click focuses, one of
// each kind (by Go type), in the order met.
func focusables(o fyne.CanvasObject, seen map[string]fyne.Focusable) {
	if !o.Visible() {
		return
	}
	switch o := o.(type) {
	case *widget.Button, *ui.TipButton:
		return // a click does not focus a button; only Tab does
	case fyne.Disableable:
		if o.Disabled() {
			return
		}
	}
	if f, ok := o.(fyne.Focusable); ok {
		kind := fmt.Sprintf("%T", f)
		if _, met := seen[kind]; !met {
			seen[kind] = f
		}
		return
	}
	switch o := o.(type) {
	case *fyne.Container:
		for _, child := range o.Objects {
			focusables(child, seen)
		}
	case fyne.Widget:
		for _, child := range test.WidgetRenderer(o).Objects() {
			focusables(child, seen)
		}
	}
}

// focusable is the first widget of kind (a Go type, as %T writes it)
// that a click focuses in the tab at index, brought to the front; nil when
// it has none.
func focusable(m *mainWindow, index int, kind string) fyne.Focusable {
	m.tabs.SelectIndex(index)
	tab := m.tabs.Items[index]
	seen := map[string]fyne.Focusable{}
	focusables(tab.Content, seen)
	return seen[kind]
}

// focusableKinds lists, for each tab by its index, the kinds of widget a
// click focuses in it.
func focusableKinds(m *mainWindow) [][]string {
	var kinds [][]string
	for i, tab := range m.tabs.Items {
		m.tabs.SelectIndex(i)
		seen := map[string]fyne.Focusable{}
		focusables(tab.Content, seen)
		kinds = append(kinds, slices.Sorted(maps.Keys(seen)))
	}
	return kinds
}

// tabIndex is the index of tab among the window's tabs.
func tabIndex(m *mainWindow, tab *container.TabItem) int { return slices.Index(m.tabs.Items, tab) }

// keptKeys are the keys of the commands that a focused widget of each kind
// keeps by design: a text field those that edit text, a list, a select, a
// slider and the editor's board those they move with, a check box Space.
var keptKeys = map[string][]fyne.KeyName{
	"*ui.Entry": {fyne.KeySpace, fyne.KeyLeft, fyne.KeyRight, fyne.KeyHome, fyne.KeyEnd, fyne.KeyB, fyne.KeyPeriod},
	"*ui.Check": {fyne.KeySpace}, "*ui.List": {fyne.KeySpace},
	"*ui.Select": {fyne.KeySpace, fyne.KeyLeft, fyne.KeyRight}, "*ui.Slider": {fyne.KeyLeft, fyne.KeyRight},
	"*editor.holeInput": {fyne.KeyLeft, fyne.KeyRight},
}

// commandKeys lists the bare keys and the shortcuts of the window's
// commands, each once.
func commandKeys(m *mainWindow) ([]fyne.KeyName, []fyne.Shortcut) {
	var keys []fyne.KeyName
	var shortcuts []fyne.Shortcut
	seen := map[string]bool{}
	for _, command := range m.commands() {
		for _, key := range command.Keys {
			if !slices.Contains(keys, key) {
				keys = append(keys, key)
			}
		}
		for _, s := range command.Shortcuts {
			if !seen[s.ShortcutName()] {
				seen[s.ShortcutName()] = true
				shortcuts = append(shortcuts, s)
			}
		}
	}
	return keys, shortcuts
}

func TestEveryKeyOfTheCommandsReachesTheWindowWhateverHasTheFocus(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	m.window.Resize(fyne.NewSize(1100, 760))
	require.NoError(t, m.openLesson("relay"))
	require.NoError(t, m.debugger.OpenText("4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", "S1"))
	c := m.window.Canvas()
	keys, shortcuts := commandKeys(m)
	require.Greater(t, len(shortcuts), 15, "the table's shortcuts")
	var got []string
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) { got = append(got, string(ev.Name)) })
	for _, s := range shortcuts { // in place of the commands: the test sees what arrives
		c.AddShortcut(s, func(s fyne.Shortcut) { got = append(got, s.ShortcutName()) })
	}
	met := map[string]bool{}
	for tab, kinds := range focusableKinds(m) {
		require.NotEmpty(t, kinds, m.tabs.Items[tab].Text)
		for _, kind := range kinds {
			name := m.tabs.Items[tab].Text + ": " + kind
			met[kind] = true
			widget := focusable(m, tab, kind)
			var want []string
			var pressed []fyne.KeyName // a kept key would act on the widget: a select would open
			for _, key := range keys {
				if !slices.Contains(keptKeys[kind], key) {
					want = append(want, string(key))
					pressed = append(pressed, key)
				}
			}
			for _, s := range shortcuts {
				if entry, ok := widget.(*ui.Entry); !ok || !entry.KeepsUndo || !isUndoOrRedo(s) {
					want = append(want, s.ShortcutName())
				}
			}
			got = nil
			for _, key := range pressed {
				c.Focus(widget)
				require.Equal(t, widget, c.Focused(), name)
				pressKey(c, key)
			}
			for _, s := range shortcuts {
				c.Focus(widget)
				pressShortcut(c, s)
			}
			assert.Equal(t, want, got, name)
		}
	}
	for _, kind := range []string{"*ui.Entry", "*ui.Check", "*ui.Select", "*ui.List", "*ui.Slider", "*editor.holeInput"} {
		assert.True(t, met[kind], "no tab has a %s to focus", kind)
	}
}

// isUndoOrRedo reports whether s is the undo or the redo the desktop driver
// sends for Ctrl+Z and Ctrl+Y, which a text field keeps for its text.
func isUndoOrRedo(s fyne.Shortcut) bool {
	switch s.(type) {
	case *fyne.ShortcutUndo, *fyne.ShortcutRedo:
		return true
	}
	return false
}

func TestTheClickersKeysDriveThePresentationWithTheFocusInAField(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	m.tabs.Select(m.debugTab)
	require.NoError(t, m.debugger.OpenText("4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", "S1"))
	c := m.window.Canvas()
	field := focusable(m, tabIndex(m, m.debugTab), "*ui.Entry")
	require.NotNil(t, field)
	c.Focus(field)
	pressKey(c, fyne.KeyF5)
	require.True(t, m.Presenting(), "F5 presents")
	c.Focus(focusable(m, tabIndex(m, m.debugTab), "*ui.List"))
	pressKey(c, fyne.KeyPageDown)
	assert.Equal(t, 1, m.debugger.Player().Index(), "Page Down steps")
	pressKey(c, fyne.KeyB)
	assert.True(t, m.present.Blanked(), "B blanks")
	pressKey(c, fyne.KeyPageDown)
	assert.False(t, m.present.Blanked(), "the next key shows the screen again")
	assert.Equal(t, 1, m.debugger.Player().Index(), "and does only that")
	pressKey(c, fyne.KeyEscape)
	assert.False(t, m.Presenting(), "Esc leaves")
	zoom := m.zoom
	c.Focus(focusable(m, tabIndex(m, m.debugTab), "*ui.Entry"))
	pressShortcut(c, ui.Shortcut(fyne.KeyEqual, fyne.KeyModifierShortcutDefault))
	assert.Greater(t, m.zoom, zoom, "Ctrl+= zooms in")
	c.Focus(focusable(m, tabIndex(m, m.debugTab), "*ui.Check"))
	pressShortcut(c, ui.Shortcut(fyne.KeyN, fyne.KeyModifierShortcutDefault))
	assert.Equal(t, m.playTab, m.tabs.Selected(), "Ctrl+N brings Play forward")
	assert.NotNil(t, c.Overlays().Top(), "and asks for a new game")
}

func TestUndoReachesTheGameWithTheFocusInTheMovesList(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	m.game.SetPace(stepper.Pace{})
	m.game.Play(testkit.Hole("S1"))
	list := focusable(m, tabIndex(m, m.playTab), "*ui.List")
	require.NotNil(t, list)
	c := m.window.Canvas()
	c.Focus(list)
	pressShortcut(c, &fyne.ShortcutUndo{})
	assert.Empty(t, m.game.Game().Moves(), "Ctrl+Z, as the driver sends it, undoes the move")
	pressShortcut(c, &fyne.ShortcutRedo{})
	assert.Len(t, m.game.Game().Moves(), 1, "Ctrl+Y redoes it")
}

func TestAPredictAnswerGivesTheFocusBackSoTheClickerGoesOn(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	m.tabs.Select(m.lessonTab)
	require.NoError(t, m.openLesson("pearl-necklace"))
	c := m.window.Canvas()
	var field *ui.Entry
	for step := 0; field == nil && step < 40; step++ {
		pressKey(c, fyne.KeyRight)
		if f, ok := focusable(m, tabIndex(m, m.lessonTab), "*ui.Entry").(*ui.Entry); ok && !f.Disabled() {
			field = f
		}
	}
	require.NotNil(t, field, "the lesson asks for a count")
	c.Focus(field)
	test.Type(field, "3")
	pressKey(c, fyne.KeyRight)
	assert.Equal(t, field, c.Focused(), "Right moves through the text while typing")
	field.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	assert.Nil(t, c.Focused(), "the answer given, the field gives the focus back")
	assert.True(t, field.Disabled())
}
