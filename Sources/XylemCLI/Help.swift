// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// The text of `xylem --help` and `xylem help COMMAND`.
enum Help {
    static let usage = """
        usage: xylem json FILE [--list NAME]... [--wrapper NAME]... [--records PATH] [--pretty]
                              [--attribute-prefix TEXT] [--text-key TEXT] [--record-concurrency N]
                              [--strip-prefixes | --map-uri PREFIX=URI...]
               xylem dump FILE [PATH] [--depth N]
               xylem query FILE PATH [--xml]
               xylem split --records PATH --parts N FILE OUTDIR
               xylem models FILE... [--root-type NAME] [--records PATH] [--strip-prefixes | --map-uri PREFIX=URI...]
                            [--element NAME[=TYPE]]... [--catalog FILE] [--access LEVEL]
               xylem validate (--schema S.xsd | --relaxng R.rng | --dtd) [--catalog FILE]... [--max-errors N] FILE...
               xylem --help | -h | help [COMMAND]
        every command also takes --parser foundation|libxml2

        """

    static func text(for topic: String?) -> String {
        switch topic {
        case "json": return usage + "\n" + json
        case "dump": return usage + "\n" + dump + "\n" + streaming
        case "query": return usage + "\n" + query + "\n" + streaming
        case "split": return usage + "\n" + split
        case "models": return usage + "\n" + models
        case "validate": return usage + "\n" + validate
        default:
            return usage + "\n" + overview + "\n" + json + "\n" + dump + "\n" + query + "\n" + split + "\n" + streaming
                + "\n" + models
                + "\n" + validate + "\n" + common
        }
    }

    private static let overview = """
        Looks at XML from the command line: converts it to JSON, prints an outline of it,
        prints the text at a path, or writes Swift models for it. FILE is a path, or - for
        standard input (not for models).

        """

    private static let json = """
        xylem json FILE
            Writes the document as JSON in Python xmltodict's convention: attributes as "@name",
            an element's text as "#text" when it also has attributes or children, an element with
            only text as a string, an empty element as null, repeated elements as an array.
            Attributes are sorted by name (XMLParser on Linux does not report their order).

            --list NAME       NAME is always an array, even when it is alone (xmltodict's
                              force_list). NAME is an element name, or a path from the root with /
                              and *. Repeatable.
                                xylem json feed.rss --list item
            --wrapper NAME    every child of NAME is an array, whatever its count. Repeatable.
                                xylem json schedule.xml --wrapper response/body/items
            --records PATH    writes NDJSON instead: one line of JSON per element at PATH (names
                              from the root, * for any name, | between alternatives), read in
                              bounded memory however big FILE is. Each line is the element's value.
                                xylem json track.gpx --records gpx/trk/trkseg/trkpt
            --record-concurrency N
                              with --records: N threads convert the records to JSON while the
                              file is read (the library's recordConcurrency); the lines are the
                              same, in the same order, with the same error after them. Default:
                              one per processor; 1 reads and converts on one thread.
                                xylem json export.xml --records table/row --record-concurrency 1
            --pretty          indents the JSON by two spaces per level (not with --records).
                                xylem json feed.rss --pretty
            --attribute-prefix TEXT
                              put before attribute names instead of @.
                                xylem json feed.rss --attribute-prefix _
            --text-key TEXT   the key of text next to attributes or children instead of #text.
                                xylem json feed.rss --text-key value
            --strip-prefixes  drops namespace prefixes from names: itunes:author becomes author.
                                xylem json feed.rss --strip-prefixes
            --map-uri PREFIX=URI
                              writes names in the namespace URI with PREFIX, whatever prefix the
                              document declares for it; names in other namespaces keep theirs.
                              Repeatable; not with --strip-prefixes.
                                xylem json feed.rss --map-uri itunes=http://www.itunes.com/dtds/podcast-1.0.dtd

        """

    private static let dump = """
        xylem dump FILE [PATH] [--depth N]
            Prints an indented outline: one element per line with its attributes and its text
            (cut after 100 characters). With PATH, the outline of every element at PATH; PATH
            starts at the root's name, * matches any name, | separates alternatives.
                xylem dump schedule.xml
                xylem dump schedule.xml response/body/items/item
            --depth N         only the first N levels of each outline (1: the element alone).
                                xylem dump big-export.xml --depth 3

        """

    private static let query = """
        xylem query FILE PATH [--xml]
            Prints the text of every element at PATH, one per line; an element without text
            (one with child elements, or an empty one) prints its outline instead, as dump
            prints it. A last step @NAME prints that attribute of every element that has it (a
            path without |).
                xylem query feed.rss rss/channel/item/title
                xylem query track.gpx gpx/trk/trkseg/trkpt/@lat
            --xml             print each element as XML instead, each followed by a line feed:
                              escaped, with the namespace declarations it uses from above;
                              comments are not kept, and whitespace between elements is one
                              space (text keeps its own line breaks).
                                xylem query feed.atom feed/entry/content --xml

        """

