package course

import (
	"context"
	"regexp"
	"slices"
	"strconv"
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
	"walakpussa/lessons"
)

// stepEnv is what a step view needs from the view that shows it.
type stepEnv struct {
	rules engine.Rules
	after ui.Scheduler
	// tempo is how fast moves are sown.
	tempo stepper.Tempo
	// background judges a puzzle attempt off the UI goroutine (nil:
	// ui.InBackground): the exact solver may search for seconds.
	background ui.Background
	// onDebug opens the debugger on a move; nil hides the buttons that would.
	onDebug func(engine.Position, engine.Hole)
	// onTry records a try at a puzzle; onHint a hint shown; onSolution a
	// look at the solution.
	onTry      func(puzzle *lessons.Puzzle, solved bool)
	onHint     func(puzzleID string)
	onSolution func(puzzle *lessons.Puzzle)
	// onAnswered, when set, records that the learner answered the step.
	onAnswered func()
	// acts is what the learner did at the step so far: the view replays it
	// when it is built, and notes each new act in it.
	acts *Acts
}

// stepView shows one lesson step (or one puzzle) and lets the learner act:
// tap a hole, type a number, ask for a hint, watch the move. Its parts keep
// their places whatever the learner does (stepLayout): the words that come
// and go fill areas of fixed height, and buttons that come and go are added
// at the right of the row of controls, after those the learner clicks.
type stepView struct {
	step     *lessons.Step
	env      stepEnv
	board    *board.Board
	demo     *demoPlayer
	caption  *widget.RichText // a demo's caption, the narration of a move sown
	feedback *widget.RichText
	controls *fyne.Container // the step's own buttons, at the left of the row
	extra    *fyne.Container // buttons of the last try and the spinner, at its right
	hints    int
	answered bool
	// sawSolution is set once the learner looked at the puzzle's solution:
	// solving it then is no longer credited.
	sawSolution bool
	// line plays out a puzzle won in several moves (nil for the others);
	// lineLost is set once a move of the learner let the win slip.
	line     *lessons.Line
	lineLost bool
	// failed is set while the board shows a try that failed.
	failed  bool
	count   *ui.Entry
	content fyne.CanvasObject
	// busy shows that a puzzle attempt is being judged (puzzles only);
	// judging is the hole being judged, NoHole when none; verdicts is its
	// judging off the UI goroutine, stopped by Retry and by leaving the
	// step, so that a late verdict is dropped.
	busy     *busy
	judging  engine.Hole
	verdicts ui.Tasks
	// replaying is set while the view replays env.acts: the acts are shown
	// again, at once, and neither noted nor recorded in the progress.
	replaying bool
}

// newStepView builds the view of step, showing what the learner did at it
// so far (env.acts).
func newStepView(step *lessons.Step, env stepEnv) *stepView {
	if env.acts == nil {
		env.acts = newActs()
	}
	v := buildStepView(step, env)
	v.replay()
	return v
}

// buildStepView builds the view of step as it is before the learner acts.
func buildStepView(step *lessons.Step, env stepEnv) *stepView {
	v := &stepView{step: step, env: env, feedback: ui.Markdown(""), caption: ui.Markdown(""),
		controls: container.NewHBox(), extra: container.NewHBox(), judging: engine.NoHole,
		verdicts: ui.Tasks{Background: env.background}}
	defer v.showMarks()
	intro := ui.Markdown(step.Text)
	var stage fyne.CanvasObject
	switch step.Kind {
	case lessons.DemoStep:
		stage = v.newBoard(nil)
		v.demo = newDemoPlayer(v.traceOf(step.Move), v.captions(), env, v.board, v.caption)
		v.controls.Objects = v.demo.buttons
	case lessons.TextStep:
		if step.Position == nil {
			v.content = newStepLayout(intro, nil, false)
			return v
		}
		v.content = newStepLayout(intro, v.newBoard(nil), false)
		return v
	case lessons.YourMoveStep:
		stage = v.newBoard(v.unlessSowing(v.tryMove))
	case lessons.PredictStep:
		stage = v.predictStage()
	case lessons.PuzzleStep:
		stage = v.puzzleStage()
	}
	if v.busy != nil {
		v.extra.Add(v.busy.content)
	}
	// The row is as high as a button even before it shows one.
	buttonHigh := ui.Spacer(fyne.NewSize(0, widget.NewButton("Mg", nil).MinSize().Height))
	row := container.NewBorder(nil, nil, v.controls, v.extra, buttonHigh)
	caption := fixedLines(captionLines, v.caption)
	if step.Kind == lessons.DemoStep {
		v.content = newStepLayout(intro, stage, true, caption, row)
		return v
	}
	v.content = newStepLayout(intro, stage, true, fixedLines(feedbackLines, v.feedback), caption, row)
	return v
}

