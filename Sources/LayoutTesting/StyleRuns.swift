import Canvas

/// A screen's text, then, for each row with styled cells, its runs: `x-x: fg bg attributes` for each stretch of one style.
public func describeStyles(_ canvas: Canvas) -> String {
    var lines: [String] = []
    for y in 0..<canvas.height {
        var runs: [String] = []
        var start = 0
        for x in 1...canvas.width where x == canvas.width || canvas[x, y].style != canvas[start, y].style {
            let style = canvas[start, y].style
            if style != .plain {
                var attributes: [String] = []
                if style.isBold { attributes.append("bold") }
                if style.isDim { attributes.append("dim") }
                if style.isReversed { attributes.append("reverse") }
                runs.append(
                    "\(start)-\(x - 1): \(style.foreground) on \(style.background)"
                        + (attributes.isEmpty ? "" : " " + attributes.joined(separator: " ")))
            }
            start = x
        }
        if !runs.isEmpty { lines.append("row \(y): " + runs.joined(separator: "; ")) }
    }
    return canvas.text + "\n-- colours --\n" + lines.joined(separator: "\n") + "\n"
}
