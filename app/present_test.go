package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/course"
	"walakpussa/app/launch"
	"walakpussa/app/ui"
)

// press types a bare key on the main window, as when nothing has the
// focus.
func press(m *mainWindow, key fyne.KeyName) { m.typedKey(&fyne.KeyEvent{Name: key}) }

func TestF5PresentsTheLessonFullScreenInLargeTypeAndEscPutsTheWindowBack(t *testing.T) {
	if testing.Short() {
		t.Skip("presents a lesson full screen and back, about 9 s; make test runs it")
	}
	m := newTestMainWindow(t)
	defer m.window.Close()
	m.tabs.Select(m.lessonTab)
	require.NoError(t, m.openLesson("relay"))
	normalText := theme.TextSize()
	before := m.window.Canvas().Size()

	press(m, fyne.KeyF5)
	require.True(t, m.Presenting())
	assert.True(t, m.window.FullScreen())
	assert.Nil(t, m.window.MainMenu(), "no menus on the screen")
	assert.Equal(t, m.lessons.Content(), m.window.Content().(*fyne.Container).Objects[0], "the lesson alone, no tabs")
	assert.InDelta(t, ui.PresentationText*normalText, theme.TextSize(), 0.01, "text 2.5 times its size")

	press(m, fyne.KeyB)
	assert.True(t, m.present.Blanked(), "B blanks the screen")
	press(m, fyne.KeyRight)
	assert.False(t, m.present.Blanked(), "the next key shows it again")
	press(m, fyne.KeyPeriod)
	press(m, fyne.KeyPeriod)
	assert.False(t, m.present.Blanked(), ". blanks and shows again")

	press(m, fyne.KeyEscape)
	assert.False(t, m.Presenting())
	assert.False(t, m.window.FullScreen())
	assert.Equal(t, m.tabs, m.window.Content(), "the tabs are back")
	assert.NotNil(t, m.window.MainMenu(), "and the menus")
	assert.Equal(t, before, m.window.Canvas().Size(), "at the window's size before")
	assert.InDelta(t, normalText, theme.TextSize(), 0.01)
}

func TestTheDebuggerAndPlayArePresentedToo(t *testing.T) {
	if testing.Short() {
		t.Skip("presents two tabs full screen, about 10 s; make test runs it")
	}
	m := newTestMainWindow(t)
	defer m.window.Close()
	m.tabs.Select(m.debugTab)
	press(m, fyne.KeyF5)
	require.True(t, m.Presenting())
	assert.Equal(t, m.debugger.Content(), m.window.Content().(*fyne.Container).Objects[0], "the debugger alone")
	press(m, fyne.KeyPageDown)
	assert.Equal(t, 1, m.debugger.Player().Index(), "an event is a step")
	press(m, fyne.KeySpace)
	assert.Equal(t, 2, m.debugger.Player().Index(), "Space steps too, rather than playing")
	press(m, fyne.KeyPageUp)
	assert.Equal(t, 1, m.debugger.Player().Index())
	press(m, fyne.KeyEnd)
	assert.True(t, m.debugger.Player().AtEnd())
	press(m, fyne.KeyF5)
	assert.False(t, m.Presenting(), "F5 leaves too")

	m.tabs.Select(m.playTab)
	m.viewMenuAction(t, "Present (F5)")
	assert.Equal(t, m.game.Content(), m.window.Content().(*fyne.Container).Objects[0], "View → Present shows the tab in front")
	m.stopPresenting()
}

// viewMenuAction runs the View menu's item with the label.
func (m *mainWindow) viewMenuAction(t *testing.T, label string) {
	t.Helper()
	viewMenuItem(t, m, label).Action()
}

