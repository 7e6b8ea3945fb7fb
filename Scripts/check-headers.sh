#!/usr/bin/env bash
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
#
# Every source file of the project's own starts with its licence header (CONTRIBUTING.md):
#   // SPDX-FileCopyrightText: the Xylem project authors
#   // SPDX-License-Identifier: Apache-2.0
# (`#` instead of `//` in shell and Python scripts, after the `#!` line). The files of XMLCoder's
# ported suite in Tests/XylemXMLCoderTests (those whose first lines name XMLCoder's authors or
# its test target) keep the header they have in XMLCoder: their MIT licence is in NOTICE.
#   Scripts/check-headers.sh         # list the files without their header; fails if any
#   Scripts/check-headers.sh --fix   # add the header where it is missing
set -euo pipefail
cd "$(dirname "$0")/.."

owner="SPDX-FileCopyrightText: the Xylem project authors"
licence="SPDX-License-Identifier: Apache-2.0"
fix=false
case "${1:-}" in --fix) fix=true ;; "") ;; *) echo "usage: Scripts/check-headers.sh [--fix]" >&2; exit 2 ;; esac

missing=0
while IFS= read -r file; do
    case "$file" in *.swift) mark="//" ;; *) mark="#" ;; esac
    if [[ "$file" == Tests/XylemXMLCoderTests/* ]] &&
        head -n 8 "$file" | grep -qE 'XMLCoder contributors|Created by|XMLCoderTests'; then continue; fi
    if head -n 4 "$file" | grep -qF "$mark $licence"; then continue; fi
    if $fix; then
        header="$mark $owner"$'\n'"$mark $licence"$'\n'
        if head -n 1 "$file" | grep -qE '^#!|^// swift-tools-version'; then
            # keep the #! line, or a manifest's swift-tools-version line, first
            { head -n 1 "$file"; printf '%s' "$header"; tail -n +2 "$file"; } > "$file.header"
        else
            { printf '%s\n' "$header"; cat "$file"; } > "$file.header"
        fi
        chmod --reference="$file" "$file.header" && mv "$file.header" "$file"
    else
        echo "no licence header: $file"
        missing=$((missing + 1))
    fi
done < <(git ls-files -- '*.swift' '*.sh' '*.py' '.ci/run' \
    ':!:Tests/W3C/**')

if [ "$missing" -gt 0 ]; then echo "$missing files without their header (CONTRIBUTING.md, Licence headers)" >&2; exit 1; fi
echo "licence headers: every file has its own"
