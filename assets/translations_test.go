package assets_test

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"walakpussa/assets"
)

// sourceFiles lists every non-test Go file of the module, whose root is
// the folder above this package's.
func sourceFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != ".." && strings.HasPrefix(d.Name(), ".") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			files = append(files, path)
		}
		return nil
	})
	require.NoError(t, err)
	require.Greater(t, len(files), 50, "the walk finds the module's files")
	return files
}

// sourceStrings returns the literal first argument of every i18n.L and
// i18n.N call in the module's non-test files, with the name of the call.
func sourceStrings(t *testing.T) map[string]string {
	t.Helper()
	found := map[string]string{}
	fset := token.NewFileSet()
	for _, name := range sourceFiles(t) {
		file, err := parser.ParseFile(fset, name, nil, 0)
		require.NoError(t, err)
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			// i18n.L and i18n.N, and L and N of an i18n.Speaker, which the
			// code names sp by convention.
			if pkg, ok := sel.X.(*ast.Ident); !ok || (pkg.Name != "i18n" && pkg.Name != "sp") || (sel.Sel.Name != "L" && sel.Sel.Name != "N") {
				return true
			}
			lit, ok := call.Args[0].(*ast.BasicLit)
			require.True(t, ok, "%s: i18n.%s needs a literal string", fset.Position(call.Pos()), sel.Sel.Name)
			text, err := strconv.Unquote(lit.Value)
			require.NoError(t, err)
			found[text] = sel.Sel.Name
			return true
		})
	}
	return found
}

func TestEveryUIStringIsInEnglishTranslationsAndNoOtherIs(t *testing.T) {
	raw, err := assets.Translations.ReadFile("translations/en.json")
	require.NoError(t, err)
	var messages map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(raw, &messages))

	used := sourceStrings(t)
	for text, call := range used {
		message, ok := messages[text]
		if !assert.True(t, ok, "en.json lacks %q", text) {
			continue
		}
		if call == "N" {
			var forms map[string]string
			require.NoError(t, json.Unmarshal(message, &forms), "%q has plural forms", text)
			assert.Equal(t, text, forms["other"])
			assert.NotEmpty(t, forms["one"])
		} else {
			var plain string
			require.NoError(t, json.Unmarshal(message, &plain), "%q is a plain string", text)
			assert.Equal(t, text, plain)
		}
	}
	for text := range messages {
		_, ok := used[text]
		assert.True(t, ok, "en.json holds %q, which no code uses", text)
	}
}
