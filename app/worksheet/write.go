package worksheet

import (
	"io"

	"walakpussa/engine/atomicfile"
)

// WriteFile prints doc on paper to the PDF file path, all or nothing
// (atomicfile): path is either the whole new sheet or left as it was.
func WriteFile(path string, doc Document, paper Paper) error {
	return atomicfile.Write(path, func(w io.Writer) error { return NewPrinter(paper).Print(doc, w) })
}
