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
    private typealias Listed = (entries: [Entry], hasGitignore: Bool)

    /// A directory's listing as names, kinds and tags, read through `scratch` (given back after).
    private func listing(_ path: String, usingReaddir: Bool,
                         scratch: inout System.ListingScratch<Language>) -> Result<Listed, SystemError> {
        let read = System.directoryEntries(path, scratch: &scratch, usingReaddir: usingReaddir, classify: { Language(fileName: $0) })
        return read.map { listing in
            let entries = listing.entries.map { entry -> Entry in
                let name = listing.names[Int(entry.start) ..< Int(entry.start + entry.count)]
                return (String(decoding: name, as: UTF8.self), entry.kind, entry.tag)
            }
            let hasGitignore = listing.hasGitignore
            scratch.reclaim(listing)
            return (entries, hasGitignore)
        }
    }

    private func listing(_ path: String, usingReaddir: Bool) -> Result<Listed, SystemError> {
        var scratch = System.ListingScratch<Language>()
        return listing(path, usingReaddir: usingReaddir, scratch: &scratch)
    }

    private func describe(_ entries: [Entry]) -> [String] {
        entries.map { "\($0.name) \($0.kind) \($0.tag.map { "\($0)" } ?? "-")" }
    }

    /// Whether the file system under `path` gives each entry's type in its listing (some network and
    /// FUSE mounts, and XFS without `ftype`, do not: a listing then asks each entry's kind, and keeps
    /// files of every name, which this test does not expect).
    private func listingsGiveTypes(_ path: String) -> Bool {
        guard let dir = opendir(path) else { return false }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            if UInt8(bitPattern: entry.pointee.d_name.0) == UInt8(ascii: ".") { continue }
            return Int32(entry.pointee.d_type) != Int32(DT_UNKNOWN)
        }
        return true
    }

    /// A directory of more entries than one `getdents64` call returns (its buffer is 32 KiB): 1,500 names
    /// of 10 to 130 bytes (records of about 96 bytes on average, about 144 KB: five buffers), one of 255
    /// bytes, hidden entries, `.gitignore`, a subdirectory, symlinks and a FIFO. Both ways keep the same
    /// entries, in byte order, and only those a walk wants, through one scratch reused from directory to
    /// directory.
    func testBothWaysListTheSameEntries() throws {
        #if os(Linux)
        XCTAssertTrue(System.listsWithGetdents, "glibc has getdents64 since 2.30: the listing under test is readdir's")
        #endif
        let manager = FileManager.default
        let top = manager.temporaryDirectory.appendingPathComponent("lifelint-listing-\(UUID().uuidString)").path
        try manager.createDirectory(atPath: top + "/Sub", withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: top) }
        var expected: [String] = []
        for k in 0 ..< 1500 {
            let name = "Screen\(k)" + String(repeating: "x", count: k % 120) + (k % 3 == 0 ? ".swift" : k % 3 == 1 ? ".cs" : ".png")
            try Data().write(to: URL(fileURLWithPath: top + "/" + name))
            if k % 3 != 2 { expected.append("\(name) file \(k % 3 == 0 ? "swift" : "csharp")") }
        }
        guard listingsGiveTypes(top) else { throw XCTSkip("the file system does not give entries' types in listings") }
        let longest = String(repeating: "é", count: 124) + "A.swift" // 255 bytes
        try Data().write(to: URL(fileURLWithPath: top + "/" + longest))
        expected.append("\(longest) file swift")
        for hidden in [".gitignore", ".Hidden.swift", ".build"] { try Data().write(to: URL(fileURLWithPath: top + "/" + hidden)) }
        try manager.createSymbolicLink(atPath: top + "/Link.swift", withDestinationPath: top + "/Screen0.swift")
        expected.append("Link.swift symlink swift")
        try manager.createSymbolicLink(atPath: top + "/LinkedDirectory", withDestinationPath: top + "/Sub")
        try manager.createSymbolicLink(atPath: top + "/Picture.png", withDestinationPath: top + "/Screen2xx.png")
        expected.append("Sub directory -")
        if mkfifo(top + "/Pipe", 0o600) == 0 { expected.append("Pipe other -") } // not on every mount
        try Data().write(to: URL(fileURLWithPath: top + "/Sub/Inner.swift"))
        let byteOrder = expected.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }

        for usingReaddir in [false, true] {
            // The directory, a smaller one, then the first again, through one scratch.
            var scratch = System.ListingScratch<Language>()
            for path in [top, top + "/Sub", top] {
                let read = try listing(path, usingReaddir: usingReaddir, scratch: &scratch).get()
                let listed = describe(read.entries)
                let wanted = path == top ? byteOrder : ["Inner.swift file swift"]
                XCTAssertEqual(listed.count, wanted.count, "readdir: \(usingReaddir), \(path)")
                // The first difference only: the lists are long.
                if let k = listed.indices.first(where: { $0 < wanted.count && listed[$0] != wanted[$0] }) {
                    XCTFail("readdir: \(usingReaddir): entry \(k) is \(listed[k]), expected \(wanted[k])")
                }
                XCTAssertEqual(read.hasGitignore, path == top, "readdir: \(usingReaddir), \(path)")
            }
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
