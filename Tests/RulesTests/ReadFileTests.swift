import Foundation
import XCTest
@testable import Rules

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `System.readFile`: every byte of the file and no more, whether its size is asked first or the file
/// is read into the buffer as it is (`knownRegular`), at every size around the buffer's.
final class ReadFileTests: XCTestCase {
    private func file(_ bytes: [UInt8]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("readfile-\(UUID().uuidString).swift")
        try Data(bytes).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    private func bytes(_ count: Int, seed: UInt8) -> [UInt8] {
        (0 ..< count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) }
    }

    func testReadsEveryByteAtEverySizeAroundTheBuffer() throws {
        // 65,536 is the first buffer of a read that does not ask the size: a file of exactly that size
        // fills it, and only the next read says it ended.
        for size in [0, 1, 4095, 4096, 65_535, 65_536, 65_537, 200_000] {
            let content = bytes(size, seed: UInt8(truncatingIfNeeded: size))
            let path = try file(content)
            for knownRegular in [false, true] {
                for start in [[UInt8](), [UInt8](repeating: 0xAA, count: 300_000), [UInt8](repeating: 0xAA, count: 10)] {
                    var buffer = start
                    guard case .success(let count) = System.readFile(path, into: &buffer, knownRegular: knownRegular) else {
                        return XCTFail("\(size) bytes, knownRegular \(knownRegular): not read")
                    }
                    XCTAssertEqual(count, size, "knownRegular \(knownRegular), buffer of \(start.count)")
                    XCTAssertTrue(buffer[0 ..< count].elementsEqual(content), "\(size) bytes, knownRegular \(knownRegular)")
                }
            }
        }
    }

    func testBytesLentAreTheFilesOnly() throws {
        // One buffer for a long file, then a short one: the short one's bytes alone are lent, not the long
        // one's that follow them in the buffer.
        var buffer: [UInt8] = []
        for size in [70_000, 12, 0, 3] {
            let content = bytes(size, seed: UInt8(truncatingIfNeeded: size))
            let lent = try System.withFileBytes(try file(content), buffer: &buffer, knownRegular: true) { Array($0) }.get()
            XCTAssertEqual(lent.count, size, "\(size) bytes")
            XCTAssertTrue(lent == content, "\(size) bytes")
        }
        let missing = System.withFileBytes("/nonexistent-\(UUID().uuidString)", buffer: &buffer) { $0.count }
        XCTAssertThrowsError(try missing.get(), "a file that cannot be read")
        // A file in memory is lent as it is, never read from its path.
        let inMemory = System.withFileBytes("/nonexistent-\(UUID().uuidString)", content: [1, 2, 3], buffer: &buffer) { Array($0) }
        XCTAssertEqual(try inMemory.get(), [1, 2, 3])
    }

    func testFilesOneAfterAnotherInOneBuffer() throws {
        // A worker's buffer, grown by a big file, then a small one: the count says where the small one ends.
        var buffer: [UInt8] = []
        for size in [100, 150_000, 7, 70_000, 0] {
            let content = bytes(size, seed: 7)
            guard case .success(let count) = System.readFile(try file(content), into: &buffer, knownRegular: true) else {
                return XCTFail("\(size) bytes: not read")
            }
            XCTAssertTrue(buffer[0 ..< count].elementsEqual(content), "\(size) bytes after others")
        }
    }

    func testAFIFOIsRefusedEvenWhenThoughtRegular() throws {
        // A path replaced by a FIFO after the walk found a file there: with a writer holding it open the
        // read would block, and the file's kind is asked instead.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("readfile-\(UUID().uuidString).swift").path
        XCTAssertEqual(mkfifo(path, 0o644), 0)
        defer { unlink(path) }
        let writer = open(path, O_RDWR | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(writer, 0)
        defer { close(writer) }
        for knownRegular in [false, true] {
            // On a thread of its own, waited for with a deadline: a regression that retries the read for
            // ever fails this test instead of hanging the suite.
            let done = expectation(description: "read returned (knownRegular \(knownRegular))")
            let outcome = Box()
            Thread.detachNewThread {
                var buffer: [UInt8] = []
                outcome.value = System.readFile(path, into: &buffer, knownRegular: knownRegular)
                done.fulfill()
            }
            wait(for: [done], timeout: 10)
            guard case .failure(let error)? = outcome.value else {
                return XCTFail("a FIFO was read, or the read did not return (knownRegular \(knownRegular))")
            }
            XCTAssertEqual(error.message, "not a regular file")
        }
    }
}

/// The result a test's background thread hands back (written before the expectation is fulfilled, read
/// after the wait).
private final class Box: @unchecked Sendable {
    var value: Result<Int, SystemError>?
}
