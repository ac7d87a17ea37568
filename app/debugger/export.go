package debugger

import (
	"context"
	"errors"
	"io"
	"strconv"
	"walakpussa/assets/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"walakpussa/app/picture"
	"walakpussa/app/ui"
	"walakpussa/engine"
)

// ExportGIF asks where to save the move as an animated GIF, one frame per
// event, and saves it. A long move takes seconds to paint, so the frames
// are painted one at a time between the window's own work, under a
// progress bar with a Cancel button.
func (v *DebuggerView) ExportGIF() {
	trace := v.play.Player.Trace()
	v.chooseFile("walakpussa-"+trace.Move.String()+".gif", func(file fyne.URIWriteCloser) {
		v.exportGIF(file, trace)
	})
}

// exportGIF paints and writes the GIF of trace to file off the UI
// goroutine, showing how far it has got; a cancelled export deletes the
// part written.
func (v *DebuggerView) exportGIF(file fyne.URIWriteCloser, trace *engine.Trace) {
	bar := widget.NewProgressBar()
	wide := container.NewGridWrap(fyne.NewSize(360, bar.MinSize().Height), bar)
	progress := dialog.NewCustom(i18n.L("Saving {{.Name}}…", map[string]any{"Name": file.URI().Name()}), i18n.L("Cancel"), wide, v.window)
	progress.SetOnClosed(v.cancelExport) // Cancel, or the view dropped
	progress.Show()
	v.exporting = progress
	v.exports.Start(func(ctx context.Context) func() {
		err := picture.WriteGIFWithProgress(file, trace, fyne.DoAndWait, func(done, total int) bool {
			fyne.Do(func() { bar.SetValue(float64(done) / float64(total)) })
			return ctx.Err() == nil
		})
		if errors.Is(err, picture.ErrCancelled) && ui.Discard(file) {
			storage.Delete(file.URI()) // the part Fyne's own writer wrote
		}
		return func() {
			v.exporting = nil
			progress.Hide()
			v.finishExport(file, err)
		}
	})
}

// cancelExport stops the export under way, whose work then deletes the
// part written, and says so.
func (v *DebuggerView) cancelExport() {
	if !v.exports.Running() {
		return // the export is done
	}
	v.exports.Stop()
	v.exporting = nil
	v.source.note(i18n.L("Export cancelled."))
}

// ExportPNG asks where to save the event shown as a PNG picture, and saves it.
func (v *DebuggerView) ExportPNG() {
	trace, k := v.play.Player.Trace(), v.play.Player.Index()
	name := "walakpussa-" + trace.Move.String() + "-" + i18n.L("event") + "-" + strconv.Itoa(k+1) + ".png"
	v.saveAs(name, func(w io.Writer) error { return picture.WritePNG(w, trace, k) })
}

// saveAs shows a save dialog proposing name and writes the file chosen.
func (v *DebuggerView) saveAs(name string, write func(io.Writer) error) {
	v.chooseFile(name, func(file fyne.URIWriteCloser) { v.writeExport(file, write) })
}

// chooseFile shows a save dialog proposing name and passes on the file
// chosen; it says why when the file cannot be opened.
func (v *DebuggerView) chooseFile(name string, chosen func(fyne.URIWriteCloser)) {
	save := dialog.NewFileSave(func(file fyne.URIWriteCloser, err error) {
		if file == nil || err != nil {
			if err != nil {
				v.source.problem(i18n.Say(err))
			}
			return
		}
		chosen(file)
	}, v.window)
	save.SetFileName(name)
	save.Show()
}

// writeExport writes a picture to file and says how it went.
func (v *DebuggerView) writeExport(file fyne.URIWriteCloser, write func(io.Writer) error) {
	v.finishExport(file, write(file))
}

// finishExport closes file after an export that ended with err and says
// how it went.
func (v *DebuggerView) finishExport(file fyne.URIWriteCloser, err error) {
	if closeErr := file.Close(); err == nil {
		err = closeErr
	}
	if err != nil {
		v.source.problem(i18n.L("Could not save {{.Name}}: {{.Error}}", map[string]any{"Name": file.URI().Name(), "Error": i18n.Say(err)}))
		return
	}
	v.source.note(i18n.L("Saved {{.Name}}.", map[string]any{"Name": file.URI().Name()}))
}
