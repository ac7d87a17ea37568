//go:build unix

package atomicfile

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestANewFileIs0644BeforeTheUmask(t *testing.T) {
	old := syscall.Umask(0o027)
	defer syscall.Umask(old)
	path := filepath.Join(t.TempDir(), "new.png")
	require.NoError(t, WriteBytes(path, []byte("x")))
	info, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, fs.FileMode(0o640), info.Mode().Perm())
}

func TestAFIFOIsWrittenDirectlyNeverReplaced(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pipe")
	require.NoError(t, syscall.Mkfifo(path, 0o644))
	read := make(chan string)
	go func() {
		f, err := os.Open(path)
		if err != nil {
			read <- err.Error()
			return
		}
		defer f.Close()
		data, _ := io.ReadAll(f)
		read <- string(data)
	}()
	require.NoError(t, WriteBytes(path, []byte("through the pipe")))
	assert.Equal(t, "through the pipe", <-read)
	info, err := os.Lstat(path)
	require.NoError(t, err)
	assert.NotZero(t, info.Mode()&fs.ModeNamedPipe, "still a FIFO")
}
