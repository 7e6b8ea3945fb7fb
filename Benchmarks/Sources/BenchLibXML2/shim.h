// The parts of libxml2 the reference row uses: the push parser and the SAX2 handler.
//
// Debian's libxml2 is built with ICU, so <libxml/encoding.h> would include the system's
// <unicode/ucnv.h>. Its `UErrorCode` then clashes with the one in Foundation's own ICU module
// (_FoundationICU) once both are imported ("... is not present in definition of 'enum UErrorCode'
// in module 'BenchLibXML2'", seen on a clean debug build). The row never touches an encoding
// handler (the only structure whose layout ICU changes, by two trailing pointers), so leave ICU out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/SAX2.h>
