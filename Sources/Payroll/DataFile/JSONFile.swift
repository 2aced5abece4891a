import FoundationEssentials

/// Reading a JSON file for the data file and the holiday list, with errors that name the file.
enum JSONFile {
    static func read(path: String) throws(DataFileError) -> Data {
        Data(try bytes(path: path))
    }

    /// The file's bytes as read, without `read`'s copy into a `Data` (megabytes for a large data
    /// file, and the page faults of a second buffer as large).
    static func bytes(path: String) throws(DataFileError) -> [UInt8] {
        let reason: DataProblem.Reason
        switch RegularFile.read(path) {
        case .success(let bytes): return bytes
        case .failure(.absent): reason = .noSuchFile
        case .failure(.notRegular(let kind)): reason = .notAFile(kind)
        case .failure(.tooLarge(let size)): reason = .tooLarge(bytes: size)
        case .failure(.failed(let code)): reason = .unreadable(code: code)
        }
        throw DataFileError(file: path, reason)
    }

    /// `key` and `each`: see `JSONReader.parse(_:streaming:each:)`.
    static func parse(
        _ data: some ContiguousBytes, file: String, streaming key: String? = nil,
        each: JSONReader.StreamedElement? = nil
    ) throws(DataFileError) -> JSONValue {
        do {
            return try JSONReader.parse(data, streaming: key, each: each)
        } catch {
            throw DataFileError(file: file, problems: [DataProblem(syntax: error)])
        }
    }
}
