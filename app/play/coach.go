package play

import (
	"context"
	"time"
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

// coachTime is how long a hint or the tutor thinks.
const coachTime = 700 * time.Millisecond

// TutorMargin is how many seeds a move may lose against the best move (of
// those the learner would end the round with) before the tutor warns.
const TutorMargin = 3

// coach gives hints and, in tutor mode, warns before a move that loses
// more than TutorMargin seeds against the best move.
type coach struct {
	// tutor is the tutor's switch on the screen.
	tutor   *ui.Check
	warning *fyne.Container // the answers to the tutor's question
	showWhy *widget.Button  // disabled when the move ends the round: no reply
	pending engine.Hole     // the move the tutor is asking about
	best    engine.Hole     // the best move instead of pending
	reply   engine.Hole     // the opponent's best reply to pending, or NoHole
	looking bool            // a hint or the tutor is searching
}

// SetTutoring turns the tutor on or off.
func (v *GameView) SetTutoring(on bool) {
	v.model.tutoring = on
	if v.coach.tutor.Checked != on {
		v.coach.tutor.SetChecked(on)
	}
}

// newCoachBar builds the Hint button, the Tutor switch and the warning bar
// (hidden until the tutor has something to say).
func (v *GameView) newCoachBar() (bar, warning fyne.CanvasObject) {
	c := &v.coach
	c.tutor = ui.NewCheck(i18n.L("Tutor"), v.SetTutoring)
	c.tutor.Checked = v.model.tutoring
	playAnyway := widget.NewButtonWithIcon(i18n.L("Play it anyway"), theme.ConfirmIcon(), func() { v.answerTutor(true) })
	c.showWhy = widget.NewButtonWithIcon(i18n.L("Show why"), theme.SearchIcon(), v.showWhy)
	showBest := widget.NewButtonWithIcon(i18n.L("Show the best move"), theme.SearchIcon(), v.showBest)
	again := widget.NewButtonWithIcon(i18n.L("Choose again"), theme.CancelIcon(), func() { v.answerTutor(false) })
	c.warning = container.NewHBox(playAnyway, c.showWhy, showBest, again)
	c.warning.Hide()
	hint := widget.NewButtonWithIcon(i18n.L("Hint"), theme.QuestionIcon(), v.Hint)
	return container.NewHBox(hint, c.tutor), c.warning
}

// Hint looks for a good move for the side to move and says why it is good.
func (v *GameView) Hint() {
	if v.Game().Result().Over() || v.computerToMove() || v.computer.thinking {
		return
	}
	v.FinishAnimation()
	rules, position, history := v.Game().Rules(), v.Game().Position(), v.Game().History()
	v.say(i18n.L("Looking for a good move…"), widget.MediumImportance)
	v.coach.looking = true
	table, _ := v.endgame(rules)
	v.think(func(ctx context.Context) func() {
		res := search.Solve(ctx, rules, position, search.Options{Time: coachTime, History: history, Endgame: table})
		return func() {
			v.coach.looking = false
			if v.Game().Position() == position && len(res.Best) > 0 {
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
// best move and warns when it loses more than TutorMargin seeds; it then
// also finds the opponent's best reply, for Show why.
func (v *GameView) tutorCheck(h engine.Hole) {
	v.showWarning(false)
	if !v.model.tutoring || v.Game().Result().Over() {
		v.Play(h)
		return
	}
	rules, position, history := v.Game().Rules(), v.Game().Position(), v.Game().History()
	if _, _, err := rules.Play(position, h); err != nil {
		v.Play(h) // says why it cannot be played
		return
	}
	v.say(i18n.L("The tutor is looking at {{.Hole}}…", map[string]any{"Hole": h.String()}), widget.MediumImportance)
	v.coach.looking = true
	opt := search.Options{Time: coachTime, History: history}
	opt.Endgame, _ = v.endgame(rules)
	v.think(func(ctx context.Context) func() {
		verdict := judgeMove(position, h, search.Evaluate(ctx, rules, position, opt))
		if verdict.warn {
			verdict.reply = bestReply(ctx, rules, position, h, opt)
		}
		return func() {
			v.coach.looking = false
			if v.Game().Position() != position {
				return
			}
			v.judge(h, verdict)
		}
	})
}

// verdict is what the tutor thinks of a move: whether to warn, the best
// move, the seeds the learner would end the round with after each, and the
// opponent's best reply to the move (NoHole when not searched or none).
type verdict struct {
	warn               bool
	best               engine.Hole
	playedEnd, bestEnd int
	loss, onBoard      int
	reply              engine.Hole
}

// judgeMove compares h with the best of values in position p, by
// search.Judge. The loss is counted in seeds the learner can see, not in
// margin: the seeds he would hold at the end of the round after the best
// move minus those after h (a margin swing of 2 is one seed going to the
// opponent instead of him), never more than the seeds on the board.
func judgeMove(p engine.Position, h engine.Hole, values []search.MoveValue) verdict {
	j, ok := search.Judge(p, h, values)
	if !ok {
		return verdict{}
	}
	return verdict{warn: j.Seeds > TutorMargin, best: j.Best[0], playedEnd: j.End, bestEnd: j.BestEnd, loss: j.Seeds, onBoard: p.Board.Total()}
}

// bestReply is the opponent's best reply after h is played in p, from the
// principal variation of a search of the position h leads to; NoHole when
// the round is over there.
func bestReply(ctx context.Context, rules engine.Rules, p engine.Position, h engine.Hole, opt search.Options) engine.Hole {
	next, _ := rules.Apply(p, h)
	opt.Time /= 2
	if res := search.Solve(ctx, rules, next, opt); len(res.PV) > 0 {
		return res.PV[0]
	}
	return engine.NoHole
}

// warningText is the tutor's warning about h in the seeds the learner sees:
// how many of those on the board it gives away, and what he would end the
// round with after it and after the best move.
func warningText(h engine.Hole, w verdict) string {
	return i18n.L("Careful: {{.Hole}} gives away about {{.Loss}} of the {{.Board}} on the board: you would end the round with about {{.End}} instead of {{.BestEnd}} with {{.Best}}. Play it anyway?", map[string]any{
		"Hole": h.String(), "Loss": words.Seeds(w.loss), "Board": words.Seeds(w.onBoard),
		"End": w.playedEnd, "BestEnd": w.bestEnd, "Best": w.best.String(),
	})
}

// judge plays h, or warns when the verdict says it loses more than
// TutorMargin seeds against the best move.
func (v *GameView) judge(h engine.Hole, w verdict) {
	if !w.warn {
		v.Play(h)
		return
	}
	v.coach.pending, v.coach.best, v.coach.reply = h, w.best, w.reply
	if w.reply.Valid() {
		v.coach.showWhy.Enable()
	} else {
		v.coach.showWhy.Disable()
	}
	v.say(warningText(h, w), widget.WarningImportance)
	v.showWarning(true)
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

// showWhy shows why the move the tutor warned about is bad: OnShowWhy
// gets the position before it, the move and the opponent's best reply.
func (v *GameView) showWhy() {
	c := &v.coach
	if v.OnShowWhy != nil && c.pending.Valid() && c.reply.Valid() {
		v.OnShowWhy(v.Game().Position(), c.pending, c.reply)
	}
}

// showBest opens the debugger on the best move instead of the one the
// tutor warned about, from the same position.
func (v *GameView) showBest() {
	if v.OnDebug != nil && v.coach.best.Valid() {
		v.OnDebug(v.Game().Position(), v.coach.best)
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
