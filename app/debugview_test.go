package app

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
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/engine"
)

// newTestDebugger returns a debugger in a 1100x760 test window, with a clock
// the test drives by hand.
func newTestDebugger(t *testing.T) (*DebuggerView, fyne.Window, *fakeClock) {
	t.Helper()
	a := test.NewTempApp(t)
	w := a.NewWindow("debugger")
	t.Cleanup(w.Close)
	v := NewDebuggerView(w, engine.Standard())
	clock := &fakeClock{}
	v.play.after = clock.after
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
	assert.Equal(t, startText, v.source.position.Text)
	assert.Equal(t, "S1", v.source.move.Selected)
	assert.Equal(t, "lift", v.board.State().Tags[s1])
	assert.True(t, v.controls.back.Disabled())
	assert.False(t, v.controls.forward.Disabled())
}

func TestDebuggerStepsForwardAndBack(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	v.Forward()
	assert.Equal(t, "Lap 1: a seed into S2, 3 left in hand.", v.caption.Text)
	assert.Equal(t, 5, int(v.board.State().Board[s2]))
	assert.Equal(t, "3", v.vars.values[1].Text, "seeds in hand")
	v.NextLap()
	assert.Equal(t, engine.Relay, v.Player().Event().Kind)
	assert.Equal(t, "The last seed fell in S5. The next hole, S6, holds 4 seeds, so South lifts them and sows on (relay): lap 2.", v.caption.Text)
	assert.Equal(t, "2", v.vars.values[0].Text, "lap")
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
	assert.Equal(t, []engine.Hole{hole("N6"), hole("S1")}, state.Chain, "two pearls on the cord")
	assert.Equal(t, "pussa", state.Tags[hole("N5")])
	assert.Equal(t, "2", v.vars.values[5].Text, "pearls in the chain")
	assert.Equal(t, "8", v.vars.values[6].Text, "seeds captured")
	assert.Contains(t, v.caption.Text, "Wael mutu ekilenawā (picking the pearls of the necklace), pearl 2: North captures 6 seeds from S1.")
}

func TestDebuggerLogLinesAndJumps(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	v.log.Select(5)
	assert.Equal(t, 5, v.Player().Index(), "clicking a line jumps to it")
	assert.Equal(t, "Event 6 of 39", v.counter.Text)
	v.scrub.SetValue(10)
	assert.Equal(t, 10, v.Player().Index(), "the scrubber jumps too")
	item := test.WidgetRenderer(v.log).Objects()
	require.NotEmpty(t, item)
}

func TestDebuggerBreakpointsPausePlay(t *testing.T) {
	v, _, clock := newTestDebugger(t)
	v.breaks[engine.Capture].SetChecked(true)
	assert.True(t, v.Player().KindBreak(engine.Capture))
	v.TogglePlay()
	assert.True(t, v.Player().Playing())
	assert.Equal(t, "Pause", v.controls.play.Text)
	for v.Player().Playing() {
		clock.fire()
	}
	assert.Equal(t, engine.Capture, v.Player().Event().Kind, "play pauses at the capture")
	assert.Equal(t, "Play", v.controls.play.Text)

	v.ToStart()
	n4 := hole("N4")
	test.TapAt(v.board, NewBoardLayout(v.board.Size()).Breakpoints[n4].Center)
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
	v.ToggleHoleBreak(s2)
	require.NoError(t, v.OpenText(necklace, "N5"))
	assert.True(t, v.Player().KindBreak(engine.SowingEnd))
	assert.True(t, v.Player().HoleBreak(s2))
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
	v.Forward()
	assert.Error(t, v.OpenText("4,4,4/4 S 0:0", "S1"))
	assert.Equal(t, "Position: 4 holes given, 14 expected", v.source.message.Text)
	assert.Error(t, v.OpenText(startText, "N2"))
	assert.Equal(t, "N2 is North's hole, not yours: it is South's turn.", v.source.message.Text)
	assert.Equal(t, 1, v.Player().Index(), "the move being shown stays")
	assert.Equal(t, startText, v.Player().Trace().Start.String())
}

func TestDebuggerOffersTheMoversHoles(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	v.source.position.SetText("0,3,0,0,1,0,0/1,1,1,1,1,1,1 S 0:0")
	assert.Equal(t, []string{"S2", "S5"}, v.source.move.Options)
	v.source.position.SetText("nonsense")
	assert.Empty(t, v.source.move.Options)
}

func TestDebuggerTappingAHoleDebugsItsMove(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	test.TapAt(v.board, NewBoardLayout(v.board.Size()).Holes[s2].Center)
	assert.Equal(t, s2, v.Player().Trace().Move)
	test.TapAt(v.board, NewBoardLayout(v.board.Size()).Holes[n3].Center)
	assert.Equal(t, s2, v.Player().Trace().Move, "North's holes are not South's to play")
}

