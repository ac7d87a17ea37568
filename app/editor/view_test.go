package editor

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/board"
	"walakpussa/app/internal/testkit"
	"walakpussa/engine"
)

// newTestView returns an editor on position in a 1100x760 test window,
// running its searches at once.
func newTestView(t *testing.T, position string) (*View, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	v := NewView(w, engine.Standard(), NewModel(testkit.Position(t, position)))
	v.SetBackground(testkit.AtOnce)
	w.SetContent(v.Content())
	w.Resize(fyne.NewSize(1100, 760))
	return v, w
}

// at returns the centre of hole name on the editor's board.
func at(v *View, name string) fyne.Position {
	return board.NewLayout(v.input.Size()).Holes[testkit.Hole(name)].Center
}

func TestTappingAHoleAddsASeedAndTheNotationFollows(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	test.TapAt(v.input, at(v, "S3"))
	assert.Equal(t, "4,4,5,4,4,4,4/4,4,4,4,4,4,4 S 0:0", v.Position().String())
	assert.Equal(t, "4,4,5,4,4,4,4/4,4,4,4,4,4,4 S 0:0", v.notation.Text)
	assert.Equal(t, 5, int(v.board.State().Board[testkit.Hole("S3")]), "the board draws it")
	assert.Equal(t, "57 seeds on the board, at most 255.", v.total.Text)
	assert.False(t, v.undo.Disabled())
	test.TapAt(v.input, fyne.NewPos(1, 1))
	assert.Equal(t, "4,4,5,4,4,4,4/4,4,4,4,4,4,4 S 0:0", v.notation.Text, "a tap beside the holes does nothing")
}

func TestASecondaryTapOrAShiftClickTakesASeed(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	test.TapSecondaryAt(v.input, at(v, "N2"))
	assert.Equal(t, "4,4,4,4,4,4,4/4,3,4,4,4,4,4 S 0:0", v.notation.Text)
	v.input.MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary, Modifier: fyne.KeyModifierShift})
	test.TapAt(v.input, at(v, "N2"))
	assert.Equal(t, "4,4,4,4,4,4,4/4,2,4,4,4,4,4 S 0:0", v.notation.Text)
	v.input.MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary})
	test.TapAt(v.input, at(v, "N2"))
	assert.Equal(t, "4,4,4,4,4,4,4/4,3,4,4,4,4,4 S 0:0", v.notation.Text, "without Shift a click adds again")
}

func TestScrollingOnAHoleChangesItByOne(t *testing.T) {
	v, w := newTestView(t, testkit.StartText)
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(v.input)
	test.MoveMouse(w.Canvas(), abs.Add(at(v, "S7")))
	test.Scroll(w.Canvas(), abs.Add(at(v, "S7")), 0, 10)
	test.Scroll(w.Canvas(), abs.Add(at(v, "S7")), 0, 10)
	assert.Equal(t, "4,4,4,4,4,4,6/4,4,4,4,4,4,4 S 0:0", v.notation.Text)
	test.MoveMouse(w.Canvas(), abs.Add(at(v, "N7")))
	test.Scroll(w.Canvas(), abs.Add(at(v, "N7")), 0, -10)
	assert.Equal(t, "4,4,4,4,4,4,6/4,4,4,4,4,4,3 S 0:0", v.notation.Text)
}

func TestAFocusedHoleTakesATypedNumber(t *testing.T) {
	v, w := newTestView(t, testkit.StartText)
	test.TapAt(v.input, at(v, "N4"))
	assert.Equal(t, v.input, w.Canvas().Focused(), "the hole tapped has the focus")
	assert.True(t, v.input.ring.Visible(), "its ring shows")
	test.Type(v.input, "12")
	assert.Equal(t, "4,4,4,4,4,4,4/4,4,4,12,4,4,4 S 0:0", v.notation.Text)
	v.input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	assert.Equal(t, "4,4,4,4,4,4,4/4,4,4,1,4,4,4 S 0:0", v.notation.Text)
	v.input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyTab})
	assert.Equal(t, testkit.Hole("N5"), v.input.focus, "Tab goes on in sowing order")
	v.input.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	v.input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyTab})
	assert.Equal(t, testkit.Hole("N4"), v.input.focus, "Shift-Tab goes back")
	v.input.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	v.input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyTab})
	v.input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	assert.Equal(t, "4,4,4,4,4,4,4/4,4,4,1,0,4,4 S 0:0", v.notation.Text, "Backspace on a count not typed drops its last digit")
	v.input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	assert.Equal(t, testkit.Hole("S3"), v.input.focus, "N5 faces S3")
	v.input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	assert.Equal(t, testkit.Hole("S4"), v.input.focus)
	test.Type(v.input, "300")
	assert.Equal(t, "4,4,4,30,4,4,4/4,4,4,1,0,4,4 S 0:0", v.notation.Text, "300 would be too many: the count stays at 30")
	assert.Contains(t, v.message.Text, "the board holds at most 255 seeds: 345 would be too many")
	test.Type(v.input, "1")
	assert.Equal(t, "4,4,4,30,4,4,4/4,4,4,1,0,4,4 S 0:0", v.notation.Text)
}

