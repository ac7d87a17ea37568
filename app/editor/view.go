package editor

import (
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/board"
	"walakpussa/app/ui"
	"walakpussa/app/words"
	"walakpussa/engine"
	"walakpussa/engine/search"
)

// View is the Edit tab: the board to set up by hand, the side to move and
// the seeds held, the notation, undo and redo, the checks, and what to do
// with the position (play, debug, solve, a lesson step). Its state is a
// Model; the view only draws it.
type View struct {
	// OnPlay, when set, starts a game from the position against opponent
	// level (0 for two people, 1..search.Levels for the computer).
	OnPlay func(p engine.Position, level int)
	// OnDebug, when set, opens the debugger on move h from p.
	OnDebug func(p engine.Position, h engine.Hole)
	// OnChange, when set, is told every position the editor shows, to
	// keep it (in the preferences).
	OnChange func(p engine.Position)
	// Endgame, when set, gives the endgame table Solve searches with, or
	// nil while it is not ready (building then says that it is being
	// built).
	Endgame func(rules engine.Rules) (table *search.Endgame, building bool)

	window fyne.Window
	rules  engine.Rules
	model  *Model
	board  *board.Board
	input  *holeInput
	undo   *widget.Button
	redo   *widget.Button
	turn   *ui.Choice
	held   [2]*ui.Entry
	// notation shows the position's notation; a notation typed or pasted
	// into it sets the board.
	notation *ui.Entry
	total    *widget.Label
	message  *widget.Label
	// problem is the last edit refused (too many seeds, a bad notation),
	// shown with the checks until the next edit.
	problem string
	actions *actions
	// showing is set while show updates widgets, so that their callbacks
	// do not edit.
	showing bool
	content fyne.CanvasObject
	// chrome is what the presentation mode hides: the tool bar, the panel
	// of the side to move and the actions, and the notation.
	chrome ui.Chrome
}

// NewView returns an editor in window w (for the clipboard and the file
// dialog) editing model's position under rules, with the choices it keeps.
func NewView(w fyne.Window, rules engine.Rules, model *Model) *View {
	v := &View{window: w, rules: rules, model: model}
	v.board = board.New(board.AtRest(model.Position()))
	v.input = newHoleInput()
	v.input.focus = model.choices.focus
	v.input.add = func(h engine.Hole) { v.edit(func(m *Model) error { return m.Add(h) }) }
	v.input.take = func(h engine.Hole) { v.edit(func(m *Model) error { m.Take(h); return nil }) }
	v.input.set = func(h engine.Hole, n int) { v.edit(func(m *Model) error { return m.SetCount(h, n) }) }
	v.input.move = func(from, to engine.Hole) { v.edit(func(m *Model) error { m.Move(from, to); return nil }) }
	v.input.count = func(h engine.Hole) int { return v.model.Position().Seeds(h) }
	v.undo = widget.NewButtonWithIcon(i18n.L("Undo"), theme.ContentUndoIcon(), v.Undo)
	v.redo = widget.NewButtonWithIcon(i18n.L("Redo"), theme.ContentRedoIcon(), v.Redo)
	v.total = widget.NewLabel("")
	v.total.TextStyle.Bold = true
	v.message = widget.NewLabel("")
	v.message.Wrapping = fyne.TextWrapWord
	v.actions = newActions(v)
	notation := v.notationRow()
	status := container.NewVBox(notation, v.total, fixedLines(3, v.message))
	stage := container.NewBorder(nil, container.NewPadded(status), nil, nil, container.NewStack(v.board, v.input))
	toolbar, panel := container.NewPadded(v.toolbar()), container.NewPadded(v.panel())
	v.content = container.NewBorder(toolbar, nil, nil, panel, stage)
	v.chrome = ui.Chrome{toolbar, panel, notation}
	v.show()
	v.actions.choose(model.choices)
	return v
}

// Content returns the view's widgets, to put in a window.
func (v *View) Content() fyne.CanvasObject { return v.content }

