package debugger

import (
	"strconv"
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/board"
	"walakpussa/engine"
)

// variable is one line of the debugger's variables panel: a name and how to
// read its value from the event shown.
type variable struct {
	name  string
	value func(e engine.Event, s board.State) string
}

// debugVariables lists the variables of a move, in the panel's order.
func debugVariables() []variable {
	count := func(n int) string { return strconv.Itoa(n) }
	return []variable{
		{i18n.L("Lap"), func(e engine.Event, _ board.State) string { return count(e.Lap) }},
		{i18n.L("Seeds in hand"), func(e engine.Event, _ board.State) string { return count(e.Hand) }},
		{i18n.L("Seeds dropped"), func(e engine.Event, _ board.State) string { return count(e.Drops) }},
		{i18n.L("Current hole"), func(e engine.Event, _ board.State) string { return e.Hole.String() }},
		{i18n.L("Lifted from"), func(e engine.Event, _ board.State) string { return e.From.String() }},
		{i18n.L("Pearls in the chain"), func(_ engine.Event, s board.State) string { return count(len(s.Chain)) }},
		{i18n.L("Seeds captured"), func(e engine.Event, _ board.State) string { return count(e.Captured) }},
		{i18n.L("South's row"), func(e engine.Event, _ board.State) string { return count(e.Board.RowTotal(engine.South)) }},
		{i18n.L("North's row"), func(e engine.Event, _ board.State) string { return count(e.Board.RowTotal(engine.North)) }},
		{i18n.L("South holds"), func(e engine.Event, _ board.State) string { return count(e.Held[engine.South]) }},
		{i18n.L("North holds"), func(e engine.Event, _ board.State) string { return count(e.Held[engine.North]) }},
	}
}

// variables is the panel that shows debugVariables for the event shown.
type variables struct {
	list    []variable
	values  []*widget.Label
	content fyne.CanvasObject
}

func newVariables() variables {
	vs := variables{list: debugVariables()}
	grid := container.New(layout.NewFormLayout())
	for _, v := range vs.list {
		value := widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		vs.values = append(vs.values, value)
		grid.Add(widget.NewLabel(v.name))
		grid.Add(value)
	}
	vs.content = grid
	return vs
}

// show writes the values at event i of trace t, whose board shows s.
func (vs variables) show(t *engine.Trace, i int, s board.State) {
	for k, v := range vs.list {
		vs.values[k].SetText(v.value(t.Events[i], s))
	}
}
