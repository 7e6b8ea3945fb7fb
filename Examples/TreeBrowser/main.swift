// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// tree-browser FILE
//
// An interactive outline of an XML document: shows the children of the current element,
// numbered; a number enters one, `..` goes up, `/PATH` finds elements by path, `q` quits.
// Commands are read from standard input line by line, so a session can be piped in:
//
//     printf '1\n..\n/response/body/items/item\nq\n' | swift run tree-browser Examples/Data/election-schedule.xml

import Foundation
import Xylem

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 1, !arguments[0].hasPrefix("-") else {
    FileHandle.standardError.write(Data("usage: tree-browser FILE\n\n\(Browser.help)\n".utf8))
    exit(arguments.contains("--help") || arguments.contains("-h") ? 0 : 2)
}

let tree: XMLTree
do {
    tree = try await XMLTree(from: .file(URL(fileURLWithPath: arguments[0])))
} catch {
    FileHandle.standardError.write(Data("tree-browser: \(arguments[0]): \(error)\n".utf8))
    exit(1)
}

let interactive = isatty(STDIN_FILENO) == 1
var browser = Browser(tree: tree)
print(browser.screen())
if interactive { print("(? for help)") }
while !browser.isDone {
    if interactive {
        FileHandle.standardOutput.write(Data("> ".utf8))
    }
    guard let line = readLine() else { break }
    if !interactive { print("> \(line)") }  // a piped session reads like a transcript
    let output = browser.handle(line)
    if !output.isEmpty { print(output) }
}
