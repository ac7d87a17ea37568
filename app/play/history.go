package play

import (
	"walakpussa/app/board"
	"walakpussa/app/ui"
	"walakpussa/app/words"
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// historyWidth is the width of the game's list of moves.
const historyWidth = 210

// newHistory returns the list of the moves played in the game, one line a
// move; choosing a line shows the board after that move (see ShowMove).
func (v *GameView) newHistory() fyne.CanvasObject {
	v.history = ui.NewList(
		func() int { return len(v.listed().Moves()) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			label := o.(*widget.Label)
			label.Importance = widget.MediumImportance
			line := v.historyLine(i)
			if m, ok := v.reviewed(i); ok {
				line += reviewSuffix(m)
				label.Importance = markImportance(m.Mark)
			}
			label.SetText(line)
		},
	)
	v.history.OnSelected = ui.Released(v.history, func(i widget.ListItemID) {
		v.showReviewed(i)
		v.ShowMove(i)
	})
	title := widget.NewLabelWithStyle(i18n.L("Moves"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	hint := widget.NewLabel(i18n.L("+6: the move captured 6 seeds. Choose a move to see the board after it; Left and Right go from move to move."))
	hint.Wrapping = fyne.TextWrapWord
	width := ui.Spacer(fyne.NewSize(historyWidth, 0))
	heading := container.NewBorder(nil, nil, title, v.newRoundSelect())
	column := container.NewBorder(container.NewVBox(v.newMatchPanel(), heading, hint, v.newReviewButton()), nil, nil, nil, v.history)
	v.matchPanel.column = column
	return container.NewStack(width, column)
}

// historyLine writes move i of the game, "1. South S1", with the seeds it
// captured: "2. North N3 +6".
func (v *GameView) historyLine(i int) string {
	game := v.listed()
	moves := game.Moves()
	if i >= len(moves) {
		return ""
	}
	before := game.Positions()[i]
	data := map[string]any{"Number": i + 1, "Side": words.Side(before.Turn), "Hole": moves[i].String()}
	rules := game.Rules()
	if _, out := rules.Apply(before, moves[i]); out.Captured > 0 {
		data["Seeds"] = out.Captured
		return i18n.L("{{.Number}}. {{.Side}} {{.Hole}} +{{.Seeds}}", data)
	}
	return i18n.L("{{.Number}}. {{.Side}} {{.Hole}}", data)
}

// ShowMove shows the board after move i of the game (from 0), its origin
// marked, and what the move did; the game itself stays where it is. A tap
// on the board, or a move played, goes back to the game; Debug then opens
// the move shown.
func (v *GameView) ShowMove(i int) {
	c, ok := AtMove(v.shape(), v.listedIndex(), i)
	if !ok || c == v.model.cursor {
		if c.Live {
			v.history.UnselectAll() // the last move is the game as it stands
		}
		return
	}
	v.goTo(c)
}

// goTo shows what c points at: the game as it stands, an earlier round's
// end or the board after a move.
func (v *GameView) goTo(c Cursor) {
	switch {
	case c == v.model.cursor:
	case c.Live:
		v.backToGame()
	case c.End:
		v.ShowRound(c.Round)
	default:
		v.showMove(c)
	}
}

// showMove shows the board after the move c points at.
func (v *GameView) showMove(c Cursor) {
	v.FinishAnimation()
	v.model.cursor = c
	game := v.listed()
	moves, positions := game.Moves(), game.Positions()
	i := c.Move
	v.board.ClearPreview()
	rules := game.Rules()
	before, h := positions[i], moves[i]
	_, out := rules.Apply(before, h)
	state := board.AtRest(positions[i+1])
	state.Tags[h] = i18n.L("origin")
	v.board.SetState(state)
	v.turn.SetText(i18n.L("After move {{.Number}}: {{.Side}} {{.Hole}}", map[string]any{"Number": i + 1, "Side": words.Side(before.Turn), "Hole": h.String()}))
	v.say(joinLines(words.MoveSummary(before.Turn, h, out), i18n.L("Tap the board to go back to the game.")), widget.MediumImportance)
	v.debug.SetText(i18n.L("Debug this move"))
	v.history.Select(i)
	v.history.ScrollTo(i)
}

// TypedKey skips a move being sown to its end (any key), and steps
// through the moves shown: Left to the move before (from the game, the one
// before the last), Right to the one after (past the last, back to the
// game; at the end of a round, on to the next round of the match), Home to
// the first move, End back to the game.
func (v *GameView) TypedKey(ev *fyne.KeyEvent) {
	if v.Animating() {
		v.FinishAnimation()
		return
	}
	shape := v.shape()
	switch ev.Name {
	case fyne.KeyLeft:
		v.goTo(v.model.cursor.Back(shape))
	case fyne.KeyRight:
		if v.model.cursor.Live && v.Game().Result().Over() {
			v.NextRound() // a clicker's forward key goes on with the match
			return
		}
		v.goTo(v.model.cursor.Forward(shape))
	case fyne.KeyHome:
		v.goTo(v.model.cursor.Home(shape))
	case fyne.KeyEnd:
		v.backToGame()
	}
}

// backToGame leaves the move or the earlier round shown for the game as it
// stands.
func (v *GameView) backToGame() {
	if v.model.cursor.Live {
		return
	}
	v.history.UnselectAll()
	v.settle(v.lastMoveText())
}

// DebugMove opens the debugger on move i of the game (from 0).
func (v *GameView) DebugMove(i int) {
	moves, positions := v.listed().Moves(), v.listed().Positions()
	if i < 0 || i >= len(moves) || v.OnDebug == nil {
		return
	}
	v.FinishAnimation()
	v.OnDebug(positions[i], moves[i])
}
