package course

import (
	"math"
	"slices"
	"strconv"
	"time"
	"walakpussa/assets/i18n"
	"walakpussa/assets/i18n/sentence"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/stepper"
	"walakpussa/app/ui"
	"walakpussa/app/words"
	"walakpussa/engine"
	"walakpussa/lessons"
)

// PuzzlesView lists every puzzle of the course, filtered by goal and level,
// with the number solved; the chosen puzzle is shown with its hints, Retry
// and Show the solution. A warning under the list says when the progress
// cannot be saved.
type PuzzlesView struct {
	// OnDebug, when set, opens the debugger on a move.
	OnDebug func(engine.Position, engine.Hole)
	// OnWorksheet, when set, prints the puzzles the filters show as a
	// worksheet (the Worksheet… button, shown only then, calls it with
	// their ids).
	OnWorksheet func(ids []string)

	rules engine.Rules
	store *ProgressStore
	// model holds the filters and the puzzle shown, which outlive the view.
	model  *Model
	after  ui.Scheduler
	tempo  stepper.Tempo
	all    []*lessons.Puzzle
	shown  []*lessons.Puzzle
	puzzle *lessons.Puzzle
	view   *stepView
	goal   *ui.Select
	theme  *ui.Select
	level  *ui.Select
	// unsolved keeps only the puzzles not solved yet in the list.
	unsolved *ui.Check
	solved   *widget.Label
	// rating shows the learner's rating and streak.
	rating  *widget.Label
	warning *widget.Label
	list    *ui.List
	print   *widget.Button
	title   *widget.Label
	holder  *fyne.Container
	content fyne.CanvasObject
	// chrome is what the presentation mode hides: the list and its
	// filters.
	chrome ui.Chrome
	// background judges attempts off the UI goroutine.
	background ui.Background
	// goals are the goal kinds of the goal filter's choices after the
	// first, Any, and themes the themes of the theme filter's; the level
	// filter's choices are Any, then 1 to MaxLevel.
	goals  []lessons.GoalKind
	themes []lessons.Theme
	// today is the date of the puzzle of the day.
	today func() time.Time
	// marking is set while the list marks the puzzle shown, which is not
	// to be shown afresh.
	marking bool
}

// NewPuzzlesView lists the puzzles of course through the filters of
// model, and shows the puzzle model has open, as the learner left it.
func NewPuzzlesView(rules engine.Rules, store *ProgressStore, course *lessons.Course, model *Model) *PuzzlesView {
	v := &PuzzlesView{rules: rules, store: store, model: model, after: ui.After, background: ui.InBackground,
		goals: lessons.GoalKinds(), themes: lessons.Themes(), today: time.Now}
	goals := []string{i18n.L("Any")}
	for _, k := range v.goals {
		goals = append(goals, words.Goal(k))
	}
	v.goal = ui.NewSelect(goals, func(string) { v.filter() })
	levels := []string{i18n.L("Any")}
	for n := 1; n <= lessons.MaxLevel; n++ {
		levels = append(levels, strconv.Itoa(n))
	}
	v.level = ui.NewSelect(levels, func(string) { v.filter() })
	themes := []string{i18n.L("Any")}
	for _, t := range v.themes {
		themes = append(themes, words.Theme(t))
	}
	v.theme = ui.NewSelect(themes, func(string) { v.filter() })
	v.unsolved = ui.NewCheck(i18n.L("Unsolved only"), func(bool) { v.filter() })
	v.solved = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.rating = widget.NewLabel("")
	v.rating.Wrapping = fyne.TextWrapWord
	next := widget.NewButtonWithIcon(i18n.L("Next puzzle"), theme.NavigateNextIcon(), v.NextPuzzle)
	daily := widget.NewButtonWithIcon(i18n.L("Puzzle of the day"), theme.CalendarIcon(), v.DailyPuzzle)
	v.warning = widget.NewLabel("")
	v.warning.Wrapping = fyne.TextWrapWord
	v.warning.Importance = widget.WarningImportance
	v.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.title.SizeName = theme.SizeNameSubHeadingText
	v.holder = container.NewStack()
	v.list = ui.NewList(
		func() int { return len(v.shown) },
		func() fyne.CanvasObject {
			return container.NewBorder(nil, nil, widget.NewIcon(nil), nil, widget.NewLabel(""))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			icon, text := v.line(v.shown[i])
			row.Objects[0].(*widget.Label).SetText(text)
			row.Objects[1].(*widget.Icon).SetResource(icon)
		},
	)
	v.list.OnSelected = ui.Released(v.list, func(i widget.ListItemID) {
		if !v.marking {
			v.show(v.shown[i])
		}
	})
	filters := container.New(layout.NewFormLayout(), widget.NewLabel(i18n.L("Goal")), v.goal, widget.NewLabel(i18n.L("Theme")), v.theme,
		widget.NewLabel(i18n.L("Level")), v.level)
	trainer := container.NewVBox(container.NewGridWithColumns(2, next, daily), v.rating)
	v.print = widget.NewButtonWithIcon(i18n.L("Worksheet…"), theme.DocumentPrintIcon(), v.printWorksheet)
	left := container.NewBorder(container.NewVBox(trainer, filters, container.NewBorder(nil, nil, nil, v.print, v.unsolved), v.solved), v.warning, nil, nil, v.list)
	right := container.NewBorder(v.title, nil, nil, nil, v.holder)
	split := container.NewHSplit(left, container.NewPadded(right))
	split.Offset = 0.3
	v.content = split
	v.chrome = ui.Chrome{left}
	store.watch(v, func() { v.updateWarning(); v.updateSolved(); v.updateTitle(); v.list.Refresh() })
	v.updateWarning()
	v.setFilters(model.filters)
	v.SetCourse(course)
	v.resume()
	return v
}

