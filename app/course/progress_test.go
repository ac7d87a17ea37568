package course

import (
	"io/fs"
	"math"
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
	assert.Contains(t, s.readNotice(), "The old file is kept as "+path+".unreadable-1.")
	assert.Equal(t, lessons.New, s.progress.Status("relay"))
	s.progress.Visit("relay", 1)
	s.save()
	assert.Empty(t, s.saveNotice())
	assert.Equal(t, lessons.InProgress, LoadProgress(dir).progress.Status("relay"), "saving goes on")
	kept, err := os.ReadFile(path + ".unreadable-1")
	require.NoError(t, err)
	assert.Equal(t, "{broken", string(kept))

	require.NoError(t, os.WriteFile(path, []byte("{broken again"), 0o644))
	s = LoadProgress(dir)
	assert.Contains(t, s.readNotice(), "The old file is kept as "+path+".unreadable-2.", "a second unreadable file takes the next number")
	kept, _ = os.ReadFile(path + ".unreadable-1")
	assert.Equal(t, "{broken", string(kept), "the first one set aside is never overwritten")
	kept, _ = os.ReadFile(path + ".unreadable-2")
	assert.Equal(t, "{broken again", string(kept))
}

func TestUnreadableProgressThatCannotBeSetAsideIsNeverOverwritten(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, progressFile)
	require.NoError(t, os.WriteFile(path, []byte("{broken"), 0o644))
	// The rename fails as a read-only folder would make it (a test run as
	// root would not be stopped by one).
	denied := func(from, to string) error {
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: fs.ErrPermission}
	}
	s := loadProgress(dir, denied)
	assert.Contains(t, s.readNotice(), "Your progress could not be read (saved progress is unreadable")
	assert.Contains(t, s.readNotice(), "), and "+path+" could not be set aside as progress.json.unreadable-1: permission denied.")
	assert.NotContains(t, s.readNotice(), "kept as")
	assert.Equal(t, "Your progress is not saved, so that "+path+" is not overwritten: move that file away and restart the app to save again.", s.saveNotice())
	s.progress.Visit("relay", 1)
	s.save()
	assert.Equal(t, lessons.InProgress, s.progress.Status("relay"), "the progress is kept in memory")
	s.reset()
	kept, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "{broken", string(kept), "the unreadable file is left as it was")

	v, _ := newTestLessonsOver(t, s, NewModel())
	assert.Contains(t, v.message.Text, "could not be set aside")
	assert.Contains(t, v.message.Text, "Your progress is not saved")
	assert.Contains(t, newTestPuzzles(t, v.store).warning.Text, "Your progress is not saved")
	kept, err = os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "{broken", string(kept), "visiting a step saves nothing")
}

func TestEntriesNoLearnerCanMakeAreLeftOutAndTheLearnerIsTold(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, progressFile)
	saved := `{"lessons":{"relay":{"step":-3},"board":{"step":1}},"puzzles":{"eat-1":{"tries":-1},"eat-2":{"tries":2}},"streak":-1}`
	require.NoError(t, os.WriteFile(path, []byte(saved), 0o644))
	s := LoadProgress(dir)
	assert.Equal(t, "3 entries of your saved progress could not be used and were left out: lesson relay, puzzle eat-1, your streak.", s.readNotice())
	assert.Equal(t, lessons.InProgress, s.progress.Status("board"), "the rest is kept")
	assert.Equal(t, 2, s.progress.Puzzles["eat-2"].Tries)
	assert.Equal(t, lessons.New, s.progress.Status("relay"))
}

func TestAProgressThatCannotBeEncodedLeavesTheFileAsItWas(t *testing.T) {
	dir := t.TempDir()
	s := LoadProgress(dir)
	s.record(func(p *lessons.Progress) { p.Visit("relay", 1) })
	path := filepath.Join(dir, progressFile)
	before, err := os.ReadFile(path)
	require.NoError(t, err)
	s.record(func(p *lessons.Progress) { p.Rating = &lessons.Rating{R: math.Inf(1), RD: 50, Vol: 0.06} })
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "never an empty or partial file")
	assert.Contains(t, s.saveNotice(), "Your progress could not be saved to "+path)
}
