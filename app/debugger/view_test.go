package debugger

import (
	"bytes"
	"errors"
	"image/gif"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/board"
	"walakpussa/app/internal/testkit"
	"walakpussa/app/picture"
	"walakpussa/app/ui"
	"walakpussa/app/words"
	"walakpussa/engine"
)

// newTestDebugger returns a debugger in a 1100x760 test window, with a clock
// the test drives by hand.
func newTestDebugger(t *testing.T) (*DebuggerView, fyne.Window, *testkit.Clock) {
	t.Helper()
	return newTestDebuggerOver(t, NewModel(engine.Standard()))
}

// newTestDebuggerOver is newTestDebugger over model, as the main window
// builds the view again.
func newTestDebuggerOver(t *testing.T, model *Model) (*DebuggerView, fyne.Window, *testkit.Clock) {
	t.Helper()
	a := test.NewTempApp(t)
	w := a.NewWindow("debugger")
	t.Cleanup(w.Close)
	v := NewDebuggerView(w, model)
	clock := &testkit.Clock{}
	v.play.After = clock.After
	w.SetContent(v.Content())
	w.Resize(fyne.NewSize(1100, 760))
	return v, w, clock
}

const (
	necklace = "5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0" // N5 takes 7 pearls
	endless  = "0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0" // S4 never ends
)

func TestDebuggerOpensOnTheOpeningMove(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	p := v.Player()
	assert.Equal(t, 39, p.Len())
	assert.Equal(t, 0, p.Index())
	assert.Equal(t, "South lifts 4 seeds from S1.", v.caption.Text)
	assert.Equal(t, "Event 1 of 39", v.counter.Text)
	assert.Equal(t, testkit.StartText, v.source.position.Text)
	assert.Equal(t, "S1", v.source.move.Selected)
	assert.Equal(t, "lift", v.board.State().Tags[testkit.Hole("S1")])
	assert.True(t, v.controls.back.Disabled())
	assert.False(t, v.controls.forward.Disabled())
}

func TestDebuggerStepsForwardAndBack(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	v.Forward()
	assert.Equal(t, "Lap 1: a seed into S2, 3 left in hand.", v.caption.Text)
	assert.Equal(t, 5, int(v.board.State().Board[testkit.Hole("S2")]))
	assert.Equal(t, "3", variableValue(v, "Seeds in hand"), "seeds in hand")
	v.NextLap()
	assert.Equal(t, engine.Relay, v.Player().Event().Kind)
	assert.Equal(t, "The last seed fell in S5. The next hole, S6, holds 4 seeds, so South lifts them and sows on (relay): lap 2.", v.caption.Text)
	assert.Equal(t, "2", variableValue(v, "Lap"), "lap")
	v.Back()
	assert.Equal(t, "Lap 1: the last seed falls into S5.", v.caption.Text)
	v.ToEnd()
	assert.True(t, v.Player().AtEnd())
	assert.True(t, v.controls.forward.Disabled())
	assert.Equal(t, "The move is over: South took 6 seeds in all. North to move.", v.caption.Text)
	v.ToStart()
	assert.Equal(t, 0, v.Player().Index())
}

func TestDebuggerWalksTheNecklacePearlByPearl(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	require.NoError(t, v.OpenText(necklace, "N5"))
	v.NextCapture()
	assert.Equal(t, "Pussa kanawā (eating because of the empty hole): North captures 2 seeds from N6, beyond the pussa.", v.caption.Text)
	v.NextCapture()
	state := v.board.State()
	assert.Equal(t, []engine.Hole{testkit.Hole("N6"), testkit.Hole("S1")}, state.Chain, "two pearls on the cord")
	assert.Equal(t, "pussa", state.Tags[testkit.Hole("N5")])
	assert.Equal(t, "2", variableValue(v, "Pearls in the chain"), "pearls in the chain")
	assert.Equal(t, "8", variableValue(v, "Seeds captured"), "seeds captured")
	assert.Contains(t, v.caption.Text, "Wael mutu ekilenawā (picking the pearls of the necklace), pearl 2: North captures 6 seeds from S1.")
}

