package editor

import (
	"context"
	"strings"
	"time"
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/ui"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// solveTime is the longest Solve searches.
const solveTime = 5 * time.Second

// actions are what the editor does with its position: play a game from
// it, debug a move, solve it, write a lesson step of a move.
type actions struct {
	v        *View
	opponent *ui.Select
	play     *widget.Button
	move     *ui.Select
	debug    *widget.Button
	solve    *widget.Button
	kind     *ui.Select
	copyStep *widget.Button
	saveStep *widget.Button
	activity *widget.Activity
	result   *widget.Label
	// work is the search or check under way: a change of the position
	// stops it and drops its answer. Tests set its Background.
	work    ui.Tasks
	content fyne.CanvasObject
}

// newActions builds the actions' controls for v.
func newActions(v *View) *actions {
	a := &actions{v: v}
	a.opponent = ui.NewSelect(opponentNames(), nil)
	a.opponent.SetSelectedIndex(0)
	a.move = ui.NewSelect(nil, nil)
	a.kind = ui.NewSelect(kindNames(), nil)
	a.kind.SetSelectedIndex(0)
	a.activity = widget.NewActivity()
	a.activity.Hide()
	a.result = widget.NewLabel("")
	a.result.Wrapping = fyne.TextWrapWord
	a.content = container.NewVBox(
		widget.NewLabelWithStyle(i18n.L("From this position"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewBorder(nil, nil, nil, nil, a.opponent),
		container.NewBorder(nil, nil, nil, nil, a.playButton()),
		container.NewBorder(nil, nil, widget.NewLabel(i18n.L("Move")), nil, a.move),
		a.buttons(),
		container.NewBorder(nil, nil, nil, nil, a.kind),
		container.NewGridWithColumns(2, a.copyStep, a.saveStep),
		container.NewBorder(nil, nil, a.activity, nil, fixedLines(4, a.result)),
	)
	return a
}

// choose sets the opponent, the move and the kind of step c names.
func (a *actions) choose(c choices) {
	a.opponent.SetSelectedIndex(c.opponent)
	a.kind.SetSelectedIndex(c.kind)
	if contains(a.move.Options, c.move) {
		a.move.SetSelected(c.move)
	}
}

// chosen are the opponent, the move and the kind of step chosen.
func (a *actions) chosen() choices {
	return choices{opponent: max(a.opponent.SelectedIndex(), 0), kind: max(a.kind.SelectedIndex(), 0), move: a.move.Selected}
}

// playButton makes Play from here.
func (a *actions) playButton() *widget.Button {
	a.play = widget.NewButtonWithIcon(i18n.L("Play from here"), theme.MediaPlayIcon(), func() {
		if a.v.OnPlay != nil {
			a.v.OnPlay(a.v.Position(), a.opponent.SelectedIndex())
		}
	})
	return a.play
}

// buttons makes Debug, Solve, Copy step and Save step.
func (a *actions) buttons() fyne.CanvasObject {
	a.debug = widget.NewButtonWithIcon(i18n.L("Debug"), theme.SearchIcon(), func() {
		if h, ok := a.chosenMove(); ok && a.v.OnDebug != nil {
			a.v.OnDebug(a.v.Position(), h)
		}
	})
	a.solve = widget.NewButtonWithIcon(i18n.L("Solve"), theme.ComputerIcon(), a.Solve)
	a.copyStep = widget.NewButtonWithIcon(i18n.L("Copy step"), theme.ContentCopyIcon(), func() {
		a.withStep(func(text string) {
			fyne.CurrentApp().Clipboard().SetContent(text)
			a.say(i18n.L("Lesson step copied: paste it under steps: in a lesson file."))
		})
	})
	a.saveStep = widget.NewButtonWithIcon(i18n.L("Save step…"), theme.DocumentSaveIcon(), func() {
		a.withStep(a.askFile)
	})
	return container.NewGridWithColumns(2, a.debug, a.solve)
}

// opponentNames are the choices of the opponent list: two people, then
// each level of the computer.
func opponentNames() []string {
	names := []string{i18n.L("Two players")}
	for level := 1; level <= search.Levels; level++ {
		names = append(names, i18n.L("Computer, level {{.Level}}", map[string]any{"Level": level}))
	}
	return names
}

// kindNames are the choices of the lesson step list, in StepKinds order.
func kindNames() []string {
	return []string{i18n.L("Demo step"), i18n.L("Predict step"), i18n.L("Puzzle step")}
}

// chosenMove returns the move chosen in the move list.
func (a *actions) chosenMove() (engine.Hole, bool) {
	h, err := engine.ParseHole(a.move.Selected)
	return h, err == nil
}

// positionChanged offers the moves of p's side to move (its holes with
// seeds, endless ones too: the debugger shows why they are endless), and
// drops a search under way and its result.
func (a *actions) positionChanged(p engine.Position) {
	a.stop()
	a.result.SetText("")
	var names []string
	for _, h := range engine.Holes(p.Turn) {
		if p.Board[h] > 0 {
			names = append(names, h.String())
		}
	}
	keep := a.move.Selected
	a.move.SetOptions(names)
	switch {
	case len(names) == 0:
		a.move.ClearSelected()
	case !contains(names, keep):
		a.move.SetSelectedIndex(0)
	}
	hasMove := len(names) > 0
	for _, b := range []*widget.Button{a.debug, a.copyStep, a.saveStep} {
		ui.SetEnabled(b, hasMove)
	}
}

// contains reports whether list holds s.
func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// stop ends the search under way, if any, and hides the busy indicator.
func (a *actions) stop() {
	a.work.Stop()
	a.activity.Stop()
	a.activity.Hide()
}

// busy stops the work under way and shows the busy indicator and a note,
// for the work that starts.
func (a *actions) busy(note string) {
	a.stop()
	a.activity.Show()
	a.activity.Start()
	a.result.SetText(note)
}

// say shows text where the results go.
func (a *actions) say(text string) {
	a.stop()
	a.result.SetText(text)
}

// run does work off the UI goroutine and its answer back on it, unless
// the work was stopped meanwhile (the position changed).
func (a *actions) run(work func(ctx context.Context) (answer func())) {
	a.work.Start(func(ctx context.Context) func() {
		answer := work(ctx)
		return func() {
			a.stop()
			answer()
		}
	})
}

// Solve searches the position for its best moves and value, off the UI
// goroutine, and shows them.
func (a *actions) Solve() {
	p, rules := a.v.Position(), a.v.rules
	a.busy(i18n.L("Solving…"))
	opt := search.Options{Time: solveTime}
	if a.v.Endgame != nil {
		opt.Endgame, _ = a.v.Endgame(rules)
	}
	a.run(func(ctx context.Context) func() {
		res := search.Solve(ctx, rules, p, opt)
		return func() { a.result.SetText(solveText(p, res)) }
	})
}

// solveText tells the solver's result: the best moves and the value for
// the side to move, exact or estimated.
func solveText(p engine.Position, res search.Result) string {
	if len(res.Best) == 0 {
		return i18n.L("No move: the round is over.")
	}
	names := make([]string, len(res.Best))
	for i, h := range res.Best {
		names[i] = h.String()
	}
	data := map[string]any{"Moves": strings.Join(names, ", "), "Value": signed(res.Value), "Depth": res.Depth}
	if res.Exact {
		final := search.Final(p, res.Value)
		data["South"], data["North"] = final[engine.South], final[engine.North]
		return i18n.L("Best: {{.Moves}}. Value {{.Value}}, exact: best play ends the round at South {{.South}}, North {{.North}}.", data)
	}
	return i18n.L("Best: {{.Moves}}. Value {{.Value}}, an estimate from a search {{.Depth}} plies deep.", data)
}

// signed writes n with its sign: +4, 0, -2.
func signed(n int) string {
	if n > 0 {
		return "+" + itoa(n)
	}
	return itoa(n)
}

// StepSnippet writes the move chosen from the position as a lesson step of
// the kind chosen.
func (a *actions) StepSnippet() (string, error) {
	h, ok := a.chosenMove()
	if !ok {
		return "", errNoMove
	}
	return Snippet(StepKinds()[max(a.kind.SelectedIndex(), 0)], a.v.Position(), h)
}

// withStep writes the lesson step off the UI goroutine (a puzzle's goal is
// proven with the solver), then gives it to use, or says why there is none.
func (a *actions) withStep(use func(text string)) {
	a.busy(i18n.L("Writing the lesson step…"))
	a.run(func(context.Context) func() {
		text, err := a.StepSnippet()
		return func() {
			if err != nil {
				a.say(i18n.L("No lesson step: {{.Error}}", map[string]any{"Error": i18n.Say(err)}))
				return
			}
			use(text)
		}
	})
}

// askFile asks where to save the step, and writes it there.
func (a *actions) askFile(text string) {
	d := dialog.NewFileSave(func(file fyne.URIWriteCloser, err error) {
		if file == nil || err != nil {
			return
		}
		path := ui.ChosenPath(file)
		if err := writeFile(path, text); err != nil {
			a.say(i18n.Say(err))
			return
		}
		a.say(i18n.L("Lesson step saved in {{.File}}.", map[string]any{"File": path}))
	}, a.v.window)
	d.SetFileName("step.yaml")
	d.Show()
}
