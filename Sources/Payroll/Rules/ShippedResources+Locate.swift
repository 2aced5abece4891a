import FoundationEssentials

extension ShippedResources {
    /// The shipped file `name`, or else `name` in `fallbackDirectory` (the data file's folder:
    /// `Data/holidays.json` beside `Data/workplaces.json`), for a binary copied away from its
    /// resources; an error naming what is missing and how to get it back otherwise.
    static func locate(_ name: String, fallbackDirectory: URL?, what: DataProblem.ShippedFile) throws(DataFileError)
        -> URL
    {
        if let url = url(named: name) { return url }
        if let beside = fallbackDirectory?.appendingPathComponent(name),
            FileManager.default.isReadableFile(atPath: beside.path)
        {
            return beside
        }
        throw DataFileError(file: name, .shippedFileMissing(what))
    }
}
