package debugger

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/app/internal/testkit"
	"walakpussa/engine"
)

// replyWhere returns the first move of the side to move in after whose
// trace has a capture (want true: with the index of its first capture) or
// has none (want false).
func replyWhere(t *testing.T, after engine.Position, want bool) (engine.Hole, int) {
	t.Helper()
	rules := engine.Standard()
	for _, h := range engine.Holes(after.Turn) {
		trace, err := rules.Trace(after, h)
		if err != nil {
			continue
		}
		for i, ev := range trace.Events {
			if ev.Kind == engine.Capture {
				if want {
					return h, i
				}
				break
			}
			if i == len(trace.Events)-1 && !want {
				return h, 0
			}
		}
	}
	t.Fatalf("no reply with capture=%v in %v", want, after)
	return engine.NoHole, 0
}

func TestShowWhyOpensTheReplyPausedOnItsFirstCapture(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	rules := engine.Standard()
	before, move := engine.Start(), testkit.Hole("S1")
	after, _, err := rules.Play(before, move)
	require.NoError(t, err)
	reply, first := replyWhere(t, after, true)
	require.Positive(t, first)

	require.NoError(t, v.OpenReply(before, move, reply))
	p := v.Player()
	assert.Equal(t, after, p.Trace().Start, "the reply is played from the position the move leads to")
	assert.Equal(t, reply, p.Trace().Move)
	assert.Equal(t, first, p.Index(), "paused on the reply's first capture")
	assert.Equal(t, engine.Capture, p.Trace().Events[p.Index()].Kind)
	assert.False(t, p.Playing())
	assert.Equal(t, "After S1, North's best reply is "+reply.String()+": paused on its first capture.", v.source.message.Text)
	assert.True(t, v.source.message.Visible())
	assert.Equal(t, after.String(), v.source.position.Text)
}

func TestShowWhyOnAReplyWithoutCaptureOpensAtItsStart(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	const before = "0,0,0,0,0,0,2/0,0,0,0,0,1,0 S 20:21"
	p := testkit.Position(t, before)
	rules := engine.Standard()
	after, _, err := rules.Play(p, testkit.Hole("S7"))
	require.NoError(t, err)
	reply, _ := replyWhere(t, after, false)

	require.NoError(t, v.OpenReply(p, testkit.Hole("S7"), reply))
	assert.Equal(t, 0, v.Player().Index())
	assert.Contains(t, v.source.message.Text, "It captures nothing itself")
}

func TestShowWhyRefusesAnIllegalMove(t *testing.T) {
	v, _, _ := newTestDebugger(t)
	assert.Error(t, v.OpenReply(engine.Start(), testkit.Hole("N1"), testkit.Hole("S1")))
	assert.True(t, v.source.message.Visible())
}
