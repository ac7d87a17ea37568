package debugger

import (
	"walakpussa/app/board"
	"walakpussa/app/stepper"
	"walakpussa/engine"
)

// Model is the debugger's state that outlives its views: the rules moves
// are traced under, the move shown with its cursor, breakpoints and speed
// (a stepper.Player), and the marks drawn on its board. The main window
// owns one; a view built anew over it shows the same event.
type Model struct {
	rules  engine.Rules
	player *stepper.Player
	marks  []board.Mark
}

// NewModel is the debugger before any move is opened, tracing under rules.
func NewModel(rules engine.Rules) *Model { return &Model{rules: rules} }
