package play

import (
	"strconv"
	"strings"
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/board"
	"walakpussa/app/stepper"
	"walakpussa/app/ui"
	"walakpussa/app/words"
	"walakpussa/engine"
)

// matchPanel is the game's card over the list of moves, the scoreboard of
// the match's rounds and the Next round button, with the game's header
// over the board: the rules that differ from the standard.
type matchPanel struct {
	// column is the list's column, laid out again when the scoreboard grows.
	column fyne.CanvasObject
	rules  *widget.Label
	score  *fyne.Container
	next   *widget.Button
	// rounds chooses the round whose moves the list shows.
	rounds *ui.Select
}

// maxScoreRows is how many rounds the scoreboard shows at most, the last
// ones; the round select beside Moves reaches every round.
const maxScoreRows = 6

// newMatchPanel builds the card; refreshMatch fills it.
func (v *GameView) newMatchPanel() fyne.CanvasObject {
	p := &v.matchPanel
	p.score = container.NewVBox()
	p.next = widget.NewButtonWithIcon(i18n.L("Next round"), theme.MediaSkipNextIcon(), v.NextRound)
	return container.NewVBox(p.score, p.next)
}

// newRulesHeader builds the game's header, over the board.
func (v *GameView) newRulesHeader() fyne.CanvasObject {
	p := &v.matchPanel
	p.rules = widget.NewLabel("")
	p.rules.Wrapping = fyne.TextWrapWord
	p.rules.SizeName = theme.SizeNameCaptionText
	return p.rules
}

// setMatch makes m the match played, its last round the game on the board.
func (v *GameView) setMatch(m *engine.Match) { v.model.match = m }

// NextRound starts the next round of the match once the round is over:
// each player's row is refilled from what he holds, seed by seed at the
// game's pace, and the player the rules name opens.
func (v *GameView) NextRound() {
	v.FinishAnimation()
	v.leaveShownMove()
	held := v.model.match.Held()
	if err := v.model.match.NextRound(); err != nil {
		return
	}
	v.stopThinking()
	v.turn.SetText(i18n.L("Round {{.Number}}", map[string]any{"Number": v.model.match.RoundNumber()}))
	v.anim = newAnimation(RefillFrames(held, v.Game().Start(), v.pace), v.after, v.showFrame, func() {
		v.settle(roundStartText(v.model.match))
	})
	v.updateButtons()
	v.anim.start()
}

// refreshMatch shows the rules, the scoreboard and Next round as the match
// stands.
func (v *GameView) refreshMatch() {
	p := &v.matchPanel
	p.rules.SetText(rulesText(v.model.match.Rules()))
	over := v.Game().Result().Over() && !v.Animating()
	p.score.Objects = nil
	if rows := scoreRows(v.model.match, over); len(rows) > 1 || over {
		p.score.Objects = scoreboard(rows)
	}
	if p.column != nil {
		p.column.Refresh()
	}
	p.next.Hidden = v.model.match.Rules().MatchRounds == 1
	ui.SetEnabled(p.next, over && !v.model.match.Over())
	p.next.Refresh()
	v.refreshRoundSelect()
}

// newRoundSelect builds the choice of the round whose moves are listed,
// shown once the match has more than one round.
func (v *GameView) newRoundSelect() fyne.CanvasObject {
	p := &v.matchPanel
	p.rounds = ui.NewSelect(nil, func(string) {
		if i := p.rounds.SelectedIndex(); i >= 0 && i != v.listedIndex() {
			v.ShowRound(i)
		}
	})
	p.rounds.Hide()
	return p.rounds
}

// refreshRoundSelect offers every round so far and selects the one listed.
func (v *GameView) refreshRoundSelect() {
	p := &v.matchPanel
	n := v.model.match.RoundNumber()
	if len(p.rounds.Options) != n {
		options := make([]string, n)
		for i := range options {
			options[i] = i18n.L("Round {{.Number}}", map[string]any{"Number": i + 1})
		}
		p.rounds.SetOptions(options)
	}
	p.rounds.Hidden = n == 1
	if p.rounds.SelectedIndex() != v.listedIndex() {
		p.rounds.SetSelectedIndex(v.listedIndex())
	}
	p.rounds.Refresh()
}

// listedIndex is the index of the round listed, from 0.
func (v *GameView) listedIndex() int { return v.model.cursor.RoundOf(v.shape()) }

