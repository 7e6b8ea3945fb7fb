// libxml2's SAX2 push parser, for Xylem's second event source (Sources/Xylem/Intake/LibXML2/).
// The parser headers for the event source; the tree and I/O headers only for validation below.
#include <libxml/xmlversion.h>
// libxml2's encoding.h includes the system's ICU headers when libxml2 was built with ICU,
// and they clash with the copy of ICU inside Foundation. Xylem never touches an encoding
// handler (its input is always UTF-8), only pointers to one, so the ICU members are left out.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
// XML Schema validation (Sources/Xylem/Validation/): the compiled schema, its validator plugged
// into the SAX2 stream, the external entity loader every schema document is read through, and
// the per-thread structured error handler that catches the errors of the schema documents' parses.
#include <libxml/xmlIO.h>
#include <libxml/globals.h>
#include <libxml/xmlschemas.h>
// RELAX NG validation (Validation/RelaxNGValidator.swift): the compiled grammar and its
// progressive validator, which reads elements as tree nodes (tree.h builds them).
#include <libxml/tree.h>
#include <libxml/relaxng.h>
