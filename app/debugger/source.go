package debugger

import (
	"slices"
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/ui"
	"walakpussa/engine"
)

// debugSource is the bar where the move to debug is chosen: a position typed
// or pasted in the notation, one of the mover's holes, and buttons to debug
// it and to copy the position.
type debugSource struct {
	position *ui.Entry
	move     *ui.Select
	message  *widget.Label
	content  fyne.CanvasObject
}

func newDebugSource(v *DebuggerView) debugSource {
	s := debugSource{
		position: ui.NewEntry(),
		move:     ui.NewSelect(nil, nil),
		message:  widget.NewLabel(""),
	}
	s.position.SetPlaceHolder(engine.Start().String())
	s.position.OnChanged = func(text string) { s.offerMoves(text) }
	s.position.OnSubmitted = func(string) { v.debugTyped(s.position.Text, s.move.Selected) }
	s.move.PlaceHolder = i18n.L("Move")
	s.message.Wrapping = fyne.TextWrapWord
	debug := ui.NewTipButton(i18n.L("Debug"), theme.MediaPlayIcon(), i18n.L("Step through this move from this position"),
		func() { v.debugTyped(s.position.Text, s.move.Selected) })
	copyButton := ui.NewTipButton(i18n.L("Copy position"), theme.ContentCopyIcon(), i18n.L("Copy the position as text (Ctrl+Shift+C)"), v.CopyPosition)
	gif := ui.NewTipButton(i18n.L("GIF"), theme.DownloadIcon(), i18n.L("Save the move as an animated GIF (Ctrl+Shift+G)"), v.ExportGIF)
	png := ui.NewTipButton(i18n.L("PNG"), theme.DownloadIcon(), i18n.L("Save this event as a picture (Ctrl+Shift+P)"), v.ExportPNG)
	fromGame := ui.NewTipButton(i18n.L("From game"), theme.GridIcon(), i18n.L("Take the position of the game in the Play tab"), v.OpenGamePosition)
	label := widget.NewLabelWithStyle(i18n.L("Position"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	row := container.NewBorder(nil, nil, container.NewHBox(fromGame, label), container.NewHBox(s.move, debug, copyButton, gif, png), s.position)
	// The message has room of its own, two lines that scroll, so that an
	// error or a note pushes nothing down.
	message := container.NewStack(ui.LinesHigh(2, theme.SizeNameText), container.NewVScroll(s.message))
	s.content = container.NewPadded(container.NewVBox(row, message))
	return s
}

// offerMoves lists the holes the side to move may lift in the position
// written in text (none when it does not parse, and an error about an
// earlier text goes once it does); a hole chosen that is no longer offered
// is dropped.
func (s debugSource) offerMoves(text string) {
	p, err := engine.ParsePosition(text)
	var options []string
	if err == nil {
		s.note("")
		for _, h := range engine.Holes(p.Turn) {
			if p.Board[h] > 0 {
				options = append(options, h.String())
			}
		}
	}
	s.move.SetOptions(options)
	if s.move.Selected != "" && !slices.Contains(options, s.move.Selected) {
		s.move.ClearSelected()
	}
}

// opened shows the position and move being debugged.
func (s debugSource) opened(p engine.Position, h engine.Hole) {
	s.position.SetText(p.String())
	s.move.SetSelected(h.String())
	s.note("")
}

// problem says what is wrong with the chosen move.
func (s debugSource) problem(text string) {
	s.message.Importance = widget.WarningImportance
	s.message.SetText(text)
	s.message.Show()
}

// note says something in passing, such as what was copied.
func (s debugSource) note(text string) {
	s.message.Importance = widget.MediumImportance
	s.message.SetText(text)
	if text == "" {
		s.message.Hide()
	} else {
		s.message.Show()
	}
}
