package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/stepper"
	"walakpussa/engine"
)

// demoPlayer plays a move on a board for a lesson: Play runs it and stops
// at each of the lesson's pauses, whose caption replaces the narration;
// Step and Restart move by hand; Debugger opens the move in the debugger.
type demoPlayer struct {
	playback
	captions map[int]string
	board    *Board
	caption  *widget.RichText
	play     *TipButton
	content  fyne.CanvasObject
}

// newDemoPlayer shows trace on a board; captions maps event indexes to the
// lesson's words for them; onDebug, when set, opens the debugger.
func newDemoPlayer(trace *engine.Trace, captions map[int]string, after scheduler, onDebug func(engine.Position, engine.Hole)) *demoPlayer {
	d := &demoPlayer{captions: captions}
	d.playback = playback{player: stepper.NewPlayer(stepper.New(trace)), after: after, show: d.show}
	d.player.SetSpeed(stepper.DefaultSpeed + 1)
	for i := range captions {
		d.player.SetEventBreak(i, true)
	}
	d.board = NewBoard(EventState(trace, 0))
	d.caption = markdown("")
	d.play = NewTipButton(lang.L("Play"), theme.MediaPlayIcon(), lang.L("Play the move; it stops where the lesson has something to say"), d.toggle)
	step := NewTipButton(lang.L("Step"), theme.NavigateNextIcon(), lang.L("One event forward"), func() { d.pause(); d.player.Forward(); d.show() })
	restart := NewTipButton(lang.L("Restart"), theme.MediaReplayIcon(), lang.L("Back to the start of the move"), func() { d.pause(); d.player.ToStart(); d.show() })
	buttons := []fyne.CanvasObject{d.play, step, restart}
	if onDebug != nil {
		buttons = append(buttons, NewTipButton(lang.L("Debugger"), theme.SearchIcon(), lang.L("Step through this move in the debugger"),
			func() { d.pause(); onDebug(trace.Start, trace.Move) }))
	}
	d.content = container.NewBorder(nil, container.NewVBox(d.caption, container.NewHBox(buttons...)), nil, nil, d.board)
	d.show()
	return d
}

// finish runs the move to its end at once.
func (d *demoPlayer) finish() {
	d.pause()
	d.player.ToEnd()
	d.show()
}

// show draws the event under the cursor with the lesson's caption for it,
// or the plain narration.
func (d *demoPlayer) show() {
	tr, i := d.player.Trace(), d.player.Index()
	d.board.SetState(EventState(tr, i))
	text, ok := d.captions[i]
	if !ok {
		var prev engine.Event
		if i > 0 {
			prev = tr.Events[i-1]
		}
		text = eventText(tr.Start.Turn, prev, tr.Events[i])
	}
	setMarkdown(d.caption, text)
	if d.player.Playing() {
		d.play.SetText(lang.L("Pause"))
		d.play.SetIcon(theme.MediaPauseIcon())
	} else {
		d.play.SetText(lang.L("Play"))
		d.play.SetIcon(theme.MediaPlayIcon())
	}
}