// newBoard shows the step's position; tap, when set, is called with the
// hole tapped.
func (v *stepView) newBoard(tap func(engine.Hole)) *board.Board {
	v.board = board.New(board.AtRest(*v.step.Position))
	v.board.OnTapped = tap
	v.board.ShowDirection(v.step.Arrows)
	return v.board
}

// traceOf traces move h from the step's position. Lesson moves were checked
// when the lesson loaded, so the trace exists.
func (v *stepView) traceOf(h engine.Hole) *engine.Trace {
	trace, err := v.env.rules.Trace(*v.step.Position, h)
	if err != nil {
		return nil
	}
	return trace
}

// captions maps each pause of a demo to its event.
func (v *stepView) captions() map[int]string {
	captions := map[int]string{}
	for _, p := range v.step.Pauses {
		captions[p.Event] = p.Caption
	}
	return captions
}

// say shows Markdown feedback under the board.
func (v *stepView) say(text string) { ui.SetMarkdown(v.feedback, text) }

// unlessSowing is answer, except while a move is being sown on the board:
// a tap then finishes the sowing.
func (v *stepView) unlessSowing(answer func(engine.Hole)) func(engine.Hole) {
	return func(h engine.Hole) {
		if v.sowing() {
			v.demo.finish()
			return
		}
		answer(h)
	}
}

// sowing reports whether a move is being sown on the step's board.
func (v *stepView) sowing() bool { return v.demo != nil && v.demo.Player.Playing() }

// sow plays traces on the step's board one after the other, at the tempo
// chosen, with their narration in the caption; a tap on the board
// finishes the one being sown.
func (v *stepView) sow(traces ...*engine.Trace) {
	if v.demo != nil {
		v.demo.onEnd = nil
		v.demo.Pause()
	}
	if len(traces) == 0 {
		return
	}
	v.demo = newDemoPlayer(traces[0], nil, v.env, v.board, v.caption)
	if rest := traces[1:]; len(rest) > 0 {
		v.demo.onEnd = func() { v.sow(rest...) }
	}
	if v.env.tempo == stepper.Instant {
		v.demo.finish()
		return
	}
	v.demo.Toggle()
}

// clickerKey does what a clicker's key does on the step, and reports
// whether it did anything: on a demo, Right, PageDown and Space play on to
// its next pause (a demo playing jumps there) and Left and PageUp go back
// to the pause before; a key while a move is being sown finishes it. At a
// demo's ends it does nothing, and the key goes to the next or the step
// before.
func (v *stepView) clickerKey(key fyne.KeyName) bool {
	if v.step.Kind == lessons.DemoStep && v.demo != nil {
		switch key {
		case fyne.KeyRight, fyne.KeyPageDown, fyne.KeySpace:
			return v.demo.toNextPause()
		case fyne.KeyLeft, fyne.KeyPageUp:
			return v.demo.toPauseBefore()
		}
	}
	if v.sowing() {
		v.demo.finish()
		return true
	}
	return false
}

