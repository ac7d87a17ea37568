package ui

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestASaveThroughFyneWritesTheFileWholeOrNotAtAll(t *testing.T) {
	test.NewTempApp(t)
	require.True(t, SaveFilesWhole())
	require.True(t, SaveFilesWhole(), "twice is once")
	dir := t.TempDir()
	path := filepath.Join(dir, "game.walak")
	require.NoError(t, os.WriteFile(path, []byte("the old game"), 0o644))

	w, err := storage.Writer(storage.NewFileURI(path))
	require.NoError(t, err)
	_, err = w.Write([]byte("half"))
	require.NoError(t, err)
	data, _ := os.ReadFile(path)
	assert.Equal(t, "the old game", string(data), "nothing is truncated while the new game is written")
	require.NoError(t, w.Close())
	data, _ = os.ReadFile(path)
	assert.Equal(t, "half", string(data), "closed: the new file, whole")

	missing := storage.NewFileURI(filepath.Join(dir, "missing", "x.png"))
	w, err = storage.Writer(missing)
	require.NoError(t, err)
	err = w.Close()
	require.Error(t, err)
	assert.Contains(t, err.Error(), "cannot write "+missing.Path())

	w, err = storage.Writer(storage.NewFileURI(path))
	require.NoError(t, err)
	_, _ = w.Write([]byte("a GIF cut short"))
	assert.False(t, Discard(w), "a writer given up touches nothing")
	require.NoError(t, w.Close(), "closing it then writes nothing")
	data, _ = os.ReadFile(path)
	assert.Equal(t, "half", string(data), "the file is as it was")

	listed, err := storage.List(storage.NewFileURI(dir))
	require.NoError(t, err, "the rest of the repository is Fyne's")
	assert.Len(t, listed, 1)
	reader, err := storage.Reader(storage.NewFileURI(path))
	require.NoError(t, err)
	require.NoError(t, reader.Close())
}
