package debugger

import (
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"walakpussa/app/stepper"
	"walakpussa/app/ui"
)

// debugControls are the debugger's buttons, each with a tip naming its key.
type debugControls struct {
	start, prevLap, back, play, forward, nextLap, nextCapture, continueTo, end *ui.TipButton
}

func newDebugControls(v *DebuggerView) debugControls {
	tip := func(icon fyne.Resource, text string, do func()) *ui.TipButton {
		return ui.NewTipButton("", icon, text, do)
	}
	return debugControls{
		start:       tip(theme.MediaSkipPreviousIcon(), i18n.L("Start of the move (Home)"), v.ToStart),
		prevLap:     tip(theme.MediaFastRewindIcon(), i18n.L("Previous lap (Up)"), v.PrevLap),
		back:        tip(theme.NavigateBackIcon(), i18n.L("Step back (Left)"), v.Back),
		play:        ui.NewTipButton(i18n.L("Play"), theme.MediaPlayIcon(), i18n.L("Play or pause (Space)"), v.TogglePlay),
		forward:     tip(theme.NavigateNextIcon(), i18n.L("Step forward (Right)"), v.Forward),
		nextLap:     tip(theme.MediaFastForwardIcon(), i18n.L("Next lap (Down)"), v.NextLap),
		nextCapture: tip(theme.MediaRecordIcon(), i18n.L("Next capture: the next pearl (C)"), v.NextCapture),
		continueTo:  ui.NewTipButton(i18n.L("Continue"), theme.MediaSkipNextIcon(), i18n.L("Run to the next breakpoint (B)"), v.Continue),
		end:         tip(theme.MediaSkipNextIcon(), i18n.L("End of the move (End)"), v.ToEnd),
	}
}

// buttons returns the buttons in the order they are shown; Play keeps its
// width when it says Pause.
func (c debugControls) buttons() []fyne.CanvasObject {
	play := ui.KeepWidth(c.play, theme.MediaPlayIcon(), i18n.L("Play"), i18n.L("Pause"))
	return []fyne.CanvasObject{c.start, c.prevLap, c.back, play, c.forward, c.nextLap, c.nextCapture, c.continueTo, c.end}
}

// update enables what can be done from where p stands and shows Play or
// Pause.
func (c debugControls) update(p *stepper.Player) {
	for _, b := range []*ui.TipButton{c.start, c.prevLap, c.back} {
		ui.SetEnabled(&b.Button, !p.AtStart())
	}
	for _, b := range []*ui.TipButton{c.forward, c.nextLap, c.nextCapture, c.continueTo, c.end} {
		ui.SetEnabled(&b.Button, !p.AtEnd())
	}
	if p.Playing() {
		c.play.SetText(i18n.L("Pause"))
		c.play.SetIcon(theme.MediaPauseIcon())
	} else {
		c.play.SetText(i18n.L("Play"))
		c.play.SetIcon(theme.MediaPlayIcon())
	}
}
