package course

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/lessons"
)

func TestProgressSurvivesARestart(t *testing.T) {
	dir := t.TempDir()
	s := LoadProgress(dir)
	s.progress.Visit("relay", 3)
	s.progress.Try(&lessons.Puzzle{ID: "relay-1", Level: 2}, true)
	s.save()
	again := LoadProgress(dir)
	assert.Empty(t, again.readNotice())
	assert.Empty(t, again.saveNotice())
	assert.Equal(t, lessons.InProgress, again.progress.Status("relay"))
	assert.True(t, again.progress.Solved("relay-1"))
	again.reset()
	assert.Equal(t, lessons.New, LoadProgress(dir).progress.Status("relay"))
}

func TestUnreadableProgressIsKeptAsideNotLost(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, progressFile)
	require.NoError(t, os.WriteFile(path, []byte("{broken"), 0o644))
	s := LoadProgress(dir)
	assert.Contains(t, s.readNotice(), "Your progress could not be read, so it starts afresh: saved progress is unreadable")
	assert.Contains(t, s.readNotice(), "The old file is kept as "+path+".unreadable.")
	assert.Equal(t, lessons.New, s.progress.Status("relay"))
	s.progress.Visit("relay", 1)
	s.save()
	assert.Empty(t, s.saveNotice())
	assert.Equal(t, lessons.InProgress, LoadProgress(dir).progress.Status("relay"), "saving goes on")
	kept, err := os.ReadFile(path + ".unreadable")
	require.NoError(t, err)
	assert.Equal(t, "{broken", string(kept))
}

func TestUnreadableProgressThatCannotBeSetAsideIsNeverOverwritten(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, progressFile)
	require.NoError(t, os.WriteFile(path, []byte("{broken"), 0o644))
	// A folder in the way makes the rename fail, even as root, whom a
	// read-only folder would not stop.
	require.NoError(t, os.Mkdir(path+".unreadable", 0o755))
	s := LoadProgress(dir)
	assert.Contains(t, s.readNotice(), "Your progress could not be read (saved progress is unreadable")
	assert.Contains(t, s.readNotice(), "), and "+path+" could not be set aside as progress.json.unreadable: file exists.")
	assert.NotContains(t, s.readNotice(), "kept as")
	assert.Equal(t, "Your progress is not saved, so that "+path+" is not overwritten: move that file away and restart the app to save again.", s.saveNotice())
	s.progress.Visit("relay", 1)
	s.save()
	assert.Equal(t, lessons.InProgress, s.progress.Status("relay"), "the progress is kept in memory")
	s.reset()
	kept, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "{broken", string(kept), "the unreadable file is left as it was")

	v, _ := newTestLessons(t, dir)
	assert.Contains(t, v.message.Text, "could not be set aside")
	assert.Contains(t, v.message.Text, "Your progress is not saved")
	assert.Contains(t, newTestPuzzles(t, v.store).warning.Text, "Your progress is not saved")
	kept, err = os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "{broken", string(kept), "visiting a step saves nothing")
}