// SetPresenting hides the tool bar, the panel and the notation, so that
// the board, still to be edited with the mouse and the keys, its total and
// its checks fill the screen, for the presentation mode; false shows them
// again.
func (v *View) SetPresenting(on bool) { v.chrome.Show(!on) }

// Position returns the position being edited.
func (v *View) Position() engine.Position { return v.model.Position() }

// Stop ends a search under way (Solve, a lesson step being proven); its
// answer is dropped.
func (v *View) Stop() {
	v.actions.stop()
	v.model.choices = v.actions.chosen()
	v.model.choices.focus = v.input.focus
}

// toolbar holds Undo, Redo and the edits of the whole board.
func (v *View) toolbar() fyne.CanvasObject {
	clearBoard := widget.NewButtonWithIcon(i18n.L("Clear board"), theme.ContentClearIcon(), func() {
		v.edit(func(m *Model) error { m.ClearBoard(); return nil })
	})
	clearRow := func(side engine.Side) *widget.Button {
		return widget.NewButton(words.Side(side), func() { v.edit(func(m *Model) error { m.ClearRow(side); return nil }) })
	}
	fill := widget.NewButtonWithIcon(i18n.L("Fill 4"), theme.ViewRefreshIcon(), func() {
		v.edit(func(m *Model) error { m.Fill(); return nil })
	})
	return container.NewHBox(v.undo, v.redo, widget.NewSeparator(), clearBoard,
		widget.NewLabel(i18n.L("Clear row:")), clearRow(engine.South), clearRow(engine.North), fill)
}

// panel holds the side to move, the seeds held and the actions.
func (v *View) panel() fyne.CanvasObject {
	v.turn = ui.NewChoice([]string{words.Side(engine.South), words.Side(engine.North)}, func(choice string) {
		if v.showing || choice == "" {
			return
		}
		side := engine.South
		if choice == words.Side(engine.North) {
			side = engine.North
		}
		v.edit(func(m *Model) error { m.SetTurn(side); return nil })
	})
	form := widget.NewForm(
		widget.NewFormItem(i18n.L("To move"), v.turn),
		widget.NewFormItem(i18n.L("South holds"), v.heldControl(engine.South)),
		widget.NewFormItem(i18n.L("North holds"), v.heldControl(engine.North)),
	)
	return container.NewVBox(form, widget.NewSeparator(), v.actions.content)
}

// notationRow is the notation of the position, with Copy, Paste and Set.
func (v *View) notationRow() fyne.CanvasObject {
	v.notation = ui.NewEntry()
	v.notation.TextStyle.Monospace = true
	v.notation.OnSubmitted = v.SetNotation
	copyButton := widget.NewButtonWithIcon(i18n.L("Copy"), theme.ContentCopyIcon(), func() {
		fyne.CurrentApp().Clipboard().SetContent(v.model.Notation())
	})
	paste := widget.NewButtonWithIcon(i18n.L("Paste"), theme.ContentPasteIcon(), func() {
		v.SetNotation(fyne.CurrentApp().Clipboard().Content())
	})
	set := widget.NewButtonWithIcon(i18n.L("Set"), theme.ConfirmIcon(), func() { v.SetNotation(v.notation.Text) })
	buttons := container.NewHBox(copyButton, paste, set)
	label := widget.NewLabelWithStyle(i18n.L("Notation"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	return container.NewBorder(nil, nil, label, buttons, v.notation)
}

// heldControl is the entry, with - and + buttons, of the seeds side holds.
func (v *View) heldControl(side engine.Side) fyne.CanvasObject {
	e := ui.NewEntry()
	e.KeepsUndo = false // every change is the model's, undone with the board's
	v.held[side] = e
	setHeld := func(n int) { v.edit(func(m *Model) error { return m.SetHeld(side, n) }) }
	e.OnChanged = func(text string) {
		if v.showing {
			return
		}
		n, ok := parseCount(text)
		if !ok {
			v.refuse(i18n.L("Seeds held: type a number, 0 or more."))
			return
		}
		setHeld(n)
	}
	less := widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { setHeld(max(v.model.Position().Held[side]-1, 0)) })
	more := widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { setHeld(v.model.Position().Held[side] + 1) })
	return container.NewBorder(nil, nil, less, more, e)
}