// setTempo has moves sown at t from now on, the one being sown too.
func (v *stepView) setTempo(t stepper.Tempo) {
	v.env.tempo = t
	if v.demo != nil {
		v.demo.Player.SetSpeed(t.PlayerSpeed())
	}
}

// tryMove answers a your-move step.
func (v *stepView) tryMove(h engine.Hole) {
	v.note(act{kind: actMove, hole: h})
	trace, err := v.env.rules.Trace(*v.step.Position, h)
	if err != nil {
		v.say(words.Problem(err))
		return
	}
	if v.step.Accepts(h) {
		v.answer()
		v.extra.RemoveAll()
		v.sow(trace)
		v.say("**" + i18n.L("Well done!") + "** " + v.step.Success)
		return
	}
	story := strings.TrimSpace(v.step.Wrong)
	if story == "" {
		story = words.MoveStory(trace)
	}
	v.say(i18n.L("Not that one: {{.Story}} Try again.", map[string]any{"Story": story}))
	v.offerDebug(trace)
}

// offerDebug puts a button at the end of the row to watch trace in the
// debugger, in place of one from an earlier try.
func (v *stepView) offerDebug(trace *engine.Trace) {
	v.extra.RemoveAll()
	if v.busy != nil {
		v.extra.Add(v.busy.content)
	}
	if v.env.onDebug != nil {
		v.extra.Add(widget.NewButtonWithIcon(i18n.L("See {{.Hole}} in the debugger", map[string]any{"Hole": trace.Move.String()}),
			theme.SearchIcon(), func() { v.env.onDebug(trace.Start, trace.Move) }))
	}
}

// predictStage is the board a predict step is answered on, with, for a
// count, the field and the Check button in the row of controls.
func (v *stepView) predictStage() fyne.CanvasObject {
	ask := v.step.Ask
	switch ask {
	case lessons.AskLastHole:
		v.say(i18n.L("Tap the hole where the last seed will fall."))
	case lessons.AskCapturedHole:
		v.say(i18n.L("Tap the hole that will be eaten first."))
	default:
		v.say(i18n.L("How many seeds will be captured? Type the number and press Check."))
	}
	if ask.WantsHole() {
		return v.newBoard(v.unlessSowing(func(h engine.Hole) { v.predict(v.step.Answer().IsHole(h), h.String(), h) }))
	}
	v.count = ui.NewEntry()
	v.count.SetPlaceHolder(i18n.L("seeds"))
	check := func() {
		n, err := strconv.Atoi(strings.TrimSpace(v.count.Text))
		if err != nil || n < 0 {
			v.say(i18n.L("Type a number of seeds, such as 3."))
			return
		}
		v.predict(v.step.Answer().IsCount(n), strconv.Itoa(n), engine.NoHole)
	}
	v.count.OnSubmitted = func(string) { check() }
	answer := container.NewGridWrap(fyne.NewSize(120, v.count.MinSize().Height), v.count)
	v.controls.Objects = []fyne.CanvasObject{answer, widget.NewButtonWithIcon(i18n.L("Check"), theme.ConfirmIcon(), check)}
	return v.newBoard(v.unlessSowing(func(engine.Hole) {}))
}

