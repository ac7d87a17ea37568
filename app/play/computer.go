package play

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/ui"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// computerPlayer lets the computer play North in the game view, at one of
// search.Levels levels, thinking off the UI goroutine.
type computerPlayer struct {
	level int // 0: two people play
	side  engine.Side
	// generation is bumped whenever the game changes under a search (new
	// game, undo, another level), so a late answer is dropped.
	generation int
	seed       uint64
	// background runs work off the UI goroutine; its result comes back
	// through fyne.Do. Tests replace it to run at once.
	background ui.Background
	thinking   bool
	activity   *widget.Activity
	note       *widget.Label
	selector   *widget.Select
}

// opponentNames are the choices of the opponent list: two people, then each level.
func opponentNames() []string {
	names := []string{lang.L("Two players")}
	for level := 1; level <= search.Levels; level++ {
		names = append(names, lang.L("Computer, level {{.Level}}", map[string]any{"Level": level}))
	}
	return names
}

// newComputerBar builds the opponent list and the thinking indicator.
func (v *GameView) newComputerBar() fyne.CanvasObject {
	c := &v.computer
	c.side = engine.North
	c.background = ui.InBackground
	c.activity = widget.NewActivity()
	c.activity.Hide()
	c.note = widget.NewLabel("")
	c.selector = widget.NewSelect(opponentNames(), func(name string) {
		for level, n := range opponentNames() {
			if n == name {
				v.SetLevel(level)
			}
		}
	})
	c.selector.SetSelectedIndex(0)
	selector := container.NewGridWrap(fyne.NewSize(200, c.selector.MinSize().Height), c.selector)
	return container.NewHBox(widget.NewLabel(lang.L("Opponent")), selector, c.activity, c.note)
}

// SetLevel lets the computer play North at level (1..search.Levels), or
// two people play with level 0.
func (v *GameView) SetLevel(level int) {
	c := &v.computer
	c.level = level
	c.generation++
	v.setThinking(false)
	if c.selector.SelectedIndex() != level {
		c.selector.SetSelectedIndex(level)
	}
	v.maybeThink()
}

// computerToMove reports whether the computer is to move now.
func (v *GameView) computerToMove() bool {
	return v.computer.level > 0 && v.game.Position().Turn == v.computer.side && !v.game.Result().Over()
}

// maybeThink starts the computer's search when it is to move.
func (v *GameView) maybeThink() {
	c := &v.computer
	if !v.computerToMove() || c.thinking || v.Animating() {
		return
	}
	v.setThinking(true)
	generation, level := c.generation, c.level
	c.seed++
	seed := c.seed
	rules, position, history := v.game.Rules(), v.game.Position(), v.game.History()
	c.background(func() func() {
		opponent := search.NewOpponent(level, seed)
		opponent.Endgame = v.endgame(rules)
		move := opponent.Choose(rules, position, history)
		return func() {
			if generation != c.generation {
				return
			}
			v.setThinking(false)
			if move.Valid() {
				v.Play(move)
			}
		}
	})
}

// setThinking shows or hides that the computer is thinking.
func (v *GameView) setThinking(on bool) {
	c := &v.computer
	c.thinking = on
	if on {
		c.note.SetText(lang.L("Thinking…"))
		c.activity.Show()
		c.activity.Start()
		return
	}
	c.note.SetText("")
	c.activity.Stop()
	c.activity.Hide()
}
