# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
# Sourced by the measuring scripts that drive Xylem from a small package of their own, outside the
# repository: `driver_package NAME` writes $WORK/Package.swift (one executable target NAME that
# depends on the Xylem checkout at $ROOT) and creates $WORK/Sources/NAME for its main.swift.
driver_package() {
  local name="$1"
  mkdir -p "$WORK/Sources/$name"
  cat > "$WORK/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "$name",
    dependencies: [.package(path: "$ROOT")],
    targets: [.executableTarget(name: "$name",
                                dependencies: [.product(name: "Xylem", package: "$(basename "$ROOT" | tr '[:upper:]' '[:lower:]')")])]
)
SWIFT
}
