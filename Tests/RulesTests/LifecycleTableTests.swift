import Rules
import SwiftTokenizer
import XCTest

final class LifecycleTableTests: XCTestCase {
    func testMethodsMapBetweenLanguages() {
        XCTAssertEqual(LifecycleMethod.viewWillAppear.swiftSignature, "viewWillAppear(_:)")
        XCTAssertEqual(LifecycleMethod.viewWillAppear.csharpName, "ViewWillAppear")
        XCTAssertEqual(LifecycleMethod.willMoveToParent.swiftSignature, "willMove(toParent:)")
        XCTAssertEqual(LifecycleMethod.willMoveToParent.csharpName, "WillMoveToParentViewController")
        XCTAssertEqual(LifecycleMethod.viewWillTransition.displayName(in: .swift), "viewWillTransition(to:with:)")
        XCTAssertEqual(LifecycleMethod.viewWillTransition.displayName(in: .csharp), "ViewWillTransitionToSize")
        XCTAssertEqual(Lifecycle.methods(named: "willMove", in: .swift), [.willMoveToParent])
    }

    /// Each method reads its own row of the table (rows are found by the case's place, not searched
    /// for), and its bit is its place in `allCases`.
    func testEveryMethodReadsItsOwnRow() {
        for (k, method) in LifecycleMethod.allCases.enumerated() {
            XCTAssertEqual(method.bit, UInt32(1) << UInt32(k), method.rawValue)
            XCTAssertEqual(Lifecycle.methods(named: method.csharpName, in: .csharp), [method], method.rawValue)
            let swiftName = String(method.swiftSignature.prefix { $0 != "(" })
            XCTAssertTrue(Lifecycle.methods(named: swiftName, in: .swift).contains(method), method.rawValue)
        }
    }

    func testPropertiesMapBetweenLanguages() {
        XCTAssertEqual(ControllerProperty.isViewLoaded.name(in: .csharp), "IsViewLoaded")
        XCTAssertEqual(ControllerProperty.view.name(in: .csharp), "View")
        XCTAssertEqual(ControllerProperty.parent.name(in: .csharp), "ParentViewController")
        XCTAssertEqual(ControllerProperty.navigationController.name(in: .swift), "navigationController")
    }

    func testEverySuperRequiringMethodSaysWhy() {
        for method in LifecycleMethod.allCases where method.requiresSuperCall {
            XCTAssertFalse(method.superConsequence?.isEmpty ?? true, method.rawValue)
        }
        XCTAssertFalse(LifecycleMethod.loadView.requiresSuperCall, "a custom loadView must not call super")
        XCTAssertTrue(LifecycleMethod.updateViewConstraints.callsSuperLast)
    }
}
