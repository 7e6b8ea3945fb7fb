#!/usr/bin/env bash
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
#
# The public API of each library product against its committed baseline (.ci/api-baseline), with
# the toolchain's swift-api-digester, from the modules `swift build` left in .build/debug:
#   .ci/check-api.sh            # fails, listing them, on removed or changed public declarations
#   .ci/check-api.sh --update   # writes the baselines anew (after `swift build`)
# A change that breaks the API on purpose updates the baseline in the same commit and says so in
# CHANGELOG.md; a change that only adds API updates it too (the check prints a reminder), so that
# what it added is guarded from then on. The baselines are Linux's (libxml2 and
# FoundationNetworking show among the imports); CI checks them on Linux only.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

modules=(Xylem XylemModels XylemXMLCoder)
baselines=.ci/api-baseline
current=.build/api-current
build=.build/debug/Modules
update=false
case "${1:-}" in --update) update=true ;; "") ;; *) echo "usage: .ci/check-api.sh [--update]" >&2; exit 2 ;; esac

for module in "${modules[@]}"; do
    [ -f "$build/$module.swiftmodule" ] || { echo "$build/$module.swiftmodule is missing: run swift build first" >&2; exit 1; }
done
mkdir -p "$current" "$baselines"

dump() {   # module, output file
    swift-api-digester -dump-sdk -module "$1" -o "$2" -avoid-location -avoid-tool-args \
        -I "$build" -I Sources/CLibXML2 -Xcc -I/usr/include/libxml2
    # The dump also lists `package` declarations (marked isInternal): they are not public API
    # (XylemXMLCoder reaches the encoder through two), so they are left out of the comparison.
    python3 - "$2" <<'PY'
import json, sys
path = sys.argv[1]
def keep(node):
    if isinstance(node, dict):
        return {key: keep(value) for key, value in node.items()}
    if isinstance(node, list):
        return [keep(item) for item in node if not (isinstance(item, dict) and item.get("isInternal"))]
    return node
with open(path) as f:
    tree = json.load(f)
with open(path, "w") as f:
    json.dump(keep(tree), f, indent=2, sort_keys=True)
    f.write("\n")
PY
}

failed=0
for module in "${modules[@]}"; do
    if $update; then
        dump "$module" "$baselines/$module.json"
        echo "$module: baseline written to $baselines/$module.json"
        continue
    fi
    dump "$module" "$current/$module.json"
    # The report is a list of section headers (/* Removed Decls */ ...), each followed by one line
    # per break; any line that is not a header is a break.
    breaks=$(swift-api-digester -diagnose-sdk -input-paths "$baselines/$module.json" \
        -input-paths "$current/$module.json" 2>&1 | grep -v '^\s*$' | grep -v '^/\*' || true)
    if [ -n "$breaks" ]; then
        echo "$module: the public API breaks its baseline ($baselines/$module.json):"
        echo "$breaks" | sed 's/^/  /'
        failed=1
    elif ! cmp -s "$baselines/$module.json" "$current/$module.json"; then
        echo "$module: public API added since the baseline (no break): run .ci/check-api.sh --update and commit it"
    else
        echo "$module: public API as in the baseline"
    fi
done
if [ "$failed" = 1 ]; then
    echo "An intended break: .ci/check-api.sh --update, commit the baseline, and say so in CHANGELOG.md." >&2
    exit 1
fi
