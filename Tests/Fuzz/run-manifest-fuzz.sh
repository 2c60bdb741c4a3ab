#!/bin/sh
# Fuzzes the manifest reader, decoder and editor with libFuzzer: `run-fuzz.sh manifest`, kept by this name.
#   Tests/Fuzz/run-manifest-fuzz.sh [RUNS]     (default 1,000,000 inputs)
exec "$(dirname "$0")/run-fuzz.sh" manifest "$@"
