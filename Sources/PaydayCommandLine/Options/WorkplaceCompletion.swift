import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// Shell completion of workplace names (bash, zsh, fish): the names in the data file the command
/// line names (`--data FILE`), else the one in use, that start with what was typed.
enum WorkplaceCompletion {
    static let kind = CompletionKind.custom { words, _, prefix in
        names(words: words, prefix: prefix, environment: ProcessEnvironment.variables)
    }

    static func names(words: [String], prefix: String, environment: [String: String]) -> [String] {
        guard let file = file(words: words, environment: environment) else { return [] }
        let typed = WorkplaceName.key(prefix)
        return file.workplaces.map(\.name).filter { typed.isEmpty || WorkplaceName.key($0).hasPrefix(typed) }
    }

    /// The data file the command line names (`--data FILE`), else the one in use; nil when it
    /// cannot be read.
    static func file(words: [String], environment: [String: String]) -> DataFile? {
        var path = DataLocation.defaultPath(environment: environment)
        if let index = words.firstIndex(of: "--data"), index + 1 < words.count { path = words[index + 1] }
        if let word = words.first(where: { $0.hasPrefix("--data=") }) { path = String(word.dropFirst(7)) }
        return try? DataFile.load(path: path)
    }
}
