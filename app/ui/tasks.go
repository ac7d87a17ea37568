package ui

import "context"

// Tasks is a group of background jobs that end together: a view's
// searches, a course being loaded, an export. Each job runs off the UI
// goroutine under the group's context, and what it returns is applied on
// the UI goroutine unless the group was stopped since the job started:
// Stop cancels the context, so the jobs can give up at once, and drops
// their late results. Start, Stop and Running are called on the UI
// goroutine. The zero Tasks is ready to use and runs its jobs through
// InBackground.
type Tasks struct {
	// Background runs the jobs; nil means InBackground. Tests set it, to
	// run the jobs at once or hold them back.
	Background Background
	ctx        context.Context
	cancel     context.CancelFunc
	generation int // bumped by Stop: a job of an older generation is dropped
	running    int // jobs of this generation whose result has not come back
}

// Start runs work off the UI goroutine with the group's context, then
// the function it returns on the UI goroutine, unless the group was
// stopped meanwhile: that result is then dropped. To replace the jobs
// running (a reload), Stop first.
func (t *Tasks) Start(work func(ctx context.Context) (done func())) {
	if t.ctx == nil {
		t.ctx, t.cancel = context.WithCancel(context.Background())
	}
	ctx, generation := t.ctx, t.generation
	t.running++
	run := t.Background
	if run == nil {
		run = InBackground
	}
	run(func() func() {
		done := work(ctx)
		return func() {
			if generation != t.generation {
				return
			}
			t.running--
			if done != nil {
				done()
			}
		}
	})
}

// Stop cancels the context of the jobs running and drops their results;
// jobs started later run under a new context.
func (t *Tasks) Stop() {
	if t.cancel != nil {
		t.cancel()
	}
	t.ctx, t.cancel = nil, nil
	t.generation++
	t.running = 0
}

// Running reports whether a job started since the last Stop has not yet
// come back.
func (t *Tasks) Running() bool { return t.running > 0 }
