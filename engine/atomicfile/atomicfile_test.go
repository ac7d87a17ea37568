package atomicfile

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// entries lists the names in dir.
func entries(t *testing.T, dir string) []string {
	t.Helper()
	list, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range list {
		names = append(names, e.Name())
	}
	return names
}

func TestANewFileIsWrittenWhole(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.walak")
	require.NoError(t, WriteBytes(path, []byte("walakpussa game 1\n")))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "walakpussa game 1\n", string(data))
	assert.Equal(t, []string{"game.walak"}, entries(t, dir), "no temporary file is left")
}

func TestAFailedWriteLeavesTheOldFileAndNoTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "progress.json")
	require.NoError(t, os.WriteFile(path, []byte("old"), 0o600))
	err := Write(path, func(w io.Writer) error {
		_, _ = w.Write([]byte("half a"))
		return errors.New("disk full")
	})
	require.Error(t, err)
	assert.Equal(t, "cannot write "+path+": disk full", err.Error(), "the user's file is named, not the temporary one")
	data, _ := os.ReadFile(path)
	assert.Equal(t, "old", string(data))
	assert.Equal(t, []string{"progress.json"}, entries(t, dir))
}

func TestAFileReplacedKeepsItsMode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sheet.pdf")
	require.NoError(t, os.WriteFile(path, []byte("old"), 0o600))
	require.NoError(t, os.Chmod(path, 0o600))
	require.NoError(t, WriteBytes(path, []byte("new")))
	info, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, fs.FileMode(0o600), info.Mode().Perm())
}

func TestAFolderThatDoesNotExistIsNamed(t *testing.T) {
	path := filepath.Join(t.TempDir(), "missing", "x.pdf")
	err := WriteBytes(path, []byte("x"))
	require.Error(t, err)
	assert.True(t, strings.HasPrefix(err.Error(), "cannot write "+path+": "), err.Error())
	assert.NotContains(t, err.Error(), TempPrefix)
	assert.ErrorContains(t, WriteBytes(t.TempDir(), []byte("x")), "it is a folder")
}

func TestALinkIsFollowedAndItsTargetReplaced(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real.walak")
	link := filepath.Join(dir, "link.walak")
	require.NoError(t, os.WriteFile(target, []byte("old"), 0o644))
	require.NoError(t, os.Symlink("real.walak", link))
	require.NoError(t, WriteBytes(link, []byte("new")))
	info, err := os.Lstat(link)
	require.NoError(t, err)
	assert.NotZero(t, info.Mode()&fs.ModeSymlink, "the link stays a link")
	data, _ := os.ReadFile(target)
	assert.Equal(t, "new", string(data), "its target is replaced")

	dangling := filepath.Join(dir, "dangling")
	require.NoError(t, os.Symlink("made.walak", dangling))
	require.NoError(t, WriteBytes(dangling, []byte("made")))
	data, _ = os.ReadFile(filepath.Join(dir, "made.walak"))
	assert.Equal(t, "made", string(data), "a link to nothing yet makes its target")
}

func TestADeviceIsWrittenDirectly(t *testing.T) {
	const null = "/dev/null"
	if _, err := os.Stat(null); err != nil {
		t.Skip("no /dev/null here")
	}
	require.NoError(t, WriteBytes(null, []byte("nothing")))
	info, err := os.Stat(null)
	require.NoError(t, err)
	assert.NotZero(t, info.Mode()&fs.ModeDevice, "/dev/null is still a device")
}

func TestStaleTemporaryFilesAreRemoved(t *testing.T) {
	dir := t.TempDir()
	stale := filepath.Join(dir, ".progress.json"+TempPrefix+"abc")
	fresh := filepath.Join(dir, ".progress.json"+TempPrefix+"def")
	other := filepath.Join(dir, ".progress.json.tmp-abc")
	for _, name := range []string{stale, fresh, other} {
		require.NoError(t, os.WriteFile(name, []byte("x"), 0o644))
	}
	old := time.Now().Add(-48 * time.Hour)
	require.NoError(t, os.Chtimes(stale, old, old))
	require.NoError(t, os.Chtimes(other, old, old))
	assert.Equal(t, 1, RemoveStale(dir, 24*time.Hour))
	assert.ElementsMatch(t, []string{filepath.Base(fresh), filepath.Base(other)}, entries(t, dir), "only ours, and only old ones")
}