func TestTabPastN7LeavesTheBoard(t *testing.T) {
	v, w := newTestView(t, testkit.StartText)
	test.TapAt(v.input, at(v, "N7"))
	test.TapSecondaryAt(v.input, at(v, "N7"))
	require.Equal(t, v.input, w.Canvas().Focused())
	v.input.TypedKey(&fyne.KeyEvent{Name: fyne.KeyTab})
	assert.NotEqual(t, v.input, w.Canvas().Focused(), "the next control has the focus")
	assert.False(t, v.input.ring.Visible())
}

func TestDraggingMovesAllTheSeedsOfAHole(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	from, to := at(v, "S1"), at(v, "N1")
	v.input.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: from}, Button: desktop.MouseButtonPrimary})
	v.input.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: fyne.NewDelta(3, -4)})
	assert.True(t, v.input.target.Visible(), "the hole it would drop on is ringed")
	v.input.DragEnd()
	assert.Equal(t, "0,4,4,4,4,4,4/8,4,4,4,4,4,4 S 0:0", v.notation.Text)
	assert.False(t, v.input.target.Visible(), "the drag's ring goes when it ends")

	v.input.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: at(v, "S3")}, Dragged: fyne.NewDelta(0, 0)})
	v.input.DragEnd()
	assert.Equal(t, "0,4,4,4,4,4,4/8,4,4,4,4,4,4 S 0:0", v.notation.Text, "a drag that ends where it started moves nothing")
}

func TestUndoAndRedoButtonsWalkTheEdits(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	assert.True(t, v.undo.Disabled())
	test.TapAt(v.input, at(v, "S1"))
	test.TapAt(v.input, at(v, "S1"))
	test.Tap(v.undo)
	assert.Equal(t, "5,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", v.notation.Text)
	assert.False(t, v.redo.Disabled())
	test.Tap(v.redo)
	assert.Equal(t, "6,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", v.notation.Text)
	assert.True(t, v.redo.Disabled())
}

func TestTheSideToMoveAndTheSeedsHeldAreSet(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.turn.SetSelected("North")
	assert.Equal(t, "4,4,4,4,4,4,4/4,4,4,4,4,4,4 N 0:0", v.notation.Text)
	v.held[engine.South].SetText("7")
	assert.Equal(t, "4,4,4,4,4,4,4/4,4,4,4,4,4,4 N 7:0", v.notation.Text)
	v.held[engine.North].SetText("x")
	assert.Equal(t, "4,4,4,4,4,4,4/4,4,4,4,4,4,4 N 7:0", v.notation.Text)
	assert.Contains(t, v.message.Text, "Seeds held: type a number")
	test.Tap(v.undo)
	test.Tap(v.undo)
	assert.Equal(t, testkit.StartText, v.notation.Text)
	assert.Equal(t, "South", v.turn.Selected)
	assert.Equal(t, "0", v.held[engine.South].Text)
}

func TestAPastedNotationSetsTheBoardAndABadOneIsSaidAndKept(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	fyne.CurrentApp().Clipboard().SetContent("0,0,0,0,2,0,0/0,5,3,0,0,2,1 S 22:21")
	v.SetNotation(fyne.CurrentApp().Clipboard().Content())
	assert.Equal(t, "0,0,0,0,2,0,0/0,5,3,0,0,2,1 S 22:21", v.Position().String())
	v.notation.SetText("1,2,3 S 0:0")
	v.notation.OnSubmitted(v.notation.Text)
	assert.Equal(t, "0,0,0,0,2,0,0/0,5,3,0,0,2,1 S 22:21", v.Position().String(), "the board is kept")
	assert.Equal(t, "0,0,0,0,2,0,0/0,5,3,0,0,2,1 S 22:21", v.notation.Text)
	assert.Contains(t, v.message.Text, "3 holes given, 14 expected")
	test.TapAt(v.input, at(v, "S1"))
	assert.NotContains(t, v.message.Text, "holes given", "the next edit clears the problem")
}

func TestTheChecksShowInTheirPlaceAndTheBoardDoesNotMove(t *testing.T) {
	v, w := newTestView(t, testkit.StartText)
	w.Resize(fyne.NewSize(900, 700))
	boardSize, boardAt := v.board.Size(), v.board.Position()
	assert.Contains(t, v.message.Text, "South to move has a legal move")
	v.SetNotation("0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0")
	assert.Contains(t, v.message.Text, "S4 would sow for ever")
	v.SetNotation("0,0,0,0,0,0,0/1,0,0,0,0,0,0 S 0:0")
	assert.Contains(t, v.message.Text, "South has no seeds to move")
	v.SetNotation("a long wrong notation that the parser refuses with its message, quoting all of what was typed, which makes it run over several lines of the messages")
	assert.Contains(t, v.message.Text, "expected three parts")
	v.Content().Refresh()
	assert.Equal(t, boardSize, v.board.Size(), "the messages keep their room")
	assert.Equal(t, boardAt, v.board.Position())
}

