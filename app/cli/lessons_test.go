package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"walakpussa/lessons"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLessonsCheckPassesTheBuiltinCourse(t *testing.T) {
	code, out, errOut := run("lessons", "check")
	require.Equal(t, 0, code, out+errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 5, "no errors: the summary and a line per language")
	assert.Regexp(t, `^1[2-9] lessons, \d+ steps, [1-9]\d\d puzzles, 0 errors$`, lines[0])
	for i, lang := range []string{"de", "pt", "id", "lv"} {
		assert.Regexp(t, `^`+lang+`: \d+ of \d+ steps translated, 0 out of date$`, lines[i+1])
	}
}

func TestLessonsCheckNamesFileAndLineOfEachError(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644))
	}
	write("01-good.yaml", "id: good\ntitle: Good\nsummary: fine\nsteps:\n  - kind: your-move\n    text: t\n"+
		"    position: 4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0\n    accept: S1\n    success: s\n")
	write("02-relay.yaml", "id: relay\ntitle: Relay\nsummary: s\nsteps:\n  - kind: predict\n    text: t\n"+
		"    position: 4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0\n    move: S1\n    ask: last-hole\n    captin: x\n")
	write("03-syntax.yaml", "id: x\ntitle: [\n")
	write("notes.txt", "not a lesson")
	code, out, errOut := run("lessons", "check", dir)
	assert.Equal(t, 2, code)
	assert.Equal(t, "walakpussa: lessons check: 3 errors found\n", errOut)
	assert.Equal(t, strings.Join([]string{
		`02-relay.yaml:7: step 1: position: 13 holes given, 14 expected`,
		`02-relay.yaml:10: step 1: unknown key "captin": a predict step takes kind, text, position, move, ask, answer, reveal, arrows, marks`,
		`03-syntax.yaml:2: YAML: did not find expected node content`,
		`3 lessons, 1 step, 0 puzzles, 3 errors`,
		`de: 0 of 1 steps translated, 0 out of date`,
		`pt: 0 of 1 steps translated, 0 out of date`,
		`id: 0 of 1 steps translated, 0 out of date`,
		`lv: 0 of 1 steps translated, 0 out of date`,
	}, "\n")+"\n", out)
}

func TestLessonsCheckValidatesATeachersTranslations(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644))
	}
	lesson := "id: good\ntitle: Good\nsummary: fine\nsteps:\n  - kind: your-move\n    text: Play the first hole of your row.\n" +
		"    position: 4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0\n    accept: S1\n    success: Well played, that is right.\n"
	write("01-good.yaml", lesson)
	course, errs := lessons.LoadDir(os.DirFS(dir), ".")
	require.Empty(t, errs)
	fingerprint := lessons.Fingerprint(course.Lessons[0].Steps[0])
	write("de/01-good.yaml", "lesson: good\ntitle: Gut\nsummary: fein\nsteps:\n  - fingerprint: "+fingerprint+"\n    text: Spiele die erste Mulde deiner Reihe.\n    success: Gut gespielt, das stimmt.\n")
	write("lv/01-good.yaml", "lesson: good\ntitle: Labi\nsummary: labi\nsteps:\n  - fingerprint: 0badf00d\n    text: Spēlē savas rindas pirmo bedrīti.\n    success: Labi nospēlēts.\n")
	code, out, errOut := run("lessons", "check", dir)
	assert.Equal(t, 2, code, errOut)
	assert.Equal(t, strings.Join([]string{
		`lv/01-good.yaml:5: step 1: out of date: the master's words changed after this was translated (its fingerprint is now ` + fingerprint + `)`,
		`1 lesson, 1 step, 0 puzzles, 1 error`,
		`de: 1 of 1 steps translated, 0 out of date`,
		`pt: 0 of 1 steps translated, 0 out of date`,
		`id: 0 of 1 steps translated, 0 out of date`,
		`lv: 0 of 1 steps translated, 1 out of date`,
	}, "\n")+"\n", out)
}

func TestLessonsCheckCommandLine(t *testing.T) {
	code, _, errOut := run("lessons")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `expected "lessons check [DIR]"`)
	code, _, errOut = run("lessons", "check", filepath.Join(t.TempDir(), "nowhere"))
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "no such file or directory")
	code, out, _ := run("lessons", "check", t.TempDir())
	assert.Equal(t, 2, code)
	assert.True(t, strings.HasPrefix(out, ".: no lesson files (*.yaml) in this folder\n0 lessons, 0 steps, 0 puzzles, 1 error\nde: 0 of 0 steps translated, 0 out of date\n"), out)
	code, out, _ = run("--help")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "walakpussa lessons check [DIR]")
}

func TestLessonsCheckNamesABrokenTranslationOnce(t *testing.T) {
	dir := t.TempDir()
	lesson := "id: good\ntitle: Good\nsummary: fine\nsteps:\n  - kind: your-move\n    text: Play the first hole of your row.\n" +
		"    position: 4,4,4,4,4,4,4/4,4,4,4,4,4,4 S 0:0\n    accept: S1\n    success: Well played, that is right.\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, "01-good.yaml"), []byte(lesson), 0o644))
	require.NoError(t, os.Mkdir(filepath.Join(dir, "lv"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "lv", "01-good.yaml"), []byte("lesson: good\ntitle: Labi\nsummary: labi\nsteps:\n  - fingerprint: 0badf00d\n    text: [unclosed\n"), 0o644))
	code, out, _ := run("lessons", "check", dir)
	assert.Equal(t, 2, code)
	assert.Equal(t, 1, strings.Count(out, "lv/01-good.yaml:"), out)
	assert.Contains(t, out, "1 lesson, 1 step, 0 puzzles, 1 error\n")
}
