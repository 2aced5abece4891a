import Foundation

/// Reading a JSON file for the data file and the holiday list, with errors that name the file.
enum JSONFile {
    static func read(path: String) throws(DataFileError) -> Data {
        let why: String
        switch RegularFile.read(path) {
        case .success(let bytes): return Data(bytes)
        case .failure(.absent): why = "no such file; give another with --data FILE"
        case .failure(.notRegular(let kind)):
            why = kind == .folder ? "is a directory, not a data file" : "is \(Self.english(kind)), not a data file"
        case .failure(.tooLarge(let size)):
            why =
                "is \(size >> 20) MB, larger than any data file (at most \(RegularFile.maximumMegabytes) MB); it was not read"
        case .failure(.failed(let code)):
            why = "cannot be read (\(String(cString: strerror(code)))); check its permissions"
        }
        throw DataFileError(file: path, problems: [DataProblem(path: "", message: why)])
    }

    /// The loader's problems are worded here, in English (`DataProblem`).
    static func english(_ kind: FileKind) -> String {
        switch kind {
        case .folder: "a folder"
        case .file: "a file"
        case .namedPipe: "a named pipe (FIFO)"
        case .device: "a device"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        case .other: "not a regular file"
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
