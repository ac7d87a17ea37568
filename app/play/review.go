package play

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
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

// reviewBudget is how far the review of a game searches: each move at
// most search.ReviewMoveNodes, the whole game at most 30 times as many
// (about a second and half a minute on the 2-core machine the project is
// measured on). Node budgets, not time: the marks are the same on any
// machine at any load.
var reviewBudget = search.ReviewOptions{MoveNodes: search.ReviewMoveNodes, TotalNodes: 30 * search.ReviewMoveNodes}

// retryLevel is the computer's level for "Retry from here" when two people
// were playing.
const retryLevel = 3

// Reviewer judges every move of a game, as search.ReviewGame does; tests
// replace it.
type Reviewer func(ctx context.Context, game engine.Round, opt search.ReviewOptions, progress func(done, total int, m search.MoveReview)) (search.Review, error)

// gameReview is the "Review game" part of the list of moves: the button,
// the progress bar with Cancel while the solver runs, then the graph, each
// player's sum and what can be done with the move chosen.
type gameReview struct {
	run     Reviewer
	options search.ReviewOptions
	// searches is the review running, if any: Cancel and the view's Stop
	// stop it.
	searches ui.Tasks
	button   *widget.Button
	progress *widget.ProgressBar
	running  *fyne.Container // the progress bar and Cancel
	graph    *ValueGraph
	players  *widget.Label
	detail   *widget.Label
	played   *widget.Button
	best     *widget.Button
	retry    *widget.Button
	results  *fyne.Container
	// panel is the list of moves with the review around it, laid out
	// again when the results appear.
	panel *fyne.Container
}

// newReviewButton builds the button that reviews the game, the progress
// bar with Cancel that takes its place while the review runs, and the
// results, shown under the board once it is done.
func (v *GameView) newReviewButton() fyne.CanvasObject {
	r := &v.review
	r.run, r.options = search.ReviewGame, reviewBudget
	r.button = widget.NewButtonWithIcon(i18n.L("Review game"), theme.SearchIcon(), v.StartReview)
	r.progress = widget.NewProgressBar()
	cancel := widget.NewButtonWithIcon(i18n.L("Cancel"), theme.CancelIcon(), v.CancelReview)
	r.running = container.NewBorder(nil, nil, nil, cancel, r.progress)
	r.running.Hide()
	r.results = v.newReviewResults()
	r.results.Hide()
	return container.NewStack(r.button, r.running)
}

// reviewGraphWidth is the width of the graph under the board; the sums and
// the move chosen take the room left beside it and the buttons.
const reviewGraphWidth = 240

// newReviewResults builds what a review shows under the board: the graph,
// each player's sum, and the move chosen with its buttons.
func (v *GameView) newReviewResults() *fyne.Container {
	r := &v.review
	r.graph = NewValueGraph()
	caption := widget.NewLabel(i18n.L("South's expected lead; filled dots are proven"))
	caption.Wrapping = fyne.TextWrapWord
	caption.SizeName = theme.SizeNameCaptionText
	r.players = widget.NewLabel("")
	r.players.Wrapping = fyne.TextWrapWord
	r.detail = widget.NewLabel("")
	r.detail.Wrapping = fyne.TextWrapWord
	r.played = widget.NewButton(i18n.L("Debug move played"), func() { v.debugReviewed(false) })
	r.best = widget.NewButton(i18n.L("Debug best move"), func() { v.debugReviewed(true) })
	r.retry = widget.NewButtonWithIcon(i18n.L("Retry from here"), theme.MediaReplayIcon(), func() { v.RetryFrom(v.model.reviewChosen) })
	graph := container.NewStack(ui.Spacer(fyne.NewSize(reviewGraphWidth, 0)), container.NewBorder(caption, nil, nil, nil, r.graph))
	buttons := container.NewVBox(r.played, r.best, r.retry)
	return container.NewPadded(container.NewBorder(nil, nil, graph, buttons, container.NewVBox(r.players, r.detail)))
}

// StartReview reviews the game off the UI goroutine, under a progress bar
// with Cancel; when done, the list of moves shows each move's mark.
func (v *GameView) StartReview() {
	r := &v.review
	if r.searches.Running() || len(v.listed().Moves()) == 0 {
		return
	}
	game := copyGame(v.listed())
	r.progress.SetValue(0)
	r.button.Hide()
	r.running.Show()
	opt := r.options
	opt.Endgame, _ = v.endgame(game.Rules())
	r.searches.Start(func(ctx context.Context) func() {
		review, err := r.run(ctx, game, opt, func(done, total int, _ search.MoveReview) {
			fyne.Do(func() {
				if ctx.Err() == nil {
					r.progress.SetValue(float64(done) / float64(total))
				}
			})
		})
		return func() { v.reviewDone(review, err) }
	})
}

