// Package atomicfile is the one writer of every file the program writes
// (progress, games, exports, worksheets, generated puzzles, endgame
// tables): all or nothing. The new bytes go to a temporary file beside the
// target, are synced, and replace it by rename only when complete; on any
// error the old file is as it was, the temporary file is removed, and the
// error names the user's file, never the temporary one. A symbolic link is
// followed and its target replaced; a device or a FIFO (/dev/null, a pipe)
// is written directly, never replaced by a regular file. A new file gets
// mode 0644 before the umask; a file replaced keeps its mode.
package atomicfile

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"walakpussa/assets/i18n/sentence"
)

// TempPrefix starts the name of every temporary file this package makes,
// after a dot: ".NAME.walakpussa-tmp-…". RemoveStale finds them by it.
const TempPrefix = ".walakpussa-tmp-"

// WriteBytes writes data to path, all or nothing.
func WriteBytes(path string, data []byte) error {
	return Write(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// Write writes what write produces to path, all or nothing (see the
// package comment).
func Write(path string, write func(io.Writer) error) error {
	target, info, err := resolve(path)
	if err != nil {
		return fail(path, err)
	}
	if info != nil && info.IsDir() {
		return fail(path, errIsFolder)
	}
	if info != nil && !info.Mode().IsRegular() {
		return fail(path, writeDirect(target, write))
	}
	mode := fs.FileMode(0o644)
	if info != nil {
		mode = info.Mode().Perm()
	}
	return fail(path, replace(target, mode, write))
}

// errIsFolder: the path names a folder.
var errIsFolder = sentence.Errorf("it is a folder")

// Error is a write that failed: the user's file and the reason, without
// any file name (that of a temporary file means nothing to the user). It
// reads "cannot write PATH: reason", in the language in use.
type Error struct {
	Path string
	Err  error
}

// Error says which file could not be written, and why, in English.
func (e *Error) Error() string { return sentence.Errorf("cannot write %s: %v", e.Path, e.Err).Error() }

// Tell says it in the language of sp.
func (e *Error) Tell(sp sentence.Speaker) string { return sp.F("cannot write %s: %v", e.Path, e.Err) }

// Unwrap is the reason.
func (e *Error) Unwrap() error { return e.Err }

// fail is nil for a nil err, and otherwise err as an *Error on path.
func fail(path string, err error) error {
	if err == nil {
		return nil
	}
	return &Error{Path: path, Err: reason(err)}
}

// reason is the cause of a file operation's error, without the file's
// name (that of a temporary file means nothing to the user).
func reason(err error) error {
	var pathErr *fs.PathError
	var linkErr *os.LinkError
	switch {
	case errors.As(err, &pathErr):
		return pathErr.Err
	case errors.As(err, &linkErr):
		return linkErr.Err
	}
	return err
}

// resolve follows path's symbolic links to the file to write, and returns
// that file's information, nil when it does not exist yet.
func resolve(path string) (string, fs.FileInfo, error) {
	target := path
	for range 40 { // a loop of links stops here
		info, err := os.Lstat(target)
		if errors.Is(err, fs.ErrNotExist) {
			return target, nil, nil
		}
		if err != nil {
			return "", nil, err
		}
		if info.Mode()&fs.ModeSymlink == 0 {
			return target, info, nil
		}
		link, err := os.Readlink(target)
		if err != nil {
			return "", nil, err
		}
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(target), link)
		}
		target = link
	}
	return "", nil, sentence.Errorf("too many symbolic links")
}

// writeDirect writes to a device or a FIFO in place.
func writeDirect(target string, write func(io.Writer) error) error {
	f, err := os.OpenFile(target, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	err = write(f)
	if closeErr := f.Close(); err == nil {
		err = closeErr
	}
	return err
}

// replace writes a temporary file beside target, syncs it and renames it
// over target; on any error the temporary file goes.
func replace(target string, mode fs.FileMode, write func(io.Writer) error) error {
	tmp, err := createTemp(target, mode)
	if err != nil {
		return err
	}
	err = write(tmp)
	if err == nil {
		err = tmp.Sync()
	}
	if closeErr := tmp.Close(); err == nil {
		err = closeErr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), target)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

// createTemp makes a new temporary file beside target with mode (before
// the umask), named ours (TempPrefix).
func createTemp(target string, mode fs.FileMode) (*os.File, error) {
	dir, base := filepath.Split(target)
	for i := range 100 {
		suffix := strconv.FormatInt(time.Now().UnixNano()+int64(i), 36)
		name := filepath.Join(dir, "."+base+TempPrefix+suffix)
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
		if !errors.Is(err, fs.ErrExist) {
			return f, err
		}
	}
	return nil, sentence.Errorf("no free name for a temporary file")
}

// RemoveStale removes the temporary files of this package in dir older
// than age (left by a program killed while writing), and reports how many
// it removed.
func RemoveStale(dir string, age time.Duration) int {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	removed := 0
	for _, e := range entries {
		if !e.Type().IsRegular() || !strings.Contains(e.Name(), TempPrefix) || !strings.HasPrefix(e.Name(), ".") {
			continue
		}
		info, err := e.Info()
		if err == nil && time.Since(info.ModTime()) > age && os.Remove(filepath.Join(dir, e.Name())) == nil {
			removed++
		}
	}
	return removed
}
