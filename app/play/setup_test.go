package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/internal/testkit"
	"walakpussa/app/stepper"
	"walakpussa/engine"
)

// asked is a New game dialog the view showed: its content and its answer.
type asked struct {
	content fyne.CanvasObject
	done    func(bool)
}

// askedDialogs records the dialogs v shows instead of showing them.
func askedDialogs(v *GameView) *[]asked {
	var dialogs []asked
	v.Ask = func(_ string, content fyne.CanvasObject, _ string, done func(bool)) {
		dialogs = append(dialogs, asked{content, done})
	}
	return &dialogs
}

// walk calls visit on o and everything inside it.
func walk(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	visit(o)
	if c, ok := o.(*fyne.Container); ok {
		for _, child := range c.Objects {
			walk(child, visit)
		}
	}
}

// hasWarning reports whether o shows a label of WarningImportance.
func hasWarning(o fyne.CanvasObject) bool {
	found := false
	walk(o, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Importance == widget.WarningImportance {
			found = true
		}
	})
	return found
}

// formField returns the widget of the dialog's form labelled label.
func formField(t *testing.T, content fyne.CanvasObject, label string) fyne.CanvasObject {
	t.Helper()
	var field fyne.CanvasObject
	walk(content, func(o fyne.CanvasObject) {
		if f, ok := o.(*widget.Form); ok {
			for _, item := range f.Items {
				if item.Text == label {
					field = item.Widget
				}
			}
		}
	})
	require.NotNil(t, field, label)
	return field
}

func TestNewGameAsksForTheOpponentTheSideAndTheRules(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.SetPace(stepper.Pace{})
	dialogs := askedDialogs(v)
	var pending []func() func()
	v.SetBackground(func(work func() func()) { pending = append(pending, work) })

	v.newGame.OnTapped()
	require.Len(t, *dialogs, 1)
	assert.False(t, hasWarning((*dialogs)[0].content), "nothing to lose before the first move")
	content := (*dialogs)[0].content
	formField(t, content, "Opponent").(*widget.Select).SetSelected("Computer, level 2")
	formField(t, content, "You play").(*widget.Select).SetSelected("North")
	formField(t, content, "Repeated position").(*widget.Select).SetSelected("The round goes on")
	formField(t, content, "Rounds").(*widget.Select).SetSelected("3 rounds")
	(*dialogs)[0].done(true)

	assert.Equal(t, 2, v.model.level)
	assert.Equal(t, engine.South, v.model.side, "the person plays North")
	rules := v.Game().Rules()
	assert.Equal(t, 0, rules.RepetitionLimit)
	assert.Equal(t, 3, rules.MatchRounds)
	assert.Len(t, pending, 1, "South opens, so the computer starts thinking at once")
	assert.Equal(t, "Rules: A repeated position does not end the round. The match lasts at most 3 rounds.", v.matchPanel.rules.Text)
}

func TestNewGameCancelledKeepsTheGameAndWarnsWhenOneIsInProgress(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.SetPace(stepper.Pace{})
	dialogs := askedDialogs(v)
	v.Play(testkit.Hole("S1"))
	v.newGame.OnTapped()
	require.Len(t, *dialogs, 1)
	assert.True(t, hasWarning((*dialogs)[0].content), "a game in progress is lost")
	(*dialogs)[0].done(false)
	assert.Len(t, v.Game().Moves(), 1, "Cancel keeps the game")
}

func TestTheSetupFormShowsAndReturnsEveryOption(t *testing.T) {
	test := func(text string, level int, side engine.Side) {
		rules, err := engine.ParseRules(text)
		require.NoError(t, err)
		want := Setup{Rules: rules, Level: level, Side: side}
		assert.Equal(t, want, newSetupForm(want).setup(), text)
	}
	test("standard", 0, engine.South)
	test("starter=N skip-origin=yes repetition=5 move-limit=250 rounds=4 opener=alternate lap-cap=900 repeat-is-endless=no", 3, engine.North)
}