// CancelReview stops the review under way, dropping what it finds; the
// moves keep the marks they had.
func (v *GameView) CancelReview() {
	r := &v.review
	if !r.searches.Running() {
		return
	}
	r.searches.Stop()
	v.showReviewButton()
	v.say(i18n.L("Review cancelled; the moves keep the marks they had."), widget.MediumImportance)
}

// showReviewButton puts the Review game button back in place of the
// progress bar.
func (v *GameView) showReviewButton() {
	v.review.running.Hide()
	v.review.button.Show()
}

// reviewDone shows a finished review, or says why it stopped.
func (v *GameView) reviewDone(review search.Review, err error) {
	r := &v.review
	v.showReviewButton()
	if err != nil {
		v.say(words.Problem(err), widget.WarningImportance)
		return
	}
	v.model.review = &review
	r.graph.SetValues(review.Margins())
	r.players.SetText(playersText(review))
	r.results.Refresh()
	r.results.Show()
	v.showReviewed(v.model.reviewChosen)
	r.panel.Refresh()
	v.history.Refresh()
}

// copyGame replays game's moves on a game of its own, for a review to read
// while the view goes on.
func copyGame(game engine.Round) *engine.Game {
	c := engine.NewGame(game.Rules(), game.Start())
	for _, h := range game.Moves() {
		if _, err := c.Play(h); err != nil {
			break // a game's own moves are legal
		}
	}
	return c
}

// reviewed returns the review of move i of the game (from 0), if the last
// review judged it in the position it has now.
func (v *GameView) reviewed(i int) (search.MoveReview, bool) {
	r := v.model.review
	moves, positions := v.listed().Moves(), v.listed().Positions()
	if r == nil || i < 0 || i >= len(r.Moves) || i >= len(moves) {
		return search.MoveReview{}, false
	}
	m := r.Moves[i]
	return m, m.Move == moves[i] && m.Position == positions[i]
}

// MarkSymbol is the sign of a mark in the list of moves, besides its
// colour: nothing for a best move, ! for a good one… ?? for a blunder.
func MarkSymbol(m search.Mark) string {
	return [...]string{search.MarkBest: "", search.MarkGood: "!", search.MarkInaccuracy: "?!", search.MarkMistake: "?", search.MarkBlunder: "??"}[m]
}

// markImportance is the colour of a mark in the list of moves.
func markImportance(m search.Mark) widget.Importance {
	return [...]widget.Importance{search.MarkBest: widget.SuccessImportance, search.MarkGood: widget.MediumImportance,
		search.MarkInaccuracy: widget.WarningImportance, search.MarkMistake: widget.WarningImportance, search.MarkBlunder: widget.DangerImportance}[m]
}

// reviewSuffix is what a reviewed move's line says after the move: its
// symbol and, unless it was best, the best move.
func reviewSuffix(m search.MoveReview) string {
	if m.Mark == search.MarkBest {
		return " ★"
	}
	return fmt.Sprintf(" %s (%s)", MarkSymbol(m.Mark), bestNames(m.Best))
}

// bestNames joins the names of the best moves.
func bestNames(best []engine.Hole) string {
	names := make([]string, len(best))
	for i, h := range best {
		names[i] = h.String()
	}
	return strings.Join(names, ", ")
}

// seedsGivenAway turns a loss, counted as a margin, into the seeds that
// change hands: a seed the opponent ends with instead of the mover costs 2,
// so a loss of 1 or 2 is 1 seed (the README's table of marks).
func seedsGivenAway(loss int) int { return (loss + 1) / 2 }

// playersText sums up each player's moves: the best ones and the seeds
// given away.
func playersText(review search.Review) string {
	var lines []string
	for _, side := range []engine.Side{engine.South, engine.North} {
		p := review.Players[side]
		lines = append(lines, i18n.N("{{.Side}}: {{.Best}} of {{.Moves}} moves best ({{.Share}}%), about {{.Seeds}} given away", p.Moves,
			map[string]any{"Side": words.Side(side), "Best": p.Best, "Moves": p.Moves, "Share": int(math.Round(100 * p.BestShare())), "Seeds": words.Seeds(seedsGivenAway(p.Loss))}))
	}
	return strings.Join(lines, "\n")
}

