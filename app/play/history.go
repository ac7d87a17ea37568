package play

import (
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
// move; choosing a line opens the debugger on that move.
func (v *GameView) newHistory() fyne.CanvasObject {
	v.history = widget.NewList(
		func() int { return len(v.game.Moves()) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(v.historyLine(i))
		},
	)
	v.history.OnSelected = func(i widget.ListItemID) {
		v.history.UnselectAll()
		v.DebugMove(i)
	}
	title := widget.NewLabelWithStyle(i18n.L("Moves"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	hint := widget.NewLabel(i18n.L("Choose a move to step through it in the debugger."))
	hint.Wrapping = fyne.TextWrapWord
	width := ui.Spacer(fyne.NewSize(historyWidth, 0))
	return container.NewStack(width, container.NewBorder(container.NewVBox(title, hint), nil, nil, nil, v.history))
}

// historyLine writes move i of the game: "1. South S1".
func (v *GameView) historyLine(i int) string {
	moves := v.game.Moves()
	if i >= len(moves) {
		return ""
	}
	mover := v.game.Positions()[i].Turn
	return i18n.L("{{.Number}}. {{.Side}} {{.Hole}}", map[string]any{"Number": i + 1, "Side": words.Side(mover), "Hole": moves[i].String()})
}

// DebugMove opens the debugger on move i of the game (from 0).
func (v *GameView) DebugMove(i int) {
	moves, positions := v.game.Moves(), v.game.Positions()
	if i < 0 || i >= len(moves) || v.OnDebug == nil {
		return
	}
	v.FinishAnimation()
	v.OnDebug(positions[i], moves[i])
}
