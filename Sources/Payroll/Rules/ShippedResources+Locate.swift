import Foundation

extension ShippedResources {
    /// The shipped file `name`, or else `name` in `fallbackDirectory` (the data file's folder:
    /// `Data/holidays.json` beside `Data/workplaces.json`), for a binary copied away from its
    /// resources; an error naming what is missing and how to get it back otherwise.
    static func locate(_ name: String, fallbackDirectory: URL?, what: String) throws(DataFileError) -> URL {
        if let url = url(named: name) { return url }
        if let beside = fallbackDirectory?.appendingPathComponent(name),
            FileManager.default.isReadableFile(atPath: beside.path)
        {
            return beside
        }
        throw DataFileError(
            file: name,
            problems: [
                DataProblem(
                    path: "",
                    message:
                        "the \(what) that ships with payday was found neither in ../share/payday or a resource bundle "
                        + "beside the executable nor beside the data file; reinstall payday (make install PREFIX=...)")
            ])
    }
}
