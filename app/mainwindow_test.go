package app

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/internal/testkit"
	"walakpussa/app/play"
	"walakpussa/app/stepper"
	"walakpussa/app/ui"
	"walakpussa/assets/i18n"
	"walakpussa/engine"
	"walakpussa/lessons"
	"walakpussa/tutorials"
)

func TestMainWindowShowsTheGame(t *testing.T) {
	m := newTestMainWindow(t)
	w, view := m.window, m.game
	defer w.Close()
	assert.Equal(t, "Walak-pussa Studio", w.Title())
	assert.Equal(t, m.tabs, w.Content())
	assert.Equal(t, view.Content(), m.tabs.Selected().Content, "the game is in front")
	assert.Equal(t, engine.Start(), view.Game().Position())
	menus := w.MainMenu().Items
	require.Len(t, menus, 4)
	assert.Equal(t, "File", menus[0].Label)
	assert.Equal(t, "View", menus[1].Label)
	assert.Equal(t, "Debug", menus[2].Label)
	assert.Equal(t, "Help", menus[3].Label)
	assert.Len(t, menus[3].Items, len(tutorials.Guides(i18n.English)), "one item a guide")
}

// typeShortcut types a shortcut on the window's canvas.
func typeShortcut(w fyne.Window, key fyne.KeyName, mod fyne.KeyModifier) {
	w.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: key, Modifier: mod})
}