    private static let models = """
        xylem models FILE... [--root-type NAME] [--records PATH] [--strip-prefixes | --map-uri PREFIX=URI...]
                     [--element NAME[=TYPE]]... [--catalog FILE] [--access LEVEL]
            Prints Swift models (Codable, Equatable, Sendable structs) that decode every FILE
            with XMLDecoder and encode it back, with the decoder and encoder setup they need
            (list hints, dates, namespaces) as makeDecoder() and makeEncoder(). All FILEs must
            have the same root element. Names are namespace URI and local name, whatever prefix
            a FILE uses. XylemModels.docc/Models.md says how each type is decided.
                xylem models response-1.xml response-2.xml > Models.swift
            --root-type NAME  the root type's name (default: the root element's, UpperCamelCase).
                                xylem models schedule.xml --root-type ScheduleResponse
            --records PATH    models for the elements at PATH of one FILE of any size, read one
                              at a time in flat memory, with how to read them with decodeEach.
                                xylem models big-export.xml --records table/row
            --map-uri PREFIX=URI  the prefix the models' names get for a namespace URI
                              (default: the first prefix a FILE uses). Repeatable.
            --strip-prefixes  names are local names, in no namespace (the coders strip prefixes).
            (--root-type, --map-uri and --strip-prefixes are for samples, not schemas.)

            Given XML Schemas (root xs:schema), writes a root type for each global element, with
            include, import and redefine followed through local files (a URL is never fetched).
            --element NAME    only this global element's root type (repeatable).
            --element NAME=TYPE  a root element no global element declares, read and written as
                              the global type TYPE, with its xsi:type (<test xsi:type="Test">).
            --catalog FILE    local copies of schemaLocation URLs: an XML catalog or URL=PATH lines.
            --access LEVEL    internal (default), fileprivate (several files in one module), or public
                              (a module of models, with public memberwise initializers).
                                xylem models gpx.xsd --element gpx > GPX.swift

        """

    private static let validate = """
        xylem validate --schema S.xsd FILE...   (or --relaxng R.rng, or --dtd)
            Validates each FILE against the XML Schema S.xsd (libxml2's validator, in the same
            streaming pass as the parse, in flat memory), and prints one line per violation:
            FILE:LINE:COLUMN: message. Exit status 0 when every FILE is valid, 1 when one is not,
            2 when the schema or a FILE cannot be read or is not well-formed. Local includes and
            imports are followed; a remote one is never fetched: map it with --catalog.
                xylem validate --schema UBL-Invoice-2.1.xsd invoice-*.xml
            --relaxng R.rng   validates against the RELAX NG grammar R.rng (XML syntax) instead;
                              its include and externalRef locations are followed the same way.
            --dtd             validates each FILE against its own DOCTYPE: its internal subset, and
                              the external DTD it names when --catalog maps its SYSTEM or PUBLIC
                              identifier to a local file (never fetched: unmapped, FILE is invalid).
            --catalog FILE    an OASIS XML catalog (uri, system, public, rewriteURI, rewriteSystem),
                              or URL=PATH lines, that maps remote schema locations and DTD
                              identifiers to local copies. Repeatable.
            --max-errors N    stops a FILE after N violations (default 1000).

        """

    private static let split = """
        xylem split --records PATH --parts N FILE OUTDIR
            Splits FILE into N well-formed documents in OUTDIR (made if missing), for parallel
            workers: each holds a contiguous share of the elements at PATH, about a Nth of FILE's
            bytes, inside copies of the elements around them (names, attributes, namespace
            declarations), so the same path reads every shard. One pass, in flat memory. Prints
            each shard's path, records and bytes, tab-separated. FILE cannot be standard input.
                xylem split --records gpx/trk/trkseg/trkpt --parts 4 track.gpx shards
                ls shards/*.gpx | xargs -P 4 -n 1 xylem json --records gpx/trk/trkseg/trkpt

        """

    private static let streaming = """
        dump and query stream: each match is printed as soon as it has been read, in flat memory
        whatever the size of FILE. Only a PATH with alternatives of which one can match inside
        another's match (a/b|a/b/c, a/*|a/b/c) reads the whole document into memory first.

        """

    private static let common = """
        --parser foundation|libxml2
            The XML parser that reads FILE: libxml2 called directly (the default where Xylem is
            built with it, on Linux: about twice as fast), or Foundation's XMLParser. The output
            is the same with either.

        Errors go to standard error, on one line, as FILE:LINE:COLUMN: message. Reading a file
        over 4 MB shows progress on standard error when it is a terminal, unless the output goes
        into a pipe or is printed on that terminal while the file is read.

        Exit status, as grep's: 0 success; 1 PATH matches nothing (dump, query, split, json --records:
        standard error says where it stopped matching); 2 the command line is wrong, or the input cannot be
        read or is not well-formed XML. Output into a closed pipe (xylem dump big.xml | head)
        ends the command at once, by SIGPIPE, as it ends cat.

        """
}
