import SwiftTokenizer

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    Invariants.checkTokens(Array(UnsafeBufferPointer(start: data, count: size)), language: .objectiveC)
    return 0
}