func TestShortcutsUndoAndRedo(t *testing.T) {
	m := newTestMainWindow(t)
	w, view := m.window, m.game
	defer w.Close()
	view.SetPace(stepper.Pace{})
	view.Play(testkit.Hole("S1"))
	typeShortcut(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	assert.Empty(t, view.Game().Moves(), "Ctrl+Z undoes")
	typeShortcut(w, fyne.KeyY, fyne.KeyModifierShortcutDefault)
	assert.Equal(t, []engine.Hole{testkit.Hole("S1")}, view.Game().Moves(), "Ctrl+Y redoes")
	typeShortcut(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	typeShortcut(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift)
	assert.Equal(t, []engine.Hole{testkit.Hole("S1")}, view.Game().Moves(), "Ctrl+Shift+Z redoes")
}

func TestTheGameOpensAnyOfItsMovesInTheDebugger(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	m.game.SetPace(stepper.Pace{})
	m.game.Play(testkit.Hole("S1"))
	m.game.Play(testkit.Hole("N3"))
	m.game.DebugMove(0)
	assert.Equal(t, m.debugTab, m.tabs.Selected())
	assert.Equal(t, testkit.Hole("S1"), m.debugger.Player().Trace().Move, "the first move, not the last")
	assert.Equal(t, engine.Start(), m.debugger.Player().Trace().Start)
	typeShortcut(m.window, fyne.KeyRight, fyne.KeyModifierAlt)
	assert.Equal(t, 1, m.debugger.Player().Index(), "the Debug menu's shortcuts step the move")

	m.game.DebugLastMove()
	assert.Equal(t, testkit.Hole("N3"), m.debugger.Player().Trace().Move)
}

func TestTheDebuggerTakesThePositionOfTheGameBeingPlayed(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	m.game.SetPace(stepper.Pace{})
	m.game.Play(testkit.Hole("S1"))
	m.game.NewGame()
	m.game.Play(testkit.Hole("S2"))
	m.debugger.OpenGamePosition()
	assert.Equal(t, m.game.Game().Position(), m.debugger.Player().Trace().Start, "the game now played, not the one at start")
}

// savedStatus reads the status of lesson id from the progress file the
// app keeps in its storage folder; New when there is no file yet.
func savedStatus(t *testing.T, id string) lessons.Status {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(fyne.CurrentApp().Storage().RootURI().Path(), "progress.json"))
	if os.IsNotExist(err) {
		return lessons.New
	}
	require.NoError(t, err)
	progress, err := lessons.ParseProgress(string(data))
	require.NoError(t, err)
	return progress.Status(id)
}

func TestOpeningTheAppStartsNoLesson(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	first := m.lessons.Course().Lessons[0].ID
	assert.Equal(t, lessons.New, savedStatus(t, first), "the Play tab is in front")
	m.tabs.Select(m.lessonTab)
	assert.Equal(t, lessons.InProgress, savedStatus(t, first), "the learner sees the first step")
}

func TestSwitchingTheLanguageKeepsWhatTheUserWasDoing(t *testing.T) {
	if testing.Short() {
		t.Skip("rebuilds every tab in another language, about 6 s; make test runs it")
	}
	m := newTestMainWindow(t)
	defer m.window.Close()
	t.Setenv("LANGUAGE", os.Getenv("LANGUAGE")) // useLanguage sets it; put it back after
	t.Cleanup(func() { require.NoError(t, i18n.Use(i18n.English)) })
	m.game.Play(testkit.Hole("S1"))
	m.game.FinishAnimation()
	game := m.game.Game()
	require.NoError(t, m.debugger.OpenText("5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0", "N5"))
	m.debugger.Seek(12)
	m.tabs.Select(m.debugTab)

	m.setLanguage("de")
	assert.Equal(t, "de", i18n.Current())
	assert.Equal(t, "de", m.app.Preferences().String(languagePreference), "the choice is kept")
	assert.Equal(t, "de", startLanguage(m.app), "and used at the next start")
	assert.Same(t, game, m.game.Game(), "the game and its history carry on")
	assert.Equal(t, []engine.Hole{testkit.Hole("S1")}, m.game.Game().Moves())
	assert.Equal(t, testkit.Hole("N5"), m.debugger.Player().Trace().Move, "the debugger's move")
	assert.Equal(t, 12, m.debugger.Player().Index(), "and its event")
	assert.Equal(t, m.debugTab, m.tabs.Selected(), "the tab in front")
	assert.Equal(t, m.tabs, m.window.Content(), "the window shows the views built anew")
	var ticked []string
	for _, item := range viewMenuItem(t, m, "Sprache").ChildMenu.Items {
		if item.Checked {
			ticked = append(ticked, item.Label)
		}
	}
	assert.Equal(t, []string{"Deutsch"}, ticked, "the language menu ticks the language in use")
}

// viewMenuItem is the View menu's item with the label.
func viewMenuItem(t *testing.T, m *mainWindow, label string) *fyne.MenuItem {
	t.Helper()
	for _, item := range m.window.MainMenu().Items[1].Items {
		if item.Label == label {
			return item
		}
	}
	require.Failf(t, "no such item in the View menu", "%q", label)
	return nil
}

func TestTheAnimationSpeedIsChosenInTheViewMenuAndKept(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	assert.Equal(t, stepper.Normal, m.tempo, "Normal until the user chooses")
	speed := viewMenuItem(t, m, "Animation speed")
	require.Len(t, speed.ChildMenu.Items, 4)
	speed.ChildMenu.Items[3].Action() // Instant

	assert.Equal(t, "instant", m.app.Preferences().String(tempoPreference), "the choice is kept")
	ticked := viewMenuItem(t, m, "Animation speed").ChildMenu.Items
	assert.True(t, ticked[3].Checked)
	assert.False(t, ticked[1].Checked)
	m.game.Play(testkit.Hole("S1"))
	assert.False(t, m.game.Animating(), "at Instant the Play tab shows the move's end at once")
	again := newMainWindow(m.app, newEndgameLoader(0).get)
	defer again.window.Close()
	assert.Equal(t, stepper.Instant, again.tempo, "and used at the next start")
}

func TestShowWhyOpensTheDebuggerOnTheReplyAfterTheMove(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	rules := engine.Standard()
	before := engine.Start()
	after, _, err := rules.Play(before, testkit.Hole("S1"))
	require.NoError(t, err)
	m.game.OnShowWhy(before, testkit.Hole("S1"), testkit.Hole("N3"))
	assert.Equal(t, m.debugTab, m.tabs.Selected())
	assert.Equal(t, testkit.Hole("N3"), m.debugger.Player().Trace().Move)
	assert.Equal(t, after, m.debugger.Player().Trace().Start)
}

func TestCtrlNAsksForANewGame(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	require.Nil(t, m.window.Canvas().Overlays().Top())
	m.tabs.Select(m.lessonTab)
	typeShortcut(m.window, fyne.KeyN, fyne.KeyModifierShortcutDefault)
	assert.NotNil(t, m.window.Canvas().Overlays().Top(), "the New game dialog")
	assert.Equal(t, m.playTab, m.tabs.Selected(), "over the Play tab")
	typeShortcut(m.window, fyne.KeyN, fyne.KeyModifierShortcutDefault)
	assert.Len(t, m.window.Canvas().Overlays().List(), 1, "once")
}

func TestTheDebuggerTracesAGamesMoveUnderTheGamesRules(t *testing.T) {
	m := newTestMainWindow(t)
	defer m.window.Close()
	rules, err := engine.ParseRules("skip-origin=yes")
	require.NoError(t, err)
	p := testkit.Position(t, "14,1,1,1,1,1,1/1,1,1,1,1,1,1 S 14:14")
	standard, skipping := engine.Standard(), rules
	a, err := standard.Trace(p, testkit.Hole("S1"))
	require.NoError(t, err)
	b, err := skipping.Trace(p, testkit.Hole("S1"))
	require.NoError(t, err)
	require.NotEqual(t, a.Outcome, b.Outcome, "the position must tell the rules apart")

	m.game.SetPace(stepper.Pace{})
	m.game.Begin(play.Setup{Rules: rules})
	m.game.StartFrom(p, 0)
	m.game.Play(testkit.Hole("S1"))
	m.game.DebugMove(0)
	assert.Equal(t, b.Outcome, m.debugger.Player().Trace().Outcome)
	m.rebuild()
	assert.Equal(t, b.Outcome, m.debugger.Player().Trace().Outcome, "a language switch keeps the rules")

	m.lessons.OnDebug(p, testkit.Hole("S1"))
	assert.Equal(t, a.Outcome, m.debugger.Player().Trace().Outcome, "a lesson's move is traced under the standard rules")
	m.game.StartFrom(p, 0)
	m.debugger.OpenGamePosition()
	assert.Equal(t, b.Outcome, m.debugger.Player().Trace().Outcome, "From game takes the game's rules again")
}

func TestTheLastGameSetupIsKeptForTheNextStart(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the main window twice, about 6 s; make test runs it")
	}
	m := newTestMainWindow(t)
	defer m.window.Close()
	rules, err := engine.ParseRules("starter=N rounds=3")
	require.NoError(t, err)
	m.game.Begin(play.Setup{Rules: rules, Level: 2, Side: engine.North}) // the person opens: the computer waits

	again := newMainWindow(m.app, newEndgameLoader(0).get)
	defer again.window.Close()
	assert.Equal(t, rules, again.game.Game().Rules())
	assert.Equal(t, engine.North, again.game.Game().Position().Turn, "North opens")
	assert.Equal(t, "level=2 side=N starter=N rounds=3", m.app.Preferences().String(setupPreference))

	m.app.Preferences().SetString(setupPreference, "level=7 side=S standard")
	broken := newMainWindow(m.app, newEndgameLoader(0).get)
	defer broken.window.Close()
	assert.Equal(t, engine.Standard(), broken.game.Game().Rules(), "a setup that cannot be read leaves the standard game")
}

