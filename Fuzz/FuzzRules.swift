
import SwiftTokenizer

/// The first byte picks the language (odd: C#; else bit 2 set: Objective-C; else Swift, as before
/// Objective-C was added, so that saved inputs keep their language); the rest is the source.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    Invariants.checkAnalysis(bytes, language: data[0] & 1 == 1 ? .csharp : data[0] & 4 != 0 ? .objectiveC : .swift)
    return 0
}
