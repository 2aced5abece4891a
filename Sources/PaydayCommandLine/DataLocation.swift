import ArgumentParser
import Foundation
import Payroll

/// Which data file a command works on.
///
/// The worker's own file is `$PAYDAY_DATA` if set, else `$XDG_DATA_HOME/payday/workplaces.json`
/// (`~/.local/share/payday/workplaces.json` when `XDG_DATA_HOME` is unset): it need not exist
/// (no workplaces yet) and is created by the first save. `--data FILE` names another file;
/// `--demo` the shipped demo, which is read-only.
public struct DataLocationOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The data file (default: $PAYDAY_DATA, else $XDG_DATA_HOME/payday/workplaces.json).", valueName: "FILE"))
    public var data: String?

    @Flag(name: .long, help: "Use the shipped demo data (read-only; its dates follow today).")
    public var demo = false

    public init() {}

    public mutating func validate() throws {
        if demo && data != nil { throw ValidationError("give either --demo or --data FILE, not both") }
    }

    /// The file to use, or why there is none.
    public func resolve(environment: [String: String]) throws(DataFileError) -> DataLocation {
        if demo {
            guard let url = ShippedResources.url(named: DataLocation.demoResource) else {
                throw DataFileError(file: DataLocation.demoResource, .shippedFileMissing(.demo))
            }
            return DataLocation(path: url.path, isShippedDemo: true)
        }
        if let data { return DataLocation(path: data, isShippedDemo: false) }
        return DataLocation(path: DataLocation.defaultPath(environment: environment), isShippedDemo: false)
    }
}

public struct DataLocation: Sendable, Equatable {
    public static let demoResource = "demo-workplaces.json"

    public var path: String
    /// `--demo`: the shipped file (a file with `datesRelativeTo` is a demo wherever it is).
    public var isShippedDemo: Bool

    /// The worker's own file when nothing names another.
    public static func defaultPath(environment: [String: String]) -> String {
        if let named = environment["PAYDAY_DATA"], !named.isEmpty { return named }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return dataHome + "/payday/workplaces.json"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/payday/workplaces.json"
    }
}