func TestDebuggerLogLinesAndJumps(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	v.log.Select(5)
	assert.Equal(t, 5, v.Player().Index(), "clicking a line jumps to it")
	assert.Equal(t, "Event 6 of 39", v.counter.Text)
	v.scrub.SetValue(10)
	assert.Equal(t, 10, v.Player().Index(), "the scrubber jumps too")
	line := "11. The last seed fell in N3. The next hole, N4, holds 4 seeds, so South lifts them and sows on (relay): lap 3."
	assert.Equal(t, line, v.logLine(10))
	assert.Contains(t, texts(v.log), line, "the list scrolls to the line of the event jumped to")
	assert.NotContains(t, texts(v.log), "1. South lifts 4 seeds from S1.", "the first line has scrolled away")
	v.ToStart()
	assert.Contains(t, texts(v.log), "1. South lifts 4 seeds from S1.")
}

func TestDebuggerBreakpointsPausePlay(t *testing.T) {
	v, _, clock := newTestDebugger(t)
	v.breaks[engine.Capture].SetChecked(true)
	assert.True(t, v.Player().KindBreak(engine.Capture))
	v.TogglePlay()
	assert.True(t, v.Player().Playing())
	assert.Equal(t, "Pause", v.controls.play.Text)
	for v.Player().Playing() {
		clock.Fire()
	}
	assert.Equal(t, engine.Capture, v.Player().Event().Kind, "play pauses at the capture")
	assert.Equal(t, "Play", v.controls.play.Text)
	assert.Contains(t, v.caption.Text, "\nStopped at a breakpoint: "+words.Kind(engine.Capture)+".", "and says why")
	v.Forward()
	assert.NotContains(t, v.caption.Text, "Stopped", "a step by hand needs no reason")

	v.ToStart()
	v.SetKindBreak(engine.Capture, false)
	n2 := testkit.Hole("N2")
	v.ToggleHoleBreak(n2)
	v.TogglePlay()
	for v.Player().Playing() {
		clock.Fire()
	}
	assert.Equal(t, n2, v.Player().Event().Hole)
	assert.Contains(t, v.caption.Text, "Stopped at the breakpoint on N2.")
	v.ToggleHoleBreak(n2)

	v.ToStart()
	n4 := testkit.Hole("N4")
	test.TapAt(v.board, board.NewLayout(v.board.Size()).Breakpoints[n4].Center)
	assert.True(t, v.Player().HoleBreak(n4), "tapping the dot on a hole sets a breakpoint")
	assert.True(t, v.board.State().Breakpoints[n4])
	v.Continue()
	assert.Equal(t, n4, v.Player().Event().Hole)
	assert.Equal(t, engine.Relay, v.Player().Event().Kind, "N4 is lifted by the relay of lap 3")
	v.ClearBreakpoints()
	assert.False(t, v.Player().HoleBreak(n4))
	assert.False(t, v.breaks[engine.Capture].Checked)
}

func TestDebuggerKeepsBreakpointsForTheNextMove(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	v.SetKindBreak(engine.SowingEnd, true)
	v.ToggleHoleBreak(testkit.Hole("S2"))
	require.NoError(t, v.OpenText(necklace, "N5"))
	assert.True(t, v.Player().KindBreak(engine.SowingEnd))
	assert.True(t, v.Player().HoleBreak(testkit.Hole("S2")))
}

func TestDebuggerShowsWhyAnEndlessMoveIsNotAllowed(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	require.NoError(t, v.OpenText(endless, "S4"))
	v.ToEnd()
	assert.Equal(t, engine.Endless, v.Player().Event().Kind)
	assert.Equal(t, "Lap 85 would start exactly as lap 1 did: the same seeds in every hole, lifted from the same hole. The sowing would go round for ever, so this move is endless and not allowed.", v.caption.Text)
}

func TestDebuggerRefusesBadInputAndKeepsTheMove(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	require.NoError(t, v.OpenText(testkit.StartText, "S1"))
	v.Forward()
	panel := v.source.content.MinSize()
	defer func() {
		assert.Equal(t, panel, v.source.content.MinSize(), "an error line takes room kept for it: it pushes nothing down")
	}()
	assert.Error(t, v.OpenText("4,4,4/4 S 0:0", "S1"))
	assert.Equal(t, "Position: 4 holes given, 14 expected", v.source.message.Text)
	assert.Error(t, v.OpenText(testkit.StartText, "N2"))
	assert.Equal(t, "N2 is North's hole, not yours: it is South's turn.", v.source.message.Text)
	assert.Error(t, v.OpenText("hello", "S1"))
	assert.Equal(t, `Position: "hello": expected three parts, the holes, the side to move and the held seeds, as in "`+testkit.StartText+`"; found 1`, v.source.message.Text, "the position is named once")
	v.source.position.SetText("4,4,4,4,4,4,-4/4,4,4,4,4,4,4 S 0:0")
	v.source.position.OnSubmitted(v.source.position.Text)
	assert.Equal(t, "Position: hole S7: -4 seeds: a hole holds 0 seeds or more", v.source.message.Text)
	v.source.position.SetText(testkit.StartText)
	assert.False(t, v.source.message.Visible(), "the error goes once the position is right")
	assert.Equal(t, 1, v.Player().Index(), "the move being shown stays")
	assert.Equal(t, testkit.StartText, v.Player().Trace().Start.String())
}

