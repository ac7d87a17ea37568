package app

import (
	"io"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
)

// ExportGIF asks where to save the move as an animated GIF, one frame per
// event, and saves it.
func (v *DebuggerView) ExportGIF() {
	trace := v.play.player.Trace()
	v.saveAs("walakpussa-"+trace.Move.String()+".gif", func(w io.Writer) error { return WriteGIF(w, trace) })
}

// ExportPNG asks where to save the event shown as a PNG picture, and saves it.
func (v *DebuggerView) ExportPNG() {
	trace, k := v.play.player.Trace(), v.play.player.Index()
	name := "walakpussa-" + trace.Move.String() + "-" + lang.L("event") + "-" + strconv.Itoa(k+1) + ".png"
	v.saveAs(name, func(w io.Writer) error { return WritePNG(w, trace, k) })
}

// saveAs shows a save dialog proposing name and writes the file chosen.
func (v *DebuggerView) saveAs(name string, write func(io.Writer) error) {
	save := dialog.NewFileSave(func(file fyne.URIWriteCloser, err error) {
		if file == nil || err != nil {
			if err != nil {
				v.source.problem(err.Error())
			}
			return
		}
		v.writeExport(file, write)
	}, v.window)
	save.SetFileName(name)
	save.Show()
}

// writeExport writes a picture to file and says how it went.
func (v *DebuggerView) writeExport(file fyne.URIWriteCloser, write func(io.Writer) error) {
	err := write(file)
	if closeErr := file.Close(); err == nil {
		err = closeErr
	}
	if err != nil {
		v.source.problem(lang.L("Could not save {{.Name}}: {{.Error}}", map[string]any{"Name": file.URI().Name(), "Error": err.Error()}))
		return
	}
	v.source.note(lang.L("Saved {{.Name}}.", map[string]any{"Name": file.URI().Name()}))
}
