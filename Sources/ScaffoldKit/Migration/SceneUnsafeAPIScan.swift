/// Finds, in one Swift file, the shared-state APIs that stop working or are deprecated under the scene life cycle
/// (`SceneUnsafeAPIRules`): located warnings, each naming the scene-aware replacement. Reads the lexer's tokens, so
/// comments and string literals never match (the code of an interpolation does); chains may span lines and `#if`.
/// Never rewrites anything.
enum SceneUnsafeAPIScan {
    /// The warnings for the file `source` at `path`, in order; none for a file that does not lex (the compiler
    /// reports that).
    static func warnings(in source: [UInt8], path: String) -> [Diagnostic] {
        guard let (tokens, text) = try? SceneUnsafeAPITokens.of(source, path: path) else { return [] }
        var scan = SceneUnsafeAPIScan.Matcher(tokens: tokens)
        return scan.matches().map { .warning($0.rule.message, at: text.location(at: $0.offset)) }
    }

    struct Matcher {
        let tokens: [SceneUnsafeAPITokens.Token]
        var found: [(offset: Int, rule: SceneUnsafeAPIRules.Rule)] = []

        init(tokens: [SceneUnsafeAPITokens.Token]) {
            self.tokens = tokens
        }

        mutating func matches() -> [(offset: Int, rule: SceneUnsafeAPIRules.Rule)] {
            for index in tokens.indices where tokens[index].isIdentifier {
                match(at: index)
            }
            return found.sorted { $0.offset < $1.offset }
        }

        private mutating func match(at index: Int) {
            let name = tokens[index].text
            if let rule = SceneUnsafeAPIRules.transitions[name] { return report(index, rule) }
            switch name {
            case "UIApplication":
                if let shared = member(after: index), tokens[shared].text == "shared" { matchApplication(shared) }
                if let key = member(after: index), tokens[key].text == "LaunchOptionsKey" {
                    matchLaunchKey(member(after: key))
                }
            case "application" where !follows(".", index):
                matchApplication(index)
            case "UIScreen":
                if let screen = member(after: index), let rule = SceneUnsafeAPIRules.screen[tokens[screen].text] {
                    report(screen, rule)
                }
            case "UIWindow" where text(at: index + 1) == "(" && !tokens[index + 1].spaceBefore
                && (text(at: index + 2) == ")" || text(at: index + 2) == "frame" && text(at: index + 3) == ":"):
                report(index, SceneUnsafeAPIRules.windowWithoutScene)
            case "launchOptions" where !follows(".", index) && !follows("let", index) && !follows("var", index)
                && text(at: index + 1) != ":":
                matchLaunchOptions(index)
            default:
                break
            }
        }

        /// `receiver.keyWindow`, `receiver.delegate?.window`, `(receiver.delegate as? AppDelegate)?.window`, …
        private mutating func matchApplication(_ receiver: Int) {
            guard let member = member(after: receiver) else { return }
            if let rule = SceneUnsafeAPIRules.application[tokens[member].text] { return report(member, rule) }
            guard tokens[member].text == "delegate" else { return }
            var end = member
            if text(at: member + 1) == "as" {
                end = member + 2
                while text(at: end) == "?" || text(at: end) == "!" || text(at: end) == "." { end += 1 }
                while tokens.indices.contains(end), tokens[end].isIdentifier || text(at: end) == "." { end += 1 }
                guard text(at: end) == ")" else { return }
            }
            if let window = self.member(after: end), tokens[window].text == "window" {
                report(window, SceneUnsafeAPIRules.delegateWindow)
            }
        }

        /// `launchOptions?[.url]` (the key's own warning), `launchOptions?[UIApplication.LaunchOptionsKey.url]` (found
        /// at `UIApplication`), any other use (`launchOptions` itself).
        private mutating func matchLaunchOptions(_ index: Int) {
            var next = index + 1
            while text(at: next) == "?" || text(at: next) == "!" { next += 1 }
            if text(at: next) == "[", text(at: next + 1) == ".",
               let key = text(at: next + 2), SceneUnsafeAPIRules.launchOptions[key] != nil {
                return matchLaunchKey(next + 2)
            }
            if text(at: next) == "[", text(at: next + 1) == "UIApplication" { return }
            report(index, SceneUnsafeAPIRules.launchOptionsNil)
        }

        private mutating func matchLaunchKey(_ key: Int?) {
            guard let key, tokens.indices.contains(key), let rule = SceneUnsafeAPIRules.launchOptions[tokens[key].text]
            else { return }
            report(key, rule)
        }

        /// The identifier of `.name` after the expression ending at `index`, through `?` and `!` written against it.
        private func member(after index: Int) -> Int? {
            var next = index + 1
            while text(at: next) == "?" || text(at: next) == "!", !tokens[next].spaceBefore { next += 1 }
            guard text(at: next) == ".", tokens.indices.contains(next + 1), tokens[next + 1].isIdentifier else {
                return nil
            }
            return next + 1
        }

        private func follows(_ previous: String, _ index: Int) -> Bool {
            index > 0 && tokens[index - 1].text == previous
        }

        private func text(at index: Int) -> String? {
            tokens.indices.contains(index) ? tokens[index].text : nil
        }

        private mutating func report(_ index: Int, _ rule: SceneUnsafeAPIRules.Rule) {
            found.append((tokens[index].offset, rule))
        }
    }
}
