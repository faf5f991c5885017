import SwiftTokenizer

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    Invariants.checkObjectiveCTokens(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
