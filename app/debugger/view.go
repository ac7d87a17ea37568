// Package debugger is the Debugger tab: one move event by event, forward
// and back, with its board, log, variables, controls, keys, breakpoints,
// the bar where the move is chosen, and its export as a GIF or a PNG.
package debugger

import (
	"fmt"
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/board"
	"walakpussa/app/stepper"
	"walakpussa/app/ui"
	"walakpussa/app/words"
	"walakpussa/engine"
)

// breakKinds are the event kinds a breakpoint can be set on, in the order
// the panel lists them.
var breakKinds = []engine.EventKind{engine.Relay, engine.SowingEnd, engine.Capture, engine.ChainStop}

// DebuggerView shows one move event by event, forward and back: the board
// with the lap's trail, the hand, the pussa and the pearls of the necklace;
// a log with one line per event; the variables of the move; controls,
// a scrubber and breakpoints. Its state lives in a stepper.Player; the view
// only renders it.
type DebuggerView struct {
	// GamePosition, when set, gives the rules and the position of the game
	// being played, for the From game button.
	GamePosition func() (engine.Rules, engine.Position)
	// OnPrint, when set, prints the move loaded as a worksheet (a Debug
	// menu item, "Print move…", calls it).
	OnPrint func(p engine.Position, h engine.Hole)

	window fyne.Window
	// model is what the view shows, which outlives it; play plays its
	// player.
	model *Model
	play  stepper.Playback

	board   *board.Board
	log     *ui.List
	vars    variables
	scrub   *ui.Slider
	counter *widget.Label
	// counterRoom keeps the counter as wide as its widest text for the move
	// shown, "Event 25 of 25", so the scrubber keeps its length while
	// stepping; scrubber is the row of both.
	counterRoom *canvas.Rectangle
	scrubber    *fyne.Container
	caption     *widget.Label
	controls    debugControls
	speed       *ui.Select
	breaks      map[engine.EventKind]*ui.Check
	source      debugSource
	lines       map[int]string // the event log's lines written so far
	content     fyne.CanvasObject
	// chrome is what the presentation mode hides: the source bar, the
	// log, the scrubber, the speed, the variables and breakpoints.
	chrome  ui.Chrome
	showing bool // set while show updates widgets, so their callbacks do not step
	// playing is whether the move played at the last show: when play stops
	// on a breakpoint, the caption says so.
	playing bool
	// exports is the GIF export running off the UI goroutine, shown in
	// the dialog exporting (nil when none); Stop cancels it. Tests set its
	// Background to run it at once or hold it back.
	exports   ui.Tasks
	exporting dialog.Dialog
}

// NewDebuggerView returns a debugger in window w (for the clipboard) over
// model: at the event, breakpoints and speed of its move, or, when it has
// none yet, opened on the opening move S1 from the start.
func NewDebuggerView(w fyne.Window, model *Model) *DebuggerView {
	v := &DebuggerView{window: w, model: model}
	v.play = stepper.Playback{After: ui.After, Show: v.show}
	v.board = board.New(board.AtRest(engine.Start()))
	v.board.OnTapped = v.tapHole
	v.board.OnBreakpointTapped = v.ToggleHoleBreak
	v.buildLog()
	v.vars = newVariables()
	v.counter = widget.NewLabel("")
	v.caption = widget.NewLabel("")
	v.caption.Wrapping = fyne.TextWrapWord
	v.caption.SizeName = theme.SizeNameSubHeadingText
	v.scrub = ui.NewSlider(0, 1)
	v.scrub.OnChanged = func(value float64) {
		if !v.showing {
			v.Seek(int(value))
		}
	}
	v.controls = newDebugControls(v)
	v.speed = ui.NewSelect(speedNames(), func(string) { v.setSpeed(v.speed.SelectedIndex()) })
	v.speed.SetSelectedIndex(stepper.DefaultSpeed)
	v.buildBreakpoints()
	v.source = newDebugSource(v)
	v.content = v.layout()
	if model.player == nil {
		v.Open(engine.Start(), engine.HoleOf(engine.South, 1))
		return v
	}
	v.showPlayer(model.player)
	v.speed.SetSelectedIndex(model.player.Speed())
	for kind, check := range v.breaks {
		check.SetChecked(model.player.KindBreak(kind))
	}
	v.board.SetMarks(model.marks)
	return v
}

// Stop pauses play, cancels an export under way and keeps the marks
// drawn in the model: the view is being dropped.
func (v *DebuggerView) Stop() {
	v.Pause()
	if v.exporting != nil {
		v.exporting.Hide() // cancels the export
	}
	v.model.marks = v.board.Marks()
}