// predict judges a prediction, then plays the move on the board, with the
// demo's buttons after the step's own, so the learner sees why. When the
// answer is a hole, tapped, the board marks it and the right one.
func (v *stepView) predict(right bool, given string, tapped engine.Hole) {
	if v.answered {
		return
	}
	v.note(act{kind: actPredict, right: right, given: given, hole: tapped})
	v.answer()
	if v.count != nil { // answered: the clicker's keys go on to the next step
		v.count.SetText(given)
		ui.Release(v.count)
		v.count.Disable()
	}
	verdict := i18n.L("Not quite: you said {{.Given}}, the answer is {{.Answer}}.", map[string]any{"Given": given, "Answer": v.step.Answer().String()})
	if right {
		verdict = "**" + i18n.L("Right!") + "** " + i18n.L("The answer is {{.Answer}}.", map[string]any{"Answer": v.step.Answer().String()})
	}
	v.say(verdict + "\n\n" + v.step.Reveal)
	v.sow(v.traceOf(v.step.Move))
	if tapped.Valid() {
		v.demo.tags = map[engine.Hole]string{v.step.Answer().Hole: i18n.L("answer")}
		if !right {
			v.demo.tags[tapped] = i18n.L("yours")
		}
		v.demo.show()
	}
	v.controls.Objects = append(v.controls.Objects, v.demo.buttons...)
	v.controls.Refresh()
}

// puzzleStage is the board of a puzzle, with its buttons in the row of
// controls: a hint, retry and the solution.
func (v *stepView) puzzleStage() fyne.CanvasObject {
	puzzle := v.step.Puzzle
	v.busy = newBusy()
	hint := widget.NewButtonWithIcon(i18n.L("Hint"), theme.QuestionIcon(), v.showHint)
	if len(puzzle.Hints) == 0 {
		hint.Disable()
	}
	retry := widget.NewButtonWithIcon(i18n.L("Retry"), theme.MediaReplayIcon(), v.retry)
	v.controls.Objects = []fyne.CanvasObject{hint, retry}
	if puzzle.PlaysOut() {
		if v.env.acts.line == nil {
			v.env.acts.line = lessons.NewLine(v.env.rules, puzzle)
		}
		v.line = v.env.acts.line
	}
	if v.env.onDebug != nil {
		v.controls.Add(widget.NewButtonWithIcon(i18n.L("Show the solution"), theme.SearchIcon(), v.showSolution))
	}
	return v.newBoard(v.unlessSowing(v.tryPuzzle))
}

// tryPuzzle judges a move at the puzzle off the UI goroutine, under a
// spinner; the board takes no other move until the verdict is in.
func (v *stepView) tryPuzzle(h engine.Hole) {
	if v.judging.Valid() {
		v.busy.start(i18n.L("Still checking {{.Hole}}: wait a moment.", map[string]any{"Hole": v.judging.String()}))
		return
	}
	if v.lineLost {
		v.say(i18n.L("Press Retry to try again."))
		return
	}
	v.judging = h
	v.busy.start(i18n.L("Checking {{.Hole}}…", map[string]any{"Hole": h.String()}))
	puzzle, rules, line := v.step.Puzzle, v.env.rules, v.line
	v.verdicts.Start(func(context.Context) func() {
		if line != nil {
			step, err := line.Play(h)
			return func() {
				v.endJudging()
				v.note(act{kind: actLineStep, lineStep: step, lineErr: err})
				v.showLineStep(step, err)
			}
		}
		attempt := puzzle.Evaluate(rules, h)
		return func() {
			v.endJudging()
			v.note(act{kind: actAttempt, attempt: attempt})
			v.showAttempt(attempt)
		}
	})
}

