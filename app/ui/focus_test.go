package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
)

// keyWindow shows objects in a test window whose canvas notes the bare
// keys and the shortcuts it gets.
func keyWindow(t *testing.T, objects ...fyne.CanvasObject) (fyne.Window, *[]string) {
	t.Helper()
	w := test.NewTempWindow(t, container.NewVBox(objects...))
	var got []string
	w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) { got = append(got, string(ev.Name)) })
	for _, s := range []fyne.Shortcut{Shortcut(fyne.KeyN, fyne.KeyModifierShortcutDefault), &fyne.ShortcutUndo{}} {
		w.Canvas().AddShortcut(s, func(s fyne.Shortcut) { got = append(got, s.ShortcutName()) })
	}
	return w, &got
}

func TestATextFieldKeepsTheKeysThatEditTextAndGivesTheWindowTheRest(t *testing.T) {
	for _, tc := range []struct {
		key    fyne.KeyName
		window bool
	}{
		{fyne.KeyF5, true}, {fyne.KeyEscape, true}, {fyne.KeyPageDown, true}, {fyne.KeyPageUp, true}, {fyne.KeyF1, true},
		{fyne.KeySpace, false}, {fyne.KeyLeft, false}, {fyne.KeyRight, false}, {fyne.KeyHome, false}, {fyne.KeyEnd, false},
		{fyne.KeyBackspace, false}, {fyne.KeyDelete, false}, {fyne.KeyReturn, false}, {fyne.KeyB, false}, {fyne.KeyPeriod, false},
	} {
		e := NewEntry()
		w, got := keyWindow(t, e)
		w.Canvas().Focus(e)
		e.TypedKey(&fyne.KeyEvent{Name: tc.key})
		if tc.window {
			assert.Equal(t, []string{string(tc.key)}, *got, "%s goes to the window", tc.key)
		} else {
			assert.Empty(t, *got, "%s stays in the field", tc.key)
		}
	}
}

func TestATextFieldKeepsTheShortcutsOfTextAndGivesTheWindowTheRest(t *testing.T) {
	e := NewEntry()
	w, got := keyWindow(t, e)
	w.Canvas().Focus(e)
	e.TypedShortcut(Shortcut(fyne.KeyN, fyne.KeyModifierShortcutDefault))
	assert.Len(t, *got, 1, "Ctrl+N goes to the window")
	test.Type(e, "12")
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
	assert.Equal(t, "12", e.SelectedText(), "Ctrl+A selects the text")
	e.TypedShortcut(&fyne.ShortcutUndo{})
	assert.Len(t, *got, 1, "Ctrl+Z undoes the typing")

	held := NewEntry()
	held.KeepsUndo = false
	w, got = keyWindow(t, held)
	w.Canvas().Focus(held)
	held.TypedShortcut(&fyne.ShortcutUndo{})
	assert.Equal(t, []string{"Undo"}, *got, "a field of the model's leaves undo to the model")
}

func TestCheckBoxesListsSelectsAndSlidersGiveTheWindowTheKeysTheyDoNotUse(t *testing.T) {
	check := NewCheck("Relay", nil)
	list := NewList(func() int { return 3 }, func() fyne.CanvasObject { return widget.NewLabel("") }, func(widget.ListItemID, fyne.CanvasObject) {})
	choice := NewSelect([]string{"one", "two"}, nil)
	slider := NewSlider(0, 10)
	for _, tc := range []struct {
		widget fyne.Focusable
		kept   []fyne.KeyName
	}{
		{check, []fyne.KeyName{fyne.KeySpace}},
		{list, []fyne.KeyName{fyne.KeySpace, fyne.KeyUp, fyne.KeyDown}},
		{choice, []fyne.KeyName{fyne.KeyRight}},
		{slider, []fyne.KeyName{fyne.KeyLeft, fyne.KeyRight, fyne.KeyUp, fyne.KeyDown}},
	} {
		w, got := keyWindow(t, tc.widget.(fyne.CanvasObject))
		w.Canvas().Focus(tc.widget)
		for _, key := range []fyne.KeyName{fyne.KeyF5, fyne.KeyPageDown, fyne.KeyEscape, fyne.KeyB} {
			tc.widget.TypedKey(&fyne.KeyEvent{Name: key})
		}
		assert.Equal(t, []string{"F5", "Next", "Escape", "B"}, *got, "%T", tc.widget)
		*got = nil
		for _, key := range tc.kept {
			tc.widget.TypedKey(&fyne.KeyEvent{Name: key})
		}
		assert.Empty(t, *got, "%T keeps %v", tc.widget, tc.kept)
	}
}

func TestACheckBoxASliderAndAListChoiceGiveTheFocusBackAfterAClick(t *testing.T) {
	check := NewCheck("Relay", nil)
	slider := NewSlider(0, 10)
	list := NewList(func() int { return 3 }, func() fyne.CanvasObject { return widget.NewLabel("") }, func(widget.ListItemID, fyne.CanvasObject) {})
	chosen := -1
	list.OnSelected = Released(list, func(id widget.ListItemID) { chosen = id })
	choice := NewSelect([]string{"one", "two"}, nil)
	w, _ := keyWindow(t, check, slider, list, choice)
	w.Resize(fyne.NewSize(300, 400))

	test.Tap(check)
	assert.True(t, check.Checked)
	assert.Nil(t, w.Canvas().Focused(), "the check box")

	test.Tap(slider)
	assert.Nil(t, w.Canvas().Focused(), "the slider")

	w.Canvas().Focus(list) // as a click on an item does
	list.Select(1)
	assert.Equal(t, 1, chosen)
	assert.Nil(t, w.Canvas().Focused(), "the list")

	w.Canvas().Focus(choice)
	choice.SetSelected("two")
	assert.Nil(t, w.Canvas().Focused(), "the select, once a choice is made")
}

func TestAChoiceIsMadeByAClickAndTakesNoFocus(t *testing.T) {
	var got []string
	choice := NewChoice([]string{"South", "North"}, func(s string) { got = append(got, s) })
	w, _ := keyWindow(t, choice)
	w.Resize(fyne.NewSize(300, 100))
	north := test.WidgetRenderer(choice).Objects()[0].(*fyne.Container).Objects[1].(*widget.Button)
	test.Tap(north)
	assert.Equal(t, "North", choice.Selected)
	assert.Equal(t, widget.HighImportance, north.Importance, "the choice shows")
	assert.Nil(t, w.Canvas().Focused())
	choice.SetSelected("North")
	assert.Equal(t, []string{"North"}, got, "told once, when it changes")
}
