#!/bin/sh
# Fuzzes one of scaffold's readers with libFuzzer (Linux, Swift 6.3+), for long runs beyond what `swift test`'s
# bounded fuzzers (Tests/ScaffoldKitTests/*FuzzTests.swift) do.
#   Tests/Fuzz/run-fuzz.sh manifest|scanner|templates [RUNS]     (default 1,000,000 inputs)
# Builds .build/fuzz/TARGET-fuzz from ScaffoldKit's sources (ScaffoldKit imports no Foundation; the templates are
# embedded the way the package's build plugin does), seeds .build/fuzz/TARGET-corpus from the repository's own
# files (manifests: Tests/Fuzz/ManifestReaderFuzz/Corpus; Swift: the catalog and the adoption fixtures;
# templates: Templates/*.template), then runs with memory and time limits. Crashing, slow or memory-hungry inputs
# are written to .build/fuzz/TARGET-crash-* (timeout-, oom-); replay one with: .build/fuzz/TARGET-fuzz FILE
set -eu
target="${1:?usage: run-fuzz.sh manifest|scanner|templates [RUNS]}"
runs="${2:-1000000}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="$root/.build/fuzz"
case "$target" in
    manifest) entry="ManifestReaderFuzz"; dict="-dict=$root/Tests/Fuzz/ManifestReaderFuzz/manifest.dict" ;;
    scanner) entry="SwiftScannerFuzz"; dict="-dict=$root/Tests/Fuzz/SwiftScannerFuzz/swift.dict" ;;
    templates) entry="TemplateFuzz"; dict="-dict=$root/Tests/Fuzz/TemplateFuzz/template.dict" ;;
    *) echo "unknown target '$target': manifest, scanner or templates" >&2; exit 64 ;;
esac
corpus="$out/$target-corpus"
mkdir -p "$corpus"
# The templates, embedded as the build plugin embeds them.
swiftc -O "$root/Sources/EmbedTemplatesTool/main.swift" -o "$out/embed-templates" 2>"$out/build.log" \
    || { cat "$out/build.log"; exit 1; }
"$out/embed-templates" "$root/Templates" "$out/EmbeddedTemplates.swift"
find "$root/Sources/ScaffoldKit" -name '*.swift' > "$out/sources.txt"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name ScaffoldKit \
    @"$out/sources.txt" "$out/EmbeddedTemplates.swift" "$root/Tests/Fuzz/$entry/$entry.swift" \
    -o "$out/$target-fuzz" 2>"$out/build.log" || { cat "$out/build.log"; exit 1; }
case "$target" in
    manifest) cp "$root"/Tests/Fuzz/ManifestReaderFuzz/Corpus/* "$corpus/" ;;
    scanner) find "$root/Templates/Catalog" "$root/Tests/Fixtures" -name '*.swift' \
                 -exec sh -c 'cp "$1" "$2/$(echo "$1" | cksum | cut -d" " -f1).swift"' _ {} "$corpus" \; ;;
    templates) cp "$root"/Templates/*.template "$corpus/" ;;
esac
cd "$out"
time=""
if [ -x /usr/bin/time ]; then time="/usr/bin/time -v"; fi
$time "$out/$target-fuzz" "$corpus" -runs="$runs" -rss_limit_mb=512 -timeout=5 -max_len=65536 $dict \
    -print_final_stats=1 -artifact_prefix="$out/$target-" 2>&1 \
    | grep -E "^#[0-9]+ +(INITED|DONE)|Done [0-9]+ runs|stat::|ERROR|SUMMARY|Elapsed \(wall|Maximum resident|crash-|timeout-|oom-" \
    || true
test -z "$(ls "$out" | grep -E "^$target-(crash|timeout|oom|leak)-" || true)"
