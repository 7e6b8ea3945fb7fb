// libxml2's SAX2 push parser, for Xylem's second event source (Sources/Xylem/Intake/LibXML2/).
// Only the parser headers are needed: no tree, no I/O, no network module is used.
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
