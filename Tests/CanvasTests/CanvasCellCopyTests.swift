import Testing

@testable import Canvas

/// `put(grapheme:x:y:style:)`, how a backend copies a diff's cells: the same canvas as `put`
/// of the cell's grapheme as a `Character`, on its quick path (printable ASCII) and off it.
@Suite struct CanvasCellCopyTests {
    /// Every cell a source canvas can hold (each printable ASCII letter, a control's blank,
    /// wide letters, a cluster with a mark, a flag, a blank fill made from a decomposed letter),
    /// copied onto a canvas already holding wide letters, at every column and beyond both edges.
    @Test func copiesAsPutDoes() {
        var source = Canvas(width: 100, height: 2)
        for (x, byte) in (0x20...0x7F).enumerated() where x < 100 {
            _ = source.put(Character(Unicode.Scalar(UInt8(byte))), x: x, y: 0)
        }
        _ = source.draw("한 e\u{301} 🇰🇷 ┃₩ 가\u{308} \t ab", x: 0, y: 1)
        var cells = (0..<2).flatMap { y in (0..<100).map { source[$0, y] } }.filter { !$0.grapheme.isEmpty }
        cells.append(Cell("e\u{301}"))
        cells.append(Canvas(width: 1, height: 1, fill: Cell("e\u{301}"))[0, 0])
        let style = Style(foreground: .red, attributes: .bold)
        var base = Canvas(width: 6, height: 2)
        _ = base.draw("한글a", x: 0, y: 0)
        _ = base.draw("x한글", x: 0, y: 1)
        for cell in cells {
            for y in -1...2 {
                for x in -1...6 {
                    var copied = base
                    var put = base
                    let copiedWidth = copied.put(grapheme: cell, x: x, y: y, style: style)
                    let putWidth = put.put(Character(cell.grapheme), x: x, y: y, style: style)
                    #expect(copied == put, "\(cell.grapheme.unicodeScalars.map(\.value)) at \(x), \(y)")
                    #expect(copiedWidth == putWidth)
                }
            }
        }
    }
}
