package course

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"walakpussa/app/stepper"
	"walakpussa/app/ui"
	"walakpussa/assets/i18n"
	"walakpussa/assets/i18n/sentence"
	"walakpussa/engine"
	"walakpussa/engine/atomicfile"
	"walakpussa/lessons"
)

// progressFile is the name of the file the learner's progress is kept in,
// in the app's storage folder.
const progressFile = "progress.json"

// asideSuffix, then a number, ends the name an unreadable progress file is
// set aside under: progress.json.unreadable-1, -2, … (never overwritten).
const asideSuffix = ".unreadable-"

// ProgressStore keeps the learner's progress in a file, written whole
// through a temporary file and a rename, so a crash never leaves half of it.
// It says what went wrong reading or writing it, for the views to show.
type ProgressStore struct {
	dir      string
	progress *lessons.Progress
	// unreadable is why the saved progress could not be read at start; nil
	// when it could. aside is the name it was set aside under.
	unreadable error
	aside      string
	// dropped are the entries of the saved progress no learner can have
	// made, dropped at start (lessons.Progress.Drop).
	dropped []error
	// stuck is why the unreadable file could not be set aside. While it is
	// set nothing is saved, so that file is never overwritten.
	stuck error
	// failed is why the last save failed; nil once one succeeds.
	failed error
	// watchers are called when saving starts or stops failing, by the
	// view that watches.
	watchers map[any]func()
}

// LoadProgress reads the progress kept in dir. Unreadable progress is set
// aside as progress.json.unreadable, never overwritten, and the learner
// starts afresh with a message saying so. When it cannot be set aside, the
// progress is kept in memory only and the message says that too.
func LoadProgress(dir string) *ProgressStore { return loadProgress(dir, os.Rename) }

// loadProgress is LoadProgress, setting an unreadable file aside with
// rename (tests make it fail).
func loadProgress(dir string, rename func(from, to string) error) *ProgressStore {
	s := &ProgressStore{dir: dir, progress: lessons.NewProgress()}
	data, err := os.ReadFile(s.path())
	if os.IsNotExist(err) {
		return s
	}
	if err == nil {
		s.progress, err = lessons.ParseProgress(string(data))
	}
	if err != nil {
		s.unreadable = err
		s.aside, s.stuck = setAside(s.path(), rename)
		return s
	}
	s.dropped = s.progress.Drop()
	return s
}

// setAside renames the file at path to the first free name of
// path.unreadable-1, -2, …, so that no file set aside before is
// overwritten, and returns the name.
func setAside(path string, rename func(from, to string) error) (string, error) {
	for n := 1; n < 1000; n++ {
		aside := path + asideSuffix + strconv.Itoa(n)
		if _, err := os.Lstat(aside); errors.Is(err, fs.ErrNotExist) {
			return aside, rename(path, aside)
		}
	}
	return "", errNoAsideName
}

// errNoAsideName: every name an unreadable progress file could be set
// aside under is taken.
var errNoAsideName = sentence.Errorf("the names to set it aside under are all taken")

func (s *ProgressStore) path() string { return filepath.Join(s.dir, progressFile) }

// watch has f called after every change to the progress and whenever
// saving starts or stops failing, so that the view watching shows what is
// current (a puzzle solved in a lesson counts in the Puzzles tab at once)
// and saveNotice; a view watches once.
func (s *ProgressStore) watch(view any, f func()) {
	if s.watchers == nil {
		s.watchers = map[any]func(){}
	}
	s.watchers[view] = f
}

// unwatch stops telling view.
func (s *ProgressStore) unwatch(view any) { delete(s.watchers, view) }

// record changes the progress with change, saves it and tells the
// watchers.
func (s *ProgressStore) record(change func(*lessons.Progress)) {
	change(s.progress)
	s.save()
}

// stepEnv is what a step view of a view with rules, its clock, tempo,
// background work and debugger needs, its tries, hints and looks at a
// solution recorded in s.
func (s *ProgressStore) stepEnv(rules engine.Rules, after ui.Scheduler, tempo stepper.Tempo, background ui.Background,
	onDebug func(engine.Position, engine.Hole)) stepEnv {
	return stepEnv{
		rules: rules, after: after, tempo: tempo, background: background, onDebug: onDebug,
		onTry:      func(pz *lessons.Puzzle, solved bool) { s.record(func(p *lessons.Progress) { p.Try(pz, solved) }) },
		onHint:     func(id string) { s.record(func(p *lessons.Progress) { p.Hint(id) }) },
		onSolution: func(pz *lessons.Puzzle) { s.record(func(p *lessons.Progress) { p.SawSolution(pz) }) },
	}
}

// save writes the progress, unless an unreadable file could not be set
// aside, and tells the watchers.
func (s *ProgressStore) save() {
	if s.stuck == nil {
		s.failed = s.write()
	}
	for _, f := range s.watchers {
		f()
	}
}

// write writes the progress whole; a progress that cannot be encoded
// leaves the file as it was.
func (s *ProgressStore) write() error {
	text, err := s.progress.JSON()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(s.path()), 0o755); err != nil {
		return err
	}
	return atomicfile.WriteBytes(s.path(), []byte(text))
}

// reset forgets all progress and saves that.
func (s *ProgressStore) reset() {
	s.progress = lessons.NewProgress()
	s.save()
}

// readNotice tells the learner that the saved progress could not be read
// and what became of the file; "" when it was read.
func (s *ProgressStore) readNotice() string {
	if len(s.dropped) > 0 {
		entries := make([]string, len(s.dropped))
		for i, e := range s.dropped {
			entries[i] = i18n.Say(e)
		}
		return i18n.N("{{.Count}} entries of your saved progress could not be used and were left out: {{.Entries}}.", len(entries),
			map[string]any{"Count": len(entries), "Entries": strings.Join(entries, ", ")})
	}
	if s.unreadable == nil {
		return ""
	}
	if s.stuck != nil {
		return i18n.L("Your progress could not be read ({{.Problem}}), and {{.File}} could not be set aside as {{.Aside}}: {{.Reason}}.", map[string]any{
			"Problem": i18n.Say(s.unreadable), "File": s.path(), "Aside": filepath.Base(s.aside), "Reason": reason(s.stuck)})
	}
	return i18n.L("Your progress could not be read, so it starts afresh: {{.Problem}}. The old file is kept as {{.File}}.", map[string]any{
		"Problem": i18n.Say(s.unreadable), "File": s.aside})
}

// saveNotice tells the learner that the progress is not being saved, and
// why; "" while it is.
func (s *ProgressStore) saveNotice() string {
	switch {
	case s.stuck != nil:
		return i18n.L("Your progress is not saved, so that {{.File}} is not overwritten: move that file away and restart the app to save again.", map[string]any{"File": s.path()})
	case s.failed != nil:
		return i18n.L("Your progress could not be saved to {{.File}}: {{.Reason}}. It is kept while the app is open, and the next save tries again.", map[string]any{
			"File": s.path(), "Reason": reason(s.failed)})
	}
	return ""
}

// reason is what went wrong with a file, without the paths the notices
// give already.
func reason(err error) string {
	var pathErr *fs.PathError
	var linkErr *os.LinkError
	var writeErr *atomicfile.Error
	switch {
	case errors.As(err, &writeErr):
		return writeErr.Err.Error()
	case errors.As(err, &pathErr):
		return pathErr.Err.Error()
	case errors.As(err, &linkErr):
		return linkErr.Err.Error()
	}
	return err.Error()
}
