package cli

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// buildCommand builds walakpussa, as main.go wires it, into dir, for the
// software driver (-tags ci, no display needed), and returns its path.
func buildCommand(t *testing.T, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "walakpussa")
	build := exec.Command("go", "build", "-tags", "ci", "-o", bin, "walakpussa")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "go build: %s", out)
	return bin
}

// environment is the test's environment with no locale but lang ("" for
// none), and the user's folders in dir; TMPDIR too, where the -tags ci
// driver keeps the app's preferences, which another test's app may be
// writing at the same time.
func environment(lang, dir string) []string {
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		if !strings.HasPrefix(name, "XDG_") && !strings.HasPrefix(name, "LC_") && !slices.Contains([]string{"LANG", "LANGUAGE", "HOME", "TMPDIR"}, name) {
			env = append(env, kv)
		}
	}
	if lang != "" {
		env = append(env, "LANG="+lang)
	}
	return append(env, "HOME="+dir, "TMPDIR="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "XDG_CACHE_HOME="+filepath.Join(dir, "cache"), "XDG_DATA_HOME="+filepath.Join(dir, "data"))
}

func TestNoCommandWritesFynesWordsOnStderrWhateverTheLocale(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command: not under -short")
	}
	dir := t.TempDir()
	bin := buildCommand(t, dir)
	illegal := filepath.Join(dir, "illegal.walak")
	require.NoError(t, os.WriteFile(illegal, []byte("walakpussa game 1\nrules standard\nstart 4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0\nS1\nS1\n"), 0o644))
	for _, lang := range []string{"C.UTF-8", "xx_YY.UTF-8", "POSIX", "", "en_US"} {
		for _, args := range [][]string{
			{"--help"},
			{"lessons", "check"},
			{"trace", "S1"},
			{"export", "S1", "--png", filepath.Join(dir, "s1.png")},
			{"worksheet", "--lesson", "relay", "--out", filepath.Join(dir, "relay.pdf")},
		} {
			cmd := exec.Command(bin, args...)
			cmd.Env = environment(lang, dir)
			var errOut bytes.Buffer
			cmd.Stderr = &errOut
			assert.NoError(t, cmd.Run(), "LANG=%q walakpussa %s", lang, strings.Join(args, " "))
			assert.Empty(t, errOut.String(), "LANG=%q walakpussa %s", lang, strings.Join(args, " "))
		}
		cmd := exec.Command(bin, "review", "--json", illegal)
		cmd.Env = environment(lang, dir)
		var out, errOut bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errOut
		err := cmd.Run()
		var exit *exec.ExitError
		require.ErrorAs(t, err, &exit, "LANG=%q: review --json of an illegal game fails", lang)
		assert.Equal(t, 2, exit.ExitCode(), "LANG=%q", lang)
		assert.Empty(t, out.String(), "LANG=%q: no JSON for an illegal game", lang)
		assert.Equal(t, "walakpussa: review: "+illegal+": line 5: S1 is South's hole: North is to move\n", errOut.String(), "LANG=%q: one line naming the line", lang)
	}
}
