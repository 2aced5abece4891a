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
/// it runs. They are kept as paths and joined as strings, not `URL`s: every command looks here,
/// and `URL.appendingPathComponent` (about 15,000 instructions a call, and its first call in a
/// process a scan of the runtime's conformance records besides) was nearly a tenth of loading
/// the demo.
public enum ShippedResources {
    /// The targets whose `Resources` folder ships with payday: Payroll's tables, the app's demo.
    public static let shippingTargets = ["Payroll", "PaydayApp"]

    public static func url(named name: String) -> URL? {
        path(named: name).map { URL(fileURLWithPath: $0) }
    }

    /// The path of the shipped file `name`, nil when none of the folders has it.
    public static func path(named name: String) -> String? {
        for directory in directories {
            let candidate = joined(directory, name)
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Where `url(named:)` looks, in order (found on first use, then kept).
    public static func searchDirectories() -> [URL] { directories.map { URL(fileURLWithPath: $0) } }

    /// Immutable once made; Swift makes a static `let` once, safely across threads.
    private static let directories: [String] = {
        var directories: [String] = []
        if let executable = executablePath() {
            directories.append(
                parent(of: executable, levels: 2).map { joined($0, "share/payday") }
                    ?? URL(fileURLWithPath: executable).deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("share/payday").path)
        }
        // This file is Sources/Payroll/Rules/ShippedResources.swift.
        let file = #filePath
        if let sources = parent(of: file, levels: 3) {
            directories += shippingTargets.map { joined(joined(sources, $0), "Resources") }
        } else {
            let sources = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            directories += shippingTargets.map {
                sources.appendingPathComponent($0).appendingPathComponent("Resources").path
            }
        }
        return directories
    }()

    /// `path` less its last `levels` components, as `URL`'s `deletingLastPathComponent` would
    /// leave it (without its closing slash), where that is plain to see: an absolute path of more
    /// than `levels` components, none of them empty, `.` or `..`. Nil otherwise (the caller then
    /// asks `URL`).
    static func parent(of path: String, levels: Int) -> String? {
        let components = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard path.utf8.first == UInt8(ascii: "/"), components.count > levels + 1,
            components.dropFirst().allSatisfy({
                !$0.isEmpty && !$0.elementsEqual(".".utf8) && !$0.elementsEqual("..".utf8)
            })
        else { return nil }
        let kept = components.dropLast(levels)
        return String(decoding: path.utf8[path.utf8.startIndex..<kept.last!.endIndex], as: UTF8.self)
    }

    /// `name` inside the folder `directory` (a path without a closing slash, or `/`).
    static func joined(_ directory: String, _ name: String) -> String {
        directory.utf8.last == UInt8(ascii: "/") ? directory + name : directory + "/" + name
    }

    /// The running executable's path (the link `/proc/self/exe` resolves to: an installed
    /// `bin/payday` that is a symlink is the file it points at), else the path it was run by.
    private static func executablePath() -> String? {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first
    }
}
