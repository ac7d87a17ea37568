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

// sourceStrings returns the literal message of every call that looks a
// message up, in the module's non-test files, with the kind of the call:
// "L" and "N" for i18n.L and i18n.N (and L and N of an i18n.Speaker, which
// the code names sp by convention), "F" for an fmt format said in the
// user's language: i18n.F and sp.F, sentence.Errorf and sentence.Phrase,
// the lesson parser's
// p.errorf(line, where, format, ...), and the format helpers errorf and
// sayln.
func sourceStrings(t *testing.T) map[string]string {
	t.Helper()
	found := map[string]string{}
	fset := token.NewFileSet()
	for _, name := range sourceFiles(t) {
		file, err := parser.ParseFile(fset, name, nil, 0)
		require.NoError(t, err)
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			kind, arg := messageCall(call)
			if kind == "" || arg >= len(call.Args) {
				return true
			}
			if forwardsFormat(call.Args[arg]) {
				return true
			}
			lit, ok := call.Args[arg].(*ast.BasicLit)
			require.True(t, ok, "%s: the message needs to be a literal string", fset.Position(call.Pos()))
			text, err := strconv.Unquote(lit.Value)
			require.NoError(t, err)
			found[text] = kind
			return true
		})
	}
	return found
}

// messageCall says whether call looks a message up: its kind ("L", "N" or
// "F"; "" for another call) and the index of the message among its
// arguments.
func messageCall(call *ast.CallExpr) (kind string, arg int) {
	switch fun := call.Fun.(type) {
	case *ast.Ident:
		if fun.Name == "errorf" || fun.Name == "sayln" {
			return "F", 0
		}
	case *ast.SelectorExpr:
		x, _ := fun.X.(*ast.Ident)
		if x == nil {
			return "", 0
		}
		switch {
		case (x.Name == "i18n" || x.Name == "sp") && (fun.Sel.Name == "L" || fun.Sel.Name == "N"):
			return fun.Sel.Name, 0
		case (x.Name == "i18n" || x.Name == "sp") && fun.Sel.Name == "F":
			return "F", 0
		case x.Name == "sentence" && (fun.Sel.Name == "Errorf" || fun.Sel.Name == "Phrase"):
			return "F", 0
		case x.Name == "p" && fun.Sel.Name == "errorf":
			return "F", 2
		}
	}
	return "", 0
}

// forwardsFormat reports whether arg is a format a helper passes on: a
// parameter or field named format.
func forwardsFormat(arg ast.Expr) bool {
	switch a := arg.(type) {
	case *ast.Ident:
		return a.Name == "format"
	case *ast.SelectorExpr:
		return a.Sel.Name == "format"
	}
	return false
}

// TestErrorsAreSentences: fmt.Errorf and errors.New give errors no
// translation can say, so the program's errors are sentence.Errorf (the
// screenshot program of -tags ci, which no user runs, excepted).
func TestErrorsAreSentences(t *testing.T) {
	fset := token.NewFileSet()
	for _, name := range sourceFiles(t) {
		file, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		require.NoError(t, err)
		if strings.Contains(name, "_ci.go") || strings.Contains(name, "screenshots") {
			continue
		}
		ast.Inspect(file, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if x, ok := sel.X.(*ast.Ident); ok {
					call := x.Name + "." + sel.Sel.Name
					assert.True(t, call != "fmt.Errorf" && call != "errors.New", "%s: %s; write sentence.Errorf", fset.Position(sel.Pos()), call)
				}
			}
			return true
		})
	}
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
		switch call {
		case "N":
			var forms map[string]string
			require.NoError(t, json.Unmarshal(message, &forms), "%q has plural forms", text)
			assert.Equal(t, text, forms["other"])
			assert.NotEmpty(t, forms["one"])
		default:
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