// Content returns the view's widgets.
func (v *DebuggerView) Content() fyne.CanvasObject { return v.content }

// SetPresenting hides all but the board, the caption and the step
// controls, for the presentation mode; false shows them again.
func (v *DebuggerView) SetPresenting(on bool) { v.chrome.Show(!on) }

// SetRules sets the rules the moves opened from now on are traced under:
// the rules of the game a move comes from.
func (v *DebuggerView) SetRules(r engine.Rules) { v.model.rules = r }

// Player returns the cursor and play state of the move shown.
func (v *DebuggerView) Player() *stepper.Player { return v.play.Player }

// Open traces move h from position p and shows its first event. Breakpoints
// and speed carry over from the move shown before. A move that cannot be
// lifted (empty, the opponent's) is refused with the reason.
func (v *DebuggerView) Open(p engine.Position, h engine.Hole) error {
	trace, err := v.model.rules.Trace(p, h)
	if err != nil {
		v.source.problem(words.Problem(err))
		return err
	}
	v.Pause()
	next := stepper.NewPlayer(stepper.New(trace))
	if v.play.Player != nil {
		next.SetSpeed(v.play.Player.Speed())
		for _, kind := range breakKinds {
			next.SetKindBreak(kind, v.play.Player.KindBreak(kind))
		}
		for hole := engine.Hole(0); hole < engine.HoleCount; hole++ {
			next.SetHoleBreak(hole, v.play.Player.HoleBreak(hole))
		}
	}
	v.showPlayer(next)
	return nil
}

// showPlayer shows the move of p, at its event, and makes it the model's.
func (v *DebuggerView) showPlayer(p *stepper.Player) {
	v.model.player, v.play.Player = p, p
	v.lines = map[int]string{}
	trace := p.Trace()
	v.source.opened(trace.Start, trace.Move)
	v.scrub.Max = float64(max(p.Len()-1, 1))
	v.reserveCounter(p.Len())
	v.log.UnselectAll()
	v.log.Refresh()
	v.show()
}

// reserveCounter makes room in the scrubber's row for the counter's widest
// text in a move of n events.
func (v *DebuggerView) reserveCounter(n int) {
	widest := widget.NewLabel(counterText(n-1, n))
	v.counterRoom.SetMinSize(fyne.NewSize(widest.MinSize().Width, 0))
	v.scrubber.Refresh()
}

// OpenText opens a move written in the notation: a position and a hole name.
func (v *DebuggerView) OpenText(position, move string) error {
	p, err := engine.ParsePosition(position)
	if err != nil {
		v.source.problem(i18n.L("Position: {{.Error}}", map[string]any{"Error": i18n.Say(err)}))
		return err
	}
	h, err := engine.ParseHole(move)
	if err != nil {
		v.source.problem(i18n.L("Move: {{.Error}}", map[string]any{"Error": i18n.Say(err)}))
		return err
	}
	return v.Open(p, h)
}

// debugTyped opens the move typed in the source panel and, when it opens,
// takes the focus from the position field, so that the keys step through
// the move at once (Home, End, the arrows).
func (v *DebuggerView) debugTyped(position, move string) {
	if v.OpenText(position, move) == nil {
		v.window.Canvas().Unfocus()
	}
}

// OpenGamePosition opens the game's current position on the first move the
// side to move can lift; tap a hole to try another.
func (v *DebuggerView) OpenGamePosition() {
	if v.GamePosition == nil {
		return
	}
	rules, p := v.GamePosition()
	v.model.rules = rules
	for _, h := range engine.Holes(p.Turn) {
		if p.Board[h] > 0 {
			_ = v.Open(p, h)
			v.source.note(i18n.L("The game's position: tap one of {{.Side}}'s holes to step through that move.", map[string]any{"Side": words.Side(p.Turn)}))
			return
		}
	}
	v.source.problem(i18n.L("In the game's position {{.Side}} has no seeds to lift.", map[string]any{"Side": words.Side(p.Turn)}))
}

// tapHole debugs the tapped hole's move from the position being shown,
// when it is one of the mover's holes.
func (v *DebuggerView) tapHole(h engine.Hole) {
	start := v.play.Player.Trace().Start
	if h.Owner() == start.Turn {
		_ = v.Open(start, h)
	}
}

// step runs one stepper action, pausing play, and shows the result.
func (v *DebuggerView) step(action func()) {
	v.Pause()
	action()
	v.show()
}

