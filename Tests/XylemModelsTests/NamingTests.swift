// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Testing
@testable import XylemModels

@Suite("Models: naming")
struct NamingTests {
    @Test("types are UpperCamelCase, properties lowerCamelCase, from any XML spelling")
    func camelCase() {
        #expect(Naming.typeName("trkpt") == "Trkpt")
        #expect(Naming.typeName("GetStationsResult") == "GetStationsResult")
        #expect(Naming.typeName("EMPLOYEE_ID") == "EmployeeId")
        #expect(Naming.typeName("load-on-startup") == "LoadOnStartup")
        #expect(Naming.typeName("1st") == "T1st")
        #expect(Naming.propertyName("sgVotedate") == "sgVotedate")
        #expect(Naming.propertyName("GetStationsResult") == "getStationsResult")
        #expect(Naming.propertyName("ID") == "id")
        #expect(Naming.propertyName("SSOToken") == "ssoToken")
        #expect(Naming.propertyName("servlet-name") == "servletName")
        #expect(Naming.propertyName("2nd") == "_2nd")
        #expect(Naming.localName("itunes:image") == "image")
    }

    @Test("keywords are backquoted; clashes take the next alternative, then a number")
    func keywordsAndClashes() {
        #expect(Naming.escaped("class") == "`class`")
        #expect(Naming.escaped("title") == "title")
        var scope = NameScope(reserved: ["Date"])
        #expect(scope.claim("Date", alternatives: ["DateElement"]) == "DateElement")
        #expect(scope.claim("Item") == "Item")
        #expect(scope.claim("Item", alternatives: ["AItem"]) == "AItem")
        #expect(scope.claim("Item") == "Item2")
        #expect(scope.claim("Item") == "Item3")
    }
}
