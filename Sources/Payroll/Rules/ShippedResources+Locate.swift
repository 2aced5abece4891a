import FoundationEssentials

extension ShippedResources {
    /// The path of the shipped file `name`, or else of `name` in `fallbackDirectory` (the data
    /// file's folder: `Data/holidays.json` beside `Data/workplaces.json`), for a binary copied away
    /// from its resources; an error naming what is missing and how to get it back otherwise.
    static func locate(_ name: String, fallbackDirectory: URL?, what: DataProblem.ShippedFile) throws(DataFileError)
        -> String
    {
        if let path = path(named: name) { return path }
        if let beside = fallbackDirectory?.appendingPathComponent(name),
            FileManager.default.isReadableFile(atPath: beside.path)
        {
            return beside.path
        }
        throw DataFileError(file: name, .shippedFileMissing(what))
    }
}
