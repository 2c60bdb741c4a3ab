#!/usr/bin/env bash
# Proves the stand-ins: builds the Consumer package (an iOS-style app delegate, scene delegate and
# notification delegate) against them in Swift 6 and Swift 5 language modes from a clean scratch
# folder, fails on any compiler or package warning, runs its XCTest and Swift Testing tests, then
# checks that code iOS rejects is rejected here too (isolation, stand-in-only API, missing imports).
#
# Usage: Tests/StandIns/check.sh        (scratch folders under $STANDINS_SCRATCH, default /tmp/scaffold-standins)
#        STANDINS_MODULES=DIR Tests/StandIns/check.sh
#                                        only the rejections, against stand-ins already built in Swift 6 mode
#                                        into DIR (the end-to-end suite builds Consumer with its scenarios)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
scratch_root="${STANDINS_SCRATCH:-/tmp/scaffold-standins}"
mkdir -p "$scratch_root"

fail() {
    echo "check.sh: FAILED: $*" >&2
    exit 1
}

build_and_test() {
    local mode="$1"
    local scratch="$scratch_root/swift$mode"
    local log="$scratch_root/build-swift$mode.log"
    rm -rf "$scratch" # a clean build, so that every warning is printed
    echo "== Swift $mode mode: building Consumer and the stand-ins"
    if ! STANDINS_SWIFT_MODE="$mode" swift build --build-tests \
        --package-path "$here/Consumer" --scratch-path "$scratch" >"$log" 2>&1; then
        cat "$log" >&2
        fail "build in Swift $mode mode"
    fi
    if grep -n 'warning:' "$log" >&2; then
        fail "warnings in Swift $mode mode (full log: $log)"
    fi
    echo "== Swift $mode mode: running the Consumer tests"
    local test_log="$scratch_root/test-swift$mode.log"
    if ! STANDINS_SWIFT_MODE="$mode" swift test --skip-build \
        --package-path "$here/Consumer" --scratch-path "$scratch" >"$test_log" 2>&1; then
        cat "$test_log" >&2
        fail "tests in Swift $mode mode"
    fi
    grep -E "Executed [0-9]+ tests|Test run with" "$test_log" | tail -2
}

# expect_rejected NAME EXPECTED-ERROR SOURCE: compiles SOURCE in Swift 6 mode against the built
# stand-ins and requires it to fail with EXPECTED-ERROR, as it fails on iOS.
expect_rejected() {
    local name="$1" expected="$2" source="$3"
    local file="$scratch_root/reject-$name.swift"
    printf '%s\n' "$source" >"$file"
    local output
    # -emit-sil, not -typecheck: data-race errors ("sending ... risks causing data races") come from SIL passes.
    if output="$(swiftc -emit-sil -o /dev/null -swift-version 6 -I "$modules" "$file" 2>&1)"; then
        fail "$name: compiled, but iOS rejects it"
    fi
    if ! grep -qF -- "$expected" <<<"$output"; then
        echo "$output" >&2
        fail "$name: rejected for another reason than \"$expected\""
    fi
    echo "   rejected as on iOS: $name"
}

if [ -n "${STANDINS_MODULES:-}" ]; then
    modules="$STANDINS_MODULES"
else
    build_and_test 6
    build_and_test 5
    modules="$scratch_root/swift6/debug/Modules"
fi

echo "== Swift 6 mode: code iOS rejects"
expect_rejected window-outside-main-actor \
    "call to main actor-isolated initializer 'init()' in a synchronous nonisolated context" \
    'import UIKit
func makeWindow() -> UIWindow { UIWindow() }'
expect_rejected shared-application-outside-main-actor \
    "main actor-isolated class property 'shared' can not be referenced from a nonisolated context" \
    'import UIKit
func application() -> UIApplication { UIApplication.shared }'
expect_rejected main-actor-notification-delegate \
    "conformance of 'Delegate' to protocol 'UNUserNotificationCenterDelegate' crosses into main actor-isolated code" \
    'import UIKit
import UserNotifications
final class Delegate: UIResponder, UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}'
expect_rejected notification-sent-to-the-main-actor \
    "sending 'notification' risks causing data races" \
    'import UserNotifications
func forward(_ notification: UNNotification) {
    Task { @MainActor in _ = notification.date }
}'
expect_rejected notification-center-sent-to-the-main-actor \
    "sending 'center' risks causing data races" \
    'import UserNotifications
func forward(_ center: UNUserNotificationCenter) {
    Task { @MainActor in _ = center.delegate }
}'
expect_rejected notification-date-set \
    "cannot assign to property: 'date' setter is inaccessible" \
    'import UserNotifications
func redate(_ notification: UNNotification) { notification.date = Date() }'
expect_rejected stand-in-only-initializer \
    "initializer is inaccessible due to 'package' protection level" \
    'import UIKit
@MainActor func session() -> UISceneSession { UISceneSession(role: .windowApplication, persistentIdentifier: "x") }'
expect_rejected intent-without-import-intents \
    "cannot find type 'INIntent' in scope" \
    'import UIKit
final class Delegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? { nil }
}'
expect_rejected share-metadata-without-import-cloudkit \
    "cannot find type 'CKShare' in scope" \
    'import UIKit
final class Delegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, userDidAcceptCloudKitShareWith metadata: CKShare.Metadata) {}
}'

if [ -n "${STANDINS_MODULES:-}" ]; then
    echo "check.sh: the stand-ins in $modules reject what iOS rejects"
else
    echo "check.sh: stand-ins OK in Swift 6 and Swift 5 modes, no warnings"
fi
