#!/usr/bin/env bash
# Generates every scenario scaffold supports and compiles the output against the real iOS SDK, in each language
# mode, failing on any error or warning in generated code:
#   example     `scaffold init --example`
#   recipes     the example plus a second command and two more listeners (the three recipes together)
#   catalog     UIApplicationDelegate, UIWindowSceneDelegate, UNUserNotificationCenterDelegate, each with two
#               leaves that list every method
#   user        the user protocol of Tests/ScaffoldEndToEndTests/UserProtocolFixture.swift
#   sdk         Xcode's interface of UIApplicationDelegate (Tests/Fixtures/SDK) as a user protocol
#   objc        `style: objc` with every UIApplicationDelegate method; its Swift is also emitted with an
#               Objective-C header, and an AppDelegate.m written from the lines AppDelegate+Scaffold.h
#               tells users to paste is compiled with clang -Wall (no warning allowed)
#
# Usage: Tests/Scripts/sdk-check.sh SDK_DIR [SCENARIO...]
#   SDK_DIR   a folder holding `typecheck` and `iPhoneOS*.sdk` (on this machine: /tmp/ios-sdk)
#   SCENARIO  any of the names above (default: all)
# Environment: SDK_CHECK_MODES (default "6 5 6-main"), SDK_CHECK_WORK (scratch folder, default a new one under
# /tmp), SCAFFOLD (the binary; default .build/debug/scaffold, built first), SDK_CHECK_CACHE (module caches, default
# /tmp/sdk-check-cache; the first run builds the SDK's modules there, a few minutes).
set -uo pipefail

