import Foundation

/// Reading a JSON file for the data file and the holiday list, with errors that name the file.
enum JSONFile {
    static func read(path: String) throws(DataFileError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let why = !exists ? "no such file; give another with --data FILE"
                : isDirectory.boolValue ? "is a directory, not a data file"
                : "cannot be read; check its permissions"
            throw DataFileError(file: path, problems: [DataProblem(path: "", message: why)])
        }
    }

    static func parse(_ data: Data, file: String) throws(DataFileError) -> JSONValue {
        do {
            return try JSONReader.parse(data)
        } catch {
            throw DataFileError(file: file, problems: [DataProblem(syntax: error)])
        }
    }
}
