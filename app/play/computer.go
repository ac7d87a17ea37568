package play

import (
	"context"
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/ui"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// computerPlayer lets the computer play one side (North unless the person
// chose North) in the game view, at one of
// search.Levels levels, thinking off the UI goroutine.
type computerPlayer struct {
	// searches are the searches started (the computer's, a hint, the
	// tutor's) since the game last changed under them (new game, undo,
	// redo, another level, a game opened, the tab left): stopThinking
	// stops them at once and drops their late answers. Tests set its
	// Background to run them at once or hold them back.
	searches ui.Tasks
	seed     uint64
	// choose is the computer's search, (*search.Opponent).Choose. Tests
	// replace it to see the context it gets.
	choose   func(o *search.Opponent, ctx context.Context, rules engine.Rules, p engine.Position, history []engine.Key) engine.Hole
	thinking bool
	activity *widget.Activity
	note     *widget.Label
	selector *ui.Select
}

// opponentNames are the choices of the opponent list: two people, then each level.
func opponentNames() []string {
	names := []string{i18n.L("Two players")}
	for level := 1; level <= search.Levels; level++ {
		names = append(names, i18n.L("Computer, level {{.Level}}", map[string]any{"Level": level}))
	}
	return names
}

// newComputerBar builds the opponent list with the thinking indicator,
// and the note beside them that says what the computer is doing
// ("Thinking…", "Building the endgame table…"): the note takes the room
// left at the end of the tool bar, and is cut rather than widen the view.
func (v *GameView) newComputerBar() (bar, note fyne.CanvasObject) {
	c := &v.computer
	c.choose = (*search.Opponent).Choose
	c.activity = widget.NewActivity()
	c.activity.Hide()
	c.note = widget.NewLabel("")
	c.note.Truncation = fyne.TextTruncateEllipsis
	c.selector = ui.NewSelect(opponentNames(), func(string) {
		if level := c.selector.SelectedIndex(); level != v.model.level { // chosen, not set by SetLevel
			v.SetLevel(level)
			v.tellSetup()
		}
	})
	c.selector.SetSelectedIndex(v.model.level)
	return container.NewHBox(widget.NewLabel(i18n.L("Opponent")), ui.WideSelect(c.selector), c.activity), c.note
}

// SetLevel lets the computer play its side at level (1..search.Levels), or
// two people play with level 0.
func (v *GameView) SetLevel(level int) {
	c := &v.computer
	v.model.level = level
	v.stopThinking()
	if c.selector.SelectedIndex() != level {
		c.selector.SetSelectedIndex(level)
	}
	v.maybeThink()
	v.showPreview()
}

// computerToMove reports whether the computer is to move now.
func (v *GameView) computerToMove() bool {
	return v.model.level > 0 && v.Game().Position().Turn == v.model.side && !v.Game().Result().Over()
}

// SetInFront tells the view whether its tab is in front. Leaving it (the
// window closing too) stops the computer's thinking, a hint or the tutor at
// once; while away the computer does not think, and coming back on its turn
// it starts again.
func (v *GameView) SetInFront(front bool) {
	v.away = !front
	v.showPreview()
	if front {
		v.maybeThink()
		return
	}
	looking := v.coach.looking
	v.stopThinking()
	if looking {
		v.say(v.lastMoveText(), widget.MediumImportance) // no longer "looking…"
	}
}

// maybeThink starts the computer's search when it is to move and the view
// is in front.
func (v *GameView) maybeThink() {
	c := &v.computer
	if !v.computerToMove() || c.thinking || v.Animating() || v.away {
		return
	}
	v.setThinking(true)
	level := v.model.level
	c.seed++
	seed := c.seed
	rules, position, history := v.Game().Rules(), v.Game().Position(), v.Game().History()
	table, building := v.endgame(rules)
	if building && level == search.Levels { // only the top level plays endings with the table
		c.note.SetText(i18n.L("Building the endgame table…"))
	}
	v.think(func(ctx context.Context) func() {
		opponent := search.NewOpponent(level, seed)
		opponent.Endgame = table
		move := c.choose(opponent, ctx, rules, position, history)
		return func() {
			v.setThinking(false)
			if move.Valid() {
				v.Play(move)
			}
		}
	})
}

// think runs work, a search, off the UI goroutine among the searches, and
// its answer back on it, unless stopThinking stopped them meanwhile: the
// answer is then dropped.
func (v *GameView) think(work func(ctx context.Context) (answer func())) {
	v.computer.searches.Start(work)
}

// stopThinking cancels the searches under way, so that they stop at once
// and their answers are dropped.
func (v *GameView) stopThinking() {
	v.computer.searches.Stop()
	v.coach.looking = false
	v.setThinking(false)
}

// setThinking shows or hides that the computer is thinking.
func (v *GameView) setThinking(on bool) {
	c := &v.computer
	c.thinking = on
	if on {
		c.note.SetText(i18n.L("Thinking…"))
		c.activity.Show()
		c.activity.Start()
		return
	}
	c.note.SetText("")
	c.activity.Stop()
	c.activity.Hide()
}