func TestASavedRuleValueJoinsTheChoicesInOrder(t *testing.T) {
	moveLimits := []string{"0", "100", "200", "300", "500", "1000"}
	for _, c := range []struct {
		values []string
		value  string
		want   []string
	}{
		{moveLimits, "250", []string{"0", "100", "200", "250", "300", "500", "1000"}},
		{moveLimits, "200", moveLimits},
		{moveLimits, "5000", []string{"0", "100", "200", "300", "500", "1000", "5000"}},
		{[]string{"2", "3"}, "0", []string{"0", "2", "3"}},
		{[]string{"fewer-seeds"}, "alternate", []string{"fewer-seeds", "alternate"}},
	} {
		assert.Equal(t, c.want, withChoice(c.values, c.value), c.value)
	}
	assert.Equal(t, []string{"0", "100", "200", "300", "500", "1000"}, moveLimits, "the choices given are left as they are")

	rules, err := engine.ParseRules("move-limit=250")
	require.NoError(t, err)
	form := newSetupForm(Setup{Rules: rules})
	moveLimit := formField(t, form.content(false), "Move limit").(*widget.Select)
	assert.Equal(t, "250 moves", moveLimit.Selected)
	assert.Equal(t, rules, form.setup().Rules)
}

// TestTheFormOffersTheOptionsWithChoicesInOrder: the New game form shows
// the rule options engine.RuleOptions gives choices, in their order.
func TestTheFormOffersTheOptionsWithChoicesInOrder(t *testing.T) {
	var labels []string
	walk(newSetupForm(Setup{Rules: engine.Standard()}).content(false), func(o fyne.CanvasObject) {
		if f, ok := o.(*widget.Form); ok {
			for _, item := range f.Items {
				labels = append(labels, item.Text)
			}
		}
	})
	assert.Equal(t, []string{"Opponent", "You play", "First round opened by", "Sowing",
		"Repeated position", "Move limit", "Rounds", "Later rounds opened by"}, labels)
}

func TestStandardRulesPutsTheRuleOptionsBack(t *testing.T) {
	rules, err := engine.ParseRules("starter=N rounds=2 lap-cap=900")
	require.NoError(t, err)
	form := newSetupForm(Setup{Rules: rules})
	walk(form.content(false), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Standard rules" {
			b.OnTapped()
		}
	})
	want := engine.Standard()
	want.LapCap = 900 // not in the form, so kept
	assert.Equal(t, want, form.setup().Rules)
}

func TestPlayingNorthTheComputerOpensAndTapsWaitForIt(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.SetPace(stepper.Pace{})
	var pending []func() func()
	v.SetBackground(func(work func() func()) { pending = append(pending, work) })
	v.Begin(Setup{Rules: engine.Standard(), Level: 1, Side: engine.North})
	require.Len(t, pending, 1, "the computer, South, opens")
	tapHole(v, s1)
	assert.Equal(t, "Wait for the computer: it is South's turn.", v.detail.Text)
	pending[0]()()
	require.Len(t, v.Game().Moves(), 1)
	assert.Equal(t, engine.South, v.Game().Moves()[0].Owner())
	assert.Equal(t, engine.North, v.Game().Position().Turn, "the person's turn")
}

func TestAGameOpenedShowsItsRulesAndNewGameKeepsThem(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	require.NoError(t, v.LoadGame("north.walak", strings.NewReader("walakpussa game 1\nrules starter=N move-limit=300\nstart 4,4,4,4,4,4,4/4,4,4,4,4,4,4 N 0:0\n")))
	assert.Equal(t, "Rules: North opens the first round. A round ends after 300 moves.", v.matchPanel.rules.Text)
	v.NewGame()
	assert.Equal(t, engine.North, v.Game().Position().Turn)
	assert.Equal(t, 300, v.Game().Rules().MoveLimit)
}

func TestTheOpponentChosenInTheToolBarIsTold(t *testing.T) {
	v, _ := newTestView(t, testkit.StartText)
	v.SetBackground(func(func() func()) {})
	var told []Setup
	v.OnSetup = func(s Setup) { told = append(told, s) }
	v.computer.selector.SetSelectedIndex(3)
	require.Len(t, told, 1)
	assert.Equal(t, 3, told[0].Level)
	v.SetLevel(2)
	assert.Len(t, told, 1, "a level set by the program (Retry from here) is not a choice")
}
