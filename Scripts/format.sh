#!/usr/bin/env bash
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
#
# swift-format over the project's own Swift files, with the configuration in .swift-format:
#   Scripts/format.sh          # format them in place
#   Scripts/format.sh --lint   # check them (`swift format lint --strict`): what .ci/run runs
# XMLCoder's ported suite (Tests/XylemXMLCoderTests) is left as XMLCoder wrote it, so that it
# stays comparable with its source (XylemXMLCoder.docc/MigratingFromXMLCoder.md).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

files=()
while IFS= read -r file; do files+=("$file"); done < <(
    git ls-files -- '*.swift' ':!:Tests/XylemXMLCoderTests/**' ':!:Tests/W3C/**')

case "${1:-}" in
    --lint) swift format lint --strict --parallel "${files[@]}" ;;
    "") swift format format --in-place --parallel "${files[@]}" ;;
    *) echo "usage: Scripts/format.sh [--lint]" >&2; exit 2 ;;
esac