func TestDebuggerOffersTheMoversHoles(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	v.source.position.SetText("0,3,0,0,1,0,0/1,1,1,1,1,1,1 S 0:0")
	assert.Equal(t, []string{"S2", "S5"}, v.source.move.Options)
	v.source.move.SetSelected("S5")
	v.source.position.SetText("0,3,0,0,0,0,0/1,1,1,1,1,1,1 S 0:0")
	assert.Empty(t, v.source.move.Selected, "a hole no longer offered is dropped")
	v.source.position.SetText("nonsense")
	assert.Empty(t, v.source.move.Options)
}

func TestDebuggerTappingAHoleDebugsItsMove(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	test.TapAt(v.board, board.NewLayout(v.board.Size()).Holes[testkit.Hole("S2")].Center)
	assert.Equal(t, testkit.Hole("S2"), v.Player().Trace().Move)
	test.TapAt(v.board, board.NewLayout(v.board.Size()).Holes[testkit.Hole("N3")].Center)
	assert.Equal(t, testkit.Hole("S2"), v.Player().Trace().Move, "North's holes are not South's to play")
}

func TestDebuggerKeysAndShortcuts(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	assert.Equal(t, 1, v.Player().Index())
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	assert.True(t, v.Player().AtEnd())
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	assert.True(t, v.Player().AtStart())
	assert.False(t, v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyQ}))

	shown := 0
	for _, c := range v.Commands(func() { shown++ }) {
		if c.Shortcuts[0].ShortcutName() == ui.Shortcut(fyne.KeyDown, fyne.KeyModifierAlt).ShortcutName() {
			c.Do()
		}
	}
	assert.Equal(t, engine.Relay, v.Player().Event().Kind, "Alt+Down: next lap")
	assert.Equal(t, 1, shown)
	menu := v.Menu(func() {})
	assert.Equal(t, "Debug", menu.Label)
	require.NotEmpty(t, menu.Items, "the Debug menu has items")
	for _, item := range menu.Items {
		assert.NotNil(t, item.Shortcut, item.Label)
	}
}

func TestDebuggerCopiesThePosition(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	require.NoError(t, v.OpenText(necklace, "N5"))
	v.CopyPosition()
	assert.Equal(t, necklace, fyne.CurrentApp().Clipboard().Content())
	assert.True(t, strings.HasPrefix(v.source.message.Text, "Copied: "))
}

// memoryFile is a fyne.URIWriteCloser that keeps what is written.
type memoryFile struct {
	bytes.Buffer
	closed bool
}

func (f *memoryFile) Close() error  { f.closed = true; return nil }
func (f *memoryFile) URI() fyne.URI { return storage.NewFileURI("/tmp/move.png") }

func TestDebuggerExportWritesAPicture(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	v.Seek(3)
	file := &memoryFile{}
	trace := v.Player().Trace()
	v.writeExport(file, func(w io.Writer) error { return picture.WritePNG(w, trace, v.Player().Index()) })
	assert.True(t, file.closed)
	img, err := png.Decode(&file.Buffer)
	require.NoError(t, err)
	assert.Equal(t, int(picture.Size.Width), img.Bounds().Dx())
	assert.Equal(t, "Saved move.png.", v.source.message.Text)

	v.writeExport(&memoryFile{}, func(io.Writer) error { return errors.New("disk full") })
	assert.Equal(t, "Could not save move.png: disk full", v.source.message.Text)
}

func TestDebuggerExportsAGIFWithProgress(t *testing.T) {
	v, w, _ := newTestDebugger(t)
	v.exports.Background = testkit.AtOnce
	path := filepath.Join(t.TempDir(), "s1.gif")
	file, err := storage.Writer(storage.NewFileURI(path))
	require.NoError(t, err)
	v.exportGIF(file, v.Player().Trace())
	assert.Equal(t, "Saved s1.gif.", v.source.message.Text)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	anim, err := gif.DecodeAll(bytes.NewReader(data))
	require.NoError(t, err)
	assert.Len(t, anim.Image, len(v.Player().Trace().Events), "a frame per event")
	assert.Empty(t, w.Canvas().Overlays().List(), "the progress dialog is gone")
}

