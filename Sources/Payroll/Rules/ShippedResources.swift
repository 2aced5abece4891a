import Foundation

/// Files that ship with payday (the holiday list, the demo data, any other): found by name,
/// wherever the binary runs from.
///
/// Looked for, in order: `../share/payday/NAME` beside the executable (where `make install`
/// puts every resource), then every SwiftPM resource bundle (`*.resources`, flat or with a
/// `Resources` folder) beside the executable or the test bundle. A new resource file needs no
/// code here: add it to a target's resources and ask for it by name.
///
/// The folders are listed once per process (`searchDirectories`): a start asks for the rates
/// and the holidays, and listing a build folder of many files twice was a measurable part of
/// the time to the first frame. Where the executable is and what lies beside it do not change
/// while it runs.
public enum ShippedResources {
    public static func url(named name: String) -> URL? {
        // The folders beside the executable first: they begin `searchDirectories()`, and listing
        // the loaded bundles for a test bundle's folder (a million instructions) is needed only
        // when those do not hold the file.
        find(name, in: executableDirectories) ?? find(name, in: foundDirectories)
    }

    private static func find(_ name: String, in directories: [URL]) -> URL? {
        for directory in directories {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isReadableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Where `url(named:)` looks, in order (found on first use, then kept).
    public static func searchDirectories() -> [URL] { foundDirectories }

    /// Immutable once made; Swift makes a static `let` once, safely across threads.
    private static let foundDirectories = directories(in: executableFolders() + testBundleFolders())
    /// The beginning of `foundDirectories`: the folders found from the executable alone.
    private static let executableDirectories = directories(in: executableFolders())

    private static func executableFolders() -> [URL] {
        var executableFolders: [URL] = []
        if let executable = Bundle.main.executableURL {
            executableFolders.append(executable.deletingLastPathComponent())
            // An installed `bin/payday` may be a symlink to the real one.
            executableFolders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        executableFolders.append(Bundle.main.bundleURL)
        return executableFolders
    }

    private static func testBundleFolders() -> [URL] {
        Bundle.allBundles.filter { $0.bundleURL.pathExtension == "xctest" }.map {
            $0.bundleURL.deletingLastPathComponent()
        }
    }

    private static func directories(in executableFolders: [URL]) -> [URL] {
        var directories: [URL] = []
        for folder in executableFolders {
            directories.append(folder.deletingLastPathComponent().appendingPathComponent("share/payday"))
            let bundles = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".resources") }.sorted()
            for bundle in bundles {
                let url = folder.appendingPathComponent(bundle)
                directories += [url, url.appendingPathComponent("Resources")]
            }
        }
        var seen: Set<String> = []
        return directories.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }
}
