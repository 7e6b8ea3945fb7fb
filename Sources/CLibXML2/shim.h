// libxml2's SAX2 push parser, for Xylem's second event source (Sources/Xylem/Intake/LibXML2/).
// Only the parser headers are needed: no tree, no I/O, no network module is used.
#include <libxml/xmlversion.h>
// libxml2's encoding.h includes the system's ICU headers when libxml2 was built with ICU,
// and they clash with the copy of ICU inside Foundation. Xylem never touches an encoding
// handler (its input is always UTF-8), only pointers to one, so the ICU members are left out.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
