package cli

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSolveTextTellsBestValueExactAndPV(t *testing.T) {
	code, out, errOut := run("solve", "--depth", "4", "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0")
	require.Equal(t, 0, code, errOut)
	for _, part := range []string{"best: S", "value: ", "exact: no", "pv: S", "depth: 4, nodes: "} {
		assert.Contains(t, out, part)
	}
}

func TestSolveTextSaysWhenExact(t *testing.T) {
	// S7 captures N3's 4; North's N1 then goes to N2, South cannot move and
	// North sweeps that seed: 4 - 1.
	code, out, errOut := run("solve", "0,0,0,0,0,0,1/0,0,4,0,0,0,0", "S", "0:0")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "best: S7\n")
	assert.Contains(t, out, "value: +3 for South")
	assert.Contains(t, out, "exact: yes, best play ends the round at South 4, North 1\n")
	assert.Contains(t, out, "pv: S7 N1\n")
}

func TestSolveJSON(t *testing.T) {
	code, out, errOut := run("solve", "--json", "0,0,0,0,0,0,1/0,0,4,0,0,0,0 S 0:0", "--depth", "6")
	require.Equal(t, 0, code, errOut)
	var got struct {
		Best  []string `json:"best"`
		Value int      `json:"value"`
		Exact bool     `json:"exact"`
		PV    []string `json:"pv"`
		Depth int      `json:"depth"`
		Nodes int64    `json:"nodes"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	assert.Equal(t, []string{"S7"}, got.Best)
	assert.Equal(t, 3, got.Value)
	assert.True(t, got.Exact)
	assert.Equal(t, []string{"S7", "N1"}, got.PV)
	assert.Equal(t, 2, got.Depth)
	assert.Positive(t, got.Nodes)
}

func TestSolveJSONWithATimeLimit(t *testing.T) {
	code, out, errOut := run("solve", "--json", "--time", "100ms", "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0")
	require.Equal(t, 0, code, errOut)
	var got map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	for _, key := range []string{"best", "value", "exact", "pv", "depth", "nodes"} {
		assert.Contains(t, got, key)
	}
}

func TestSolveRefusesAMalformedPosition(t *testing.T) {
	for _, args := range [][]string{
		{"solve", "4,4,4/4,4 S 0:0"},
		{"solve", "4,4,4,4,4,4,4/4,4,4,4,4,4,4 X 0:0"},
		{"solve"},
		{"solve", "--depth", "x", "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0"},
	} {
		code, out, errOut := run(args...)
		assert.Equal(t, 2, code, args)
		assert.Empty(t, out, args)
		assert.Regexp(t, `^walakpussa: [^\n]+\n$`, errOut, args)
	}
}
