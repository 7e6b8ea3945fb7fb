// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// XylemXMLCoder: XMLCoder 0.18's public API on Xylem's engine, so that code written for XMLCoder
// moves by changing `import XMLCoder` to `import XylemXMLCoder` (XylemXMLCoder.docc/MigratingFromXMLCoder.md).
//
// The module re-exports Xylem, and declares its own `XMLEncoder` and `XMLDecoder` with XMLCoder's
// options and entry points. In a file that imports XylemXMLCoder, Swift's name lookup prefers
// these to Xylem's classes of the same name: a module's declarations shadow those of the modules
// it imports. Xylem's own classes stay reachable as `Xylem.XMLEncoder` and `Xylem.XMLDecoder`.
//
// The compatibility classes configure Xylem's encoder and decoder and translate XMLCoder's
// idioms on the way: the node strategies, `DynamicNodeEncoding`/`DynamicNodeDecoding` and the
// property wrappers become Xylem's `"@name"` keys (EncodingProxies.swift,
// DecodingProxies.swift), XMLCoder's defaults become Xylem options, and OutputFormat.swift
// writes XMLCoder's format. Nothing here changes Xylem's own API or its speed.
//
// The public declarations follow XMLCoder's (github.com/CoreOffice/XMLCoder, MIT License,
// XMLCoder contributors), whose test suite Tests/XylemXMLCoderTests ports.
@_exported import Xylem
