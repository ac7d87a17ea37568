package worksheet

import (
	"testing"

	"walakpussa/app/internal/testkit"
)

func TestMain(m *testing.M) { testkit.Main(m) }
