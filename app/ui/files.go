package ui

import (
	"bytes"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"

	"walakpussa/engine/atomicfile"
)

// fileRepository is what Fyne's repository of file: URIs does: read,
// write, append, list, walk up and down, delete, copy and move.
type fileRepository interface {
	repository.AppendableRepository
	repository.ListableRepository
	repository.HierarchicalRepository
	repository.DeleteAllRepository
	repository.CopyableRepository
	repository.MovableRepository
}

// atomicFiles is Fyne's repository of file: URIs with one change: a
// writer keeps what is written and writes the file, all or nothing
// (atomicfile), when it is closed. A save dialog then only chooses the
// place: the file it names is not truncated before the new one is whole,
// and a save that fails leaves it as it was.
type atomicFiles struct{ fileRepository }

// SaveFilesWhole has every writer of a file: URI in the app (the save
// dialogs' among them) write all or nothing; it reports whether Fyne's
// file repository could be wrapped. Call it once the app is made.
func SaveFilesWhole() bool {
	base, err := repository.ForScheme("file")
	if err != nil {
		return false
	}
	if _, done := base.(atomicFiles); done {
		return true
	}
	files, ok := base.(fileRepository)
	if !ok {
		return false
	}
	repository.Register("file", atomicFiles{files})
	return true
}

// Writer is a writer that writes the file when it is closed, whole.
func (r atomicFiles) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return &wholeFile{uri: u}, nil
}

// wholeFile keeps what is written to a file: URI and writes it at Close.
type wholeFile struct {
	bytes.Buffer
	uri    fyne.URI
	closed bool
}

// URI is the file written.
func (f *wholeFile) URI() fyne.URI { return f.uri }

// Close writes the file, all or nothing; the error names the file.
func (f *wholeFile) Close() error {
	if f.closed {
		return nil
	}
	f.closed = true
	return atomicfile.WriteBytes(f.uri.Path(), f.Bytes())
}

// ChosenPath gives up the writer a save dialog opened, writing nothing
// through it, and returns the path of the file it names, for a writer of
// the app's own to write all or nothing.
func ChosenPath(file fyne.URIWriteCloser) string {
	Discard(file)
	return file.URI().Path()
}

// Discard gives up a writer without writing what it holds, and reports
// whether the file it names was touched all the same: a writer that is
// not the app's own (SaveFilesWhole) made or emptied the file when it
// opened, and the caller may delete what it wrote.
func Discard(file fyne.URIWriteCloser) (touched bool) {
	if w, ok := file.(*wholeFile); ok {
		w.closed = true
		return false
	}
	file.Close()
	return true
}
