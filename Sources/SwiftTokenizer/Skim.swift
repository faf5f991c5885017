#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A look at a file's bytes before any lexing, for files that most likely need no more: whether they
/// hold an anchor (a part of a name some rule starts from, such as `Controller` or `viewDidLoad`), and if
/// they hold none, the hashes of the words that start with a capital or hold an underscore (the names of
/// the types the file may declare or use), so that the file can be read in full later if the project
/// turns out to need one of them. Comments and strings are read like code (an anchor or a name in code
/// is never missed, and one in a comment or a string only makes the file read in full), but for two
/// things the bytes tell: a line that can only be a `//` comment (`onCommentLine`), and a call's first
/// argument (`mayEndInArgument`).
///
/// The scan visits the capitals A–Z only (about one byte in seven of what it scans): 64 bytes at a time,
/// tested sixteen at a time as vectors and their capitals gathered as the bits of one word, then visited
/// one after another (testing and visiting eight bytes at a time, the loop's bookkeeping and the registers
/// it spilled cost more than the test). Every anchor with a capital is placed by its first capital after
/// its first letter (`view|DidLoad`, `add|Subview`; `Controller` by its own first letter) and matched
/// there: the capital and the low seven bits of the byte after it index a table of the anchors that begin
/// so, and only then (after their first four bytes from the capital, in one load: `probes`) are an
/// anchor's bytes before and after the capital compared (the first letter of the bytes before in either
/// case: `ViewDidLoad` matches `viewDidLoad`). A word starting with a capital (the byte before it
/// is no letter, digit, `_` or byte from 0x80) is hashed from its bytes (`hash`). An anchor without a
/// capital (`lifelint:`) is searched for as bytes, by its last one, after the scan. An anchor with a
/// capital on a line that is a `//` comment (`onCommentLine`) anchors nothing: no rule starts from one.
///
/// A call (`calls`, `wholeCalls`) is matched the same way, and anchors the file only where it may be called
/// with a first argument ending in a member of one name, such as a child controller's `view`:
/// `addSubview(child.view)` does, `addSubview(label)` does not (`mayEndInArgument`). A whole-word call
/// (C#'s `Add`) matches only where the bytes before and after it continue no word.
///
/// The bytes of a file holding no anchor are then searched for underscores (`memchr` from one to the
/// next), and the words holding one are hashed too (`underscoreWords`): a name such as `sample_name` (the
/// class of a code generator's template) or `_Base` is looked for among the words, as a capitalized one
/// is, not in the skimmed files read again. (Visiting the underscores with the
/// capitals, by the same range test, cost five instructions more at every capital.)
public struct SkimTable: @unchecked Sendable {
    /// Per capital and following byte's low seven bits (`key`), the first of its anchors in `entries`
    /// plus one (0: none begins so): 6.5 KB, read at every capital, held in the first-level cache (a
    /// table by both whole bytes took 128 KB, and a wait on the second level at most capitals).
    private let firstEntry: UnsafeMutablePointer<UInt16>
    /// Per anchor, in runs of the same key: where its bytes are in `bytes`, how many come before the
    /// capital and how many from it, what it is (`Kind`), and whether the next entry has the same key.
    private let entries: UnsafeMutablePointer<(offset: Int32, before: Int16, from: Int16, kind: Kind, more: Bool)>
    /// Per entry, its first four bytes from the capital (fewer when it has fewer) as one little-endian
    /// word, and the mask of the bits compared: tested at the capital before `anchorAt` is called, as most
    /// capitals of a key begin no anchor (`Co` begins `Color`, `Vi` every `UIView`).
    private let probes: UnsafeMutablePointer<(value: UInt32, mask: UInt32)>
    private let bytes: UnsafeMutablePointer<UInt8>
    /// The member a call's first argument must end in (`view`), as bytes.
    private let argument: UnsafeMutablePointer<UInt8>
    private let argumentCount: Int

