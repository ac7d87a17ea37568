package play

import (
	"context"
	"time"
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/words"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// coachTime is how long a hint or the tutor thinks.
const coachTime = 700 * time.Millisecond

// TutorMargin is how many seeds a move may lose against the best move
// before the tutor warns.
const TutorMargin = 3

// coach gives hints and, in tutor mode, warns before a move that loses
// more than TutorMargin seeds against the best move.
type coach struct {
	tutor   *widget.Check
	warning *fyne.Container // the answers to the tutor's question
	pending engine.Hole     // the move the tutor is asking about
	looking bool            // a hint or the tutor is searching
}

// newCoachBar builds the Hint button, the Tutor switch and the warning bar
// (hidden until the tutor has something to say).
func (v *GameView) newCoachBar() (bar, warning fyne.CanvasObject) {
	c := &v.coach
	c.tutor = widget.NewCheck(i18n.L("Tutor"), nil)
	playAnyway := widget.NewButtonWithIcon(i18n.L("Play it anyway"), theme.ConfirmIcon(), func() { v.answerTutor(true) })
	showWhy := widget.NewButtonWithIcon(i18n.L("Show why"), theme.SearchIcon(), v.showWhy)
	again := widget.NewButtonWithIcon(i18n.L("Choose again"), theme.CancelIcon(), func() { v.answerTutor(false) })
	c.warning = container.NewHBox(playAnyway, showWhy, again)
	c.warning.Hide()
	hint := widget.NewButtonWithIcon(i18n.L("Hint"), theme.QuestionIcon(), v.Hint)
	return container.NewHBox(hint, c.tutor), c.warning
}

// Hint looks for a good move for the side to move and says why it is good.
func (v *GameView) Hint() {
	if v.game.Result().Over() || v.computerToMove() || v.computer.thinking {
		return
	}
	v.FinishAnimation()
	rules, position, history := v.game.Rules(), v.game.Position(), v.game.History()
	v.say(i18n.L("Looking for a good move…"), widget.MediumImportance)
	v.coach.looking = true
	v.think(func(ctx context.Context) func() {
		res := search.Solve(ctx, rules, position, search.Options{Time: coachTime, History: history, Endgame: v.endgame(rules)})
		return func() {
			v.coach.looking = false
			if v.game.Position() == position && len(res.Best) > 0 {
				v.say(hintText(rules, position, res)+outcomeText(position, res), widget.MediumImportance)
			}
		}
	})
}

// hintText says what the search's best move captures and how little it
// leaves the opponent to take straight back.
func hintText(rules engine.Rules, p engine.Position, res search.Result) string {
	h := res.Best[0]
	next, out := rules.Apply(p, h)
	_, reply := rules.Greediest(next)
	data := map[string]any{"Hole": h.String(), "Seeds": words.Seeds(out.Captured), "Other": words.Side(p.Turn.Other()), "Reply": words.Seeds(reply)}
	switch {
	case out.Captured == 0 && reply == 0:
		return i18n.L("Hint: {{.Hole}}. It captures nothing now, and leaves {{.Other}} nothing to take straight back.", data)
	case out.Captured == 0:
		return i18n.L("Hint: {{.Hole}}. It captures nothing now, but afterwards {{.Other}} can take at most {{.Reply}} straight back.", data)
	case reply == 0:
		return i18n.L("Hint: {{.Hole}}. It captures {{.Seeds}}, and leaves {{.Other}} nothing to take straight back.", data)
	}
	return i18n.L("Hint: {{.Hole}}. It captures {{.Seeds}}, and afterwards {{.Other}} can take at most {{.Reply}} straight back.", data)
}

// outcomeText tells how the round ends under best play when the search
// proved it (as it does in endings, with the endgame table), and nothing
// otherwise.
func outcomeText(p engine.Position, res search.Result) string {
	if !res.Exact {
		return ""
	}
	final := search.Final(p, res.Value)
	return " " + i18n.L("With best play on both sides the round ends South {{.South}}, North {{.North}}.", map[string]any{
		"South": final[engine.South], "North": final[engine.North],
	})
}

// tutorCheck plays h at once, or, in tutor mode, first compares it with the
// best move and warns when it loses more than TutorMargin seeds.
func (v *GameView) tutorCheck(h engine.Hole) {
	v.showWarning(false)
	if !v.coach.tutor.Checked || v.game.Result().Over() {
		v.Play(h)
		return
	}
	rules, position, history := v.game.Rules(), v.game.Position(), v.game.History()
	if _, _, err := rules.Play(position, h); err != nil {
		v.Play(h) // says why it cannot be played
		return
	}
	v.say(i18n.L("The tutor is looking at {{.Hole}}…", map[string]any{"Hole": h.String()}), widget.MediumImportance)
	v.coach.looking = true
	v.think(func(ctx context.Context) func() {
		values := search.Evaluate(ctx, rules, position, search.Options{Time: coachTime, History: history, Endgame: v.endgame(rules)})
		return func() {
			v.coach.looking = false
			if v.game.Position() != position {
				return
			}
			v.judge(h, values)
		}
	})
}

// judge plays h, or warns when values rate it more than TutorMargin below
// the best move.
func (v *GameView) judge(h engine.Hole, values []search.MoveValue) {
	if len(values) == 0 {
		v.Play(h)
		return
	}
	best := values[0]
	for _, mv := range values {
		if mv.Move == h && best.Value-mv.Value > TutorMargin {
			v.coach.pending = h
			v.say(i18n.L("Careful: {{.Hole}} gives away about {{.Loss}} compared with {{.Best}}. Play it anyway?", map[string]any{
				"Hole": h.String(), "Loss": words.Seeds(best.Value - mv.Value), "Best": best.Move.String(),
			}), widget.WarningImportance)
			v.showWarning(true)
			return
		}
	}
	v.Play(h)
}

// answerTutor plays the move the tutor warned about, or lets the person
// choose again.
func (v *GameView) answerTutor(play bool) {
	h := v.coach.pending
	v.showWarning(false)
	v.coach.pending = engine.NoHole
	if play && h.Valid() {
		v.Play(h)
		return
	}
	v.say(i18n.L("Choose another hole."), widget.MediumImportance)
}

// showWhy opens the debugger on the move the tutor warned about.
func (v *GameView) showWhy() {
	if v.OnDebug != nil && v.coach.pending.Valid() {
		v.OnDebug(v.game.Position(), v.coach.pending)
	}
}

// showWarning shows or hides the answers to the tutor's question, making
// room for them under the board.
func (v *GameView) showWarning(on bool) {
	if on == v.coach.warning.Visible() {
		return
	}
	if on {
		v.coach.warning.Show()
	} else {
		v.coach.warning.Hide()
	}
	v.stage.Refresh()
}
