package course

import (
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/board"
	"walakpussa/app/stepper"
	"walakpussa/app/ui"
	"walakpussa/app/words"
	"walakpussa/engine"
)

// demoPlayer plays a move on a step's board: Play runs it and stops at
// each of the lesson's pauses, whose caption replaces the narration; Step
// and Restart move by hand; Debugger opens the move in the debugger. Its
// buttons are placed by the step.
type demoPlayer struct {
	stepper.Playback
	captions map[int]string
	board    *board.Board
	caption  *widget.RichText
	play     *ui.TipButton
	buttons  []fyne.CanvasObject
	// onEnd, when set, is called once, when the move has been shown to
	// its end.
	onEnd func()
	// tags are words written across holes at every event, over the
	// move's own: a prediction's holes.
	tags map[engine.Hole]string
}

// newDemoPlayer shows trace on b, played at tempo, with the words for
// each event in caption; captions maps event indexes to the lesson's words
// for them (the narration speaks for the others); onDebug, when set, opens
// the debugger.
func newDemoPlayer(trace *engine.Trace, captions map[int]string, env stepEnv, b *board.Board, caption *widget.RichText) *demoPlayer {
	d := &demoPlayer{captions: captions, board: b, caption: caption}
	d.Playback = stepper.Playback{Player: stepper.NewPlayer(stepper.New(trace)), After: env.after, Show: d.show}
	d.Player.SetSpeed(env.tempo.PlayerSpeed())
	onDebug := env.onDebug
	for i := range captions {
		d.Player.SetEventBreak(i, true)
	}
	d.play = ui.NewTipButton(i18n.L("Play"), theme.MediaPlayIcon(), i18n.L("Play the move; it stops where the lesson has something to say"), d.Toggle)
	step := ui.NewTipButton(i18n.L("Step"), theme.NavigateNextIcon(), i18n.L("One event forward"), func() { d.Pause(); d.Player.Forward(); d.show() })
	restart := ui.NewTipButton(i18n.L("Restart"), theme.MediaReplayIcon(), i18n.L("Back to the start of the move"), func() { d.Pause(); d.Player.ToStart(); d.show() })
	d.buttons = []fyne.CanvasObject{ui.KeepWidth(d.play, theme.MediaPlayIcon(), i18n.L("Play"), i18n.L("Pause")), step, restart}
	if onDebug != nil {
		d.buttons = append(d.buttons, ui.NewTipButton(i18n.L("Debugger"), theme.SearchIcon(), i18n.L("Step through this move in the debugger"),
			func() { d.Pause(); onDebug(trace.Start, trace.Move) }))
	}
	d.show()
	return d
}

// finish stops the play at the end of the move.
func (d *demoPlayer) finish() {
	d.Pause()
	d.Player.ToEnd()
	d.show()
}

// show draws the event under the cursor with the lesson's caption for it,
// or the plain narration.
func (d *demoPlayer) show() {
	tr, i := d.Player.Trace(), d.Player.Index()
	state := board.AtEvent(tr, i)
	for h, tag := range d.tags {
		state.Tags[h] = tag
	}
	d.board.SetState(state)
	text, ok := d.captions[i]
	if !ok {
		text = words.Event(tr, i)
	}
	ui.SetMarkdown(d.caption, text)
	if end := d.onEnd; end != nil && !d.Player.Playing() && d.Player.AtEnd() {
		d.onEnd = nil
		end()
	}
	if d.Player.Playing() {
		d.play.SetText(i18n.L("Pause"))
		d.play.SetIcon(theme.MediaPauseIcon())
	} else {
		d.play.SetText(i18n.L("Play"))
		d.play.SetIcon(theme.MediaPlayIcon())
	}
}

// toNextPause plays the move on to its next pause (the lesson's, or the
// end), or, while it plays, jumps there; it reports false at the end.
func (d *demoPlayer) toNextPause() bool {
	p := d.Player
	if !p.Playing() {
		if p.AtEnd() {
			return false
		}
		d.Toggle()
		return true
	}
	d.Pause()
	next := p.Len() - 1
	for i := range d.captions {
		if i > p.Index() && i < next {
			next = i
		}
	}
	p.Seek(next)
	d.show()
	return true
}

// toPauseBefore goes back to the lesson's pause before the event shown, or
// the start; it reports false at the start.
func (d *demoPlayer) toPauseBefore() bool {
	p := d.Player
	if p.AtStart() && !p.Playing() {
		return false
	}
	d.Pause()
	before := 0
	for i := range d.captions {
		if i < p.Index() && i > before {
			before = i
		}
	}
	p.Seek(before)
	d.show()
	return true
}
