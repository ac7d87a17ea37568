//go:build ci

package app

import (
	"context"
	"errors"
	"fmt"
	"image/png"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/require"

	"walakpussa/app/board"
	"walakpussa/app/help"
	"walakpussa/app/internal/testkit"
	"walakpussa/app/launch"
	"walakpussa/app/stepper"
	"walakpussa/app/ui"
	"walakpussa/assets/i18n"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// The sizes the screenshots are taken at: the README's, and a small and a
// large screen for the extra views.
var (
	readmeSize = fyne.NewSize(1100, 760)
	smallSize  = fyne.NewSize(800, 600)
	largeSize  = fyne.NewSize(1920, 1080)
)

// TestScreenshots renders the main window in software (the -tags ci
// driver), drives it through its real controls into the states the README
// and the tutorials show, and writes them as PNGs into the folder
// WALAK_SCREENSHOTS names (make screenshots); without it the test skips.
// The README's go under readme at 1100x760 with the names they have in
// assets/screenshots, and more views, some at other sizes, beside them.
// Each scene opens a main window with no progress in the course and sets
// what it shows itself. The computer and the coach search without
// the endgame table: the views are of openings, where the table does not
// reach, and the test does not wait for it to build.
func TestScreenshots(t *testing.T) {
	dir := os.Getenv("WALAK_SCREENSHOTS")
	if dir == "" {
		t.Skip("WALAK_SCREENSHOTS names no folder to write the screenshots to")
	}
	s := &shooter{t: t, app: fyneapp.NewWithID(launch.AppID), dir: dir}
	require.NoError(t, useLanguage(i18n.English))
	defer func() { require.NoError(t, useLanguage(i18n.English)) }()
	scenes := map[string]func() error{"play": s.playScene, "coach": s.coachScene, "debugger": s.debuggerScene, "course": s.courseScene,
		"drawing": s.drawingScene, "help": s.helpScene, "editor": s.editorScene, "languages": s.languagesScene, "present": s.presentScene,
		"preview": s.previewScene, "tutor": s.tutorScene, "review": s.reviewScene, "match": s.matchScene}
	for _, name := range slices.Sorted(maps.Keys(scenes)) {
		t.Run(name, func(t *testing.T) { require.NoError(t, scenes[name]()) })
	}
}

// languagesScene shows every tab in every language at the README's size,
// under dir/languages: the Play tab after S1, a lesson demo, a puzzle with
// its hint, and the debugger on a necklace.
func (s *shooter) languagesScene() error {
	for _, l := range i18n.Languages() {
		if err := useLanguage(l.Code); err != nil {
			return err
		}
		m := s.mainWindow()
		shot := func(name string) error {
			err := s.save(m.window, readmeSize, filepath.Join("languages", l.Code+"-"+name))
			if l.Code == i18n.English || l.Code == "de" {
				err = errors.Join(err, s.save(m.window, largeSize, filepath.Join("languages", l.Code+"-"+name+"-1920x1080")))
			}
			return err
		}
		m.game.Play(engine.HoleOf(engine.South, 1))
		m.game.FinishAnimation()
		errs := []error{shot("play")}
		if err := m.openLesson("relay"); err != nil {
			return err
		}
		errs = append(errs, shot("lesson"))
		if err := m.openPuzzle("pearls-1"); err != nil {
			return err
		}
		errs = append(errs, shot("puzzles"))
		if err := m.debugger.OpenText("5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0", "N5"); err != nil {
			return err
		}
		m.debugger.ToEnd()
		m.showDebugger()
		errs = append(errs, shot("debugger"))
		m.window.Close()
		if err := errors.Join(errs...); err != nil {
			return err
		}
	}
	return nil
}

// shooter takes the screenshots of an app into a folder, for a test.
type shooter struct {
	t   *testing.T
	app fyne.App
	dir string
}

// mainWindow returns a new main window with no progress in the course, so
// that every run shows the outline the same way.
func (s *shooter) mainWindow() *mainWindow {
	m := newMainWindow(s.app, newEndgameLoader(0).get)
	m.present.After = never
	m.lessons.ResetProgress()
	return m
}

// never drops what a window schedules for later: the redraw after the full
// screen ends is for a window manager, and the software driver has none (a
// timer firing between two scenes would find no window).
func never(time.Duration, func()) func() { return func() {} }

// save writes what w shows at size as dir/name.png, then gives w the
// README's size again: the views are driven at that size, so that a list
// scrolled to its current line shows it where the README's pictures do.
func (s *shooter) save(w fyne.Window, size fyne.Size, name string) error {
	w.Resize(size)
	picture := w.Canvas().Capture()
	w.Resize(readmeSize)
	file := filepath.Join(s.dir, name+".png")
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return err
	}
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	return errors.Join(png.Encode(f, picture), f.Close())
}

