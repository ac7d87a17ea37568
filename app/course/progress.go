package course

import (
	"fmt"
	"os"
	"path/filepath"

	"walakpussa/lessons"
)

// progressFile is the name of the file the learner's progress is kept in,
// in the app's storage folder.
const progressFile = "progress.json"

// ProgressStore keeps the learner's progress in a file, written whole
// through a temporary file and a rename, so a crash never leaves half of it.
type ProgressStore struct {
	dir      string
	progress *lessons.Progress
	// problem says what went wrong reading or writing, for the view to show.
	problem string
}

// LoadProgress reads the progress kept in dir. Unreadable progress is set
// aside as progress.json.unreadable, never overwritten, and the learner
// starts afresh with a message saying so.
func LoadProgress(dir string) *ProgressStore {
	s := &ProgressStore{dir: dir, progress: lessons.NewProgress()}
	data, err := os.ReadFile(s.path())
	if os.IsNotExist(err) {
		return s
	}
	if err == nil {
		s.progress, err = lessons.ParseProgress(string(data))
	}
	if err != nil {
		_ = os.Rename(s.path(), s.path()+".unreadable")
		s.problem = fmt.Sprintf("%v (kept as %s.unreadable)", err, progressFile)
	}
	return s
}

func (s *ProgressStore) path() string { return filepath.Join(s.dir, progressFile) }

// save writes the progress; a failure is kept in problem.
func (s *ProgressStore) save() {
	if err := writeFileAtomically(s.path(), []byte(s.progress.JSON())); err != nil {
		s.problem = err.Error()
	}
}

// reset forgets all progress and saves that.
func (s *ProgressStore) reset() {
	s.progress = lessons.NewProgress()
	s.save()
}

// writeFileAtomically writes data to path through a temporary file in the
// same folder and a rename.
func writeFileAtomically(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil { // an ordinary file's mode, not CreateTemp's 0600; a chmod ignores the umask
		return err
	}
	return os.Rename(tmp.Name(), path)
}
