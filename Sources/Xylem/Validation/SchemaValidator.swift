// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import CLibXML2
import Foundation

/// One parse's XML Schema validator: libxml2's streaming validator (`xmlSchemaSAXPlug`), fed
/// the events `SAXValidator` puts it in front of. libxml2's own split handler would call the
/// application first; here the validator's callbacks are called directly.
final class SchemaValidator: SAXValidator {
    /// Keeps the schema alive while its validation context reads it.
    private let schema: XMLSchema
    private let validation: xmlSchemaValidCtxtPtr?
    @exclusivity(unchecked) private var plug: xmlSchemaSAXPlugPtr?
    @exclusivity(unchecked) private var validatorHandler: UnsafeMutablePointer<xmlSAXHandler>?
    @exclusivity(unchecked) private var validatorData: UnsafeMutableRawPointer?

    init(schema: XMLSchema, compiled: xmlSchemaPtr, violationLimit: Int) {
        self.schema = schema
        validation = xmlSchemaNewValidCtxt(compiled)
        super.init(violationLimit: violationLimit)
    }

    deinit {
        detach()
        if let validation { xmlSchemaFreeValidCtxt(validation) }
    }

    override func begin(_ parser: xmlParserCtxtPtr) -> Bool {
        guard let validation else {
            found("libxml2 could not start the schema validator", code: -1)
            return false
        }
        xmlSchemaSetValidStructuredErrors(validation, Self.violation, Unmanaged.passUnretained(self).toOpaque())
        // Plugged into an empty handler, libxml2 hands back its validator's own callbacks and
        // user data (and starts the validation context) without touching the parser.
        guard let plug = xmlSchemaSAXPlug(validation, &validatorHandler, &validatorData) else {
            found("libxml2 could not start the schema validator", code: -1)
            return false
        }
        self.plug = plug
        return true
    }

    override func end() {
        if let plug { xmlSchemaSAXUnplug(plug) }
        plug = nil
    }

    override func validateStart(
        _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?,
        _ namespaceCount: Int32, _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        _ attributeCount: Int32, _ defaulted: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        validatorHandler!.pointee.startElementNs!(
            validatorData, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaulted, attributes)
    }

    override func validateEnd(
        _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?
    ) {
        validatorHandler!.pointee.endElementNs!(validatorData, localName, prefix, uri)
    }

    override func validateText(_ bytes: UnsafePointer<xmlChar>?, _ length: Int32) {
        validatorHandler!.pointee.characters!(validatorData, bytes, length)
    }

    override func validateCDATA(_ bytes: UnsafePointer<xmlChar>?, _ length: Int32) {
        validatorHandler!.pointee.cdataBlock!(validatorData, bytes, length)
    }
}
#endif