// readme saves w as the README's screenshot called name.
func (s *shooter) readme(w fyne.Window, name string) error {
	return s.save(w, readmeSize, filepath.Join("readme", name))
}

// playScene shows the Play tab: the start, S1 sown frame by frame up to the
// capture of N2, a hole that is not the mover's, and a round that ends.
func (s *shooter) playScene() error {
	m := s.mainWindow()
	defer m.window.Close()
	v, w := m.game, m.window
	var c clock
	v.SetScheduler(c.after)
	trace := testkit.Trace(s.t, testkit.StartText, "S1")
	err := errors.Join(s.readme(w, "board"), s.save(w, smallSize, "play-start-800x600"), s.save(w, largeSize, "play-start-1920x1080"))
	v.Play(trace.Move)
	shown := 0
	frame := func(kind engine.EventKind, nth int) {
		for i, e := range trace.Events {
			if e.Kind == kind {
				if nth--; nth == 0 {
					c.step(i - shown)
					shown = i
					return
				}
			}
		}
	}
	frame(engine.Relay, 1)
	err = errors.Join(err, s.save(w, readmeSize, "play-mid-move-relay"))
	frame(engine.Drop, 8)
	err = errors.Join(err, s.save(w, smallSize, "play-mid-move-lap2-800x600"), s.save(w, largeSize, "play-mid-move-lap2-1920x1080"))
	frame(engine.SowingEnd, 1)
	err = errors.Join(err, s.save(w, readmeSize, "play-mid-move-pussa"))
	frame(engine.Capture, 1)
	err = errors.Join(err, s.readme(w, "capture"))
	v.FinishAnimation()
	err = errors.Join(err, s.save(w, readmeSize, "play-after-S1"))
	v.Play(v.Game().LegalMoves()[0])
	v.FinishAnimation()
	v.ShowMove(0)
	err = errors.Join(err, s.save(w, readmeSize, "play-review-move-1"))
	v.Undo()
	v.Play(engine.HoleOf(engine.South, 2))
	err = errors.Join(err, s.save(w, smallSize, "play-not-yours-800x600"))
	err = errors.Join(err, v.LoadGame("endgame.walak", strings.NewReader("walakpussa game 1\nrules standard\nstart 3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26\n")))
	v.Play(engine.HoleOf(engine.South, 2))
	v.FinishAnimation()
	return errors.Join(err, s.save(w, readmeSize, "play-round-over"), s.save(w, smallSize, "play-round-over-800x600"))
}

// coachScene plays the computer at level 3: it thinks about its answer to
// S1, then the tutor holds back South's worst reply, and a hint is asked.
func (s *shooter) coachScene() error {
	m := s.mainWindow()
	defer m.window.Close()
	v, w := m.game, m.window
	v.SetPace(stepper.Pace{})
	var held []func() func()
	v.SetBackground(func(work func() func()) { held = append(held, work) })
	v.SetLevel(3)
	v.Play(engine.HoleOf(engine.South, 1))
	if len(held) != 1 {
		return errors.New("the computer did not start thinking after S1")
	}
	err := s.save(w, readmeSize, "play-computer-thinking")
	held[0]()()
	v.SetBackground(func(work func() func()) { work()() })
	err = errors.Join(err, check(v.Content(), i18n.L("Tutor")))
	g := v.Game()
	values := search.Evaluate(context.Background(), g.Rules(), g.Position(), search.Options{Depth: 8, History: g.History()})
	if len(values) == 0 {
		return errors.New("South has no move after N's answer")
	}
	err = errors.Join(err, tapHole(v.Content(), values[len(values)-1].Move))
	err = errors.Join(err, s.readme(w, "tutor"), s.save(w, smallSize, "play-tutor-800x600"))
	err = errors.Join(err, tap(v.Content(), i18n.L("Choose again")))
	v.Hint()
	return errors.Join(err, s.save(w, readmeSize, "play-hint"))
}

