package play

import (
	"slices"
	"strconv"
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
	setup := v.model.setup
	setup.Level = v.model.level
	form := newSetupForm(setup)
	inProgress := len(v.Game().Moves()) > 0 && !v.Game().Result().Over() || v.model.match.RoundNumber() > 1 && !v.model.match.Over()
	v.Ask(i18n.L("New game"), form.content(inProgress), i18n.L("Start"), func(ok bool) {
		if ok {
			v.Begin(form.setup())
		}
	})
}

// Begin starts a new game as setup says; the computer opens when it plays
// the side the rules let open.
func (v *GameView) Begin(setup Setup) {
	v.model.setup = setup
	v.start(engine.NewMatch(setup.Rules), setup.Side.Other(), setup.Level, i18n.L("A new game: 4 seeds in every hole."))
	v.tellSetup()
}

// tellSetup passes the setup, with the opponent playing now, to OnSetup.
func (v *GameView) tellSetup() {
	if v.OnSetup != nil {
		s := v.model.setup
		s.Level = v.model.level
		v.OnSetup(s)
	}
}

// setupForm is the New game dialog: the opponent, the person's side and
// the rule options of engine.Rules the form offers (those with choices).
type setupForm struct {
	opponent *widget.Select
	side     *widget.Select
	// rules are the rule options offered, in the order of
	// engine.RuleOptions.
	rules []ruleField
	// kept are the options the form does not show (how endless sowing is
	// told), carried over as they are.
	kept engine.Rules
}

// setupWidth is the width of the New game dialog's form: wide enough for
// the longest choice of a select in every language, narrow enough for an
// 800-pixel window; the words beside a check wrap within it.
const setupWidth = 600

// newSetupForm fills the form with s.
func newSetupForm(s Setup) *setupForm {
	f := &setupForm{kept: s.Rules}
	sides := []string{words.Side(engine.South), words.Side(engine.North)}
	f.opponent = widget.NewSelect(opponentNames(), func(string) { f.enableSide() })
	f.side = widget.NewSelect(sides, nil)
	for _, opt := range engine.RuleOptions() {
		if opt.Choices != nil {
			f.rules = append(f.rules, newRuleField(opt))
		}
	}
	f.opponent.SetSelectedIndex(min(max(s.Level, 0), search.Levels))
	f.side.SetSelectedIndex(int(s.Side))
	f.setRules(s.Rules)
	f.enableSide()
	return f
}

// setRules shows r in the rule options.
func (f *setupForm) setRules(r engine.Rules) {
	for _, field := range f.rules {
		field.set(r)
	}
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
	for _, field := range f.rules {
		field.apply(&r)
	}
	return Setup{Rules: r, Level: f.opponent.SelectedIndex(), Side: engine.Side(f.side.SelectedIndex())}
}

// content lays the form out, with a button back to the standard rules and,
// when a game is in progress, a word that it will be lost.
func (f *setupForm) content(inProgress bool) fyne.CanvasObject {
	standard := widget.NewButtonWithIcon(i18n.L("Standard rules"), theme.ViewRefreshIcon(), func() {
		f.setRules(engine.Standard())
	})
	form := widget.NewForm(
		widget.NewFormItem(i18n.L("Opponent"), f.opponent),
		widget.NewFormItem(i18n.L("You play"), f.side),
	)
	for _, field := range f.rules {
		form.AppendItem(field.row())
	}
	box := container.NewVBox(ui.Spacer(fyne.NewSize(setupWidth, 0)), form, container.NewHBox(standard))
	if inProgress {
		warning := widget.NewLabel(i18n.L("The game in progress is lost unless you save it first (File → Save game…)."))
		warning.Importance = widget.WarningImportance
		warning.Wrapping = fyne.TextWrapWord
		box.Add(warning)
	}
	return box
}

// ruleField is one rule option in the New game form.
type ruleField interface {
	// set shows the option's value in r.
	set(r engine.Rules)
	// apply sets the option in r to the value shown.
	apply(r *engine.Rules)
	// row is the option's row of the form.
	row() *widget.FormItem
}

// newRuleField returns the field for opt: a check for a yes-or-no option,
// else a select of its choices.
func newRuleField(opt engine.RuleOption) ruleField {
	if opt.YesNo() {
		return &checkField{opt: opt, check: widget.NewCheck("", nil)}
	}
	return &choiceField{opt: opt, values: opt.Choices, Select: widget.NewSelect(nil, nil)}
}

// setOption sets opt in r to value, one of its choices or a value its
// Format wrote: those always parse (the engine's tests check it).
func setOption(opt engine.RuleOption, r *engine.Rules, value string) {
	_ = opt.Parse(r, value)
}

// checkField is a yes-or-no option: a check.
type checkField struct {
	opt   engine.RuleOption
	check *widget.Check
}

func (f *checkField) set(r engine.Rules) { f.check.SetChecked(f.opt.Format(r) == "yes") }

func (f *checkField) apply(r *engine.Rules) {
	value := "no"
	if f.check.Checked {
		value = "yes"
	}
	setOption(f.opt, r, value)
}

// row is the check with its words beside it, wrapped to the dialog's width
// (a check's own text does not wrap, and in German it made the dialog
// wider than an 800-pixel window); tapping the words ticks the check too.
func (f *checkField) row() *widget.FormItem {
	beside := ui.NewTappableLabel(words.RuleChoice(f.opt, "yes"), func() {
		f.check.SetChecked(!f.check.Checked)
	})
	return widget.NewFormItem(words.RuleLabel(f.opt), container.NewBorder(nil, nil, f.check, nil, beside))
}

// choiceField is an option offered as a select of its choices, each shown
// by its name.
type choiceField struct {
	opt    engine.RuleOption
	values []string // the choices in the text form
	*widget.Select
}

// set selects r's value, adding it to the choices when it is not among
// them (a value from a saved game).
func (f *choiceField) set(r engine.Rules) {
	value := f.opt.Format(r)
	f.values = withChoice(f.values, value)
	names := make([]string, len(f.values))
	for i, v := range f.values {
		names[i] = words.RuleChoice(f.opt, v)
	}
	f.Options = names
	f.SetSelectedIndex(slices.Index(f.values, value))
}

func (f *choiceField) apply(r *engine.Rules) {
	setOption(f.opt, r, f.values[max(f.SelectedIndex(), 0)])
}

func (f *choiceField) row() *widget.FormItem {
	return widget.NewFormItem(words.RuleLabel(f.opt), f.Select)
}

// withChoice returns values with value among them: a number goes before
// the first larger number, anything else at the end.
func withChoice(values []string, value string) []string {
	if slices.Contains(values, value) {
		return values
	}
	at := len(values)
	if n, err := strconv.Atoi(value); err == nil {
		if i := slices.IndexFunc(values, func(v string) bool {
			m, err := strconv.Atoi(v)
			return err == nil && m > n
		}); i >= 0 {
			at = i
		}
	}
	return slices.Insert(slices.Clone(values), at, value)
}
