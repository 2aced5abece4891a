import FoundationEssentials

/// Files that ship with payday (the rates, the holidays, the withholding and state-money tables,
/// the demo data): found by name, wherever the binary runs from.
///
/// Found by path, without `Bundle`: a target with SwiftPM `resources:` gets a generated
/// `Bundle.module` accessor that imports Foundation, and payday links FoundationEssentials only.
/// Looked for, in order: `../share/payday/NAME` beside the executable (`/proc/self/exe`; where
/// `make install` puts every resource), then the `Resources` folder of each target that ships
/// files (`shippingTargets`) in the source tree the binary was built from (`#filePath`), where
/// every build and test run of a checkout reads them in place. A new resource file needs no code
/// here: put it in one of those folders (`make install` copies every JSON file of them) and ask
/// for it by name.
///
/// The folders are worked out once per process: where the executable is does not change while
/// it runs.
public enum ShippedResources {
    /// The targets whose `Resources` folder ships with payday: Payroll's tables, the app's demo.
    public static let shippingTargets = ["Payroll", "PaydayApp"]

    public static func url(named name: String) -> URL? {
        for directory in directories {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isReadableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Where `url(named:)` looks, in order (found on first use, then kept).
    public static func searchDirectories() -> [URL] { directories }

    /// Immutable once made; Swift makes a static `let` once, safely across threads.
    private static let directories: [URL] = {
        var directories: [URL] = []
        if let executable = executablePath() {
            let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
            directories.append(folder.deletingLastPathComponent().appendingPathComponent("share/payday"))
        }
        // This file is Sources/Payroll/Rules/ShippedResources.swift.
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        directories += shippingTargets.map { sources.appendingPathComponent($0).appendingPathComponent("Resources") }
        return directories
    }()

    /// The running executable's path (the link `/proc/self/exe` resolves to: an installed
    /// `bin/payday` that is a symlink is the file it points at), else the path it was run by.
    private static func executablePath() -> String? {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first
    }
}