// heldGIFExport starts exporting the move v shows as a GIF to a file of its
// own, keeping the export's work for the test to run; it returns that work
// and the file's path.
func heldGIFExport(t *testing.T, v *DebuggerView) (work func() func(), path string) {
	t.Helper()
	var held func() func()
	v.exports.Background = func(f func() func()) { held = f }
	path = filepath.Join(t.TempDir(), "s1.gif")
	file, err := storage.Writer(storage.NewFileURI(path))
	require.NoError(t, err)
	v.exportGIF(file, v.Player().Trace())
	require.NotNil(t, held, "the export's work is held")
	return held, path
}

func TestCancellingAGIFExportDeletesThePartWritten(t *testing.T) {
	v, w, _ := newTestDebugger(t)
	work, path := heldGIFExport(t, v)
	overlay := w.Canvas().Overlays().Top()
	require.NotNil(t, overlay, "a progress dialog shows while the frames are painted")
	cancel := findButton(overlay, "Cancel")
	require.NotNil(t, cancel)
	test.Tap(cancel)
	work()()
	assert.Equal(t, "Export cancelled.", v.source.message.Text)
	assert.NoFileExists(t, path)
}

func TestDroppingTheViewCancelsAGIFExport(t *testing.T) {
	v, w, _ := newTestDebugger(t)
	work, path := heldGIFExport(t, v)
	require.NotNil(t, w.Canvas().Overlays().Top())
	v.Stop() // a rebuild, or the window closed
	assert.Nil(t, w.Canvas().Overlays().Top(), "the progress dialog is gone")
	assert.False(t, v.exports.Running())
	work()()
	assert.NoFileExists(t, path, "the part written is deleted")
	assert.Equal(t, "Export cancelled.", v.source.message.Text)
}

// variableValue reads the value the variables panel shows next to name.
func variableValue(v *DebuggerView, name string) string {
	grid := v.vars.content.(*fyne.Container).Objects
	for i := 0; i+1 < len(grid); i += 2 {
		if grid[i].(*widget.Label).Text == name {
			return grid[i+1].(*widget.Label).Text
		}
	}
	return "no variable " + name
}

// walk calls visit on object and on everything under it, widgets through
// their renderers.
func walk(object fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	visit(object)
	switch o := object.(type) {
	case *fyne.Container:
		for _, child := range o.Objects {
			walk(child, visit)
		}
	case fyne.Widget:
		for _, child := range test.WidgetRenderer(o).Objects() {
			walk(child, visit)
		}
	}
}

// texts returns the text of every label under object.
func texts(object fyne.CanvasObject) []string {
	var found []string
	walk(object, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			found = append(found, l.Text)
		}
	})
	return found
}

// findButton returns the button labelled text under object, or nil.
func findButton(object fyne.CanvasObject, text string) *widget.Button {
	var found *widget.Button
	walk(object, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == text && found == nil {
			found = b
		}
	})
	return found
}

func TestDebuggingATypedMoveLetsTheKeysStepAtOnce(t *testing.T) {
	v, w, _ := newTestDebugger(t)
	w.Canvas().Focus(v.source.position)
	v.source.position.SetText(testkit.StartText)
	v.source.move.SetSelected("S1")
	v.source.position.OnSubmitted(v.source.position.Text)
	assert.Nil(t, w.Canvas().Focused(), "the position field lets the focus go")

	w.Canvas().Focus(v.source.position)
	v.source.position.SetText("not a position")
	v.source.position.OnSubmitted(v.source.position.Text)
	assert.Equal(t, v.source.position, w.Canvas().Focused(), "a position to correct keeps the focus")
}

func TestPrintMoveIsInTheDebugMenuOnlyWhenWired(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	require.NoError(t, v.OpenText(necklace, "N5"))
	for _, item := range v.Menu(func() {}).Items {
		assert.NotEqual(t, "Print move…", item.Label)
	}
	var pos engine.Position
	var move engine.Hole
	v.OnPrint = func(p engine.Position, h engine.Hole) { pos, move = p, h }
	shown := 0
	items := v.Menu(func() { shown++ }).Items
	last := items[len(items)-1]
	require.Equal(t, "Print move…", last.Label)
	last.Action()
	assert.Equal(t, necklace, pos.String())
	assert.Equal(t, "N5", move.String())
	assert.Equal(t, 1, shown, "the debugger comes to the front first")
}
