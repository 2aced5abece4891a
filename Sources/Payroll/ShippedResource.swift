import Foundation

/// The data files that ship with payday (`holidays.json`, `rates.json`), resources of the Payroll
/// target, each with a symlink in `Data/`.
enum ShippedResource {
    static let bundleName = "Payday_Payroll.resources"

    /// Looks for the resource bundle where SwiftPM puts it, without `Bundle.module`, whose
    /// accessor traps when the bundle is missing.
    static func url(named name: String) -> URL? {
        var directories = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        if let executable = Bundle.main.executableURL {
            directories.append(executable.deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        for directory in directories {
            for candidate in [directory.appendingPathComponent(bundleName).appendingPathComponent(name),
                              directory.appendingPathComponent(bundleName).appendingPathComponent("Resources/" + name)]
            where FileManager.default.isReadableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return nil
    }

    /// The shipped file `name`, or else `name` in `fallbackDirectory` (the data file's folder:
    /// `Data/holidays.json` beside `Data/workplaces.json`), for a binary copied away from its
    /// resource bundle.
    static func locate(_ name: String, fallbackDirectory: URL?, what: String) throws(DataFileError) -> URL {
        if let url = url(named: name) { return url }
        if let beside = fallbackDirectory?.appendingPathComponent(name),
           FileManager.default.isReadableFile(atPath: beside.path) {
            return beside
        }
        throw DataFileError(file: name, problems: [DataProblem(
            path: "", message: "the \(what) that ships with payday was found neither next to the executable "
                + "(\(bundleName)) nor beside the data file; reinstall payday or copy Data/\(name) beside the data file")])
    }
}
