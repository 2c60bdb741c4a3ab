#!/usr/bin/env bash
# The command plugin as a user gets it: a fresh package depending on a tagged copy of this repository BY VERSION
# lists the `scaffold` plugin, and `init` through it creates the project under the package's app target.
# Not part of `swift test`: it builds scaffold again inside the fresh package (1-2 minutes on 2 cores).
# Usage: Tests/Scripts/plugin-by-version.sh   (from anywhere; uses a temporary folder, removed at the end)
set -euo pipefail
repository="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

step() { printf '\n== %s\n' "$*"; }

step "a tagged copy of this repository (the files git tracks, as they are in the working tree)"
mkdir "$work/scaffold"
(cd "$repository" && git ls-files -z | xargs -0 cp --parents -t "$work/scaffold")
(cd "$work/scaffold" && git init -q && git add -A && git -c user.name=test -c user.email=test@example.com \
    commit -qm "copy" && git tag 1.0.0)

step "a fresh package whose app target is MyApp, depending on scaffold from 1.0.0"
mkdir -p "$work/MyApp/Sources/MyApp"
cat > "$work/MyApp/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MyApp",
    dependencies: [.package(url: "file://$work/scaffold", from: "1.0.0")],
    targets: [.executableTarget(name: "MyApp")]
)
MANIFEST
echo 'print("MyApp")' > "$work/MyApp/Sources/MyApp/main.swift"
cd "$work/MyApp"

step "swift package plugin --list"
swift package plugin --list | tee "$work/plugins.txt"
grep -q "^‘scaffold’ (plugin ‘ScaffoldPlugin’ in package ‘scaffold’)" "$work/plugins.txt"

step "swift package --allow-writing-to-package-directory scaffold init"
swift package --allow-writing-to-package-directory scaffold init 2>"$work/build.log" || { cat "$work/build.log"; exit 1; }
test -f scaffold.yml
grep -q "module: MyApp" scaffold.yml
test -f Sources/MyApp/AppDelegate/Generated/AppDelegate.swift
test -d Tests/MyAppTests/AppDelegate

step "a failing command fails the plugin, with scaffold's diagnostic"
if swift package --allow-writing-to-package-directory scaffold add component 'Bad-Name' >"$work/failure.log" 2>&1; then
    echo "expected a failure"; exit 1
fi
grep -q "scaffold: error: NAME must be a Swift type name" "$work/failure.log"
grep -q "Plugin ended with exit code 64" "$work/failure.log"
grep -E "scaffold: error|Plugin ended" "$work/failure.log"

step "swift package --allow-writing-to-package-directory scaffold generate --check"
swift package --allow-writing-to-package-directory scaffold generate --check 2>/dev/null

echo
echo "plugin by version: OK"
