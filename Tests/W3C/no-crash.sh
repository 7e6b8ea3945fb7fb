#!/bin/bash
# Runs `xylem dump` and `xylem json` over every .xml, .ent and .dtd file of a W3C conformance
# suite copy with both parsers, and reports each run that died by a signal or hung (exit >= 124).
# Not part of CI (about 4 minutes); run it before a release and report the count:
#   swift build --product xylem && Tests/W3C/no-crash.sh .build/debug/xylem [SUITE_DIR]
bin=${1:?usage: no-crash.sh XYLEM_BINARY [SUITE_DIR]}
suite=${2:-$(dirname "$0")/../../../shared/conformance/xmlconf}   # the whole suite (Tests/W3C/README.md)
[ -d "$suite" ] || suite=$(dirname "$0")/xmlconf                 # else the part kept here
runs=0; failures=0
while IFS= read -r file; do
  for parser in foundation libxml2; do
    for command in dump json; do
      timeout 20 "$bin" "$command" "$file" --parser "$parser" > /dev/null 2>&1
      rc=$?
      runs=$((runs + 1))
      if [ "$rc" -ge 124 ]; then echo "exit $rc: xylem $command --parser $parser $file"; failures=$((failures + 1)); fi
    done
  done
done < <(find "$suite" -type f \( -name '*.xml' -o -name '*.ent' -o -name '*.dtd' \))
echo "runs=$runs crashed_or_hung=$failures"
[ "$failures" -eq 0 ]
