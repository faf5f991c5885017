
import SwiftTokenizer

/// The first byte picks the language; the rest is the source.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    Invariants.checkAnalysis(bytes, language: data[0] & 1 == 0 ? .swift : .csharp)
    return 0
}