// listed is the round whose moves the list shows, to be read: the earlier
// round chosen (ShowRound), or the round being played.
func (v *GameView) listed() engine.Round {
	if rounds := v.model.match.Rounds(); !v.model.cursor.Live && v.model.cursor.Round < len(rounds) {
		return rounds[v.model.cursor.Round]
	}
	return v.Game()
}

// shape is the match as the cursor moves over it: the moves of each round.
func (v *GameView) shape() Shape {
	rounds := v.model.match.Rounds()
	s := make(Shape, len(rounds))
	for i, round := range rounds {
		s[i] = len(round.Moves())
	}
	return s
}

// ShowRound lists the moves of round i of the match (from 0) and shows the
// board at its end; the moves can then be chosen and stepped through as
// the game's. The round being played, or a tap on the board, goes back to
// the game.
func (v *GameView) ShowRound(i int) {
	c := AtRoundEnd(v.shape(), i)
	if c.Live {
		v.backToGame()
		return
	}
	v.FinishAnimation()
	v.history.UnselectAll()
	v.model.cursor = c
	round := v.model.match.Rounds()[i]
	result := round.Result()
	state := board.AtRest(result.Final)
	state.Over = true
	v.board.ClearPreview()
	v.board.SetState(state)
	v.turn.SetText(i18n.L("Round {{.Number}}", map[string]any{"Number": i + 1}))
	v.say(joinLines(words.Result(result, round.Position()), i18n.L("Tap the board to go back to the game.")), widget.MediumImportance)
	v.debug.SetText(i18n.L("Debug last move"))
	v.updateButtons()
}

// scoreboard lays out the rows of scoreRows under their heading, the last
// maxScoreRows of them, with the legend of the arrow.
func scoreboard(rows [][3]string) []fyne.CanvasObject {
	objects := []fyne.CanvasObject{scoreRow(true, i18n.L("Round"), words.Side(engine.South), words.Side(engine.North))}
	if len(rows) > maxScoreRows {
		objects = append(objects, scoreRow(false, "…", "", ""))
		rows = rows[len(rows)-maxScoreRows:]
	}
	for _, r := range rows {
		objects = append(objects, scoreRow(false, r[0], r[1], r[2]))
	}
	legend := widget.NewLabel(i18n.L("→ opened the round"))
	legend.SizeName = theme.SizeNameCaptionText
	return append(objects, legend)
}

// scoreRow lays out one line of the scoreboard in three columns, as
// plain text: a label's padding would make a long match's scoreboard push
// the moves list off the window.
func scoreRow(heading bool, cells ...string) fyne.CanvasObject {
	row := container.NewGridWithColumns(len(cells))
	for _, c := range cells {
		text := canvas.NewText(c, theme.Color(theme.ColorNameForeground))
		text.TextStyle.Bold = heading
		row.Add(container.New(layout.NewCustomPaddedLayout(0, 0, theme.InnerPadding(), 0), text))
	}
	return row
}

// rulesText is the game's header: "Standard rules.", or what differs.
func rulesText(r engine.Rules) string {
	differences := words.RuleDifferences(r)
	if len(differences) == 0 {
		return i18n.L("Standard rules.")
	}
	return i18n.L("Rules:") + " " + strings.Join(differences, " ")
}

// scoreRows is the scoreboard: for each round its number and what each
// player held at its end ("…" while it is played, and for the last round
// until over says its end is shown), the opener's count marked with an
// arrow.
func scoreRows(m *engine.Match, over bool) [][3]string {
	openers := m.Openers()
	var rows [][3]string
	for i, round := range m.Rounds() {
		held := round.Result().Final.Held
		row := [3]string{strconv.Itoa(i + 1), strconv.Itoa(held[engine.South]), strconv.Itoa(held[engine.North])}
		if !round.Result().Over() || i == len(m.Rounds())-1 && !over {
			row[1], row[2] = "…", "…"
		}
		row[1+int(openers[i])] = "→ " + row[1+int(openers[i])]
		rows = append(rows, row)
	}
	return rows
}

