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
	s.progress.Visit("relay", 3, 6)
	s.progress.Try("relay-1", true)
	s.save()
	again := LoadProgress(dir)
	assert.Empty(t, again.problem)
	assert.Equal(t, lessons.InProgress, again.progress.Status("relay"))
	assert.True(t, again.progress.Solved("relay-1"))
	again.reset()
	assert.Equal(t, lessons.New, LoadProgress(dir).progress.Status("relay"))
}

func TestUnreadableProgressIsKeptAsideNotLost(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, progressFile), []byte("{broken"), 0o644))
	s := LoadProgress(dir)
	assert.Contains(t, s.problem, "saved progress is unreadable")
	assert.Equal(t, lessons.New, s.progress.Status("relay"))
	kept, err := os.ReadFile(filepath.Join(dir, progressFile+".unreadable"))
	require.NoError(t, err)
	assert.Equal(t, "{broken", string(kept))
}
