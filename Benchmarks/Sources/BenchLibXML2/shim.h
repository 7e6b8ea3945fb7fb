// The parts of libxml2 the reference row uses: the push parser and the SAX2 handler.
#include <libxml/parser.h>
#include <libxml/SAX2.h>