// showReviewed says what the review found about move i, the line chosen,
// and offers the debugger and a retry for a marked move.
func (v *GameView) showReviewed(i int) {
	r := &v.review
	v.model.reviewChosen = i
	m, ok := v.reviewed(i)
	if !ok {
		r.detail.SetText(i18n.L("Choose a move to see what the review says about it."))
		r.played.Hide()
		r.best.Hide()
		r.retry.Hide()
		r.panel.Refresh()
		return
	}
	marked := m.Mark != search.MarkBest
	data := map[string]any{"Number": i + 1, "Hole": m.Move.String(), "Mark": m.Mark.Tell(i18n.InUse()), "Seeds": words.Seeds(seedsGivenAway(m.Loss)), "Best": bestNames(m.Best)}
	others := slices.DeleteFunc(slices.Clone(m.Best), func(h engine.Hole) bool { return h == m.Move })
	switch {
	case marked:
		r.detail.SetText(i18n.L("{{.Number}}. {{.Hole}}: {{.Mark}}, about {{.Seeds}} given away; best: {{.Best}}", data))
	case len(others) > 0:
		data["Others"] = bestNames(others)
		r.detail.SetText(i18n.L("{{.Number}}. {{.Hole}}: {{.Mark}}; as good: {{.Others}}", data))
	default:
		r.detail.SetText(i18n.L("{{.Number}}. {{.Hole}}: {{.Mark}}", data))
	}
	r.played.Hidden, r.best.Hidden, r.retry.Hidden = !marked, !marked, !marked
	r.panel.Refresh()
}

// debugReviewed opens the debugger on the move chosen, as played or the
// best move instead.
func (v *GameView) debugReviewed(best bool) {
	m, ok := v.reviewed(v.model.reviewChosen)
	if !ok || v.OnDebug == nil || len(m.Best) == 0 {
		return
	}
	move := m.Move
	if best {
		move = m.Best[0]
	}
	v.FinishAnimation()
	v.OnDebug(m.Position, move)
}

// RetryFrom goes back to the position before move i (from 0) of the round
// listed, to play it again against the computer, which takes the other
// side (at level retryLevel when two people were playing). The rounds
// before it stay; rounds after it are dropped, after asking.
func (v *GameView) RetryFrom(i int) {
	round := v.listedIndex()
	if later := v.model.match.RoundNumber() - 1 - round; later > 0 && v.Ask != nil {
		question := widget.NewLabel(i18n.L("Retrying in round {{.Number}} drops the rounds after it, unless you save the match first (File → Save game…).", map[string]any{"Number": round + 1}))
		question.Wrapping = fyne.TextWrapWord
		v.Ask(i18n.L("Retry from here"), question, i18n.L("Retry"), func(ok bool) {
			if ok {
				v.retry(round, i)
			}
		})
		return
	}
	v.retry(round, i)
}

// retry plays move i of round round (from 0) again against the computer.
func (v *GameView) retry(round, i int) {
	retried, err := v.model.match.RetryAt(round, i)
	if err != nil {
		return
	}
	level := v.model.level
	if level == 0 {
		level = retryLevel
	}
	mover := retried.Round().Position().Turn
	v.start(retried, mover.Other(), level, i18n.L("Play move {{.Number}} again; the computer answers.", map[string]any{"Number": i + 1}))
}

// showReviewAgain shows the model's finished review in a view built anew
// (presenting, zoom, language): the marks, the graph, the sums and the
// move chosen.
func (v *GameView) showReviewAgain() {
	done := v.model.review
	if done == nil {
		return
	}
	v.review.graph.SetValues(done.Margins())
	v.review.players.SetText(playersText(*done))
	v.refreshReview()
	v.history.Refresh()
}

// refreshReview shows the results of the last review while the game
// still begins with its first move, and hides them for another game.
func (v *GameView) refreshReview() {
	r := &v.review
	if v.model.review == nil {
		return
	}
	_, same := v.reviewed(0)
	if same == r.results.Visible() {
		if same {
			v.showReviewed(v.model.reviewChosen)
		}
		return
	}
	r.results.Hidden = !same
	v.showReviewed(v.model.reviewChosen)
}

// setReviewEnabled lets the game be reviewed when it has moves.
func (v *GameView) setReviewEnabled() {
	ui.SetEnabled(v.review.button, len(v.listed().Moves()) > 0)
}

// SetReviewBudget sets how far Review game searches (reviewBudget unless
// set), so that a recording can review at a fixed depth.
func (v *GameView) SetReviewBudget(opt search.ReviewOptions) { v.review.options = opt }

// LastReview returns the last review finished, and false when there is none.
func (v *GameView) LastReview() (search.Review, bool) {
	if v.model.review == nil {
		return search.Review{}, false
	}
	return *v.model.review, true
}
