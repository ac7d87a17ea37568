package play

import (
	"slices"
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/ui"
	"walakpussa/app/words"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// Setup is what a new game is played with: the rules, the opponent (0 for
// two people, else the computer's level) and the side the person plays
// against the computer.
type Setup struct {
	Rules engine.Rules
	Level int
	Side  engine.Side
}

// AskNewGame asks, in the New game dialog, for the opponent, the side and
// the rules, and starts the game chosen; without Ask it starts one at once.
func (v *GameView) AskNewGame() {
	if v.Ask == nil {
		v.NewGame()
		return
	}
	setup := v.setup
	setup.Level = v.computer.level
	form := newSetupForm(setup)
	inProgress := len(v.Game().Moves()) > 0 && !v.Game().Result().Over() || v.match.RoundNumber() > 1 && !v.match.Over()
	v.Ask(i18n.L("New game"), form.content(inProgress), i18n.L("Start"), func(ok bool) {
		if ok {
			v.Begin(form.setup())
		}
	})
}

// Begin starts a new game as setup says; the computer opens when it plays
// the side the rules let open.
func (v *GameView) Begin(setup Setup) {
	v.setup = setup
	v.start(engine.NewMatch(setup.Rules), setup.Side.Other(), setup.Level, i18n.L("A new game: 4 seeds in every hole."))
	v.tellSetup()
}

// tellSetup passes the setup, with the opponent playing now, to OnSetup.
func (v *GameView) tellSetup() {
	if v.OnSetup != nil {
		s := v.setup
		s.Level = v.computer.level
		v.OnSetup(s)
	}
}

// setupForm is the New game dialog: the opponent, the person's side and
// the rule options of engine.Rules a player may want to change.
type setupForm struct {
	opponent   *widget.Select
	side       *widget.Select
	starter    *widget.Select
	skipOrigin *widget.Check
	repetition *numberSelect
	moveLimit  *numberSelect
	rounds     *numberSelect
	opener     *widget.Select
	// kept are the options the form does not show (how endless sowing is
	// told), carried over as they are.
	kept engine.Rules
}

// setupWidth is the width of the New game dialog's form: wide enough for
// the longest choice of a select in every language, narrow enough for an
// 800-pixel window; the words beside the check wrap within it.
const setupWidth = 600

// Standard choices of the form's number options; a value the rules hold
// that is not among them (from a saved game) is added.
var (
	repetitionChoices = []int{0, 2, 3, 4, 5}
	moveLimitChoices  = []int{0, 100, 200, 300, 500, 1000}
	roundChoices      = []int{0, 1, 2, 3, 5, 7}
)

// newSetupForm fills the form with s.
func newSetupForm(s Setup) *setupForm {
	f := &setupForm{kept: s.Rules}
	sides := []string{words.Side(engine.South), words.Side(engine.North)}
	f.opponent = widget.NewSelect(opponentNames(), func(string) { f.enableSide() })
	f.side = widget.NewSelect(sides, nil)
	f.starter = widget.NewSelect(sides, nil)
	f.skipOrigin = widget.NewCheck("", nil)
	f.repetition = newNumberSelect(repetitionChoices, repetitionName)
	f.moveLimit = newNumberSelect(moveLimitChoices, moveLimitName)
	f.rounds = newNumberSelect(roundChoices, roundsName)
	f.opener = widget.NewSelect([]string{i18n.L("The player holding fewer seeds"), i18n.L("The players in turn")}, nil)
	f.opponent.SetSelectedIndex(min(max(s.Level, 0), search.Levels))
	f.side.SetSelectedIndex(int(s.Side))
	f.setRules(s.Rules)
	f.enableSide()
	return f
}

// setRules shows r in the rule options.
func (f *setupForm) setRules(r engine.Rules) {
	f.starter.SetSelectedIndex(int(r.Starter))
	f.skipOrigin.SetChecked(r.SkipOrigin)
	f.repetition.set(r.RepetitionLimit)
	f.moveLimit.set(r.MoveLimit)
	f.rounds.set(r.MatchRounds)
	f.opener.SetSelectedIndex(int(r.MatchOpener))
}

// skipOriginRow is the origin-skipping check with its words beside it,
// wrapped to the dialog's width (a check's own text does not wrap, and
// in German it made the dialog wider than an 800-pixel window); tapping
// the words ticks the check too.
func (f *setupForm) skipOriginRow() fyne.CanvasObject {
	words := ui.NewTappableLabel(i18n.L("A hand of 14 or more seeds skips the hole it was lifted from"), func() {
		f.skipOrigin.SetChecked(!f.skipOrigin.Checked)
	})
	return container.NewBorder(nil, nil, f.skipOrigin, nil, words)
}

// enableSide lets the person choose a side only against the computer.
func (f *setupForm) enableSide() {
	if f.opponent.SelectedIndex() == 0 {
		f.side.Disable()
		return
	}
	f.side.Enable()
}

// setup is the setup the form shows.
func (f *setupForm) setup() Setup {
	r := f.kept
	r.Starter = engine.Side(f.starter.SelectedIndex())
	r.SkipOrigin = f.skipOrigin.Checked
	r.RepetitionLimit = f.repetition.value()
	r.MoveLimit = f.moveLimit.value()
	r.MatchRounds = f.rounds.value()
	r.MatchOpener = engine.Opener(f.opener.SelectedIndex())
	return Setup{Rules: r, Level: f.opponent.SelectedIndex(), Side: engine.Side(f.side.SelectedIndex())}
}

// content lays the form out, with a button back to the standard rules and,
// when a game is in progress, a word that it will be lost.
func (f *setupForm) content(inProgress bool) fyne.CanvasObject {
	standard := widget.NewButtonWithIcon(i18n.L("Standard rules"), theme.ViewRefreshIcon(), func() {
		std := engine.Standard()
		std.RepeatIsEndless, std.LapCap = f.kept.RepeatIsEndless, f.kept.LapCap
		f.setRules(std)
	})
	form := widget.NewForm(
		widget.NewFormItem(i18n.L("Opponent"), f.opponent),
		widget.NewFormItem(i18n.L("You play"), f.side),
		widget.NewFormItem(i18n.L("First round opened by"), f.starter),
		widget.NewFormItem(i18n.L("Sowing"), f.skipOriginRow()),
		widget.NewFormItem(i18n.L("Repeated position"), f.repetition.Select),
		widget.NewFormItem(i18n.L("Move limit"), f.moveLimit.Select),
		widget.NewFormItem(i18n.L("Rounds"), f.rounds.Select),
		widget.NewFormItem(i18n.L("Later rounds opened by"), f.opener),
	)
	box := container.NewVBox(ui.Spacer(fyne.NewSize(setupWidth, 0)), form, container.NewHBox(standard))
	if inProgress {
		warning := widget.NewLabel(i18n.L("The game in progress is lost unless you save it first (File → Save game…)."))
		warning.Importance = widget.WarningImportance
		warning.Wrapping = fyne.TextWrapWord
		box.Add(warning)
	}
	return box
}

// numberSelect is a select of numbers, each shown by its name.
type numberSelect struct {
	*widget.Select
	values []int
	name   func(int) string
}

// newNumberSelect offers values, named by name.
func newNumberSelect(values []int, name func(int) string) *numberSelect {
	s := &numberSelect{values: values, name: name}
	s.Select = widget.NewSelect(nil, nil)
	s.setOptions()
	return s
}

// set selects n, adding it to the choices when it is not among them.
func (s *numberSelect) set(n int) {
	s.values = withValue(s.values, n)
	s.setOptions()
	s.SetSelectedIndex(slices.Index(s.values, n))
}

// setOptions names every value.
func (s *numberSelect) setOptions() {
	names := make([]string, len(s.values))
	for i, n := range s.values {
		names[i] = s.name(n)
	}
	s.Options = names
}

// value is the number selected.
func (s *numberSelect) value() int { return s.values[max(s.SelectedIndex(), 0)] }

// withValue returns values with n among them, in ascending order.
func withValue(values []int, n int) []int {
	if slices.Contains(values, n) {
		return values
	}
	out := append(slices.Clone(values), n)
	slices.Sort(out)
	return out
}

// repetitionName names a repetition limit in the form.
func repetitionName(n int) string {
	if n == 0 {
		return i18n.L("The round goes on")
	}
	return i18n.N("The round ends when it arises {{.Count}} times", n, map[string]any{"Count": n})
}

// moveLimitName names a move limit in the form.
func moveLimitName(n int) string {
	if n == 0 {
		return i18n.L("None")
	}
	return i18n.N("{{.Count}} moves", n, map[string]any{"Count": n})
}

// roundsName names a number of rounds in the form.
func roundsName(n int) string {
	if n == 0 {
		return i18n.L("Until a player cannot fill a hole")
	}
	return i18n.N("{{.Count}} rounds", n, map[string]any{"Count": n})
}