func TestZoomScalesTheWholeInterfaceAndIsKept(t *testing.T) {
	if testing.Short() {
		t.Skip("zooms and rebuilds the whole window at several scales, over 15 s; make test runs it")
	}
	m := newTestMainWindow(t)
	defer m.window.Close()
	normal, padding := theme.TextSize(), theme.Padding()
	typeShortcut(m.window, fyne.KeyEqual, fyne.KeyModifierShortcutDefault)
	typeShortcut(m.window, fyne.KeyEqual, fyne.KeyModifierShortcutDefault)
	assert.InDelta(t, 1.25*normal, theme.TextSize(), 0.01, "Ctrl+= twice: 125 %")
	assert.InDelta(t, 1.25*padding, theme.Padding(), 0.01, "padding grows with the text")
	typeShortcut(m.window, fyne.KeyMinus, fyne.KeyModifierShortcutDefault)
	assert.InDelta(t, 1.1*normal, theme.TextSize(), 0.01, "Ctrl+- one step back")
	assert.InDelta(t, 1.1, m.app.Preferences().Float(zoomPreference), 0.001, "kept")
	again := newMainWindow(m.app, newEndgameLoader(0).get)
	defer again.window.Close()
	assert.InDelta(t, 1.1*normal, theme.TextSize(), 0.01, "and used at the next start")
	typeShortcut(again.window, fyne.Key0, fyne.KeyModifierShortcutDefault)
	assert.InDelta(t, normal, theme.TextSize(), 0.01, "Ctrl+0: the usual size")
}

func TestTheProjectorThemeIsChosenInTheViewMenuAndKept(t *testing.T) {
	if testing.Short() {
		t.Skip("rebuilds the main window in each theme, about 10 s; make test runs it")
	}
	m := newTestMainWindow(t)
	defer m.window.Close()
	dark := theme.Color(theme.ColorNameBackground)
	looks := viewMenuItem(t, m, "Colour scheme").ChildMenu.Items
	require.Len(t, looks, 2)
	assert.True(t, looks[0].Checked, "dark until the user chooses")
	looks[1].Action()
	assert.Equal(t, "projector", m.app.Preferences().String(lookPreference))
	assert.NotEqual(t, dark, theme.Color(theme.ColorNameBackground))
	assert.True(t, viewMenuItem(t, m, "Colour scheme").ChildMenu.Items[1].Checked)
	again := newMainWindow(m.app, newEndgameLoader(0).get)
	defer again.window.Close()
	assert.Equal(t, ui.Projector, again.look, "used at the next start")
}

func TestTheEditorIsPresentedWithItsBoardAndChecksAlone(t *testing.T) {
	if testing.Short() {
		t.Skip("presents the editor full screen, about 8 s; make test runs it")
	}
	m := newTestMainWindow(t)
	defer m.window.Close()
	m.tabs.Select(m.editTab)
	m.editor.SetNotation("3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26")
	press(m, fyne.KeyF5)
	require.True(t, m.Presenting())
	assert.Equal(t, m.editor.Content(), m.window.Content().(*fyne.Container).Objects[0], "the editor alone")
	assert.False(t, buttonShown(m.editor.Content(), "Clear board"), "its tool bar hidden")
	assert.Equal(t, "3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26", m.editor.Position().String(), "the position kept")
	press(m, fyne.KeyEscape)
	assert.False(t, m.Presenting())
	assert.True(t, buttonShown(m.editor.Content(), "Clear board"))
}

// buttonShown reports whether a button labelled label is shown in o: it
// and every container around it visible.
func buttonShown(o fyne.CanvasObject, label string) bool {
	if !o.Visible() {
		return false
	}
	if b, ok := o.(*widget.Button); ok {
		return b.Text == label
	}
	if c, ok := o.(*fyne.Container); ok {
		for _, child := range c.Objects {
			if buttonShown(child, label) {
				return true
			}
		}
	}
	return false
}

func TestTheAppOpensAtALessonStepPresenting(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	require.NoError(t, m.open(launch.Start{Lesson: "relay", Step: 3, Present: true}))
	lesson, step, _, _ := m.course.Open()
	assert.Equal(t, "relay", lesson)
	assert.Equal(t, 2, step, "step 3, counted from 1")
	assert.True(t, m.Presenting())
	assert.Equal(t, m.lessons.Content(), m.window.Content().(*fyne.Container).Objects[0], "the lesson alone")
	assert.ErrorIs(t, m.open(launch.Start{Lesson: "relay", Step: 9}), course.ErrNoStep)
}
