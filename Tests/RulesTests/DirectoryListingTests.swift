import Foundation
import XCTest
@testable import Rules
import SwiftTokenizer

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `System.directoryEntries`: what a listing keeps, read with `getdents64` (Linux) as with `readdir`.
final class DirectoryListingTests: XCTestCase {
    private typealias Entry = (name: String, kind: System.EntryKind, tag: Language?)

    private func listing(_ path: String, usingReaddir: Bool) -> Result<(entries: [Entry], hasGitignore: Bool), SystemError> {
        var scratch = System.ListingScratch<Language>()
        return System.directoryEntries(path, scratch: &scratch, usingReaddir: usingReaddir, classify: { Language(fileName: $0) }).map { listing in
            let entries = listing.entries.map { entry -> Entry in
                (String(decoding: listing.names[Int(entry.start) ..< Int(entry.start + entry.count)], as: UTF8.self), entry.kind, entry.tag)
            }
            return (entries, listing.hasGitignore)
        }
    }

    private func describe(_ entries: [Entry]) -> [String] {
        entries.map { "\($0.name) \($0.kind) \($0.tag.map { "\($0)" } ?? "-")" }
    }

    /// A directory of more entries than one `getdents64` call returns (its buffer is 32 KiB), names of
    /// one to 255 bytes, hidden entries, `.gitignore`, subdirectories, symlinks and a FIFO: both ways
    /// keep the same entries, in byte order, and only those a walk wants.
    func testBothWaysListTheSameEntries() throws {
        let manager = FileManager.default
        let top = manager.temporaryDirectory.appendingPathComponent("lifelint-listing-\(UUID().uuidString)").path
        try manager.createDirectory(atPath: top + "/Sub", withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: top) }
        var expected: [String] = []
        for k in 0 ..< 600 {
            // Long names, so that the records fill several buffers: 600 of about 130 bytes.
            let name = "Screen\(k)" + String(repeating: "x", count: k % 120) + (k % 3 == 0 ? ".swift" : k % 3 == 1 ? ".cs" : ".png")
            try Data().write(to: URL(fileURLWithPath: top + "/" + name))
            if k % 3 != 2 { expected.append("\(name) file \(k % 3 == 0 ? "swift" : "csharp")") }
        }
        let longest = String(repeating: "é", count: 124) + "A.swift" // 255 bytes
        try Data().write(to: URL(fileURLWithPath: top + "/" + longest))
        expected.append("\(longest) file swift")
        for hidden in [".gitignore", ".Hidden.swift", ".build"] { try Data().write(to: URL(fileURLWithPath: top + "/" + hidden)) }
        try manager.createSymbolicLink(atPath: top + "/Link.swift", withDestinationPath: top + "/Screen0.swift")
        expected.append("Link.swift symlink swift")
        try manager.createSymbolicLink(atPath: top + "/LinkedDirectory", withDestinationPath: top + "/Sub")
        try manager.createSymbolicLink(atPath: top + "/Picture.png", withDestinationPath: top + "/Screen2xx.png")
        expected.append("Sub directory -")
        XCTAssertEqual(mkfifo(top + "/Pipe", 0o600), 0)
        expected.append("Pipe other -")
        let byteOrder = expected.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }

        for usingReaddir in [false, true] {
            let read = try listing(top, usingReaddir: usingReaddir).get()
            let listed = describe(read.entries)
            XCTAssertEqual(listed.count, byteOrder.count, "readdir: \(usingReaddir)")
            // The first difference only: the lists are long.
            if let k = listed.indices.first(where: { $0 < byteOrder.count && listed[$0] != byteOrder[$0] }) {
                XCTFail("readdir: \(usingReaddir): entry \(k) is \(listed[k]), expected \(byteOrder[k])")
            }
            XCTAssertTrue(read.hasGitignore, "readdir: \(usingReaddir)")
        }
        // A directory without a `.gitignore`, and an empty one.
        for usingReaddir in [false, true] {
            let sub = try listing(top + "/Sub", usingReaddir: usingReaddir).get()
            XCTAssertEqual(sub.entries.count, 0)
            XCTAssertFalse(sub.hasGitignore)
        }
    }

    /// A path that is no directory, or is not there, fails the same way both ways, and a failed listing
    /// leaves the scratch usable for the next.
    func testFailuresAreTheSameBothWays() throws {
        let manager = FileManager.default
        let top = manager.temporaryDirectory.appendingPathComponent("lifelint-listing-\(UUID().uuidString)").path
        try manager.createDirectory(atPath: top, withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: top) }
        try Data().write(to: URL(fileURLWithPath: top + "/A.swift"))
        for path in [top + "/A.swift", top + "/Missing"] {
            var messages: [String] = []
            for usingReaddir in [false, true] {
                switch listing(path, usingReaddir: usingReaddir) {
                case .success: XCTFail("\(path) listed")
                case .failure(let error): messages.append(error.message)
                }
            }
            XCTAssertEqual(messages[0], messages[1])
        }
        if case .failure(let error) = listing(top + "/A.swift", usingReaddir: false) {
            XCTAssertEqual(error.message, System.describeErrno(ENOTDIR))
        }
        var scratch = System.ListingScratch<Language>()
        _ = System.directoryEntries(top + "/Missing", scratch: &scratch, classify: { Language(fileName: $0) })
        let listed = try System.directoryEntries(top, scratch: &scratch, classify: { Language(fileName: $0) }).get()
        XCTAssertEqual(listed.entries.count, 1)
    }
}
