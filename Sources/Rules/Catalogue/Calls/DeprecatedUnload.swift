import SwiftTokenizer

/// `viewWillUnload` and `viewDidUnload` have not been called since iOS 6: code in them never runs.
public struct DeprecatedUnload: Rule {
    public static let description = RuleDescription(
        id: "deprecated_unload",
        summary: "`viewWillUnload`/`viewDidUnload` implemented: UIKit has not called them since iOS 6.",
        rationale: """
            Up to iOS 5 a view controller could unload its view under memory pressure and told you so \
            through `viewWillUnload` and `viewDidUnload`. iOS 6 stopped unloading views and stopped calling \
            both methods; Apple recommends removing them. Whatever cleanup they hold never runs: release \
            caches in `didReceiveMemoryWarning` (C# `DidReceiveMemoryWarning`) and tear down observers in \
            the lifecycle method that balances where they were added. A method compiled only for deployment \
            targets before iOS 6 (inside `#if __IPHONE_OS_VERSION_MIN_REQUIRED < __IPHONE_6_0`) still runs \
            there and is not reported.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            Example(.swift, """
                class GalleryViewController: UIViewController {
                    override func ↓viewDidUnload() {
                        super.viewDidUnload()
                        thumbnailCache.removeAll()
                    }
                }
                """),
            Example(.csharp, """
                public class GalleryViewController : UIViewController
                {
                    public override void ↓ViewWillUnload()
                    {
                        base.ViewWillUnload();
                        thumbnails.Clear();
                    }
                }
                """),
            Example(.objectiveC, """
                @interface MapViewController : UIViewController
                @end

                @implementation MapViewController
                - (void)↓viewDidUnload {
                    [super viewDidUnload];
                    self.mapView = nil;
                }
                @end
                """),
        ],
        nonTriggeringExamples: [
            Example(.swift, """
                class GalleryViewController: UIViewController {
                    override func didReceiveMemoryWarning() {
                        super.didReceiveMemoryWarning()
                        thumbnailCache.removeAll()
                    }
                }
                """),
            Example(.csharp, """
                public class GalleryViewController : UIViewController
                {
                    public override void DidReceiveMemoryWarning()
                    {
                        base.DidReceiveMemoryWarning();
                        thumbnails.Clear();
                    }
                }
                """),
            Example(.objectiveC, """
                @interface MapViewController : UIViewController
                @end

                @implementation MapViewController
                - (void)didReceiveMemoryWarning {
                    [super didReceiveMemoryWarning];
                    [self.tileCache removeAllObjects];
                }
                @end
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        for type in context.candidateTypes {
            for member in context.members(of: type) {
                guard let method = context.lifecycleMethod(of: member),
                      method == .viewWillUnload || method == .viewDidUnload,
                      !Self.compiledOnlyBeforeIOS6(member.declarationStart, context.source) else { continue }
                findings.append(context.finding(Self.description.id, at: member.nameToken,
                                                message: Self.message(method, context.language),
                                                controllerType: type.name))
            }
        }
    }

    /// Whether the declaration at `start` sits in an `#if` branch built only for deployment targets
    /// before iOS 6 (`#if __IPHONE_OS_VERSION_MIN_REQUIRED < __IPHONE_6_0`), where UIKit still sends it.
    static func compiledOnlyBeforeIOS6(_ start: Int, _ s: SourceText) -> Bool {
        var depth = 0
        var k = start - 1
        while k >= 0 {
            defer { k -= 1 }
            guard s.kind(k) == .directive else { continue }
            if s.token(k, hasPrefix: "#endif") { depth += 1; continue }
            guard s.token(k, hasPrefix: "#if") else { continue }
            if depth > 0 { depth -= 1; continue }
            // The enclosing `#if`: its line (the directive token, or the tokens after it up to the line's end).
            let lineStart = Int(s.tokens[k].offset)
            var lineEnd = lineStart
            while lineEnd < s.bytes.count && s.bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let line = String(decoding: UnsafeBufferPointer(rebasing: s.bytes[lineStart ..< lineEnd]), as: UTF8.self)
            return line.utf8.contains(bytesOf: "__IPHONE_6_0") && (line.utf8.contains(UInt8(ascii: "<")) || line.utf8.contains(bytesOf: "!defined"))
        }
        return false
    }

    // MARK: - Messages

    static func message(_ method: LifecycleMethod, _ language: Language) -> String {
        let name = method.displayName(in: language)
        let memory = language == .swift ? "didReceiveMemoryWarning()" : language == .csharp ? "DidReceiveMemoryWarning" : "didReceiveMemoryWarning"
        return "`\(name)` has not been called since iOS 6, so this code never runs; move memory cleanup to "
            + "`\(memory)` and remove the method"
    }
}