// showLineStep shows a move of the learner in a puzzle played out: the
// move and the computer's defence sown one after the other, and whether the
// line goes on, is won or was let slip.
func (v *stepView) showLineStep(step lessons.LineStep, err error) {
	puzzle := v.step.Puzzle
	if err != nil {
		v.say(words.Problem(err))
		return
	}
	data := map[string]any{"Hole": step.Move.Move.String(), "Side": words.Side(puzzle.Position.Turn.Other())}
	switch {
	case !step.Holds:
		v.lineLost, v.failed = true, true
		v.recordTry(false)
		if !step.Move.Outcome.Endless {
			v.sow(step.Move)
		}
		v.offerDebug(step.Move)
		if step.Escape.Valid() {
			data["Escape"] = step.Escape.String()
			v.say(i18n.L("{{.Hole}} lets the win slip: {{.Side}} escapes with {{.Escape}}. Press Retry to try again.", data))
			return
		}
		v.say(i18n.L("{{.Hole}} does not win within the moves left. Press Retry to try again.", data))
	case step.Won:
		credited := !v.sawSolution
		v.recordTry(credited)
		v.sow(lineTraces(step)...)
		if !credited {
			v.say(i18n.L("That is the solution, but you saw it first, so the puzzle does not count as solved. Come back to it another time."))
			return
		}
		v.answer()
		v.say("**" + i18n.L("Solved!") + "** " + v.step.Success)
	default:
		v.sow(lineTraces(step)...)
		data["Reply"] = step.Defence.Move.String()
		data["Count"] = v.line.Left
		v.say(i18n.N("{{.Hole}} keeps the win. {{.Side}} defends with {{.Reply}}; win within {{.Count}} more moves.", v.line.Left, data))
	}
}

// lineTraces are the moves of a step of a line: the learner's and the
// defence, when there is one.
func lineTraces(step lessons.LineStep) []*engine.Trace {
	if step.Defence == nil {
		return []*engine.Trace{step.Move}
	}
	return []*engine.Trace{step.Move, step.Defence}
}

// endJudging hides the spinner and lets the board take moves again.
func (v *stepView) endJudging() {
	v.judging = engine.NoHole
	v.busy.stop()
}

// dropVerdict forgets the attempt being judged, if any, so that its
// verdict is dropped when it comes.
func (v *stepView) dropVerdict() {
	v.verdicts.Stop()
	if v.busy != nil {
		v.endJudging()
	}
}

// showAttempt records a judged attempt and tells the learner the verdict.
func (v *stepView) showAttempt(attempt lessons.Attempt) {
	if attempt.Problem != nil {
		v.say(words.Problem(attempt.Problem))
		return
	}
	credited := attempt.Reached && !v.sawSolution
	v.recordTry(credited)
	if attempt.Trace != nil && !attempt.Endless {
		v.sow(attempt.Trace)
	}
	if attempt.Reached {
		v.extra.RemoveAll()
		v.extra.Add(v.busy.content)
		if !credited {
			v.say(i18n.L("That is the solution, but you saw it first, so the puzzle does not count as solved. Come back to it another time."))
			return
		}
		v.answer()
		v.say("**" + i18n.L("Solved!") + "** " + v.step.Success)
		return
	}
	v.failed = true
	v.say(attempt.ExplainIn(i18n.Current()) + " " + i18n.L("Press Retry to try again."))
	if attempt.Trace != nil {
		v.offerDebug(attempt.Trace)
	}
}

// recordTry records a try at the puzzle, solved and credited or not.
func (v *stepView) recordTry(solved bool) {
	if v.env.onTry != nil && !v.replaying {
		v.env.onTry(v.step.Puzzle, solved)
	}
}

// answer records that the learner answered the step.
func (v *stepView) answer() {
	v.answered = true
	if v.env.onAnswered != nil && !v.replaying {
		v.env.onAnswered()
	}
}

// showSolution opens the puzzle's solution in the debugger; it counts as a
// failed try, and solving the puzzle after it is not credited.
func (v *stepView) showSolution() {
	puzzle := v.step.Puzzle
	if !v.sawSolution && v.env.onSolution != nil {
		v.env.onSolution(puzzle)
	}
	v.note(act{kind: actSolution})
	v.sawSolution = true
	v.env.onDebug(puzzle.Position, puzzle.Solution)
}

// showHint shows the next hint of the puzzle, on the puzzle's own board:
// a failed try on the board is put back first, as Retry does.
func (v *stepView) showHint() {
	if v.failed {
		v.retry()
	}
	hints := v.step.Puzzle.Hints
	if v.hints < len(hints) {
		v.note(act{kind: actHint})
		v.hints++
		if v.env.onHint != nil && !v.replaying {
			v.env.onHint(v.step.Puzzle.ID)
		}
	}
	v.sayHints()
}