// shownState is what each tab shows, for comparing before and after the
// window's views are built anew.
type shownState struct {
	Moves            []engine.Hole
	Cursor           play.Cursor
	Tutoring         bool
	DebugMove        engine.Hole
	DebugEvent       int
	CaptureBreak     bool
	Edited           string
	EditUndo         bool
	Lesson           string
	Step, Acts       int
	Puzzle           string
	Tab              int
	PlayAnimationEnd bool
}

// shown is what the window's tabs show now.
func shown(m *mainWindow) shownState {
	lesson, step, acts, puzzle := m.course.Open()
	return shownState{
		Moves: m.game.Game().Moves(), Cursor: m.play.Cursor(), Tutoring: m.play.Tutoring(),
		DebugMove: m.debugger.Player().Trace().Move, DebugEvent: m.debugger.Player().Index(),
		CaptureBreak: m.debugger.Player().KindBreak(engine.Capture),
		Edited:       m.editor.Position().String(), EditUndo: m.edit.CanUndo(),
		Lesson: lesson, Step: step, Acts: acts, Puzzle: puzzle, Tab: m.tabs.SelectedIndex(),
		PlayAnimationEnd: !m.game.Animating(),
	}
}

func TestEveryRebuildKeepsWhatEachTabShows(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the window anew six times, about 10 s; make test runs it")
	}
	m := newTestMainWindow(t)
	defer m.window.Close()
	t.Setenv("LANGUAGE", os.Getenv("LANGUAGE"))
	t.Cleanup(func() { require.NoError(t, i18n.Use(i18n.English)) })
	m.game.SetPace(stepper.Pace{})
	for range 3 {
		m.game.Play(m.game.Game().LegalMoves()[0])
	}
	m.game.ShowMove(0)
	m.game.SetTutoring(true)
	require.NoError(t, m.debugger.OpenText("5,1,1,1,1,1,1/1,0,1,1,1,1,1 N 0:0", "N5"))
	m.debugger.SetKindBreak(engine.Capture, true)
	m.debugger.Seek(12)
	m.editor.SetNotation("3,1,0,0,0,0,0/0,0,0,0,0,0,0 S 26:26")
	require.NoError(t, m.openPuzzle("pearls-1"))
	require.NoError(t, m.openLesson("relay"))
	press(m, fyne.KeyRight)
	before := shown(m)
	require.Equal(t, play.Cursor{Move: 0}, before.Cursor, "a move of the game is shown")
	require.True(t, before.EditUndo)
	require.Equal(t, "pearls-1", before.Puzzle)

	for _, rebuild := range []struct {
		name string
		do   func()
	}{
		{"a language switch", func() { m.setLanguage("de") }},
		{"zoom", func() { m.zoomBy(1) }},
		{"the projector scheme", func() { m.setLook(ui.Projector) }},
		{"presenting", m.startPresenting},
		{"leaving the presentation", m.stopPresenting},
		{"back to English", func() { m.setLanguage("en") }},
	} {
		rebuild.do()
		assert.Equal(t, before, shown(m), rebuild.name)
	}
}