// edit makes a change to the model and shows the result; a change refused
// is said in the messages and changes nothing.
func (v *View) edit(change func(m *Model) error) {
	if err := change(v.model); err != nil {
		v.refuse(i18n.Say(err))
		return
	}
	v.problem = ""
	v.show()
}

// refuse says why an edit was refused, and shows the position as it is.
func (v *View) refuse(problem string) {
	v.problem = problem
	v.show()
}

// Undo takes the last change back.
func (v *View) Undo() {
	if v.model.Undo() {
		v.problem = ""
		v.show()
	}
}

// Redo makes the last change undone again.
func (v *View) Redo() {
	if v.model.Redo() {
		v.problem = ""
		v.show()
	}
}

// SetNotation sets the board from a notation; a malformed one is said in
// the messages, in the parser's words, and the board is kept.
func (v *View) SetNotation(text string) {
	v.edit(func(m *Model) error { return m.SetNotation(text) })
}

// show draws the model: the board, the side to move, the seeds held, the
// notation, the buttons, the total and the checks.
func (v *View) show() {
	v.showing = true
	defer func() { v.showing = false }()
	p := v.model.Position()
	v.board.SetState(board.AtRest(p))
	v.turn.SetSelected(words.Side(p.Turn))
	for side, e := range v.held {
		if n, ok := parseCount(e.Text); !ok || n != p.Held[side] || v.window.Canvas().Focused() != e {
			e.SetText(itoa(p.Held[side]))
		}
	}
	v.notation.SetText(v.model.Notation())
	ui.SetEnabled(v.undo, v.model.CanUndo())
	ui.SetEnabled(v.redo, v.model.CanRedo())
	v.total.SetText(i18n.N("{{.Count}} seeds on the board, at most {{.Max}}.", p.Board.Total(),
		map[string]any{"Count": p.Board.Total(), "Max": engine.MaxBoardSeeds}))
	v.showMessages(p)
	v.actions.positionChanged(p)
	if v.OnChange != nil {
		v.OnChange(p)
	}
}

// showMessages shows the edit refused, if any, and the checks, or that the
// position is ready to play.
func (v *View) showMessages(p engine.Position) {
	var lines []string
	importance := widget.MediumImportance
	if v.problem != "" {
		lines = append(lines, v.problem)
		importance = widget.DangerImportance
	}
	checks := Checks(v.rules, p)
	for _, c := range checks {
		lines = append(lines, c.Text(p))
		if c.Blocking() && importance != widget.DangerImportance {
			importance = widget.WarningImportance
		}
	}
	if len(checks) == 0 {
		lines = append(lines, i18n.L("{{.Side}} to move has a legal move: the position can be played.", map[string]any{"Side": words.Side(p.Turn)}))
	}
	v.message.Importance = importance
	v.message.SetText(joinLines(lines))
}

// SetBackground has searches and lesson steps run by run: off the UI
// goroutine in the app, at once in tests and screenshots.
func (v *View) SetBackground(run ui.Background) { v.actions.work.Background = run }

// FocusHole gives hole h the focus, for typing its count.
func (v *View) FocusHole(h engine.Hole) { v.input.setFocus(h) }

// Solve searches the position for its best moves and value, off the UI
// goroutine, and shows them.
func (v *View) Solve() { v.actions.Solve() }

// fixedLines returns o in a box as tall as n lines of text, whatever it
// holds: a longer text scrolls inside it, so nothing around it moves as
// messages come and go.
func fixedLines(n int, o fyne.CanvasObject) fyne.CanvasObject {
	box := container.NewVScroll(o)
	box.SetMinSize(fyne.NewSize(0, ui.LinesHigh(n, theme.SizeNameText).MinSize().Height))
	return box
}
