//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAnExportedPictureIs0644BeforeTheUmask(t *testing.T) {
	for _, umask := range []int{0o022, 0o077} {
		old := syscall.Umask(umask)
		path := filepath.Join(t.TempDir(), "s1.png")
		code, _, errOut := run("export", "S1", "--png", path)
		syscall.Umask(old)
		require.Equal(t, 0, code, errOut)
		info, err := os.Stat(path)
		require.NoError(t, err)
		assert.Equal(t, os.FileMode(0o644&^umask), info.Mode().Perm(), "umask %#o: the user's umask is respected", umask)
	}
}