// sayHints shows the hints revealed so far, and rings on the board the
// holes the last of them names.
func (v *stepView) sayHints() {
	hints := v.step.Puzzle.Hints
	lines := make([]string, v.hints)
	for i, h := range hints[:v.hints] {
		lines[i] = i18n.L("Hint {{.Number}}: {{.Text}}", map[string]any{"Number": i + 1, "Text": h})
	}
	v.say(strings.Join(lines, "\n\n"))
	if v.hints > 0 && !v.sowing() {
		state := v.board.State()
		state.Marked = holesNamed(hints[v.hints-1])
		v.board.SetState(state)
	}
}

// holeName is a hole's name in a text: S1 to S7, N1 to N7.
var holeName = regexp.MustCompile(`\b[SN][1-7]\b`)

// holesNamed lists the holes text names, in order, each once.
func holesNamed(text string) []engine.Hole {
	var holes []engine.Hole
	for _, name := range holeName.FindAllString(text, -1) {
		if h, err := engine.ParseHole(name); err == nil && !slices.Contains(holes, h) {
			holes = append(holes, h)
		}
	}
	return holes
}

// retry puts the puzzle back as it was, dropping a verdict still to come;
// the hints revealed stay.
func (v *stepView) retry() {
	v.note(act{kind: actRetry})
	v.dropVerdict()
	if v.demo != nil {
		v.demo.Pause()
		v.demo = nil
	}
	if v.line != nil && !v.replaying { // a replay keeps the line as far as the learner got
		v.line, v.lineLost = lessons.NewLine(v.env.rules, v.step.Puzzle), false
		v.env.acts.line = v.line
	}
	v.lineLost = false
	v.failed = false
	v.board.SetState(board.AtRest(v.step.Puzzle.Position))
	ui.SetMarkdown(v.caption, "")
	v.extra.RemoveAll()
	v.extra.Add(v.busy.content)
	v.sayHints()
}

// stop ends any play still running in the step, and drops a verdict still
// to come; what the board showed is noted, for a view built again.
func (v *stepView) stop() {
	v.dropVerdict()
	acts := v.env.acts
	if v.demo != nil {
		acts.at, acts.playing = v.demo.Player.Index(), v.demo.Player.Playing()
		v.demo.Pause()
	}
	if v.board != nil {
		acts.marks = v.board.Marks()
	}
}

// note notes an act of the learner, unless it is being replayed.
func (v *stepView) note(a act) {
	if !v.replaying {
		v.env.acts.add(a)
	}
}

// replay shows again, at once, what the learner did at the step, and
// the board as it was: the event shown, playing on if it played, and the
// marks drawn.
func (v *stepView) replay() {
	acts := v.env.acts
	v.replaying = true
	tempo := v.env.tempo
	v.env.tempo = stepper.Instant
	for _, a := range acts.acts {
		v.redo(a)
	}
	v.env.tempo = tempo
	v.replaying = false
	if v.demo != nil && acts.at >= 0 {
		v.demo.Player.SetSpeed(tempo.PlayerSpeed())
		v.demo.Player.Seek(acts.at)
		v.demo.show()
		if acts.playing {
			v.demo.Toggle()
		}
	}
	if acts.marks != nil && v.board != nil {
		v.board.SetMarks(acts.marks)
	}
}

// redo shows act a again.
func (v *stepView) redo(a act) {
	switch a.kind {
	case actMove:
		v.tryMove(a.hole)
	case actPredict:
		v.predict(a.right, a.given, a.hole)
	case actAttempt:
		v.showAttempt(a.attempt)
	case actLineStep:
		v.showLineStep(a.lineStep, a.lineErr)
	case actHint:
		v.showHint()
	case actSolution:
		v.sawSolution = true
	case actRetry:
		v.retry()
	}
}