    /// What a match of an entry's bytes is.
    private enum Kind: UInt8 {
        /// An anchor, wherever it is.
        case anchor
        /// An anchor where it may be called with a first argument ending in `argument` (`mayEndInArgument`).
        case call
        /// A call that is also a whole word.
        case wholeWordCall
    }
    /// Anchors without a capital, searched for as bytes by their last byte (`lifelint:` by its colon):
    /// their bytes one after another, and where each ends. Plain pointers, as the tables above: one
    /// table serves every reading thread, and an array read from it was retained and released at every
    /// skim of a file or a name, its count written from both cores (12,000 times a run on the source-only
    /// tree).
    private let plainBytes: UnsafeMutablePointer<UInt8>
    private let plainEnds: UnsafeMutablePointer<Int>
    private let plainCount: Int

    /// `anchors`: names matched anywhere, by their first capital after the first letter (or their first
    /// letter when it is the only capital); a name without a capital is searched for as bytes.
    /// `calls`: names matched as anchors are, that anchor a file only where the word holding them may be
    /// called with a first argument ending in `.argument` (`mayEndInArgument`); `wholeCalls` the same,
    /// matched only as whole words. Each call has a capital, not its last byte.
    public init(anchors names: [String], calls: [String] = [], wholeCalls: [String] = [], argument: String = "") {
        precondition(argument.utf8.allSatisfy { wordBytes[Int($0)] == wordByte } && (calls.isEmpty && wholeCalls.isEmpty || !argument.isEmpty),
                     "a call's argument ends in a member: a word")
        precondition((calls + wholeCalls).allSatisfy { Self.placement(of: Array($0.utf8)) != nil },
                     "a call has a capital A–Z, not its last byte (it is matched at a capital)")
        var placed: [(key: Int, before: [UInt8], from: [UInt8], kind: Kind)] = []
        var plain: [[UInt8]] = []
        let kinds = names.map { ($0, Kind.anchor) } + calls.map { ($0, Kind.call) } + wholeCalls.map { ($0, Kind.wholeWordCall) }
        for (name, kind) in kinds {
            let bytes = Array(name.utf8)
            guard let capital = Self.placement(of: bytes) else {
                plain.append(bytes)
                continue
            }
            placed.append((Self.key(bytes[capital], bytes[capital + 1]), Array(bytes[..<capital]), Array(bytes[capital...]), kind))
        }
        let argumentBytes = Array(argument.utf8)
        argumentCount = argumentBytes.count
        self.argument = .allocate(capacity: max(argumentCount, 1))
        self.argument.initialize(from: argumentBytes, count: argumentCount)
        placed.sort { $0.key < $1.key }
        let plainAll = plain.flatMap { $0 }
        plainBytes = .allocate(capacity: max(plainAll.count, 1))
        plainBytes.initialize(from: plainAll, count: plainAll.count)
        plainEnds = .allocate(capacity: max(plain.count, 1))
        var end = 0
        for (k, anchor) in plain.enumerated() {
            end += anchor.count
            plainEnds[k] = end
        }
        plainCount = plain.count
        firstEntry = UnsafeMutablePointer<UInt16>.allocate(capacity: Self.keyCount)
        firstEntry.initialize(repeating: 0, count: Self.keyCount)
        entries = .allocate(capacity: max(placed.count, 1))
        probes = .allocate(capacity: max(placed.count, 1))
        let all = placed.flatMap { $0.before + $0.from }
        bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(all.count, 1))
        bytes.initialize(from: all, count: all.count)
        var offset = 0
        for (k, anchor) in placed.enumerated() {
            if firstEntry[anchor.key] == 0 { firstEntry[anchor.key] = UInt16(k + 1) }
            let more = k + 1 < placed.count && placed[k + 1].key == anchor.key
            entries[k] = (Int32(offset), Int16(anchor.before.count), Int16(anchor.from.count), anchor.kind, more)
            var probe: (value: UInt32, mask: UInt32) = (0, 0)
            for (j, byte) in anchor.from.prefix(4).enumerated() {
                probe.value |= UInt32(byte) << UInt32(8 * j)
                probe.mask |= 0xFF << UInt32(8 * j)
            }
            probes[k] = probe
            offset += anchor.before.count + anchor.from.count
        }
    }

    /// The key of a capital (A–Z) and the byte after it: only the byte's low seven bits, as the anchors'
    /// bytes are compared in full after the table (a byte from 0x80 shares a key with an ASCII one).
    @inline(__always)
    private static func key(_ capital: UInt8, _ next: UInt8) -> Int {
        Int(capital &- UInt8(ascii: "A")) &<< 7 | Int(next & 0x7F)
    }

    private static let keyCount = 26 << 7

    /// Where an anchor is placed in its bytes: its first capital after the first letter, or its first
    /// letter when that is its only capital; nil, to be searched for as bytes, when there is none or it
    /// is the last byte (the table's key takes the byte after it).
    private static func placement(of bytes: [UInt8]) -> Int? {
        guard let capital = bytes.indices.dropFirst().first(where: { isCapital(bytes[$0]) })
                ?? (bytes.first.map(isCapital) == true ? 0 : nil),
              bytes.count - capital >= 2 else { return nil }
        return capital
    }

    /// `name` as a table matches it, one spelling for the names it cannot tell apart: the first letter
    /// lowercased when it is compared in either case (an anchor placed at a later capital: `ViewDidLoad`
    /// and `viewDidLoad`), else the name's own bytes (`Controller`, placed at its first letter; `lifelint:`,
    /// searched for as bytes).
    public static func matchedSpelling(of name: String) -> [UInt8] {
        var bytes = Array(name.utf8)
        if let capital = placement(of: bytes), capital > 0 { bytes[0] |= 0x20 }
        return bytes
    }

    @inline(__always)
    private static func isCapital(_ b: UInt8) -> Bool {
        b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")
    }

    /// Skims `p` in `scratch` (a reading thread's, kept from file to file): nil when it holds an anchor
    /// (the scan stops there); otherwise the hash (`hash`) of every word that starts with a capital,
    /// most repeats left out (a file's capitalized words are about half repeats: the rounds read the
    /// list of every file still skimmed, on one core), then of every word with an underscore inside
    /// (`underscoreWords`), appended to `arena` (the thread's, holding the words of every file it skims):
    /// where they are there. A list of its own for each skimmed file was an allocation, and a retain and
    /// a release of it for every file each round read.
    public func skim(_ file: UnsafeBufferPointer<UInt8>, scratch: SkimScratch, into arena: SkimmedWordArena) -> UnsafeBufferPointer<UInt32>? {
        // After a byte order mark, as the lexers read: its bytes (from 0x80) would join the first word.
        let p = UnsafeBufferPointer(rebasing: file[byteOrderMarkLength(file)...])
        scratch.prepare(for: p.count)
        var count = 0
        if scan(p, hashing: true, words: scratch.words, count: &count, recent: scratch.recent, stamp: scratch.stamp) {
            return nil
        }
        Self.underscoreWords(in: p, words: scratch.words, count: &count, recent: scratch.recent, stamp: scratch.stamp)
        return arena.append(scratch.words, count: count)
    }

    /// Appends to `words` (from `count`) the hash of every word of `p` with an underscore inside that does
    /// not start with a capital (`scan` records those) or a digit (a number, `1_000`, names no type),
    /// and has two bytes at least (`_` alone is Swift's wildcard): `sample_name`, `_Private`, `max_`.
    /// A word is a run of letters, digits, `_` and bytes from 0x80, as `scan` splits them (`$` ends one).
    /// The underscores are found by `memchr`, one after another, and each word is hashed once; most
    /// repeats are left out, as `scan` leaves them (`recent`, `stamp`: Objective-C's `_ivar`s). Every
    /// word `scan` or this records is the start of a run of word bytes, so `words` has room
    /// (`SkimScratch.prepare`).
    static func underscoreWords(in p: UnsafeBufferPointer<UInt8>, words: UnsafeMutablePointer<UInt32>, count: inout Int,
                                recent: UnsafeMutablePointer<UInt64>, stamp: UInt64) {
        guard let base = p.baseAddress else { return }
        let table = wordBytes
        var from = 0
        while let k = findByte(UInt8(ascii: "_"), in: p, from: from, to: p.count) {
            var start = k
            while start > 0 && table[Int(base[start &- 1])] == wordByte { start &-= 1 }
            let end = wordEnd(p, from: k &+ 1, dollar: false, table: table)
            let first = base[start]
            if end &- start >= 2 && !isCapital(first) && !isDigit(first) {
                Self.record(hash(p, start: start, length: end &- start), in: words, count: &count, recent: recent, stamp: stamp)
            }
            from = end
        }
    }

    /// `skim`; without `hashing`, no word is hashed (`holdsAnchor`). Written to be inlined in both with
    /// `hashing` a constant: the loop of each is then without the other's work.
    @inline(__always)
    private func scan(_ p: UnsafeBufferPointer<UInt8>, hashing: Bool, words: UnsafeMutablePointer<UInt32>?, count: inout Int,
                      recent: UnsafeMutablePointer<UInt64>?, stamp: UInt64) -> Bool {
        guard let base = p.baseAddress else { return false }
        let n = p.count
        let table = wordBytes
        var written = 0
        var block = 0
        while block < n {
            // The capitals of 64 bytes as the bits of one word (bit k: the byte at `block + k`): the
            // bytes are tested sixteen at a time (`capitalBits64`), and the capitals then visited one after
            // another.
            var capitals: UInt64 = 0
            if block &+ 64 <= n {
                capitals = capitalBits64(UnsafeRawPointer(base + block))
            } else {
                capitals = Self.capitals(in: UnsafeBufferPointer(start: base + block, count: n &- block))
            }
            while capitals != 0 {
                let c = block &+ capitals.trailingZeroBitCount
                capitals &= capitals &- 1
                if c &+ 1 < n {
                    let first = firstEntry[Self.key(base[c], base[c &+ 1])]
                    if first != 0 && mayBeginAnchor(c, from: Int(first) &- 1, base, n) && anchorAt(c, from: Int(first) &- 1, base, n) {
                        return true
                    }
                }
                if hashing && (c == 0 || table[Int(base[c &- 1])] != wordByte) {
                    let end = wordEnd(p, from: c, dollar: false, table: table)
                    Self.record(Self.hash(p, start: c, length: end &- c), in: words.unsafelyUnwrapped, count: &written,
                                recent: recent.unsafelyUnwrapped, stamp: stamp)
                }
            }
            block &+= 64
        }
        count = written
        // Searched for last: most files have an anchor found above, and the search reads every byte.
        var start = 0
        for k in 0 ..< plainCount {
            let anchor = UnsafeBufferPointer(start: plainBytes + start, count: plainEnds[k] - start)
            if containsBytes(anchor, in: p, anchor: anchor.count - 1) { return true }
            start = plainEnds[k]
        }
        return false
    }

    /// Records a word's hash at `words[count]` unless `recent` holds it from this file (`stamp`: an
    /// entry from an earlier file never matches). Written whatever it is, and kept (the count moved on)
    /// only when new: no branch to mispredict, where about half of a file's words are repeats.
    @inline(__always)
    private static func record(_ hash: UInt32, in words: UnsafeMutablePointer<UInt32>, count: inout Int,
                               recent: UnsafeMutablePointer<UInt64>, stamp: UInt64) {
        let entry = stamp | UInt64(hash)
        let slot = Int(hash & 255)
        let new = recent[slot] != entry
        recent[slot] = entry
        words[count] = hash
        count &+= new ? 1 : 0
    }

    /// The capitals among fewer than 64 bytes (a name's, or a file's last block), as `scan` gathers
    /// them: eight bytes at a time while eight remain, then one at a time. Not inlined: in `scan`'s
    /// loop this code made the loop spill registers (the skim's instructions +16 M on the source-only tree), where
    /// a byte-at-a-time loop cost two bytes' worth of instructions for each.
    @inline(never)
    private static func capitals(in p: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = p.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var capitals: UInt64 = 0
        var k = 0
        while k &+ 8 <= p.count {
            capitals |= capitalBits(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: k, as: UInt64.self))) &<< UInt64(k)
            k &+= 8
        }
        while k < p.count {
            if isCapital(base[k]) { capitals |= 1 &<< UInt64(k) }
            k &+= 1
        }
        return capitals
    }

    /// Whether the four bytes from `c` (a capital) may begin one of the run of anchors starting at
    /// `entries[k]` (`probes`); true where fewer than four bytes are left. `anchorAt` then walks the run
    /// from its start again (runs are one to six anchors): handing it the first anchor whose probe matched,
    /// as an optional, cost 6.5 M instructions more on the source-only tree.
    @inline(__always)
    private func mayBeginAnchor(_ c: Int, from k: Int, _ base: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        guard c &+ 4 <= n else { return true }
        let word = UInt32(littleEndian: UnsafeRawPointer(base + c).loadUnaligned(as: UInt32.self))
        var k = k
        while true {
            let probe = probes[k]
            if (word ^ probe.value) & probe.mask == 0 { return true }
            if !entries[k].more { return false }
            k &+= 1
        }
    }

    /// Whether an anchor of the run starting at `entries[k]` placed at `c` (the capital begins them all) is
    /// there (a call where it may be called so: `mayEndInArgument`).
    private func anchorAt(_ c: Int, from k: Int, _ base: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        var k = k
        while true {
            let entry = entries[k]
            let before = Int(entry.before)
            let start = c - before
            let end = c + Int(entry.from)
            if start >= 0 && end <= n {
                let anchor = bytes + Int(entry.offset)
                var same = before == 0 || base[start] | 0x20 == anchor[0] | 0x20
                var j = 1
                let count = before + Int(entry.from)
                while same && j < count {
                    same = base[start + j] == anchor[j]
                    j += 1
                }
                if same && entry.kind == .wholeWordCall && ((start > 0 && wordBytes[Int(base[start - 1])] == wordByte)
                    || (end < n && wordBytes[Int(base[end])] == wordByte)) { same = false }
                if same && (entry.kind == .anchor || mayEndInArgument(calledAfter: end, base, n)) && !onCommentLine(start, base) {
                    return true
                }
            }
            if !entry.more { return false }
            k += 1
        }
    }

    /// Whether the word holding a call's name, which reaches `end` at least, may be called with a first
    /// argument ending in `.argument` (`child.view`, `child?.view`, `child.view!`): after the word, blanks
    /// and a `(`; then the bytes before the first `,` or `)` outside brackets end in the member, a `.` before
    /// it, blanks around either. A superset of what a reading of the tokens finds:
    /// - every `,` outside brackets is taken for the first argument's end, one after another: one inside
    ///   generic arguments (`Pair<A, B>(a, b)`) may be read for it, and is tested too;
    /// - a string on one line, without `\` (no escape, no interpolation), is passed over;
    /// - what the bytes cannot tell (a `/` but a division's, so comments and Swift's regex literals; another
    ///   string, `$"…"`, `"""`; `'`, `` ` ``, `\`, `#`, `@`), an argument longer than 1 KB or not closed,
    ///   a comment before the `(`, and a name the bytes do not end (`` ` ``, `$` after it), count as such a
    ///   call.
    /// Not inlined: few capitals begin a call (0.1 % of the source-only tree's).
    @inline(never)
    private func mayEndInArgument(calledAfter end: Int, _ base: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        var i = end
        while i < n && wordBytes[Int(base[i])] == wordByte { i += 1 }
        // A name the bytes do not end here: `` `addSubview` ``, Swift's `addSubview$1`.
        if i < n && (base[i] == UInt8(ascii: "`") || base[i] == UInt8(ascii: "$")) { return true }
        while i < n && isWhitespace(base[i]) { i += 1 }
        // An optional method's call: `delegate?.addSubview?(child.view)`.
        if i < n && (base[i] == UInt8(ascii: "?") || base[i] == UInt8(ascii: "!")) {
            i += 1
            while i < n && isWhitespace(base[i]) { i += 1 }
        }
        guard i < n else { return false }
        switch base[i] {
        case UInt8(ascii: "("): break
        case UInt8(ascii: "/"), UInt8(ascii: "<"): return true // a comment or generic arguments before the call's `(`
        default: return false
        }
        i += 1
        let open = i
        var depth = 0
        let limit = min(n, i + 1024)
        while i < limit {
            switch base[i] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return base[i] != UInt8(ascii: ")") || endsInArgument(base, from: open, to: i) }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 && endsInArgument(base, from: open, to: i) { return true }
            case UInt8(ascii: "\""):
                // A string on one line, without escapes: passed over (C#'s `$"…"` and `@"…"`, and `"""`, are not).
                if i > open && (base[i - 1] == UInt8(ascii: "$") || base[i - 1] == UInt8(ascii: "@")) { return true }
                var j = i + 1
                while j < limit && base[j] != UInt8(ascii: "\"") && base[j] != UInt8(ascii: "\\") && !isNewline(base[j]) { j += 1 }
                if j >= limit || base[j] != UInt8(ascii: "\"") || j == i + 1 { return true }
                i = j
            case UInt8(ascii: "/"):
                // A division (`a / b`) is passed over; a comment or a Swift regex literal (`/[)]/`) is not.
                if i + 1 >= n || !isWhitespace(base[i + 1]) { return true }
            case UInt8(ascii: "'"), UInt8(ascii: "`"), UInt8(ascii: "\\"), UInt8(ascii: "#"), UInt8(ascii: "@"):
                return true
            default:
                break
            }
            i += 1
        }
        return true
    }

    /// Whether the bytes of `base[open ..< close]` end in `.argument`, blanks around either and a `!` after.
    private func endsInArgument(_ base: UnsafePointer<UInt8>, from open: Int, to close: Int) -> Bool {
        var k = close
        while k > open && isWhitespace(base[k - 1]) { k -= 1 }
        if k > open && base[k - 1] == UInt8(ascii: "!") {
            k -= 1
            while k > open && isWhitespace(base[k - 1]) { k -= 1 }
        }
        guard k - open >= argumentCount + 1 else { return false }
        for j in 0 ..< argumentCount where base[k - argumentCount + j] != argument[j] { return false }
        k -= argumentCount
        guard wordBytes[Int(base[k - 1])] != wordByte else { return false } // `subview`, not `view`
        while k > open && isWhitespace(base[k - 1]) { k -= 1 }
        return k > open && base[k - 1] == UInt8(ascii: ".")
    }

    /// Whether the line holding `start` is a `//` comment from its first byte that is not a space or a tab,
    /// with none of `*`, `/`, `"`, `\`, `{` between the `//` (or `///`) and `start`: no rule starts from a
    /// comment (`lifelint:` is searched for apart). The line may begin inside a block comment or a string, not in
    /// code: the bytes read back to code only through one of those (`// */ code`, C#'s `//"; code` after
    /// `@"`, Swift's `// \(code)` in `"""`), so a line holding one counts as code. Looked for at most 256
    /// bytes back (a line longer than that, or a comment after code, counts as code).
    private func onCommentLine(_ start: Int, _ base: UnsafePointer<UInt8>) -> Bool {
        var k = start
        let floor = max(0, start - 256)
        while k > floor && !isNewline(base[k - 1]) { k -= 1 }
        guard k == 0 || isNewline(base[k - 1]) else { return false }
        k = skipBlanks(UnsafeBufferPointer(start: base, count: start), from: k)
        guard k + 1 < start && base[k] == UInt8(ascii: "/") && base[k + 1] == UInt8(ascii: "/") else { return false }
        k += 2
        while k < start && base[k] == UInt8(ascii: "/") { k += 1 } // a doc comment's `///`
        for j in k ..< start {
            switch base[j] {
            case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "{"): return false
            default: continue
            }
        }
        return true
    }

    /// Whether one name, as its bytes, holds an anchor: a file spelling it then holds one too. (A call
    /// counts only with its argument: no name holds one.)
    public func holdsAnchor(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        var none = 0
        return scan(name, hashing: false, words: nil, count: &none, recent: nil, stamp: 0)
    }

    /// A word's hash, as `skim` records it: its first eight bytes, its last eight and its length (names
    /// that share all three only make a file read that need not be). The last eight count: with the
    /// first eight and the length alone, a controller `ReferralSendPassVC` had a 875 KB generated file
    /// spelling `ReferralRedemption` read in full, alone on one core, while the others waited.
    @inline(__always)
    public static func hash(_ p: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> UInt32 {
        var mixed = packWord(p, start: start, length: min(length, 8)).low
        if length > 8 {
            // The word's last eight bytes, overlapping the first eight when it is shorter than sixteen.
            let last = UnsafeRawPointer(p.baseAddress! + (start + length - 8)).loadUnaligned(as: UInt64.self)
            mixed ^= (UInt64(littleEndian: last) &* 0xC2B2_AE3D_27D4_EB4F) >> 7
        }
        return UInt32(truncatingIfNeeded: ((mixed ^ UInt64(truncatingIfNeeded: length) &<< 59) &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }

    /// The hash `skim` records for a word spelling `name`, or nil when it records none (`recordsWord`).
    public static func wordHash(of name: UnsafeBufferPointer<UInt8>) -> UInt32? {
        recordsWord(name) ? hash(name, start: 0, length: name.count) : nil
    }

    /// Whether `skim` records a word spelling `name`: one word, with a capital A–Z first, or an underscore
    /// inside, two bytes at least and no digit first (`underscoreWords`).
    public static func recordsWord(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        // The table read once: read in the loop, the global's initialization was checked at every byte.
        let table = wordBytes
        guard let first = name.first, name.allSatisfy({ table[Int($0)] == wordByte }) else { return false }
        return isCapital(first) || (name.count >= 2 && !isDigit(first) && name.contains(UInt8(ascii: "_")))
    }
}

/// The capitals A–Z among the 64 bytes at `raw` as the bits of one word (bit k: byte k), sixteen bytes at
/// a time as vectors: each byte's test a lane's, its bit weighted (1, 2, 4, … 128 in each half of eight)
/// and summed per half (on x86-64, SSE2's `psadbw`). Eight bytes at a time in a word, the bits gathered
/// transposed and put back in order by shifts, took 17 M instructions more on the source-only tree (the
/// same time, within the runs' spread).
@inline(__always)
func capitalBits64(_ raw: UnsafeRawPointer) -> UInt64 {
    let weights = SIMD16<UInt8>(1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128)
    @inline(__always) func sixteen(_ k: Int) -> UInt64 {
        let v = raw.loadUnaligned(fromByteOffset: 16 &* k, as: SIMD16<UInt8>.self)
        // Typed vectors on both sides: with a scalar, the comparison was made lane by lane.
        let capital = (v &- SIMD16<UInt8>(repeating: UInt8(ascii: "A"))) .< SIMD16<UInt8>(repeating: 26)
        let bits = SIMD16<UInt8>(repeating: 0).replacing(with: 1, where: capital) &* weights
        return UInt64(bits.lowHalf.wrappedSum()) | UInt64(bits.highHalf.wrappedSum()) &<< 8
    }
    return sixteen(0) | sixteen(1) &<< 16 | sixteen(2) &<< 32 | sixteen(3) &<< 48
}

/// The capitals A–Z among the bytes of `w` as the low eight bits (bit k: byte k): their 0x80 bits
/// (`capitalBytes`) gathered into the top byte by one multiplication (byte k's bit lands on bit 56 + k,
/// and no two products share a bit, so nothing carries), then shifted down.
@inline(__always)
func capitalBits(_ w: UInt64) -> UInt64 {
    (capitalBytes(w) &* 0x0002_0408_1020_4081) &>> 56
}

/// The capitals A–Z among the bytes of `w`, each as its 0x80 bit (see `nonLetterBytes`).
@inline(__always)
func capitalBytes(_ w: UInt64) -> UInt64 {
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    let low = w & ~high
    let fromA = low &+ ones &* UInt64(0x80 - UInt8(ascii: "A"))
    let pastZ = low &+ ones &* UInt64(0x80 - UInt8(ascii: "Z") - 1)
    return fromA & ~pastZ & ~w & high
}

/// The word hashes of the files one reading thread skims (`SkimTable.skim(_:scratch:into:)`), one file's
/// after another's in blocks of 64 KB (a file with more words has a block of its own): nothing is copied
/// as the arena grows, and a file's words stay where they were written until the arena goes. Written by
/// one thread; read by any once it has stopped writing.
public final class SkimmedWordArena: @unchecked Sendable {
    /// Every block, for `deinit`; the words go into the last, `block`.
    private var blocks: [UnsafeMutablePointer<UInt32>] = []
    private var block: UnsafeMutablePointer<UInt32>? = nil
    /// How many words `block` holds, and has room for.
    private var used = 0
    private var room = 0
    public static let blockWords = 1 << 14

    public init() {}

    deinit {
        for block in blocks { block.deallocate() }
    }

    /// Appends `count` hashes from `words`; where they are now, valid as long as the arena is.
    public func append(_ words: UnsafePointer<UInt32>, count n: Int) -> UnsafeBufferPointer<UInt32> {
        guard n > 0 else { return UnsafeBufferPointer(start: nil, count: 0) } // (a file of no words: maybe before any block)
        if used + n > room {
            room = max(n, Self.blockWords)
            block = .allocate(capacity: room)
            blocks.append(block!)
            used = 0
        }
        let start = block! + used
        start.initialize(from: words, count: n)
        used += n
        return UnsafeBufferPointer(start: start, count: n)
    }
}

/// What `SkimTable.skim` works in, kept by a reading thread from one file to the next: room for a
/// file's word hashes (at most one word starts every two bytes), so that the scan writes them with no
/// array growing (a file's list grew from nothing, about four times a file), and the table of the
/// hashes met last, which a file's stamp keeps apart from the last file's without clearing it.
public final class SkimScratch {
    fileprivate private(set) var words: UnsafeMutablePointer<UInt32>
    private var capacity = 0
    /// 256 entries: a hash met last for each value of its low eight bits, with the stamp of its file.
    fileprivate let recent = UnsafeMutablePointer<UInt64>.allocate(capacity: 256)
    /// This file's stamp, in the entries' high 32 bits.
    fileprivate private(set) var stamp: UInt64 = 0

    public init() {
        words = .allocate(capacity: 1)
        recent.initialize(repeating: 0, count: 256)
    }

    deinit {
        words.deallocate()
        recent.deallocate()
    }

    /// Makes room for a file of `size` bytes and gives it a stamp no entry has.
    fileprivate func prepare(for size: Int) {
        let needed = size / 2 + 1
        if needed > capacity {
            words.deallocate()
            capacity = max(needed, 2 * capacity)
            words = .allocate(capacity: capacity)
        }
        stamp &+= 1 << 32
        if stamp == 0 {
            // 2^32 files: the stamps start again, from a table holding none of them.
            recent.update(repeating: 0, count: 256)
            stamp = 1 << 32
        }
    }
}
