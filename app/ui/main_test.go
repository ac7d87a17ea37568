package ui

import (
	"os"
	"testing"

	"walakpussa/app/internal/testkit"
)

func TestMain(m *testing.M) {
	testkit.LoadTranslations()
	os.Exit(m.Run())
}
