import Testing

@testable import Layout

/// The structure of Auto Layout's message, addresses left out: the listed constraints (as
/// written between the quotes) and the one broken.
struct UnsatisfiableLog {
    let listed: [String]
    let broken: String

    init?(_ message: String) {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            let open = lines.firstIndex(of: "("), let close = lines.firstIndex(of: ")"),
            let recover = lines.firstIndex(of: "Will attempt to recover by breaking constraint"),
            recover + 1 < lines.count
        else { return nil }
        listed = lines[(open + 1)..<close].map { line in
            var text = line.trimmingCharacters(in: " ,")
            if text.hasPrefix("\"") { text.removeFirst() }
            if text.hasSuffix("\"") { text.removeLast() }
            return text
        }
        broken = lines[recover + 1]
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }

    /// The text with every `0x...` address replaced by `0x?`, so logs compare by structure.
    var withoutAddresses: String {
        var result = ""
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix("0x") {
                result += "0x?"
                index = self.index(index, offsetBy: 2)
                while index < endIndex, self[index].isHexDigit { index = self.index(after: index) }
            } else {
                result.append(self[index])
                index = self.index(after: index)
            }
        }
        return result
    }
}
