// iconv on Apple platforms, for Xylem's Transcoder and SniffedEncoding (Sources/Xylem/Intake/Input/).
// There it is a library of its own, libiconv, which the module map links; glibc and musl have it
// in the C library, so Linux builds do not use this module.
#include <iconv.h>
