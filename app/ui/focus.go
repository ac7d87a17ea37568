package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// Fyne gives a key to the widget that has the focus and to the window only
// when none has it. The widgets below keep the keys they use and hand every
// other one to their window, where the command table routes it; those a
// click focuses give the focus back after the click, so that a
// presentation clicker works at once.

// keySet is a set of key names.
type keySet map[fyne.KeyName]bool

// keysOf makes a keySet of names.
func keysOf(names ...fyne.KeyName) keySet {
	set := keySet{}
	for _, name := range names {
		set[name] = true
	}
	return set
}

// textKeys are the keys a text field keeps: those that edit or move
// through its text. Letters, digits and punctuation come as runes too, so
// they stay with the field. F keys, Esc, Page Up and Page Down go to the
// window.
var textKeys = keysOf(fyne.KeySpace, fyne.KeyLeft, fyne.KeyRight, fyne.KeyUp, fyne.KeyDown,
	fyne.KeyHome, fyne.KeyEnd, fyne.KeyBackspace, fyne.KeyDelete, fyne.KeyReturn, fyne.KeyEnter,
	fyne.KeyTab, fyne.KeyInsert)

// textShortcuts are the shortcuts a text field keeps, by name: select all,
// copy, paste, cut, undo and redo of its text.
var textShortcuts = map[string]bool{
	(&fyne.ShortcutSelectAll{}).ShortcutName(): true,
	(&fyne.ShortcutCopy{}).ShortcutName():      true,
	(&fyne.ShortcutPaste{}).ShortcutName():     true,
	(&fyne.ShortcutCut{}).ShortcutName():       true,
	(&fyne.ShortcutUndo{}).ShortcutName():      true,
	(&fyne.ShortcutRedo{}).ShortcutName():      true,
}

// isText reports whether a text field keeps key, printable keys included.
func isText(key fyne.KeyName) bool {
	return textKeys[key] || len(key) == 1
}

// ToWindow gives ev to the window obj is shown in, as if nothing had the
// focus: the window's command table gets it.
func ToWindow(obj fyne.CanvasObject, ev *fyne.KeyEvent) {
	if c := canvasOf(obj); c != nil {
		if typed := c.OnTypedKey(); typed != nil {
			typed(ev)
		}
	}
}

// keepOrHandOn gives ev to own when keep has its key, and to the window
// obj is shown in otherwise.
func keepOrHandOn(obj fyne.CanvasObject, keep keySet, ev *fyne.KeyEvent, own func(*fyne.KeyEvent)) {
	if keep[ev.Name] {
		own(ev)
		return
	}
	ToWindow(obj, ev)
}

// ShortcutToWindow gives s to the window obj is shown in, as if nothing
// had the focus.
func ShortcutToWindow(obj fyne.CanvasObject, s fyne.Shortcut) {
	if c, ok := canvasOf(obj).(fyne.Shortcutable); ok {
		c.TypedShortcut(s)
	}
}

// Focusable is a widget that can hold the focus.
type Focusable interface {
	fyne.CanvasObject
	fyne.Focusable
}

// Release gives the focus back to the window when obj holds it. A widget's
// own keys then go to the window's commands again.
func Release(obj Focusable) {
	if c := canvasOf(obj); c != nil && c.Focused() == obj {
		c.Unfocus()
	}
}

// canvasOf is the canvas obj is shown on, nil when it is not shown or no
// app runs.
func canvasOf(obj fyne.CanvasObject) fyne.Canvas {
	a := fyne.CurrentApp()
	if a == nil {
		return nil
	}
	return a.Driver().CanvasForObject(obj)
}

// Entry is a text field that keeps the keys that edit text and gives the
// others (F5, Esc, Page Up, Page Down, Ctrl shortcuts but those of
// textShortcuts) to its window.
type Entry struct {
	widget.Entry
	// KeepsUndo is false for a field whose every change is the model's:
	// Ctrl+Z and Ctrl+Y then undo and redo in the model, not in the text.
	KeepsUndo bool
}

