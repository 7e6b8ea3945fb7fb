// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// xylem: XML to JSON, outlines and path queries from the command line.
//
//     xylem json FILE [--list NAME]... [--wrapper NAME]... [--records PATH] [--pretty]
//     xylem dump FILE [PATH] [--depth N]
//     xylem query FILE PATH
//
// `xylem --help` explains every option. The parsing of arguments is Arguments.swift, the commands
// are Commands.swift, and output, errors and progress are Terminal.swift.

import Foundation

Terminal.restoreBrokenPipeSignal()
exit(await Commands.run(Array(CommandLine.arguments.dropFirst())).rawValue)
