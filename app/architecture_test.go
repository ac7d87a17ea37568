package app

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// module is the module path of this repository.
const module = "walakpussa"

// shared are the packages of the front end every feature may use; every
// other package below app (but app/cli) is a feature.
var shared = map[string]bool{
	"app/board":            true,
	"app/words":            true,
	"app/ui":               true,
	"app/stepper":          true,
	"app/picture":          true,
	"app/worksheet":        true,
	"app/launch":           true,
	"app/internal/testkit": true,
}

// isFeature reports whether pkg, a folder of the module, is a feature
// package of the front end (play, debugger, course, help, and every later
// one).
func isFeature(pkg string) bool {
	return strings.HasPrefix(pkg, "app/") && pkg != "app/cli" && !shared[pkg]
}

// layoutProblems checks the imports of the production code of each package
// (a module folder such as "app/play", mapped to the import paths its
// non-test files name) against the front end's layout rules, and returns
// one line per broken rule.
func layoutProblems(imports map[string][]string) []string {
	var problems []string
	for pkg, paths := range imports {
		for _, imported := range paths {
			local, inModule := strings.CutPrefix(imported, module+"/")
			fyne := strings.HasPrefix(imported, "fyne.io/")
			switch {
			case imported == "fyne.io/fyne/v2/test":
				problems = append(problems, pkg+" imports fyne.io/fyne/v2/test: only tests may")
			case (pkg == "engine" || strings.HasPrefix(pkg, "engine/") || pkg == "lessons") && (fyne || inModule && strings.HasPrefix(local, "app")):
				problems = append(problems, pkg+" imports "+imported+": the engine and the lessons know nothing of the front end")
			case (pkg == "assets" || strings.HasPrefix(pkg, "assets/")) && fyne:
				problems = append(problems, pkg+" imports "+imported+": the translations and the localizer are Fyne-free")
			case pkg == "app/stepper" && fyne:
				problems = append(problems, pkg+" imports "+imported+": the stepper stays Fyne-free")
			case inModule && local == "app" && pkg != ".":
				problems = append(problems, pkg+" imports "+imported+": only main.go wires the app root")
			case !inModule || !isFeature(local) || local == pkg:
			case isFeature(pkg):
				problems = append(problems, pkg+" imports "+local+": feature packages never import each other; app wires them")
			case pkg == "app/cli" || shared[pkg]:
				problems = append(problems, pkg+" imports "+local+": only app itself imports feature packages")
			}
		}
	}
	sort.Strings(problems)
	return problems
}

// moduleImports reads the imports of every non-test Go file of the module,
// whose root is the folder above this package's, by package folder.
func moduleImports(t *testing.T) map[string][]string {
	t.Helper()
	imports := map[string][]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir("..", func(file string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && file != ".." && strings.HasPrefix(d.Name(), ".") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(file, ".go") || strings.HasSuffix(file, "_test.go") {
			return nil
		}
		parsed, err := parser.ParseFile(fset, file, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		pkg := path.Dir(filepath.ToSlash(strings.TrimPrefix(file, "../")))
		for _, spec := range parsed.Imports {
			imported, err := strconv.Unquote(spec.Path.Value)
			if err != nil {
				return err
			}
			imports[pkg] = append(imports[pkg], imported)
		}
		return nil
	})
	require.NoError(t, err)
	return imports
}

func TestTheFrontEndKeepsItsLayout(t *testing.T) {
	imports := moduleImports(t)
	for _, pkg := range []string{".", "app", "app/play", "app/debugger", "app/course", "app/help", "app/cli", "app/board", "engine", "lessons"} {
		require.Contains(t, imports, pkg, "the walk finds %s", pkg)
	}
	assert.Empty(t, layoutProblems(imports))
}

func TestTheLayoutRulesCatchWhatTheyForbid(t *testing.T) {
	problems := layoutProblems(map[string][]string{
		"app/play":    {"walakpussa/app/debugger", "walakpussa/app/board"},
		"app/cli":     {"walakpussa/app/course", "walakpussa/app", "walakpussa/app/launch", "walakpussa/app/worksheet"},
		"app/words":   {"walakpussa/app/help"},
		"app/picture": {"fyne.io/fyne/v2/test"},
		"engine":      {"fyne.io/fyne/v2"},
		"lessons":     {"walakpussa/app/words"},
		"app/stepper": {"fyne.io/fyne/v2/widget"},
		"app/review":  {"walakpussa/app/play"},
		"assets/i18n": {"fyne.io/fyne/v2/lang"},
	})
	assert.Equal(t, []string{
		"app/cli imports app/course: only app itself imports feature packages",
		"app/cli imports walakpussa/app: only main.go wires the app root",
		"app/picture imports fyne.io/fyne/v2/test: only tests may",
		"app/play imports app/debugger: feature packages never import each other; app wires them",
		"app/review imports app/play: feature packages never import each other; app wires them",
		"app/stepper imports fyne.io/fyne/v2/widget: the stepper stays Fyne-free",
		"app/words imports app/help: only app itself imports feature packages",
		"assets/i18n imports fyne.io/fyne/v2/lang: the translations and the localizer are Fyne-free",
		"engine imports fyne.io/fyne/v2: the engine and the lessons know nothing of the front end",
		"lessons imports walakpussa/app/words: the engine and the lessons know nothing of the front end",
	}, problems)
}

// TestTheAppRootStaysSmall keeps the composition root to wiring: at most
// ten files of production code, the features in packages of their own.
func TestTheAppRootStaysSmall(t *testing.T) {
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	var production []string
	for _, f := range files {
		if !strings.HasSuffix(f, "_test.go") {
			production = append(production, f)
		}
	}
	require.NotEmpty(t, production, "the walk finds the root's files")
	assert.LessOrEqual(t, len(production), 10, "the app root's files: %v", production)
}