func TestTheCallbacksGetThePositionEdited(t *testing.T) {
	v, _ := newTestView(t, "0,0,0,0,2,0,0/0,5,3,0,0,2,1 S 22:21")
	var played engine.Position
	level := -1
	v.OnPlay = func(p engine.Position, l int) { played, level = p, l }
	var debugged engine.Position
	var move engine.Hole
	v.OnDebug = func(p engine.Position, h engine.Hole) { debugged, move = p, h }
	test.TapAt(v.input, at(v, "N3"))
	v.actions.opponent.SetSelectedIndex(2)
	test.Tap(v.actions.play)
	assert.Equal(t, "0,0,0,0,2,0,0/0,5,4,0,0,2,1 S 22:21", played.String())
	assert.Equal(t, 2, level)
	assert.Equal(t, []string{"S5"}, v.actions.move.Options, "the side to move's holes with seeds")
	test.Tap(v.actions.debug)
	assert.Equal(t, played, debugged)
	assert.Equal(t, testkit.Hole("S5"), move)
}

func TestSolveShowsTheBestMovesAndTheValue(t *testing.T) {
	v, _ := newTestView(t, "0,0,0,0,2,0,0/0,5,3,0,0,2,1 S 22:21")
	test.Tap(v.actions.solve)
	assert.Contains(t, v.actions.result.Text, "Best: S5. Value ")
	assert.False(t, v.actions.activity.Visible(), "not busy any more")
	test.TapAt(v.input, at(v, "S1"))
	assert.Empty(t, v.actions.result.Text, "a result is dropped when the position changes")
}

func TestALateSolveAnswerIsDroppedAfterAnEdit(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	var pending []func() func()
	v.SetBackground(func(work func() func()) { pending = append(pending, work) })
	test.Tap(v.actions.solve)
	assert.True(t, v.actions.activity.Visible(), "busy while solving")
	test.TapAt(v.input, at(v, "S1"))
	require.Len(t, pending, 1)
	pending[0]()()
	assert.Empty(t, v.actions.result.Text)
}

func TestCopyStepPutsACheckedLessonStepOnTheClipboard(t *testing.T) {
	v, _ := newTestView(t, "0,2,0,0,0,3,0/0,0,3,1,0,2,2 S 21:21")
	v.actions.kind.SetSelectedIndex(int(PredictStep))
	v.actions.move.SetSelected("S2")
	test.Tap(v.actions.copyStep)
	text := fyne.CurrentApp().Clipboard().Content()
	step, err := Parse(text)
	require.NoError(t, err)
	assert.Equal(t, v.Position(), *step.Position)
	assert.Contains(t, text, "    answer: 3\n")
	assert.Contains(t, v.actions.result.Text, "Lesson step copied")

	v.actions.kind.SetSelectedIndex(int(PuzzleStep))
	v.SetNotation(testkit.StartText)
	test.Tap(v.actions.copyStep)
	assert.Contains(t, v.actions.result.Text, "No lesson step: no puzzle goal is reached by S2 alone")
}

func TestAStepIsWrittenToAFileWhole(t *testing.T) {
	path := filepath.Join(t.TempDir(), "step.yaml")
	require.NoError(t, writeFile(path, "  - kind: demo\n"))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "  - kind: demo\n", string(data))
	err = writeFile(filepath.Join(t.TempDir(), "missing", "step.yaml"), "x")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "cannot write")
}

func TestAViewBuiltAgainKeepsThePositionItsHistoryAndTheChoices(t *testing.T) {
	old, w := newTestView(t, testkit.StartText)
	test.TapAt(old.input, at(old, "S2"))
	old.actions.kind.SetSelectedIndex(2)
	old.actions.opponent.SetSelectedIndex(3)
	old.actions.move.SetSelected("S4")
	old.Stop()
	v := NewView(w, engine.Standard(), old.model)
	w.SetContent(v.Content())
	assert.Equal(t, "4,5,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", v.notation.Text)
	assert.Equal(t, 2, v.actions.kind.SelectedIndex())
	assert.Equal(t, 3, v.actions.opponent.SelectedIndex())
	assert.Equal(t, "S4", v.actions.move.Selected)
	assert.Equal(t, testkit.Hole("S2"), v.input.focus, "the hole with the focus")
	test.Tap(v.undo)
	assert.Equal(t, testkit.StartText, v.notation.Text)
}

func TestOnChangeIsToldEveryPositionShown(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	var kept []string
	v.OnChange = func(p engine.Position) { kept = append(kept, p.String()) }
	test.TapAt(v.input, at(v, "S1"))
	test.Tap(v.undo)
	assert.Equal(t, []string{"5,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", testkit.StartText}, kept)
}
