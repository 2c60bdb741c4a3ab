#!/bin/sh
# Fuzzes the manifest reader, decoder and editor with libFuzzer (Linux, Swift 6.3+).
#   Tests/Fuzz/run-manifest-fuzz.sh [RUNS]     (default 1,000,000 inputs)
# Builds .build/fuzz/manifest-fuzz from the Foundation-free Manifest sources, copies the committed seed corpus
# to .build/fuzz/corpus (the committed one stays small), then runs with memory and time limits. Crashing inputs
# are written to .build/fuzz/crash-*; replay one with: .build/fuzz/manifest-fuzz .build/fuzz/crash-<hash>
set -eu
runs="${1:-1000000}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
kit="$root/Sources/ScaffoldKit"
here="$root/Tests/Fuzz/ManifestReaderFuzz"
out="$root/.build/fuzz"
mkdir -p "$out/corpus"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g \
    "$kit"/Diagnostics/*.swift "$kit"/Manifest/*.swift "$kit/Generation/GeneratedNames.swift" \
    "$kit/Forwarding/Policy.swift" "$here/ManifestReaderFuzz.swift" -o "$out/manifest-fuzz" 2>"$out/build.log" \
    || { cat "$out/build.log"; exit 1; }
cp "$here"/Corpus/* "$out/corpus/"
cd "$out"
time=""
if [ -x /usr/bin/time ]; then time="/usr/bin/time -v"; fi
$time "$out/manifest-fuzz" "$out/corpus" -runs="$runs" -rss_limit_mb=256 -timeout=2 -max_len=4096 \
    -dict="$here/manifest.dict" -print_final_stats=1 -artifact_prefix="$out/" 2>&1 \
    | grep -E "^#[0-9]+ +(INITED|DONE|pulse)|Done [0-9]+ runs|stat::|ERROR|SUMMARY|Elapsed \(wall|Maximum resident|crash-|timeout-|oom-" \
    | grep -v "pulse" || true
test -z "$(ls "$out" | grep -E '^(crash|timeout|oom|leak)-' || true)"
