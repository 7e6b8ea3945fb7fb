// podcast-feed [FILE]
//
// Lists the episodes of a podcast's RSS feed with their dates, durations and enclosure sizes.
// Without FILE it reads Examples/Data/xicara-de-cafe.rss.

import ExampleSupport

runFileExample(command: "podcast-feed", defaultFile: "xicara-de-cafe.rss") { file in
    try loadFeed(contentsOf: file).report
}
