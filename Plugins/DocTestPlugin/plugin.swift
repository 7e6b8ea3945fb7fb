// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import PackagePlugin

/// Docs are code: turns every ```swift block of README.md, Docs/*.md and the DocC catalogs' articles
/// (Sources/<target>/<target>.docc) into a test.
///
/// One command runs DocTestGenerator, which finds the pages itself and writes one Swift file with
/// one `@Test` per page into the plugin's work directory; the target that uses this plugin compiles
/// that file.
///
/// SwiftPM asks this plugin for its commands only when the package's structure changes (a
/// manifest, or a file added to a target), not when a page is added to Docs/ or to a catalog. So
/// the command must not depend on the list of pages known here: it runs on every build (the
/// generator rewrites a stamp file that is also its input) and discovers the pages each time. It is
/// cheap, and it rewrites the Swift file only when a page changed, so an unchanged build compiles
/// nothing.
@main
struct DocTestPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let work = context.pluginWorkDirectoryURL
        let output = work.appending(path: "DocTests.swift")
        let stamp = work.appending(path: "run-every-build.stamp")
        if !FileManager.default.fileExists(atPath: stamp.path) {
            try Data().write(to: stamp)
        }
        let sources = root.appending(path: "Sources")
        let catalogs = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).flatMap { target in
            ((try? FileManager.default.contentsOfDirectory(atPath: sources.appending(path: target).path)) ?? [])
                .filter { $0.hasSuffix(".docc") }.map { sources.appending(path: target).appending(path: $0) }
        }
        let pages = ([root.appending(path: "README.md"), root.appending(path: "Docs")] + catalogs)
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        return [
            .buildCommand(
                displayName: "Generating doc tests from README.md, Docs/ and the DocC catalogs",
                executable: try context.tool(named: "DocTestGenerator").url,
                arguments: [root.path, output.path, stamp.path],
                inputFiles: pages + [stamp],
                outputFiles: [output]
            )
        ]
    }
}
