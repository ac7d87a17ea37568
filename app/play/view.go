package play

import (
	"slices"
	"strings"
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/board"
	"walakpussa/app/stepper"
	"walakpussa/app/ui"
	"walakpussa/app/words"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// GameView is the play view for two people at one computer: the board, New
// game, Undo and Redo, and a status line saying whose turn it is, what the
// last move did and, at the end, the result. A tapped hole is played and its
// move is animated seed by seed.
type GameView struct {
	// OnDebug, when set, opens the debugger on a move: the Debug button
	// passes the last move played and the position it was played from.
	OnDebug func(from engine.Position, move engine.Hole)
	// OnShowWhy, when set, shows why a move the tutor warned about is bad:
	// before is the position it would be played from, move the move, and
	// reply the opponent's best reply after it (the tutor's Show why).
	OnShowWhy func(before engine.Position, move, reply engine.Hole)
	// OnSetup, when set, is told the setup of every new game chosen in
	// New game… and every opponent chosen in the tool bar, to keep it.
	OnSetup func(Setup)
	// Ask, when set, shows content in a dialog titled title, with a button
	// confirm and Cancel, and calls done with the answer; New game asks
	// for the opponent, the side and the rules with it.
	Ask func(title string, content fyne.CanvasObject, confirm string, done func(ok bool))
	// model is what the view shows, which outlives it: the match played
	// (its last round is the game on the board), the setup New game starts
	// from, the cursor, the computer's level and side and the switches.
	model      *Model
	matchPanel matchPanel
	pace       stepper.Pace
	after      ui.Scheduler
	anim       *animation
	board      *board.Board
	turn       *widget.Label
	detail     *widget.Label
	newGame    *widget.Button
	undo       *widget.Button
	redo       *widget.Button
	debug      *widget.Button
	history    *ui.List
	review     gameReview
	computer   computerPlayer
	coach      coach
	// endgame gives the endgame table for the rules, or nil while it is
	// not ready; the computer's top level and the coach search with it.
	endgame EndgameTable
	// preview shows what the move of the hole pointed at would do (preview.go).
	preview movePreview
	away    bool            // the view's tab is not in front (see SetInFront)
	stage   *fyne.Container // the board with the status under it
	content fyne.CanvasObject
	// presenting is set while the presentation mode shows the view, with
	// the chrome hidden (Next round too).
	presenting bool
	// chrome is what the presentation mode hides: the tool bar, the list
	// of moves and the game's header.
	chrome ui.Chrome
}

// EndgameTable gives the endgame table for rules once it is ready, and nil
// until then (or when the app plays without one); building reports that
// the table is being built meanwhile, which the computer's note says.
type EndgameTable func(rules engine.Rules) (table *search.Endgame, building bool)

// NewGameView returns a play view of model, animating moves at
// stepper.DefaultPace; the computer and the coach search with endgame. A
// model shown before is shown as it was left: the move or round looked
// at, the marks drawn, the last review.
func NewGameView(model *Model, endgame EndgameTable) *GameView {
	v := &GameView{model: model, pace: stepper.DefaultPace(), after: ui.After, endgame: endgame}
	v.preview.pointed = engine.NoHole
	v.board = board.New(board.AtRest(v.Game().Position()))
	v.board.OnTapped = v.tap
	v.board.OnHover = v.pointAt
	v.turn = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.turn.SizeName = theme.SizeNameHeadingText
	v.detail = widget.NewLabel("")
	v.detail.Wrapping = fyne.TextWrapWord
	v.detail.SizeName = theme.SizeNameSubHeadingText
	v.newGame = widget.NewButtonWithIcon(i18n.L("New game…"), theme.ContentAddIcon(), v.AskNewGame)
	v.undo = widget.NewButtonWithIcon(i18n.L("Undo"), theme.ContentUndoIcon(), v.Undo)
	v.redo = widget.NewButtonWithIcon(i18n.L("Redo"), theme.ContentRedoIcon(), v.Redo)
	v.debug = widget.NewButtonWithIcon(i18n.L("Debug last move"), theme.SearchIcon(), v.debugShown)
	debug := ui.KeepWidth(v.debug, theme.SearchIcon(), i18n.L("Debug last move"), i18n.L("Debug this move"))
	coachBar, warning := v.newCoachBar()
	computerBar, note := v.newComputerBar()
	toolbar := container.NewBorder(nil, nil, container.NewHBox(v.newGame, v.undo, v.redo, debug, coachBar, computerBar), nil, note)
	status := container.NewPadded(container.NewVBox(v.turn, v.detail, warning))
	v.stage = container.New(&boardStatusLayout{statusRoom: statusReserve(v.turn, warning)}, v.board, status)
	bar, moves := container.NewPadded(toolbar), container.NewPadded(v.newHistory())
	header := container.NewPadded(v.newRulesHeader())
	v.review.panel = container.NewBorder(header, v.review.results, nil, nil, v.stage)
	v.content = container.NewBorder(bar, nil, nil, moves, v.review.panel)
	v.chrome = ui.Chrome{bar, moves, header}
	if model.shown {
		v.showAgain()
		return v
	}
	model.shown = true
	v.settle(i18n.L("Tap one of your holes (wala) to lift its seeds and sow them counter-clockwise, one into each hole."))
	return v
}

// showAgain shows the model as a view before this one left it: the game
// as it stands and how it got there, the move or round looked at, the
// marks drawn, the tutor and the last review. The view waits to be put in
// front (SetInFront) before the computer thinks on, so that its owner can
// set it up first.
func (v *GameView) showAgain() {
	v.away = true
	v.SetTutoring(v.model.tutoring)
	cursor := v.model.cursor
	if len(v.Game().Moves()) == 0 && v.model.match.RoundNumber() > 1 {
		v.settle(roundStartText(v.model.match))
	} else {
		v.settle(v.lastMoveText())
	}
	v.goTo(cursor)
	v.board.SetMarks(v.model.marks)
	v.showReviewAgain()
}

// Stop ends what the view is doing (a move being sown, the computer's and
// the coach's searches, a review running) and keeps the marks drawn in the
// model: the view is being dropped.
func (v *GameView) Stop() {
	v.FinishAnimation()
	v.SetInFront(false)
	v.review.searches.Stop()
	v.model.marks = v.board.Marks()
}

// statusReserve is the room kept under the board from the start: the turn,
// three lines of detail and the tutor's answers, so that the board does not
// move when the tutor's question or a longer detail appears.
func statusReserve(turn *widget.Label, warning fyne.CanvasObject) float32 {
	pad := theme.Padding()
	warningHeight := warning.MinSize().Height
	if !warning.Visible() {
		warning.Show()
		warningHeight = warning.MinSize().Height
		warning.Hide()
	}
	detail := ui.LinesHigh(3, theme.SizeNameSubHeadingText).MinSize().Height
	return turn.MinSize().Height + detail + warningHeight + 4*pad
}

// Content returns the view's widgets, to put in a window.
func (v *GameView) Content() fyne.CanvasObject { return v.content }

// SetPresenting hides the tool bar, the list of moves and a review's
// results, so that the board and what it says fill the screen, for the
// presentation mode; false shows them again.
func (v *GameView) SetPresenting(on bool) {
	v.chrome.Show(!on)
	v.presenting = on
	if v.Game().Result().Over() && v.model.cursor.Live && !v.Animating() {
		v.settle(v.lastMoveText()) // how to go on with the match depends on it
	}
	if on {
		v.review.results.Hide()
		return
	}
	v.refreshReview()
}

// Game returns the game being played.
func (v *GameView) Game() *engine.Game { return v.model.match.Round() }

// SetPace sets how fast moves are animated; the zero Pace shows them at once.
func (v *GameView) SetPace(p stepper.Pace) { v.pace = p }

// Animating reports whether a move is being animated.
func (v *GameView) Animating() bool { return v.anim != nil && v.anim.running() }

// FinishAnimation skips the move being animated to its end.
func (v *GameView) FinishAnimation() {
	if v.anim != nil {
		v.anim.finish()
	}
}

// tap plays the hole a person tapped, unless the computer is to move; on
// the board of a move shown, it goes back to the game.
func (v *GameView) tap(h engine.Hole) {
	if !v.model.cursor.Live {
		v.backToGame()
		return
	}
	if v.computerToMove() {
		v.say(i18n.L("Wait for the computer: it is {{.Side}}'s turn.", map[string]any{"Side": words.Side(v.model.side)}), widget.WarningImportance)
		return
	}
	v.tutorCheck(h)
}

// Play plays hole h for the side to move and animates the move, as a tap on
// the hole does. A move being animated is first finished. A hole that cannot
// be played leaves the game as it was and the status line says why.
func (v *GameView) Play(h engine.Hole) {
	v.FinishAnimation()
	v.leaveShownMove()
	trace, err := v.Game().PlayTraced(h)
	if err != nil {
		v.say(words.Problem(err), widget.WarningImportance)
		return
	}
	before := trace.Start
	v.board.ClearPreview()
	v.turn.SetText(i18n.L("{{.Side}} plays {{.Hole}}", map[string]any{"Side": words.Side(before.Turn), "Hole": h.String()}))
	v.anim = newAnimation(Frames(trace, v.pace), v.after, v.showFrame, func() { v.settle(v.lastMoveText()) })
	v.updateButtons() // after the animation is made: a round's end is not told before it is sown
	v.anim.start()
}

// showFrame draws one frame of a move's animation.
func (v *GameView) showFrame(f Frame) {
	v.board.SetState(f.State)
	v.say(f.Text, widget.MediumImportance)
}

// NewGame starts a new game from the start position, as the last setup
// chosen says (the rules, and the side the person plays against the
// computer).
func (v *GameView) NewGame() {
	// the side as the setup says: Retry from here may have changed it
	v.start(engine.NewMatch(v.model.setup.Rules), v.model.setup.Side.Other(), v.model.level, i18n.L("A new game: 4 seeds in every hole."))
}

// start plays match m from where it stands, the computer (at level; 0 for
// two people) playing computerSide; note is said under the board. What the
// view was doing for the game before stops.
func (v *GameView) start(m *engine.Match, computerSide engine.Side, level int, note string) {
	v.FinishAnimation()
	v.setMatch(m)
	v.model.side = computerSide
	v.SetLevel(level) // stops the searches, and starts the computer's if it is to move
	v.settle(note)
}

// Undo takes back the last move; against the computer, back to the last
// position where the person was to move.
func (v *GameView) Undo() {
	v.FinishAnimation()
	moves := v.Game().Moves()
	if !v.Game().Undo() {
		return
	}
	v.stopThinking()
	for v.model.level > 0 && v.Game().Position().Turn == v.model.side && v.Game().Undo() {
	}
	var taken []string
	for _, h := range slices.Backward(moves[len(v.Game().Moves()):]) {
		taken = append(taken, h.String())
	}
	v.settle(i18n.L("{{.Hole}} taken back.", map[string]any{"Hole": strings.Join(taken, ", ")}))
}

// Redo plays the last move taken back again, without animating it; against
// the computer, its answer too.
func (v *GameView) Redo() {
	v.FinishAnimation()
	if !v.Game().Redo() {
		return
	}
	v.stopThinking()
	for v.model.level > 0 && v.Game().Position().Turn == v.model.side && v.Game().Redo() {
	}
	v.settle(v.lastMoveText())
}

// leaveShownMove forgets the move shown, if any, for the game as it
// stands.
func (v *GameView) leaveShownMove() {
	if !v.model.cursor.Live && !v.model.cursor.End {
		v.history.UnselectAll()
	}
	v.model.cursor = LiveCursor()
	v.debug.SetText(i18n.L("Debug last move"))
}

// debugShown opens the debugger on the move shown, or the last one.
func (v *GameView) debugShown() {
	if !v.model.cursor.Live && !v.model.cursor.End {
		v.DebugMove(v.model.cursor.Move)
		return
	}
	v.DebugLastMove()
}

// DebugLastMove opens the debugger on the last move played (of the round
// listed).
func (v *GameView) DebugLastMove() { v.DebugMove(len(v.listed().Moves()) - 1) }

// lastMoveText sums up the last move of the game.
func (v *GameView) lastMoveText() string {
	moves, positions := v.Game().Moves(), v.Game().Positions()
	if len(moves) == 0 {
		return ""
	}
	before, h := positions[len(positions)-2], moves[len(moves)-1]
	rules := v.Game().Rules()
	_, out := rules.Apply(before, h)
	return words.MoveSummary(before.Turn, h, out)
}

// settle shows the game at rest: the board, whose turn it is (or the result),
// detail under it, and which buttons can be used.
func (v *GameView) settle(detail string) {
	v.leaveShownMove()
	position, result := v.Game().Position(), v.Game().Result()
	state := board.AtRest(position)
	turn := words.Turn(position.Turn)
	if result.Over() {
		state = board.AtRest(result.Final)
		state.Over = true
		turn = words.Verdict(result)
		detail = joinLines(joinLines(detail, words.Result(result, position)), matchText(v.model.match, v.presenting))
	}
	v.board.SetState(state)
	v.turn.SetText(turn)
	v.say(detail, widget.MediumImportance)
	v.updateButtons()
	v.maybeThink()
	v.showPreview()
}

// say puts text in the status line under the turn; a move that cannot be
// played is said with WarningImportance.
func (v *GameView) say(text string, importance widget.Importance) {
	v.detail.Importance = importance
	v.detail.SetText(text)
}

// updateButtons enables each button only when it can do something.
func (v *GameView) updateButtons() {
	ui.SetEnabled(v.undo, v.Game().CanUndo())
	ui.SetEnabled(v.redo, v.Game().CanRedo())
	ui.SetEnabled(v.debug, len(v.listed().Moves()) > 0)
	v.setReviewEnabled()
	v.refreshReview()
	v.refreshMatch()
	v.history.Refresh()
}

// joinLines puts b on a line after a, leaving out an empty a.
func joinLines(a, b string) string {
	if a == "" {
		return b
	}
	return a + "\n" + b
}

// StartFrom starts a new round from position p against opponent level:
// 0 for two people at this computer, 1..search.Levels for the computer
// playing the side the last setup did not give the person. The game in
// progress is dropped.
func (v *GameView) StartFrom(p engine.Position, level int) {
	v.start(engine.NewMatchFrom(v.model.setup.Rules, p), v.model.setup.Side.Other(), level, i18n.L("A new game from the position set up in the editor."))
}
