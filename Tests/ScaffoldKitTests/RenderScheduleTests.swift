import XCTest
@testable import ScaffoldKit

/// Render jobs are handed out generated files first, heaviest templates (with what they include) first.
final class RenderScheduleTests: XCTestCase {
    func testGeneratedFilesComeFirstHeaviestFirstAndTheRestKeepTheirOrder() throws {
        let library = try TemplateLibrary(templates: [
            "Small.template": "{{ a }}",
            "Big.template": String(repeating: "x", count: 500),
            "Including.template": "{% include \"Big.template\" %}{% include \"Big.template\" %}y",
            "Leaf.template": String(repeating: "z", count: 5_000),
        ])
        XCTAssertEqual(library.weight(of: "Including.template"), 500 + 57, "Big.template counted once")
        func job(_ template: String, _ ownership: Ownership) -> RenderJob {
            RenderJob(template: template, path: template, ownership: ownership, context: [:])
        }
        let jobs = [job("Leaf.template", .user), job("Small.template", .generated), job("Leaf.template", .user),
                    job("Big.template", .generated), job("Including.template", .generated)]
        XCTAssertEqual(Generator.heaviestFirst(jobs, library), [4, 3, 1, 0, 2])
    }
}