// setFilters sets the filters as f says.
func (v *PuzzlesView) setFilters(f puzzleFilters) {
	v.goal.SetSelectedIndex(f.goal)
	v.theme.SetSelectedIndex(f.theme)
	v.level.SetSelectedIndex(f.level)
	v.unsolved.SetChecked(f.unsolved)
}

// resume shows the puzzle the model has open, with what the learner did
// at it, chosen in the list when the filters show it.
func (v *PuzzlesView) resume() {
	for _, p := range v.all {
		if p.ID == v.model.puzzleID {
			v.showWith(p, v.model.puzzleActs)
			if i := slices.Index(v.shown, p); i >= 0 {
				v.marking = true // the puzzle is shown as the learner left it
				v.list.Select(i)
				v.marking = false
				v.list.ScrollTo(i)
			}
			return
		}
	}
}

// Stop ends what the view is doing (a move sown, a verdict to come) and
// stops hearing of the progress: the view is being dropped. What it showed
// stays in its model.
func (v *PuzzlesView) Stop() {
	if v.view != nil {
		v.view.stop()
	}
	v.store.unwatch(v)
}

// SetTempo has moves sown at tempo from now on.
func (v *PuzzlesView) SetTempo(t stepper.Tempo) {
	v.tempo = t
	if v.view != nil {
		v.view.setTempo(t)
	}
}

// updateWarning shows under the list why the progress is not being saved,
// and hides when it is.
func (v *PuzzlesView) updateWarning() {
	v.warning.SetText(v.store.saveNotice())
	if v.warning.Text == "" {
		v.warning.Hide()
	} else {
		v.warning.Show()
	}
}

// Content returns the view's widgets, with the Worksheet… button when
// OnWorksheet is set.
func (v *PuzzlesView) Content() fyne.CanvasObject {
	if v.OnWorksheet == nil {
		v.print.Hide()
	} else {
		v.print.Show()
	}
	return v.content
}

// printWorksheet hands the puzzles shown to OnWorksheet.
func (v *PuzzlesView) printWorksheet() {
	if v.OnWorksheet == nil || len(v.shown) == 0 {
		return
	}
	ids := make([]string, len(v.shown))
	for i, p := range v.shown {
		ids[i] = p.ID
	}
	v.OnWorksheet(ids)
}

// SetPresenting hides the list of puzzles and its filters, so that the
// puzzle fills the screen, for the presentation mode; false shows them
// again.
func (v *PuzzlesView) SetPresenting(on bool) { v.chrome.Show(!on) }

// SetCourse lists the puzzles of course, keeping the filters.
func (v *PuzzlesView) SetCourse(course *lessons.Course) {
	v.all = course.Puzzles()
	if v.goal.SelectedIndex() < 0 {
		v.clearFilters()
	}
	v.filter()
}

// filter lists the puzzles that match the goal and level chosen.
func (v *PuzzlesView) filter() {
	v.model.filters = puzzleFilters{goal: v.goal.SelectedIndex(), theme: v.theme.SelectedIndex(),
		level: v.level.SelectedIndex(), unsolved: v.unsolved.Checked}
	v.shown = v.shown[:0]
	for _, p := range v.all {
		if v.matches(p) {
			v.shown = append(v.shown, p)
		}
	}
	v.list.UnselectAll()
	v.list.Refresh()
	v.updateSolved()
}

// matches reports whether p passes the goal, theme, level and unsolved
// filters.
func (v *PuzzlesView) matches(p *lessons.Puzzle) bool {
	goal, level, theme := v.goal.SelectedIndex(), v.level.SelectedIndex(), v.theme.SelectedIndex()
	return (goal <= 0 || v.goals[goal-1] == p.Goal.Kind) && (level <= 0 || level == p.Level) &&
		(theme <= 0 || v.themes[theme-1] == p.Theme) && (!v.unsolved.Checked || !v.store.progress.Solved(p.ID))
}

