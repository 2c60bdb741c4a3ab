import ScaffoldKit

extension CommandContext {
    /// The launch-cost lines of `scaffold list`: who runs after whom (`after:`), whose launch work is deferred
    /// (`phase: deferred`), and whether the forwarders are signposted. Nothing for a composite without those keys.
    func listLaunchCost(_ plan: ForwardingPlan) {
        for leaf in plan.components + plan.commands + plan.listeners where !leaf.after.isEmpty {
            console.output("  \(leaf.name) runs after " + leaf.after.joined(separator: ", "))
        }
        let deferred = (plan.components + plan.commands + plan.listeners).filter(\.isDeferred).map(\.name)
        if !deferred.isEmpty {
            console.output("  launch work deferred until the app first becomes active: "
                + deferred.joined(separator: ", "))
        }
        if plan.signposts {
            console.output("  signposts: every leaf's calls are OSSignposter intervals (category 'scaffold')")
        }
    }
}