// Forward shows the next event.
func (v *DebuggerView) Forward() { v.step(func() { v.play.Player.Forward() }) }

// Back shows the event before.
func (v *DebuggerView) Back() { v.step(func() { v.play.Player.Back() }) }

// NextLap jumps to the start of the next lap.
func (v *DebuggerView) NextLap() { v.step(v.play.Player.NextLap) }

// PrevLap jumps back to the start of this lap, or of the lap before.
func (v *DebuggerView) PrevLap() { v.step(v.play.Player.PrevLap) }

// NextCapture jumps to the next pearl of the necklace.
func (v *DebuggerView) NextCapture() { v.step(func() { v.play.Player.NextCapture() }) }

// ToStart shows the first event.
func (v *DebuggerView) ToStart() { v.step(v.play.Player.ToStart) }

// ToEnd shows the last event.
func (v *DebuggerView) ToEnd() { v.step(v.play.Player.ToEnd) }

// Continue runs to the next breakpoint, or to the end.
func (v *DebuggerView) Continue() { v.step(func() { v.play.Player.Continue() }) }

// Seek shows event k.
func (v *DebuggerView) Seek(k int) { v.step(func() { v.play.Player.Seek(k) }) }

// TogglePlay plays the move at the chosen speed, or pauses it.
func (v *DebuggerView) TogglePlay() { v.play.Toggle() }

// Pause stops play.
func (v *DebuggerView) Pause() { v.play.Pause() }

// setSpeed chooses the play speed by its place in the speed list.
func (v *DebuggerView) setSpeed(i int) {
	if v.play.Player != nil && i >= 0 {
		v.play.Player.SetSpeed(i)
	}
}

// speedNames names each speed of stepper.Speeds for the speed list.
func speedNames() []string {
	names := make([]string, len(stepper.Speeds))
	for i, s := range stepper.Speeds {
		names[i] = i18n.L("{{.Count}} per second", map[string]any{"Count": fmt.Sprint(s)})
	}
	return names
}

// SetKindBreak sets or clears the breakpoint on an event kind.
func (v *DebuggerView) SetKindBreak(kind engine.EventKind, on bool) {
	v.play.Player.SetKindBreak(kind, on)
	if check := v.breaks[kind]; check != nil && check.Checked != on {
		check.SetChecked(on)
	}
}

// ToggleHoleBreak sets or clears the breakpoint on hole h.
func (v *DebuggerView) ToggleHoleBreak(h engine.Hole) {
	v.play.Player.SetHoleBreak(h, !v.play.Player.HoleBreak(h))
	v.show()
}

// ClearBreakpoints removes every breakpoint.
func (v *DebuggerView) ClearBreakpoints() {
	for _, kind := range breakKinds {
		v.SetKindBreak(kind, false)
	}
	for h := engine.Hole(0); h < engine.HoleCount; h++ {
		v.play.Player.SetHoleBreak(h, false)
	}
	v.show()
}

// CopyPosition puts the position the move starts from on the clipboard, in
// the notation.
func (v *DebuggerView) CopyPosition() {
	text := v.play.Player.Trace().Start.String()
	fyne.CurrentApp().Clipboard().SetContent(text)
	v.source.note(i18n.L("Copied: {{.Position}}", map[string]any{"Position": text}))
}

// show renders the event under the cursor everywhere.
func (v *DebuggerView) show() {
	v.showing = true
	defer func() { v.showing = false }()
	p, tr := v.play.Player, v.play.Player.Trace()
	i := p.Index()
	state := board.AtEvent(tr, i)
	state.ShowBreakpoints = true
	for h := engine.Hole(0); h < engine.HoleCount; h++ {
		state.Breakpoints[h] = p.HoleBreak(h)
	}
	v.board.SetState(state)
	v.caption.SetText(joinLines(v.lineText(i), v.stopReason()))
	v.playing = p.Playing()
	v.counter.SetText(counterText(i, p.Len()))
	v.scrub.SetValue(float64(i))
	v.log.Select(i)
	v.log.ScrollTo(i)
	v.vars.show(tr, i, state)
	v.controls.update(p)
}

// stopReason says why play stopped on the event shown, when it has just
// stopped on a breakpoint; "" otherwise.
func (v *DebuggerView) stopReason() string {
	p := v.play.Player
	i := p.Index()
	if !v.playing || p.Playing() || p.AtEnd() || !p.Breaks(i) {
		return ""
	}
	e := p.Trace().Events[i]
	if p.KindBreak(e.Kind) {
		return i18n.L("Stopped at a breakpoint: {{.Kind}}.", map[string]any{"Kind": words.Kind(e.Kind)})
	}
	return i18n.L("Stopped at the breakpoint on {{.Hole}}.", map[string]any{"Hole": e.Hole.String()})
}