sdk_dir="$(cd "${1:?usage: sdk-check.sh SDK_DIR [SCENARIO...]}" && pwd)"
shift
scenarios=("$@")
[ ${#scenarios[@]} -gt 0 ] || scenarios=(example recipes catalog user sdk objc)
modes=(${SDK_CHECK_MODES:-6 5 6-main})
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="${SDK_CHECK_WORK:-$(mktemp -d /tmp/sdk-check.XXXXXX)}"
# Module caches of its own (typecheck's IOS_SDK_CACHE): a typecheck run elsewhere rewrites its cache's API notes,
# which fails a build using the same cache at that moment ("has been modified since the module file was built").
cache="${SDK_CHECK_CACHE:-/tmp/sdk-check-cache}"
export IOS_SDK_CACHE="$cache"
sdk="$(ls -d "$sdk_dir"/iPhoneOS*.sdk | head -1)"
if [ -z "${SCAFFOLD:-}" ]; then
    (cd "$repo" && swift build --product scaffold >/dev/null) || { echo "swift build failed" >&2; exit 2; }
    SCAFFOLD="$repo/.build/debug/scaffold"
fi
SCAFFOLD="$(cd "$(dirname "$SCAFFOLD")" && pwd)/$(basename "$SCAFFOLD")"
failures=0

say() { printf '%s\n' "$*"; }

# scaffold ARGS... in the current folder; prints its output only when it fails.
scaffold() {
    local output
    output="$("$SCAFFOLD" "$@" --no-color 2>&1)" || { say "$output"; return 1; }
}

# Every method of a protocol (a catalog name or FILE#NAME) that the SDK declares, one selector a line. The catalog
# follows iOS 26; what iOS 16.5 lacks (UIWindowScene.WindowingControlStyle, iOS 26) is left out of the check, and
# so is the one name scaffold refuses as naming two requirements (the iOS 3-10 method and an async form).
selectors() {
    "$SCAFFOLD" protocols "$1" --no-color | awk 'NR > 1 && $1 ~ /\(/ { print $1 }' \
        | grep -vxF -e 'preferredWindowingControlStyle(for:)' -e 'application(_:didReceiveRemoteNotification:)'
}

# composite_entry COMPOSITE PROTOCOL [SUPERCLASS] < selectors: a `composites:` entry with two leaves listing them.
composite_entry() {
    local composite="$1" source="$2" superclass="${3:-}" methods
    methods="$(sed 's/.*/          - "&"/')"
    say "  - composite: $composite"
    say "    protocol: \"$source\""
    [ -z "$superclass" ] || say "    superclass: $superclass"
    say "    paths:"
    say "      generated: Sources/App/$composite/Generated"
    say "      components: Sources/App/$composite/Components"
    say "      tests: Tests/AppTests/$composite"
    say "    responsibilities:"
    for leaf in Primary Secondary; do
        say "      - name: $composite$leaf"
        say "        methods:"
        say "$methods"
    done
}

generate_example() { scaffold init --example --module App; }

generate_recipes() {
    scaffold init --example --module App && scaffold add command Appearance && scaffold add listener Logging \
        && scaffold add listener MemoryWatch --events didReceiveMemoryWarning
}

generate_catalog() {
    {
        say "module: App"
        say "composites:"
        selectors UIApplicationDelegate | composite_entry AppDelegate UIApplicationDelegate
        selectors UIWindowSceneDelegate | composite_entry SceneDelegate UIWindowSceneDelegate
        selectors UNUserNotificationCenterDelegate | composite_entry NotificationDelegate UNUserNotificationCenterDelegate
    } >scaffold.yml
    scaffold generate
}

generate_user() {
    mkdir -p Sources/App
    sed -n '/static let appLifecycle = #"""/,/^    """#/p' "$repo/Tests/ScaffoldEndToEndTests/UserProtocolFixture.swift" \
        | sed '1d;$d' | sed 's/^    //' >Sources/App/AppLifecycle.swift
    {
        say "module: App"
        say "composites:"
        selectors "Sources/App/AppLifecycle.swift#AppLifecycle" \
            | composite_entry Lifecycle "Sources/App/AppLifecycle.swift#AppLifecycle" NSObject
    } >scaffold.yml
    scaffold generate
}

generate_sdk() {
    mkdir -p Sources/App
    local interface=Sources/App/UIApplicationDelegate.swift
    cp "$repo/Tests/Fixtures/SDK/UIApplicationDelegate.swift.txt" "$interface"
    {
        say "module: App"
        say "composites:"
        selectors UIApplicationDelegate | composite_entry AppDelegate "$interface#UIApplicationDelegate"
    } >scaffold.yml
    # On iOS the protocol is UIKit's: the interface text is not part of the app.
    scaffold generate && scaffold generate --check && rm "$interface"
}

generate_objc() {
    {
        say "module: App"
        say "style: objc"
        say "composites:"
        selectors UIApplicationDelegate | composite_entry AppDelegate UIApplicationDelegate
    } >scaffold.yml
    scaffold generate
}

# The lines of AppDelegate+Scaffold.h's section 3 (or the line of section 2 matching PATTERN), uncommented.
header_lines() {
    local header="$1" pattern="${2:-}"
    if [ -n "$pattern" ]; then
        grep -E "^//     .*$pattern" "$header" | sed 's|^//     ||'
    else
        awk '/^\/\/ 3\./ { on = 1; next } on && /^\/\/(     |$)/ { sub(/^\/\/ ?    /, ""); sub(/^\/\/$/, ""); print }' "$header"
    fi
}

# A declaration in one spelling: nullability written `_N`, no block parameter names, single spaces.
normalize_declaration() {
    sed -E 's/ *(API_|NS_SWIFT_DISABLE).*//; s/;.*//; s/ \{$//; s/^ +//' \
        | sed -E 's/\b(__nullable|_Nullable)\b/_N/g; s/\bnullable /_N /g; s/\^ ?\)/^)/g; s/void ?\(/void (/g' \
        | sed -E 's/ [a-z][A-Za-z]*\)\)/))/g; s/\*[a-z][A-Za-z]*\)\)/*))/g; s/^- \(([^)]*)\) /- (\1)/; s/ +/ /g'
}

# Every method the header tells users to paste is declared so by the SDK's UIApplicationDelegate: same selector,
# same types, same nullability (block parameter names and spaces aside).
check_objc_declarations() {
    local header=Sources/App/AppDelegate/Generated/AppDelegate+Scaffold.h
    local uikit="$sdk/System/Library/Frameworks/UIKit.framework/Headers/UIApplication.h"
    local missing
    missing="$(comm -23 <(grep -E '^//     - \(' "$header" | sed 's|^//     ||' | normalize_declaration | sort -u) \
        <(awk '/^@protocol UIApplicationDelegate</,/^@end/' "$uikit" | grep -E '^ *- \(' | normalize_declaration \
            | sort -u))"
    [ -z "$missing" ] || { say "   not as the SDK declares them:"; say "$missing"; return 1; }
    say "   every pasted declaration is the SDK's ($(grep -cE '^//     - \(' "$header") methods)"
    if ! cmp -s "$header" "$repo/Tests/Golden/ObjC/Every/AppDelegate+Scaffold.h"; then
        say "   differs from Tests/Golden/ObjC/Every/AppDelegate+Scaffold.h (ObjCEveryMethodTests): re-record it"
        return 1
    fi
}

# An AppDelegate.m written from the header, as a user would: compiled with clang -Wall against the SDK and the
# Swift module's generated Objective-C header.
check_objc_app_delegate() {
    local header=Sources/App/AppDelegate/Generated/AppDelegate+Scaffold.h out="$work/objc-build"
    mkdir -p "$out"
    printf '#import <UIKit/UIKit.h>\n' >"$out/Bridging.h"
    # A resource folder and module cache of its own, set up as typecheck sets up its (Darwin's API notes from
    # linux-resource/ on Linux): typecheck runs rewrite theirs, which would invalidate this build's modules.
    local resource=(-module-cache-path "$cache/objc-modules")
    if [ -d "$sdk_dir/linux-resource" ]; then
        local res="$cache/objc-resource" lib
        lib="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift"
        mkdir -p "$res"
        ln -sfn "$lib/shims" "$res/shims"
        ln -sfn "$(readlink -f "$lib/clang")" "$res/clang"
        [ -d "$res/apinotes" ] || cp -rp "$sdk_dir/linux-resource/apinotes" "$res/apinotes"
        resource+=(-resource-dir "$res")
    fi
    local sources
    mapfile -t sources < <(find Sources -name '*.swift' | sort)
    swiftc -emit-module -module-name App -parse-as-library -swift-version 6 -target arm64-apple-ios16.0 \
        -sdk "$sdk" "${resource[@]}" -import-objc-header "$out/Bridging.h" "${sources[@]}" \
        "$sdk_dir/stubs/Compat59.swift" -emit-module-path "$out/App.swiftmodule" \
        -emit-objc-header-path "$out/App-Swift.h" >"$out/swiftc.log" 2>&1 \
        || { grep -E '(error|warning):' "$out/swiftc.log" | grep -v "$sdk/" | head -20; return 1; }
    {
        grep -E '^#import' "$header"
        printf '\n@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n\n@interface AppDelegate ()\n'
        header_lines "$header" '@property'
        printf '@end\n\n@implementation AppDelegate\n\n- (instancetype)init {\n    if ((self = [super init])) {\n'
        header_lines "$header" '_components =' | sed 's/^/        /'
        printf '    }\n    return self;\n}\n'
        header_lines "$header"
        printf '\n@end\n'
    } >"$out/AppDelegate.m"
    clang -target arm64-apple-ios16.0 -isysroot "$sdk" -fobjc-arc -fmodules -fmodules-cache-path="$cache/clang" \
        -fsyntax-only -Wall -Wdeprecated-implementations -I "$out" "$out/AppDelegate.m" >"$out/clang.log" 2>&1
    local status=$?
    if [ $status != 0 ] || grep -q 'warning:' "$out/clang.log"; then
        grep -E '(error|warning):' "$out/clang.log" | head -40
        return 1
    fi
    say "   AppDelegate.m from the header's lines (-init and $(($(grep -c '^- (' "$out/AppDelegate.m") - 1)) delegate methods): clang -Wall -Wdeprecated-implementations clean"
}

for scenario in "${scenarios[@]}"; do
    folder="$work/$scenario"
    rm -rf "$folder" && mkdir -p "$folder"
    say "== $scenario ($folder)"
    if ! (cd "$folder" && "generate_$scenario"); then
        say "   FAILED: scaffold could not generate $scenario"
        failures=$((failures + 1))
        continue
    fi
    tests="$folder/Tests"
    [ -d "$tests" ] || tests=""
    for mode in "${modes[@]}"; do
        if output="$("$sdk_dir/typecheck" "$mode" "$folder/Sources" $tests 2>&1)"; then
            say "   Swift $mode: clean"
        else
            say "   Swift $mode: FAILED"
            say "$output" | sed "s|$folder/||" | head -40
            failures=$((failures + 1))
        fi
    done
    if [ "$scenario" = objc ]; then
        (cd "$folder" && check_objc_declarations) || failures=$((failures + 1))
        (cd "$folder" && check_objc_app_delegate) || { say "   AppDelegate.m: FAILED"; failures=$((failures + 1)); }
    fi
done
say "sdk-check: $failures failure(s) (scratch: $work)"
[ $failures = 0 ]