func TestDebuggerKeysAndShortcuts(t *testing.T) {
	v, w, _ := newTestDebugger(t)
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	assert.Equal(t, 1, v.Player().Index())
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	assert.True(t, v.Player().AtEnd())
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	assert.True(t, v.Player().AtStart())
	assert.False(t, v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyQ}))

	shown := 0
	v.AddShortcuts(w.Canvas(), func() { shown++ })
	w.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyDown, Modifier: fyne.KeyModifierAlt})
	assert.Equal(t, engine.Relay, v.Player().Event().Kind, "Alt+Down: next lap")
	assert.Equal(t, 1, shown)
	menu := v.Menu(func() {})
	assert.Equal(t, "Debug", menu.Label)
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

func TestGameViewOpensTheDebuggerOnTheLastMove(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	m.game.SetPace(Pace{})
	m.game.Play(s1)
	m.game.DebugLastMove()
	assert.Equal(t, m.debugTab, m.tabs.Selected())
	assert.Equal(t, s1, m.debugger.Player().Trace().Move)
	assert.Equal(t, engine.Start(), m.debugger.Player().Trace().Start)
	m.window.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyRight, Modifier: fyne.KeyModifierAlt})
	assert.Equal(t, 1, m.debugger.Player().Index())
}

func TestDebuggerMarkup(t *testing.T) {
	v, w, _ := newTestDebugger(t)
	test.AssertRendersToMarkup(t, "debug_start.xml", w.Canvas())
	v.Seek(7) // mid-relay: lap 2 under way
	test.AssertRendersToMarkup(t, "debug_relay.xml", w.Canvas())
	require.NoError(t, v.OpenText(necklace, "N5"))
	v.NextCapture()
	v.NextCapture()
	v.NextCapture()
	test.AssertRendersToMarkup(t, "debug_chain.xml", w.Canvas())
	require.NoError(t, v.OpenText(endless, "S4"))
	v.ToEnd()
	test.AssertRendersToMarkup(t, "debug_endless.xml", w.Canvas())
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
	v.writeExport(file, func(w io.Writer) error { return WritePNG(w, trace, v.Player().Index()) })
	assert.True(t, file.closed)
	picture, err := png.Decode(&file.Buffer)
	require.NoError(t, err)
	assert.Equal(t, int(ExportSize.Width), picture.Bounds().Dx())
	assert.Equal(t, "Saved move.png.", v.source.message.Text)

	v.writeExport(&memoryFile{}, func(io.Writer) error { return errors.New("disk full") })
	assert.Equal(t, "Could not save move.png: disk full", v.source.message.Text)
}

func TestDebuggerExportsAGIFWithProgress(t *testing.T) {
	v, w, _ := newTestDebugger(t)
	v.background = atOnce
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

func TestCancellingAGIFExportDeletesThePartWritten(t *testing.T) {
	v, w, _ := newTestDebugger(t)
	var work func() func()
	v.background = func(f func() func()) { work = f }
	path := filepath.Join(t.TempDir(), "s1.gif")
	file, err := storage.Writer(storage.NewFileURI(path))
	require.NoError(t, err)
	v.exportGIF(file, v.Player().Trace())
	overlay := w.Canvas().Overlays().Top()
	require.NotNil(t, overlay, "a progress dialog shows while the frames are painted")
	cancel := findButton(overlay, "Cancel")
	require.NotNil(t, cancel)
	test.Tap(cancel)
	work()()
	assert.Equal(t, "Export cancelled.", v.source.message.Text)
	assert.NoFileExists(t, path)
}

// findButton returns the button labelled text under object, or nil.
func findButton(object fyne.CanvasObject, text string) *widget.Button {
	if b, ok := object.(*widget.Button); ok && b.Text == text {
		return b
	}
	var children []fyne.CanvasObject
	switch o := object.(type) {
	case *fyne.Container:
		children = o.Objects
	case fyne.Widget:
		children = test.WidgetRenderer(o).Objects()
	}
	for _, child := range children {
		if b := findButton(child, text); b != nil {
			return b
		}
	}
	return nil
}

func TestWriteGIFStopsWhenProgressSaysSo(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	var out bytes.Buffer
	frames := 0
	err := writeGIF(&out, v.Player().Trace(), func(f func()) { f() }, func(done, total int) bool {
		frames = done
		assert.Equal(t, len(v.Player().Trace().Events), total)
		return done < 3
	})
	assert.ErrorIs(t, err, errExportCancelled)
	assert.Equal(t, 3, frames)
	assert.Zero(t, out.Len(), "nothing is written")
}

func TestGameHistoryOpensAnyPastMoveAndTheDebuggerTakesTheGamePosition(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	m.game.SetPace(Pace{})
	m.game.Play(s1)
	m.game.Play(hole("N3"))
	require.Len(t, m.game.Game().Moves(), 2)
	assert.Equal(t, "1. South S1", m.game.historyLine(0))
	assert.Equal(t, "2. North N3", m.game.historyLine(1))
	m.game.history.Select(0)
	assert.Equal(t, m.debugTab, m.tabs.Selected())
	assert.Equal(t, s1, m.debugger.Player().Trace().Move, "the first move, not the last")
	assert.Equal(t, engine.Start(), m.debugger.Player().Trace().Start)

	m.debugger.OpenGamePosition()
	assert.Equal(t, m.game.Game().Position(), m.debugger.Player().Trace().Start)
	assert.Equal(t, "The game's position: tap one of South's holes to step through that move.", m.debugger.source.message.Text)
}