// roundStartText says how a later round starts: who opens and why.
func roundStartText(m *engine.Match) string {
	rounds := m.Rounds()
	held := rounds[len(rounds)-2].Result().Final.Held
	data := map[string]any{"Number": m.RoundNumber(), "Side": words.Side(m.Round().Start().Turn)}
	switch {
	case m.Rules().MatchOpener == engine.AlternateOpens:
		return i18n.L("Round {{.Number}}: each player's row is refilled from what he holds; {{.Side}} opens, as the players take turns.", data)
	case held[engine.South] == held[engine.North]:
		return i18n.L("Round {{.Number}}: each player's row is refilled from what he holds; both hold as many seeds, so {{.Side}}, who did not open the last round, opens.", data)
	}
	return i18n.L("Round {{.Number}}: each player's row is refilled from what he holds; {{.Side}} opens, holding fewer seeds.", data)
}

// matchText says, once a round is over, how the match goes on (by Next
// round, or while presenting, where the button is hidden, by the forward
// key) or how it ended; "" while the round is played, and for a game of
// one round.
func matchText(m *engine.Match, presenting bool) string {
	if !m.Round().Result().Over() || m.Rules().MatchRounds == 1 {
		return ""
	}
	if !m.Over() {
		data := map[string]any{"Side": words.Side(m.NextOpener())}
		if presenting {
			return i18n.L("Next round: {{.Side}} opens. The forward key refills the rows.", data)
		}
		return i18n.L("Next round: {{.Side}} opens. Press Next round to refill the rows.", data)
	}
	rounds := i18n.N("{{.Count}} rounds", m.RoundNumber(), map[string]any{"Count": m.RoundNumber()})
	if short, ok := onlyShort(m.Held()); ok {
		return i18n.L("{{.Side}} holds {{.Seeds}}, too few to fill a hole: {{.Winner}} wins the match after {{.Rounds}}.",
			map[string]any{"Side": words.Side(short), "Seeds": words.Seeds(m.Held()[short]), "Winner": words.Side(short.Other()), "Rounds": rounds})
	}
	if winner, draw := m.Winner(); !draw {
		return i18n.L("The match is over after {{.Rounds}}: {{.Winner}} wins it.", map[string]any{"Rounds": rounds, "Winner": words.Side(winner)})
	}
	return i18n.L("The match is over after {{.Rounds}}: a draw.", map[string]any{"Rounds": rounds})
}

// onlyShort returns the one player holding too few seeds to fill a hole,
// and false when none or both do.
func onlyShort(held [2]int) (engine.Side, bool) {
	southShort, northShort := held[engine.South] < engine.SeedsPerHole, held[engine.North] < engine.SeedsPerHole
	if southShort == northShort {
		return engine.South, false
	}
	if southShort {
		return engine.South, true
	}
	return engine.North, true
}

// RefillFrames shows the start of a later round: from what each player
// holds (held), seeds go one by one into his row from hole 1, 4 a hole,
// both rows at once, until the board is start; each seed stays as long as
// a drop of a 56-seed move at pace.
func RefillFrames(held [2]int, start engine.Position, pace stepper.Pace) []Frame {
	state := board.AtRest(engine.Position{Held: held, Turn: start.Turn})
	hold := pace.Hold(engine.Drop, 2*engine.HoleCount*engine.SeedsPerHole)
	text := i18n.L("Each player refills his row from what he holds, 4 seeds a hole from hole 1.")
	frames := []Frame{{State: state, Text: text, Hold: hold}}
	for {
		state.Current = engine.NoHole
		for _, side := range []engine.Side{engine.South, engine.North} {
			if h := nextToFill(state.Board, start.Board, side); h.Valid() {
				state.Board[h]++
				state.Held[side]--
				if !state.Current.Valid() {
					state.Current = h
				}
			}
		}
		if !state.Current.Valid() {
			break
		}
		frames = append(frames, Frame{State: state, Text: text, Hold: hold})
	}
	frames[len(frames)-1] = Frame{State: board.AtRest(start), Text: text}
	return frames
}

// nextToFill is side's first hole, in sowing order, that holds fewer seeds
// than in target; engine.NoHole once his row is filled.
func nextToFill(now, target engine.Board, side engine.Side) engine.Hole {
	for n := 1; n <= engine.RowLength; n++ {
		if h := engine.HoleOf(side, n); now[h] < target[h] {
			return h
		}
	}
	return engine.NoHole
}

// Match returns the match played; its last round is Game.
func (v *GameView) Match() *engine.Match { return v.model.match }
