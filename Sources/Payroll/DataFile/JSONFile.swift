import Foundation

/// Reading a JSON file for the data file and the holiday list, with errors that name the file.
enum JSONFile {
    static func read(path: String) throws(DataFileError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let why =
                !exists
                ? "no such file; give another with --data FILE"
                : isDirectory.boolValue
                    ? "is a directory, not a data file"
                    : "cannot be read; check its permissions"
            throw DataFileError(file: path, problems: [DataProblem(path: "", message: why)])
        }
    }

    /// `key` and `each`: see `JSONReader.parse(_:streaming:each:)`.
    static func parse(
        _ data: Data, file: String, streaming key: String? = nil,
        each: JSONReader.StreamedElement? = nil
    ) throws(DataFileError) -> JSONValue {
        do {
            return try JSONReader.parse(data, streaming: key, each: each)
        } catch {
            throw DataFileError(file: file, problems: [DataProblem(syntax: error)])
        }
    }

    static func parse(
        _ bytes: [UInt8], file: String, streaming key: String? = nil,
        each: JSONReader.StreamedElement? = nil
    ) throws(DataFileError) -> JSONValue {
        do {
            return try JSONReader.parse(bytes, streaming: key, each: each)
        } catch {
            throw DataFileError(file: file, problems: [DataProblem(syntax: error)])
        }
    }
}