// joinLines puts b on a line after a, leaving out an empty b.
func joinLines(a, b string) string {
	if b == "" {
		return a
	}
	return a + "\n" + b
}

// lineText narrates event i of the move shown.
func (v *DebuggerView) lineText(i int) string { return words.Event(v.play.Player.Trace(), i) }

// logLine returns line i of the event log, numbered. Lines are kept once
// written: the list asks for the visible ones again at every step.
func (v *DebuggerView) logLine(i int) string {
	if line, ok := v.lines[i]; ok {
		return line
	}
	line := fmt.Sprintf("%d. %s", i+1, v.lineText(i))
	v.lines[i] = line
	return line
}

// buildLog makes the event log: one line per event, the current one
// selected; selecting a line jumps to it.
func (v *DebuggerView) buildLog() {
	v.log = ui.NewList(
		func() int {
			if v.play.Player == nil {
				return 0
			}
			return v.play.Player.Len()
		},
		func() fyne.CanvasObject {
			label := widget.NewLabel("")
			label.Truncation = fyne.TextTruncateEllipsis
			return label
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			label := o.(*widget.Label)
			if text := v.logLine(i); label.Text != text {
				label.SetText(text)
			}
		},
	)
	v.log.OnSelected = ui.Released(v.log, func(i widget.ListItemID) {
		if !v.showing && i != v.play.Player.Index() {
			v.Seek(i)
		}
	})
}

// buildBreakpoints makes a check per event kind that can pause play.
func (v *DebuggerView) buildBreakpoints() {
	v.breaks = map[engine.EventKind]*ui.Check{}
	for _, kind := range breakKinds {
		kind := kind
		v.breaks[kind] = ui.NewCheck(words.Kind(kind), func(on bool) {
			if v.play.Player != nil {
				v.play.Player.SetKindBreak(kind, on)
			}
		})
	}
}

// layout arranges the view: the source bar on top; the board, caption,
// controls and scrubber in the middle above the log; the variables and the
// breakpoints at the right.
func (v *DebuggerView) layout() fyne.CanvasObject {
	checks := []fyne.CanvasObject{widget.NewLabelWithStyle(i18n.L("Pause at"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	for _, kind := range breakKinds {
		checks = append(checks, v.breaks[kind])
	}
	checks = append(checks,
		widget.NewLabel(i18n.L("Or tap the dot on a hole: a drop or a lift there pauses too.")),
		widget.NewButtonWithIcon(i18n.L("Clear breakpoints"), theme.DeleteIcon(), v.ClearBreakpoints))
	for _, o := range checks[len(checks)-2 : len(checks)-1] {
		o.(*widget.Label).Wrapping = fyne.TextWrapWord
	}
	side := container.NewVBox(
		widget.NewLabelWithStyle(i18n.L("Variables"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		v.vars.content,
		widget.NewSeparator(),
		container.NewVBox(checks...),
	)
	v.counterRoom = ui.Spacer(fyne.NewSize(0, 0))
	v.scrubber = container.NewBorder(nil, nil, nil, container.NewStack(v.counterRoom, v.counter), v.scrub)
	scrubber := v.scrubber
	speed := container.NewHBox(widget.NewLabel(i18n.L("Speed")), ui.WideSelect(v.speed))
	controls := container.NewBorder(nil, nil, nil, speed, container.NewHBox(v.controls.buttons()...))
	caption := container.NewStack(ui.LinesHigh(2, theme.SizeNameSubHeadingText), v.caption)
	stage := container.NewBorder(nil, container.NewVBox(caption, controls, scrubber), nil, nil, v.board)
	split := container.NewVSplit(stage, v.log)
	split.Offset = 0.72
	panel := container.NewPadded(container.NewVScroll(side))
	main := container.NewHSplit(split, panel)
	main.Offset = 0.76
	v.chrome = ui.Chrome{v.source.content, v.log, scrubber, panel, speed}
	return container.NewBorder(v.source.content, nil, nil, nil, main)
}

// counterText writes the scrubber's counter for event i of a move of n
// events: "Event 3 of 12".
func counterText(i, n int) string {
	return i18n.L("Event {{.Index}} of {{.Count}}", map[string]any{"Index": i + 1, "Count": n})
}
