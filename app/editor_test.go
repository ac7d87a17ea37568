package app

import (
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/internal/testkit"
	"walakpussa/app/stepper"
	"walakpussa/assets/i18n"
	"walakpussa/engine"
)

func TestTheEditTabComesAfterPlay(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	require.GreaterOrEqual(t, len(m.tabs.Items), 2)
	assert.Equal(t, m.editTab, m.tabs.Items[1])
	assert.Equal(t, "Edit", m.editTab.Text)
	assert.Equal(t, m.editor.Content(), m.editTab.Content)
}

func TestPlayFromHereStartsTheGameFromTheEditorsPosition(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	m.tabs.Select(m.editTab)
	m.editor.SetNotation("0,0,0,0,2,0,0/0,5,3,0,0,2,1 S 22:21")
	m.editor.OnPlay(m.editor.Position(), 0)
	assert.Equal(t, m.playTab, m.tabs.Selected())
	assert.Equal(t, "0,0,0,0,2,0,0/0,5,3,0,0,2,1 S 22:21", m.game.Game().Position().String())

	m.tabs.Select(m.editTab)
	m.editor.OnDebug(m.editor.Position(), testkit.Hole("S5"))
	assert.Equal(t, m.debugTab, m.tabs.Selected())
	assert.Equal(t, testkit.Hole("S5"), m.debugger.Player().Trace().Move)
	assert.Equal(t, m.editor.Position(), m.debugger.Player().Trace().Start)
}

func TestUndoKeysGoToTheTabInFront(t *testing.T) {
	m := newTestMainWindow(t)
	w := m.window
	defer w.Close()
	m.game.SetPace(stepper.Pace{})
	m.game.Play(testkit.Hole("S1"))
	m.tabs.Select(m.editTab)
	m.editor.SetNotation("1,0,0,0,0,0,0/0,0,0,0,0,0,1 S 0:0")
	typeShortcut(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	assert.Equal(t, engine.Start(), m.editor.Position(), "Ctrl+Z undoes in the editor")
	assert.Len(t, m.game.Game().Moves(), 1, "and not in Play")
	typeShortcut(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift)
	assert.Equal(t, "1,0,0,0,0,0,0/0,0,0,0,0,0,1 S 0:0", m.editor.Position().String(), "Ctrl+Shift+Z redoes")
	m.tabs.Select(m.playTab)
	typeShortcut(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	assert.Empty(t, m.game.Game().Moves(), "in Play, Ctrl+Z undoes the move")
	assert.Equal(t, "1,0,0,0,0,0,0/0,0,0,0,0,0,1 S 0:0", m.editor.Position().String())
}

func TestTheEditorKeepsItsPositionAcrossALanguageSwitchAndARestart(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	t.Setenv("LANGUAGE", os.Getenv("LANGUAGE"))
	t.Cleanup(func() { require.NoError(t, i18n.Use(i18n.English)) })
	m.tabs.Select(m.editTab)
	m.editor.SetNotation("3,0,0,0,0,0,0/0,0,0,0,0,0,2 N 1:2")
	m.setLanguage("de")
	assert.Equal(t, m.editTab, m.tabs.Selected())
	assert.Equal(t, "3,0,0,0,0,0,0/0,0,0,0,0,0,2 N 1:2", m.editor.Position().String())
	m.editor.Undo()
	assert.Equal(t, engine.Start(), m.editor.Position(), "the history carries on")
	m.editor.Redo()

	again := newMainWindow(m.app, newEndgameLoader(0).get)
	defer again.window.Close()
	assert.Equal(t, "3,0,0,0,0,0,0/0,0,0,0,0,0,2 N 1:2", again.editor.Position().String(), "kept in the preferences")
}
