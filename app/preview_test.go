package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/board"
	"walakpussa/engine"
)

// boardsUnder returns every board widget under o.
func boardsUnder(o fyne.CanvasObject) []*board.Board {
	if b, ok := o.(*board.Board); ok {
		return []*board.Board{b}
	}
	var found []*board.Board
	for _, child := range children(o) {
		found = append(found, boardsUnder(child)...)
	}
	return found
}

// pointAtEveryHole moves the pointer over every hole of b and reports
// whether any of them showed a preview.
func pointAtEveryHole(b *board.Board) bool {
	shown := false
	l := board.NewLayout(b.Size())
	for h := engine.Hole(0); h < engine.HoleCount; h++ {
		b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: l.Holes[h].Center}})
		_, on := b.PreviewShown()
		shown = shown || on
	}
	b.MouseOut()
	return shown
}

func TestPreviewMovesIsSwitchedInTheViewMenuAndKept(t *testing.T) {
	if testing.Short() {
		t.Skip("rebuilds the main window several times, about 6 s; make test runs it")
	}
	m := newTestMainWindow(t)
	defer m.window.Close()
	item := viewMenuItem(t, m, "Preview moves")
	assert.False(t, item.Checked, "off until the user turns it on")
	play := boardsUnder(m.game.Content())
	require.Len(t, play, 1)
	assert.False(t, pointAtEveryHole(play[0]), "off, pointing shows nothing")

	item.Action()
	assert.True(t, m.app.Preferences().Bool(previewPreference), "the choice is kept")
	assert.True(t, viewMenuItem(t, m, "Preview moves").Checked)
	assert.True(t, pointAtEveryHole(play[0]), "on, pointing at South's holes previews their moves")

	again := newMainWindow(m.app, newEndgameLoader(0).get)
	defer again.window.Close()
	assert.True(t, again.game.Previewing(), "and used at the next start")
	assert.True(t, viewMenuItem(t, again, "Preview moves").Checked)
	again.setLanguage("de")
	assert.True(t, again.game.Previewing(), "a view built anew previews too")
	viewMenuItem(t, again, "Züge vorab zeigen").Action()
	assert.False(t, again.game.Previewing())
	assert.False(t, again.app.Preferences().Bool(previewPreference))
	again.setLanguage("en")
}

func TestLessonsAndPuzzlesNeverPreviewMoves(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	m.setPreview(true)
	require.NoError(t, m.openLesson("relay"))
	m.lessons.Forward()
	lessonBoards := boardsUnder(m.lessons.Content())
	require.NotEmpty(t, lessonBoards)
	for _, b := range lessonBoards {
		assert.False(t, pointAtEveryHole(b), "predicting the move is the lesson's exercise")
	}
	require.NoError(t, m.openPuzzle("pearls-1"))
	puzzleBoards := boardsUnder(m.puzzles.Content())
	require.NotEmpty(t, puzzleBoards)
	for _, b := range puzzleBoards {
		assert.False(t, pointAtEveryHole(b), "nor a puzzle's")
	}
	m.tabs.Select(m.playTab)
	assert.True(t, pointAtEveryHole(boardsUnder(m.game.Content())[0]), "while Play previews")
}