// clearFilters sets the filters to Any and shows the solved puzzles too.
func (v *PuzzlesView) clearFilters() {
	v.goal.SetSelectedIndex(0)
	v.theme.SetSelectedIndex(0)
	v.level.SetSelectedIndex(0)
	v.unsolved.SetChecked(false)
}

// updateSolved writes how many puzzles are solved, of all and of those
// shown, and the learner's rating and streak.
func (v *PuzzlesView) updateSolved() {
	progress := v.store.progress
	v.solved.SetText(i18n.L("Solved {{.Solved}} of {{.Count}} ({{.Shown}} shown)", map[string]any{
		"Solved": progress.SolvedCount(v.all), "Count": len(v.all), "Shown": len(v.shown),
	}))
	rating := progress.LearnerRating()
	v.rating.SetText(i18n.L("Your rating: {{.Rating}} ± {{.RD}}. Streak: {{.Streak}} (best {{.Best}}).", map[string]any{
		"Rating": math.Round(rating.R), "RD": math.Round(rating.RD), "Streak": progress.Streak, "Best": progress.BestStreak,
	}))
}

// updateTitle names the puzzle shown, its level and its rating.
func (v *PuzzlesView) updateTitle() {
	if v.puzzle == nil {
		return
	}
	p := v.puzzle
	v.title.SetText(i18n.L("Puzzle {{.ID}}, level {{.Level}}, rated {{.Rating}}", map[string]any{
		"ID": p.ID, "Level": p.Level, "Rating": math.Round(v.store.progress.PuzzleRating(p).R),
	}))
}

// NextPuzzle opens the unsolved puzzle nearest the learner's rating,
// clearing the filters; when every puzzle is solved it says so.
func (v *PuzzlesView) NextPuzzle() {
	next := v.store.progress.NextPuzzle(v.all)
	if next == nil {
		v.solved.SetText(i18n.L("Every puzzle is solved."))
		return
	}
	_ = v.OpenPuzzle(next.ID)
}

// DailyPuzzle opens the puzzle of the day, clearing the filters.
func (v *PuzzlesView) DailyPuzzle() {
	if p := lessons.DailyPuzzle(v.all, v.today()); p != nil {
		_ = v.OpenPuzzle(p.ID)
	}
}

// line is a puzzle's line in the list: its id, level, goal, theme and
// whether it is solved, in words as well as by icon.
func (v *PuzzlesView) line(p *lessons.Puzzle) (fyne.Resource, string) {
	data := map[string]any{"ID": p.ID, "Level": p.Level, "Goal": words.Goal(p.Goal.Kind)}
	text := i18n.L("{{.ID}}: level {{.Level}}, {{.Goal}}", data)
	if name := words.Theme(p.Theme); name != "" {
		text = i18n.L("{{.Puzzle}}, {{.Theme}}", map[string]any{"Puzzle": text, "Theme": name})
	}
	if v.store.progress.Solved(p.ID) {
		return theme.ConfirmIcon(), i18n.L("{{.Puzzle}} (solved)", map[string]any{"Puzzle": text})
	}
	return theme.RadioButtonIcon(), text
}

// OpenPuzzle shows the puzzle with the given id, clearing the filters; it
// is highlighted in the list and scrolled into view.
func (v *PuzzlesView) OpenPuzzle(id string) error {
	v.clearFilters()
	for i, p := range v.shown {
		if p.ID == id {
			v.list.Select(i)
			v.list.ScrollTo(i)
			return nil
		}
	}
	return sentence.Errorf("%v: %q", ErrNoPuzzle, id)
}

// ErrNoPuzzle is returned by OpenPuzzle for an id the course does not have.
var ErrNoPuzzle = sentence.Errorf("no such puzzle")

// show puts puzzle p on the board, afresh.
func (v *PuzzlesView) show(p *lessons.Puzzle) {
	if v.view != nil {
		v.view.stop()
	}
	v.model.openPuzzle(p.ID)
	v.showWith(p, v.model.puzzleActs)
}

// showWith puts puzzle p on the board with what the learner did at it.
func (v *PuzzlesView) showWith(p *lessons.Puzzle, acts *Acts) {
	v.puzzle = p
	v.updateTitle()
	step := &lessons.Step{Kind: lessons.PuzzleStep, Text: p.Text, Position: &p.Position, Puzzle: p, Success: p.Success, Move: engine.NoHole}
	env := v.store.stepEnv(v.rules, v.after, v.tempo, v.background, v.OnDebug)
	env.acts = acts
	v.view = newStepView(step, env)
	v.holder.Objects = []fyne.CanvasObject{v.view.content}
	v.holder.Refresh()
}
