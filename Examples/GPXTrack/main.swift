// gpx-track [FILE]
//
// Prints a summary of a GPX tracklog: name, number of points, distance, elevation gain and
// duration. Without FILE it reads Examples/Data/pu-si-lung.gpx.

import ExampleSupport

runFileExample(command: "gpx-track", defaultFile: "pu-si-lung.gpx") { file in
    try summarize(contentsOf: file).report
}
