package picture

import (
	"bufio"
	"compress/lzw"
	"encoding/binary"
	"image"
	"image/color"
	"image/gif"
	"io"
	"math/bits"
)

// gifWriter writes an animated GIF89a a frame at a time, so that a long
// move never has to be held in memory: image/gif only encodes a GIF whose
// frames are all there. It writes a global colour table, loops forever, and
// each frame is a part of the picture drawn over the frames before
// (disposal "none"). The first error sticks: later calls do nothing and
// return it.
type gifWriter struct {
	w        *bufio.Writer
	err      error
	litWidth int
	lzw      *lzw.Writer
	blocks   subBlocks
}

// newGIFWriter writes the head of a GIF of the given size and palette (at
// most 256 colours) to w: the header, the logical screen, the colour table
// and the NETSCAPE2.0 extension that makes it loop.
func newGIFWriter(w io.Writer, size image.Point, palette color.Palette) *gifWriter {
	g := &gifWriter{w: bufio.NewWriter(w)}
	g.blocks.w = g.w
	tableBits := max(bits.Len(uint(len(palette)-1)), 1) // the table holds 2^tableBits colours
	g.litWidth = max(tableBits, 2)
	g.write([]byte("GIF89a"))
	g.write(binary.LittleEndian.AppendUint16(nil, uint16(size.X)))
	g.write(binary.LittleEndian.AppendUint16(nil, uint16(size.Y)))
	const globalTable = 0x80
	g.write([]byte{globalTable | byte(tableBits-1), 0, 0}) // background colour 0, square pixels
	table := make([]byte, 3<<tableBits)                    // black past the palette's end
	for i, c := range palette {
		r, gr, b, _ := c.RGBA()
		table[3*i], table[3*i+1], table[3*i+2] = byte(r>>8), byte(gr>>8), byte(b>>8)
	}
	g.write(table)
	g.write([]byte{0x21, 0xff, 11})
	g.write([]byte("NETSCAPE2.0"))
	g.write([]byte{3, 1, 0, 0, 0}) // loop count 0: for ever
	return g
}

// frame writes m, a part of the picture in the palette's indices, shown
// delay hundredths of a second.
func (g *gifWriter) frame(m *image.Paletted, delay int) error {
	b := m.Bounds()
	g.write([]byte{0x21, 0xf9, 4, gif.DisposalNone << 2})
	g.write(binary.LittleEndian.AppendUint16(nil, uint16(delay)))
	g.write([]byte{0, 0}) // no transparent colour; end of the extension
	descriptor := []byte{0x2c}
	for _, v := range []int{b.Min.X, b.Min.Y, b.Dx(), b.Dy()} {
		descriptor = binary.LittleEndian.AppendUint16(descriptor, uint16(v))
	}
	g.write(append(descriptor, 0, byte(g.litWidth))) // no local colour table; LZW's minimum code size
	if g.lzw == nil {
		g.lzw = lzw.NewWriter(&g.blocks, lzw.LSB, g.litWidth).(*lzw.Writer)
	} else {
		g.lzw.Reset(&g.blocks, lzw.LSB, g.litWidth)
	}
	for y := b.Min.Y; y < b.Max.Y && g.err == nil; y++ {
		_, g.err = g.lzw.Write(m.Pix[m.PixOffset(b.Min.X, y):m.PixOffset(b.Max.X, y)])
	}
	g.keep(g.lzw.Close())
	g.keep(g.blocks.end())
	return g.err
}

// close ends the GIF and flushes what is buffered.
func (g *gifWriter) close() error {
	g.write([]byte{0x3b})
	g.keep(g.w.Flush())
	return g.err
}

// write writes p unless an error came before.
func (g *gifWriter) write(p []byte) {
	if g.err == nil {
		_, g.err = g.w.Write(p)
	}
}

// keep keeps err unless an error came before.
func (g *gifWriter) keep(err error) {
	if g.err == nil {
		g.err = err
	}
}

// subBlocks cuts the LZW data of a frame into the GIF's sub-blocks: a
// length byte and at most 255 bytes each, then an empty block. The LZW
// encoder writes to it a byte at a time.
type subBlocks struct {
	w   *bufio.Writer
	buf [256]byte
	n   int
}

// Write adds p to the blocks, writing each as it fills.
func (s *subBlocks) Write(p []byte) (int, error) {
	written := len(p)
	for len(p) > 0 {
		k := copy(s.buf[1+s.n:], p)
		s.n += k
		p = p[k:]
		if s.n == 255 {
			if err := s.flush(); err != nil {
				return written - len(p), err
			}
		}
	}
	return written, nil
}

// WriteByte adds c to the blocks.
func (s *subBlocks) WriteByte(c byte) error {
	s.n++
	s.buf[s.n] = c
	if s.n == 255 {
		return s.flush()
	}
	return nil
}

// Flush does nothing: a block is written when full or at the end, so every
// block but the last holds 255 bytes.
func (s *subBlocks) Flush() error { return nil }

// flush writes the block filled so far.
func (s *subBlocks) flush() error {
	s.buf[0] = byte(s.n)
	_, err := s.w.Write(s.buf[:1+s.n])
	s.n = 0
	return err
}

// end writes the last block and the empty one that ends the data.
func (s *subBlocks) end() error {
	if s.n > 0 {
		if err := s.flush(); err != nil {
			return err
		}
	}
	return s.w.WriteByte(0)
}
