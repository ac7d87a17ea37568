package worksheet

import (
	"os"
	"path/filepath"

	"walakpussa/assets/i18n/sentence"
)

// WriteFile prints doc on paper to the PDF file path. It writes a
// temporary file in the same folder and renames it at the end, so path is
// either the whole new sheet or left as it was.
func WriteFile(path string, doc Document, paper Paper) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+"-*.tmp")
	if err != nil {
		return sentence.Errorf("cannot write %s: %v", path, unwrapPath(err))
	}
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	// An ordinary file's mode, not CreateTemp's 0600; a chmod ignores the
	// umask.
	if err := tmp.Chmod(0o644); err != nil {
		return sentence.Errorf("cannot write %s: %v", path, unwrapPath(err))
	}
	if err := NewPrinter(paper).Print(doc, tmp); err != nil {
		return sentence.Errorf("cannot write %s: %v", path, err)
	}
	if err := tmp.Close(); err != nil {
		return sentence.Errorf("cannot write %s: %v", path, unwrapPath(err))
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		done = true
		return sentence.Errorf("cannot write %s: %v", path, unwrapPath(err))
	}
	done = true
	return nil
}

// unwrapPath is the reason of a *os.PathError (such as "permission
// denied"), without the temporary file's name.
func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	if le, ok := err.(*os.LinkError); ok {
		return le.Err
	}
	return err
}
