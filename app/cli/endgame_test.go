package cli

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// isolateCache points the user cache directory at an empty folder.
func isolateCache(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
}

func TestEndgameBuildsThenLoadsFromTheCache(t *testing.T) {
	isolateCache(t)
	code, out, errOut := run("endgame", "--seeds", "5")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "every position with 1 to 5 seeds on the board, 11627 positions")
	assert.Contains(t, out, "built in ")
	assert.Contains(t, out, "    1         14         14 (100.0%)")
	assert.Contains(t, out, "endgame-v3-k5-")

	code, out, errOut = run("endgame", "--seeds", "5", "--json")
	require.Equal(t, 0, code, errOut)
	var got endgameJSON
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	assert.False(t, got.Built, "the second run loads the cached table")
	assert.Equal(t, 5, got.Seeds)
	require.Len(t, got.Levels, 5)
	assert.Equal(t, endgameLevel{Seeds: 2, Positions: 105, Exact: 93}, got.Levels[1])
	assert.Positive(t, got.Bytes)
}

func TestEndgameRefusesBadSeeds(t *testing.T) {
	isolateCache(t)
	code, _, errOut := run("endgame", "--seeds", "99")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "99 seeds is out of range 0..16")
	code, _, errOut = run("endgame", "extra")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `unexpected argument "extra"`)
}

func TestSolveWithTheEndgameTableIsExact(t *testing.T) {
	// 8 seeds: a search 2 plies deep is exact with the table's values.
	isolateCache(t)
	code, out, errOut := run("solve", "--endgame", "8", "--depth", "2", "0,1,2,0,0,1,0/1,0,0,2,0,1,0 S 0:0")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "value: +8 for South")
	assert.Contains(t, out, "exact: yes")
	code, out, _ = run("solve", "--depth", "2", "0,1,2,0,0,1,0/1,0,0,2,0,1,0 S 0:0")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "exact: no", "without the table 2 plies prove nothing")
}
