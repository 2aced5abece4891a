// `store-stress FILE WORKPLACE COUNT START-HOUR`: adds COUNT one-hour shifts to WORKPLACE, one
// save each, on consecutive days from 2025-01-01 at START-HOUR, through one `DataStore` held for
// the whole run as the app holds it. Two of these at once on one file is the store's concurrency
// test (PaydayAppTests.StoreProcessTests): every shift of both must be in the file at the end.
import Foundation
import Payroll

let arguments = CommandLine.arguments
guard arguments.count == 5, let count = Int(arguments[3]), let hour = Int(arguments[4]),
    let startTime = TimeOfDay(hour: hour, minute: 0), let endTime = TimeOfDay(hour: (hour + 1) % 24, minute: 0),
    let first = LocalDate(iso: "2025-01-01")
else {
    FileHandle.standardError.write(Data("usage: store-stress FILE WORKPLACE COUNT START-HOUR\n".utf8))
    exit(64)
}
let store = DataStore(path: arguments[1], lockTimeout: 120)
do {
    try store.load()
    for day in 0..<count {
        try store.apply(
            .addShift(workplace: arguments[2], Shift(date: first.adding(days: day), start: startTime, end: endTime)))
    }
} catch {
    FileHandle.standardError.write(Data("store-stress: \(error)\n".utf8))
    exit(1)
}
