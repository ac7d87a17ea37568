package ui

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// heldJobs is a Background that keeps the jobs until the test runs them.
type heldJobs struct{ pending []func() func() }

// hold keeps work.
func (h *heldJobs) hold(work func() func()) { h.pending = append(h.pending, work) }

// finish runs the job held i-th, then its result, as on the UI goroutine.
func (h *heldJobs) finish(i int) { h.pending[i]()() }

func TestTasksApplyAResultOnlyWhenNotStoppedMeanwhile(t *testing.T) {
	for _, tc := range []struct {
		name    string
		between func(*Tasks)
		applied bool
		err     error
	}{
		{"left alone", func(*Tasks) {}, true, nil},
		{"stopped", (*Tasks).Stop, false, context.Canceled},
		{"restarted", func(tasks *Tasks) { tasks.Stop(); tasks.Start(func(context.Context) func() { return nil }) }, false, context.Canceled},
		{"another job started", func(tasks *Tasks) { tasks.Start(func(context.Context) func() { return nil }) }, true, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var held heldJobs
			tasks := &Tasks{Background: held.hold}
			var seen context.Context
			applied := false
			tasks.Start(func(ctx context.Context) func() {
				seen = ctx
				return func() { applied = true }
			})
			assert.True(t, tasks.Running())
			tc.between(tasks)
			require.NotEmpty(t, held.pending)
			work := held.pending[0]
			done := work()
			assert.Equal(t, tc.err, seen.Err(), "the job's context")
			done()
			assert.Equal(t, tc.applied, applied, "the result")
		})
	}
}

func TestTasksRunningCountsTheJobsOfTheCurrentGeneration(t *testing.T) {
	var held heldJobs
	tasks := &Tasks{Background: held.hold}
	assert.False(t, tasks.Running(), "nothing started")
	var runningInDone bool
	tasks.Start(func(context.Context) func() { return func() { runningInDone = tasks.Running() } })
	tasks.Start(func(context.Context) func() { return nil })
	held.finish(0)
	assert.True(t, tasks.Running(), "one job is still out")
	assert.True(t, runningInDone, "the other job was still out when the first came back")
	held.finish(1)
	assert.False(t, tasks.Running(), "both came back")

	tasks.Start(func(context.Context) func() { return nil })
	tasks.Stop()
	assert.False(t, tasks.Running(), "a stopped job is not waited for")
	tasks.Start(func(context.Context) func() { return nil })
	held.finish(2)
	assert.True(t, tasks.Running(), "the stopped job coming back late does not count against the new one")
	held.finish(3)
	assert.False(t, tasks.Running())
}

func TestTasksAfterStopRunUnderAFreshContext(t *testing.T) {
	tasks := &Tasks{Background: func(work func() func()) { work()() }}
	var first, second context.Context
	tasks.Start(func(ctx context.Context) func() { first = ctx; return nil })
	tasks.Stop()
	tasks.Start(func(ctx context.Context) func() { second = ctx; return nil })
	assert.ErrorIs(t, first.Err(), context.Canceled)
	assert.NoError(t, second.Err())
	applied := false
	tasks.Start(func(context.Context) func() { return func() { applied = true } })
	assert.True(t, applied, "run at once, the result is applied at once")
}
