#!/usr/bin/env bash
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
#
# The dependency check must fail on a cycle, not only pass on main: plants one in a copy of the
# sources and of Docs/Architecture.md, twice, and expects the check to refuse each, naming it.
# 1. A file in a low room (Core/) uses a high room's type (XMLDecoder, Decoder/).
# 2. The table lets that low room use the high one: the floors forbid it, as a cycle.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

plant() {  # name: prepares $work/copy
    rm -rf "$work/copy"
    mkdir -p "$work/copy/Sources" "$work/copy/Docs"
    cp -R Sources/Xylem "$work/copy/Sources/"
    cp Docs/Architecture.md "$work/copy/Docs/"
    printf 'import Foundation\n\nfunc plantedCycle() -> XMLDecoder { XMLDecoder() }\n' >"$work/copy/Sources/Xylem/Core/Planted.swift"
}
expect_refusal() {  # label, pattern the output must contain
    if output=$(swift .ci/check-dependencies.swift "$work/copy" 2>&1); then
        echo "check-dependencies passed with a planted cycle ($1)" >&2
        exit 1
    fi
    grep -q -- "$2" <<<"$output" || { echo "check-dependencies failed without naming the planted cycle ($1):" >&2; echo "$output" >&2; exit 1; }
}

plant
expect_refusal "a use" "Core/Planted.swift:3: XMLDecoder is declared in Decoder/"
# The same use, allowed by the table: Core/ (floor 0) may use Decoder/ (floor 5).
sed -i 's/^\(| `Core\/` | .*\) | nothing |$/\1 | `Decoder\/` |/' "$work/copy/Docs/Architecture.md"
expect_refusal "the table" "Core/ (floor 0) may use Decoder/ (floor 5)"
echo "check-dependencies refuses a planted cycle, in the code and in the table"