// debuggerScene shows the debugger in a relay, on a seven-pearl necklace
// with a breakpoint on S3, and at an endless move.
func (s *shooter) debuggerScene() error {
	m := s.mainWindow()
	defer m.window.Close()
	d, w := m.debugger, m.window
	m.showDebugger()
	err := d.OpenText("4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0", "S1")
	d.Seek(8)
	err = errors.Join(err, s.readme(w, "debugger-relay"), s.save(w, smallSize, "debugger-relay-800x600"))
	err = errors.Join(err, d.OpenText("5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0", "N5"))
	d.ToggleHoleBreak(engine.HoleOf(engine.South, 3))
	for range 4 {
		d.NextCapture()
	}
	err = errors.Join(err, s.readme(w, "debugger-chain"), s.save(w, largeSize, "debugger-chain-1920x1080"))
	err = errors.Join(err, d.OpenText("0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 0:0", "S4"))
	d.ToEnd()
	return errors.Join(err, s.readme(w, "debugger-endless"))
}

// courseScene shows every step of the relay lesson, its demo a few events
// in, a puzzle of the collection and a puzzle's hint.
func (s *shooter) courseScene() error {
	m := s.mainWindow()
	defer m.window.Close()
	w := m.window
	if err := m.openLesson("relay"); err != nil {
		return err
	}
	lesson := m.lessons.Course().Lesson("relay")
	var err error
	for k, step := range lesson.Steps {
		if k > 0 {
			err = errors.Join(err, tap(m.lessons.Content(), i18n.L("Next")))
		}
		name := "lesson-relay-" + strconv.Itoa(k+1) + "-" + step.Kind.String()
		err = errors.Join(err, s.save(w, readmeSize, name))
		if k == 1 {
			err = errors.Join(err, s.readme(w, "lesson"))
		}
	}
	err = errors.Join(err, tap(m.lessons.Content(), i18n.L("Back")), tap(m.lessons.Content(), i18n.L("Back")))
	for range 9 {
		err = errors.Join(err, tap(m.lessons.Content(), i18n.L("Step")))
	}
	err = errors.Join(err, s.save(w, smallSize, "lesson-demo-800x600"), s.save(w, largeSize, "lesson-demo-1920x1080"))
	// The prose of lesson 1 at three widths: emphasis, punctuation and
	// spaces as the Markdown has them.
	err = errors.Join(err, m.openLesson("board"))
	for k := range 2 {
		if k > 0 {
			m.lessons.Forward()
		}
		for _, size := range []fyne.Size{smallSize, readmeSize, fyne.NewSize(1600, 900)} {
			err = errors.Join(err, s.save(w, size, fmt.Sprintf("lesson-board-%d-%.0fx%.0f", k+1, size.Width, size.Height)))
		}
	}
	err = errors.Join(err, m.openPuzzle("win-1"))
	err = errors.Join(err, s.readme(w, "puzzles"), s.save(w, smallSize, "puzzles-800x600"))
	err = errors.Join(err, m.openPuzzle("pearls-1"), tap(m.puzzles.Content(), i18n.L("Hint")))
	return errors.Join(err, s.save(w, readmeSize, "puzzle-hint"), s.save(w, largeSize, "puzzle-hint-1920x1080"))
}

// drawingScene shows marks drawn on the board: two arrows and two
// circles in the four colours on the Play tab, and the marks of the lesson
// on pussa kanawā, in English and German.
func (s *shooter) drawingScene() error {
	m := s.mainWindow()
	defer m.window.Close()
	w := m.window
	var b *board.Board
	walk(m.game.Content(), func(o fyne.CanvasObject) bool {
		b, _ = o.(*board.Board)
		return b != nil
	})
	if b == nil {
		return errors.New("no board on the Play tab to draw on")
	}
	south, north := func(n int) engine.Hole { return engine.HoleOf(engine.South, n) }, func(n int) engine.Hole { return engine.HoleOf(engine.North, n) }
	b.SetMarks([]board.Mark{board.Arrow(south(3), north(2), board.Green), board.Arrow(south(6), north(4), board.Blue),
		board.Ring(north(5), board.Red), board.Ring(south(7), board.Yellow), board.Arrow(south(1), south(5), board.Red), board.Arrow(north(7), north(6), board.Yellow)})
	err := errors.Join(s.save(w, readmeSize, "drawing-play"), s.save(w, largeSize, "drawing-play-1920x1080"))
	for _, lang := range []string{i18n.English, "de"} {
		err = errors.Join(err, useLanguage(lang))
		l := s.mainWindow()
		err = errors.Join(err, l.openLesson("pussa-kanawa"), tap(l.lessons.Content(), i18n.L("Next")))
		err = errors.Join(err, s.save(l.window, readmeSize, "drawing-lesson-"+lang), s.save(l.window, largeSize, "drawing-lesson-"+lang+"-1920x1080"))
		l.window.Close()
	}
	return errors.Join(err, useLanguage(i18n.English))
}

