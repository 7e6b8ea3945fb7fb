import Foundation
import PackagePlugin

/// Docs are code: turns every ```swift block of README.md and Docs/*.md into a test.
///
/// One command runs DocTestGenerator, which finds the pages itself and writes one Swift file with
/// one `@Test` per page into the plugin's work directory; the target that uses this plugin compiles
/// that file.
///
/// SwiftPM asks this plugin for its commands only when the package's structure changes (a
/// manifest, or a file added to a target), not when a page is added to Docs/. So the command must
/// not depend on the list of pages known here: it runs on every build (the generator rewrites a
/// stamp file that is also its input) and discovers the pages each time. It is cheap, and it
/// rewrites the Swift file only when a page changed, so an unchanged build compiles nothing.
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
        let pages = [root.appending(path: "README.md"), root.appending(path: "Docs")]
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        return [
            .buildCommand(
                displayName: "Generating doc tests from README.md and Docs/",
                executable: try context.tool(named: "DocTestGenerator").url,
                arguments: [root.path, output.path, stamp.path],
                inputFiles: pages + [stamp],
                outputFiles: [output]
            )
        ]
    }
}
