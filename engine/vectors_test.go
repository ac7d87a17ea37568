package engine

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// vector is one worked example of ../shared/rules/vectors.jsonl.
type vector struct {
	Note     string `json:"note"`
	Position string `json:"position"`
	Move     string `json:"move"`
	Result   string `json:"result"`
	Captured int    `json:"captured"`
	Laps     int    `json:"laps"`
	Drops    int    `json:"drops"`
	Chain    int    `json:"chain"`
	Endless  bool   `json:"endless"`
}

func loadVectors(t testing.TB) []vector {
	f, err := os.Open("testdata/vectors.jsonl")
	require.NoError(t, err)
	defer f.Close()
	var vectors []vector
	scanner := bufio.NewScanner(f)
	for scanner.Scan() {
		var v vector
		require.NoError(t, json.Unmarshal(scanner.Bytes(), &v))
		vectors = append(vectors, v)
	}
	require.NoError(t, scanner.Err())
	require.NotEmpty(t, vectors)
	return vectors
}

func TestVectorsApply(t *testing.T) {
	rules := Standard()
	for _, v := range loadVectors(t) {
		t.Run(v.Position+" "+v.Move, func(t *testing.T) {
			p, err := ParsePosition(v.Position)
			require.NoError(t, err)
			h, err := ParseHole(v.Move)
			require.NoError(t, err)
			next, out := rules.Apply(p, h)
			assert.Equal(t, Outcome{Captured: v.Captured, Laps: v.Laps, Drops: v.Drops, Chain: v.Chain, Endless: v.Endless}, out, v.Note)
			if v.Endless {
				assert.Equal(t, p, next, "an endless move leaves the position as it was")
			} else {
				assert.Equal(t, v.Result, next.String(), v.Note)
			}
		})
	}
}

func TestVectorsTrace(t *testing.T) {
	rules := Standard()
	for _, v := range loadVectors(t) {
		t.Run(v.Position+" "+v.Move, func(t *testing.T) {
			p, _ := ParsePosition(v.Position)
			h, _ := ParseHole(v.Move)
			tr, err := rules.Trace(p, h)
			require.NoError(t, err)
			assert.Equal(t, v.Endless, tr.Outcome.Endless)
			if v.Endless {
				final := tr.Final()
				assert.Equal(t, Endless, final.Kind)
				assert.Positive(t, final.Repeats, "an endless vector repeats an earlier lap")
				assert.Less(t, final.Repeats, final.Lap)
				return
			}
			assert.Equal(t, v.Result, tr.Result.String())
			assert.Equal(t, v.Laps, tr.Outcome.Laps)
			assert.Equal(t, v.Drops, countKind(tr, Drop))
			assert.Equal(t, v.Laps-1, countKind(tr, Relay))
			assert.Equal(t, v.Chain, countKind(tr, Capture))
			assert.Equal(t, v.Captured, tr.Final().Captured)
		})
	}
}

func countKind(tr *Trace, kind EventKind) int {
	n := 0
	for _, e := range tr.Events {
		if e.Kind == kind {
			n++
		}
	}
	return n
}