// helpScene shows the Help window on the teacher's guide.
func (s *shooter) helpScene() error {
	w := help.NewWindow(s.app).Show("teachers-guide")
	defer w.Close()
	return errors.Join(s.save(w, fyne.NewSize(1000, 720), "help"), s.save(w, smallSize, "help-800x600"))
}

// clock stands in for the timer of a move's animation: it holds the next
// frame until step shows it.
type clock struct{ next func() }

// after holds f; it has the shape of ui.Scheduler.
func (c *clock) after(_ time.Duration, f func()) func() {
	c.next = f
	return func() { c.next = nil }
}

// step shows the next n frames, or fewer when the move ends first.
func (c *clock) step(n int) {
	for ; n > 0 && c.next != nil; n-- {
		f := c.next
		c.next = nil
		f()
	}
}

// tap taps the button labelled label under root, as a click on it does.
func tap(root fyne.CanvasObject, label string) error {
	b := findButton(root, label)
	if b == nil || b.Disabled() {
		return fmt.Errorf("no button %q to tap", label)
	}
	b.OnTapped()
	return nil
}

// findButton returns the button labelled label under root, or nil.
func findButton(root fyne.CanvasObject, label string) *widget.Button {
	var found *widget.Button
	walk(root, func(o fyne.CanvasObject) bool {
		switch b := o.(type) {
		case *widget.Button:
			found = b
		case *ui.TipButton:
			found = &b.Button
		default:
			return false
		}
		if found.Text != label {
			found = nil
		}
		return found != nil
	})
	return found
}

// check ticks the box labelled label under root, as a click on it does.
func check(root fyne.CanvasObject, label string) error {
	if !walk(root, func(o fyne.CanvasObject) bool {
		var box *widget.Check
		switch b := o.(type) {
		case *widget.Check:
			box = b
		case *ui.Check:
			box = &b.Check
		}
		if box != nil && box.Text == label {
			box.SetChecked(true)
		}
		return box != nil && box.Text == label
	}) {
		return fmt.Errorf("no check box %q to tick", label)
	}
	return nil
}

// tapHole taps hole h on the first board under root, as a click on it does.
func tapHole(root fyne.CanvasObject, h engine.Hole) error {
	if !walk(root, func(o fyne.CanvasObject) bool {
		b, ok := o.(*board.Board)
		if ok && b.OnTapped != nil {
			b.OnTapped(h)
		}
		return ok && b.OnTapped != nil
	}) {
		return fmt.Errorf("no board to tap %s on", h)
	}
	return nil
}

// walk calls visit on o and on what is inside it, depth first, until visit
// returns true, and reports whether it did. It looks into containers and
// the container widgets the views are built of.
func walk(o fyne.CanvasObject, visit func(fyne.CanvasObject) bool) bool {
	if o == nil {
		return false
	}
	if visit(o) {
		return true
	}
	var inside []fyne.CanvasObject
	switch o := o.(type) {
	case *fyne.Container:
		inside = o.Objects
	case *container.Split:
		inside = []fyne.CanvasObject{o.Leading, o.Trailing}
	case *container.Scroll:
		inside = []fyne.CanvasObject{o.Content}
	}
	for _, child := range inside {
		if walk(child, visit) {
			return true
		}
	}
	return false
}

// editorScene shows the Edit tab in English and German at the README's
// size and at 1920x1080, under dir/editor: a made-up position with an
// endless hole, the focus on a hole, and the solver's answer.
func (s *shooter) editorScene() error {
	var errs []error
	for _, code := range []string{i18n.English, "de"} {
		if err := useLanguage(code); err != nil {
			return err
		}
		m := s.mainWindow()
		v := m.editor
		v.SetBackground(func(work func() func()) { work()() })
		v.SetNotation(engine.Start().String()) // whatever the preferences kept, so that Undo has a change to undo
		v.SetNotation("0,2,1,1,2,1,0/1,0,1,2,1,0,1 S 3:5")
		m.tabs.Select(m.editTab)
		v.FocusHole(engine.HoleOf(engine.South, 5))
		v.Solve()
		errs = append(errs, s.save(m.window, readmeSize, filepath.Join("editor", code+"-editor")),
			s.save(m.window, largeSize, filepath.Join("editor", code+"-editor-1920x1080")))
		m.window.Close()
	}
	return errors.Join(append(errs, useLanguage(i18n.English))...)
}