// NewEntry makes a single-line text field that keeps its own undo.
func NewEntry() *Entry {
	e := &Entry{KeepsUndo: true}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey edits the text, or gives the key to the window.
func (e *Entry) TypedKey(ev *fyne.KeyEvent) {
	if isText(ev.Name) {
		e.Entry.TypedKey(ev)
		return
	}
	ToWindow(e, ev)
}

// TypedShortcut edits the text with the shortcuts of text, or gives the
// shortcut to the window.
func (e *Entry) TypedShortcut(s fyne.Shortcut) {
	if textShortcuts[s.ShortcutName()] && (e.KeepsUndo || !isUndo(s)) {
		e.Entry.TypedShortcut(s)
		return
	}
	ShortcutToWindow(e, s)
}

// isUndo reports whether s is an undo or a redo.
func isUndo(s fyne.Shortcut) bool {
	switch s.(type) {
	case *fyne.ShortcutUndo, *fyne.ShortcutRedo:
		return true
	}
	return false
}

// Check is a check box that gives the focus back after a click and hands
// the window every key but Space.
type Check struct{ widget.Check }

// NewCheck makes a check box labelled label that calls changed when it is
// ticked or unticked.
func NewCheck(label string, changed func(bool)) *Check {
	c := &Check{}
	c.Text, c.OnChanged = label, changed
	c.ExtendBaseWidget(c)
	return c
}

// Tapped ticks or unticks the box and gives the focus back.
func (c *Check) Tapped(ev *fyne.PointEvent) {
	c.Check.Tapped(ev)
	Release(c)
}

// TypedKey gives the key to the window: Space ticks the box as a rune.
func (c *Check) TypedKey(ev *fyne.KeyEvent) { keepOrHandOn(c, checkKeys, ev, c.Check.TypedKey) }

// checkKeys are the keys a focused Check keeps: Space ticks it.
var checkKeys = keysOf(fyne.KeySpace)

// selectKeys are the keys a focused Select keeps: they open its list or
// pick the next choice.
var selectKeys = keysOf(fyne.KeySpace, fyne.KeyUp, fyne.KeyDown, fyne.KeyLeft, fyne.KeyRight)

// Select is a drop-down list that gives the focus back once a choice is
// made and hands the window every key it does not use.
type Select struct{ widget.Select }

// NewSelect makes a drop-down list of options that calls changed with the
// choice made.
func NewSelect(options []string, changed func(string)) *Select {
	s := &Select{}
	s.Options, s.PlaceHolder = options, "(Select one)" // Fyne's own, as widget.NewSelect gives
	s.OnChanged = func(choice string) {
		if changed != nil {
			changed(choice)
		}
		Release(s)
	}
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey opens the list or picks the next choice, or gives the key to
// the window.
func (s *Select) TypedKey(ev *fyne.KeyEvent) { keepOrHandOn(s, selectKeys, ev, s.Select.TypedKey) }

// listKeys are the keys a focused List keeps: they move through it and
// select.
var listKeys = keysOf(fyne.KeySpace, fyne.KeyUp, fyne.KeyDown)

// List is a list that hands the window every key it does not use. Views
// give the focus back once an item is chosen with Released.
type List struct{ widget.List }

// NewList makes a list of length items, made by create and filled by
// update.
func NewList(length func() int, create func() fyne.CanvasObject, update func(widget.ListItemID, fyne.CanvasObject)) *List {
	l := &List{}
	l.Length, l.CreateItem, l.UpdateItem = length, create, update
	l.ExtendBaseWidget(l)
	return l
}

// TypedKey moves through the list, or gives the key to the window.
func (l *List) TypedKey(ev *fyne.KeyEvent) { keepOrHandOn(l, listKeys, ev, l.List.TypedKey) }

// Released wraps f, a widget's callback, so that the widget gives the focus
// back after it: a List's OnSelected, a RadioGroup's OnChanged.
func Released[T any](obj Focusable, f func(T)) func(T) {
	return func(value T) {
		f(value)
		Release(obj)
	}
}

// sliderKeys are the keys a focused Slider keeps: they move it.
var sliderKeys = keysOf(fyne.KeyUp, fyne.KeyDown, fyne.KeyLeft, fyne.KeyRight)

// Slider is a slider that gives the focus back after a click or a drag and
// hands the window every key it does not use.
type Slider struct{ widget.Slider }

// NewSlider makes a horizontal slider from min to max in steps of 1.
func NewSlider(min, max float64) *Slider {
	s := &Slider{}
	s.Min, s.Max, s.Step = min, max, 1
	s.Orientation = widget.Horizontal
	s.ExtendBaseWidget(s)
	return s
}

// Tapped moves the slider and gives the focus back.
func (s *Slider) Tapped(ev *fyne.PointEvent) {
	s.Slider.Tapped(ev)
	Release(s)
}

// DragEnd ends the drag and gives the focus back.
func (s *Slider) DragEnd() {
	s.Slider.DragEnd()
	Release(s)
}

// TypedKey moves the slider, or gives the key to the window.
func (s *Slider) TypedKey(ev *fyne.KeyEvent) { keepOrHandOn(s, sliderKeys, ev, s.Slider.TypedKey) }

// Choice is a row of buttons of which one is chosen, shown in the
// primary colour: a radio group that a click does not focus, with targets
// large enough for a finger on a smartboard.
type Choice struct {
	widget.BaseWidget
	// Selected is the option chosen.
	Selected string
	// OnChanged is called with the option chosen by a click or
	// SetSelected, when it changes.
	OnChanged func(string)
	buttons   []*widget.Button
	options   []string
}

// NewChoice makes a row of options that calls changed with the one
// chosen.
func NewChoice(options []string, changed func(string)) *Choice {
	c := &Choice{OnChanged: changed, options: options}
	for _, option := range options {
		c.buttons = append(c.buttons, widget.NewButton(option, func() { c.SetSelected(option) }))
	}
	c.ExtendBaseWidget(c)
	return c
}

// SetSelected chooses option, shows it and tells OnChanged when it
// changes.
func (c *Choice) SetSelected(option string) {
	changed := option != c.Selected
	c.Selected = option
	for i, b := range c.buttons {
		b.Importance = widget.MediumImportance
		if c.options[i] == option {
			b.Importance = widget.HighImportance
		}
		b.Refresh()
	}
	if changed && c.OnChanged != nil {
		c.OnChanged(option)
	}
}

// CreateRenderer lays the buttons out in a row of equal widths.
func (c *Choice) CreateRenderer() fyne.WidgetRenderer {
	objects := make([]fyne.CanvasObject, len(c.buttons))
	for i, b := range c.buttons {
		objects[i] = b
	}
	return widget.NewSimpleRenderer(container.NewGridWithColumns(len(objects), objects...))
}
