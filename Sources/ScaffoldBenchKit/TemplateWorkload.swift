import ScaffoldKit

/// A template and context for the template engine's throughput: loops, conditions, filters and includes over a
/// list of synthetic methods, the constructs the real templates use.
public enum TemplateWorkload {
    public static let templates: [String: String] = [
        "Big.template": """
            // {{ title }}
            {% for method in methods %}
            /// {{ method.summary|upperFirst }}
            {% if method.returns %}
            {% include "Method+Value.template" %}
            {% else %}
            func {{ method.name }}({{ method.parameters|join(", ") }}) {
                for leaf in leaves { leaf.{{ method.name }}({{ method.arguments|join(", ") }}) }
            }
            {% endif %}
            {% if not loop.last %}

            {% endif %}
            {% endfor %}

            """,
        "Method+Value.template": """
            func {{ method.name }}({{ method.parameters|join(", ") }}) -> {{ method.returns }} {
                var result: {{ method.returns }} = {{ method.neutral }}
                for leaf in leaves where leaf.{{ method.name }}({{ method.arguments|join(", ") }}) { result = true }
                return result  // call {{ loop.index }} of {{ loop.length }}
            }

            """,
    ]

    /// What the workload renders: `methods` synthetic methods (every other one returns a value).
    public struct Model: TemplateValueConvertible {
        let title: String
        let methods: [Method]

        public var templateValue: TemplateValue { ["title": .string(title), "methods": methods.templateValue] }
    }

    struct Method: TemplateValueConvertible {
        let name: String
        let summary: String
        let parameters: [String]
        let arguments: [String]
        let returns: String
        let neutral: String

        var templateValue: TemplateValue {
            ["name": .string(name), "summary": .string(summary), "parameters": parameters.templateValue,
             "arguments": arguments.templateValue, "returns": .string(returns), "neutral": .string(neutral)]
        }
    }

    /// The model of `methods` synthetic methods (every other one returns a value).
    public static func context(methods: Int) -> Model {
        Model(title: "scaffold-bench template workload", methods: (0..<methods).map { index in
            Method(name: "method\(index)", summary: "forwards method \(index) to every leaf, in order",
                   parameters: ["_ source: String", "count: Int"], arguments: ["source", "count: count"],
                   returns: index % 2 == 0 ? "" : "Bool", neutral: "false")
        })
    }

    /// Renders the workload once.
    public static func render(_ library: TemplateLibrary, context: Model) throws -> String {
        try library.render("Big.template", model: context)
    }

    /// The number of methods whose rendering is at least `bytes` long.
    public static func methods(forAtLeast bytes: Int) throws -> Int {
        let library = try TemplateLibrary(templates: templates)
        return try InputSynthesizer.smallestCount(reaching: bytes) {
            try render(library, context: context(methods: $0)).utf8.count
        }
    }
}
