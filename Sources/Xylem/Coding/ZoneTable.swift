// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A time zone's offsets from UTC over its whole history, as a sorted table of the instants at
/// which they changed: computed once per zone (Foundation walks the transitions in well under
/// a millisecond) and shared by every decode, so that turning a wall-clock time into an
/// instant is a binary search instead of an ICU call.
///
/// A wall-clock time resolves as `DateFormatter` resolves it: to the one instant that shows
/// it; to the later of two when clocks were turned back over it; to nothing when clocks
/// jumped over it (midnight on 1948-06-01 in Seoul never happened).
final class ZoneTable: Sendable {
    let zone: TimeZone
    /// Instants (seconds since 1970, UTC) at which the offset changed, ascending.
    private let transitions: [Int]
    /// `offsets[k]` is in effect from `transitions[k - 1]` until `transitions[k]`: one more
    /// entry than `transitions`.
    private let offsets: [Int]
    /// Where the table stops: instants from here on are asked of the zone (`Int.max` when the
    /// zone has no transition after the last one in the table).
    private let end: Int

    /// Offsets lie within a day of UTC, so an instant showing a wall-clock time lies within a
    /// day of it (read as UTC); two days leaves room.
    private static let window = 2 * 86_400
    /// 2100-01-01: zones with daylight saving time have transitions forever; the table stops
    /// here (New York's 360 transitions take about 2 ms to collect) and later instants, rare
    /// in data, are asked of the zone.
    private static let tableEnd = 4_102_444_800

    private init(zone: TimeZone) {
        self.zone = zone
        var transitions: [Int] = []
        var offsets: [Int] = []
        var current = Date.distantPast
        var end = Int.max
        while let next = zone.nextDaylightSavingTimeTransition(after: current), next > current {
            let instant = Int(next.timeIntervalSince1970.rounded(.down))
            if instant >= Self.tableEnd { end = Self.tableEnd; break }
            if transitions.isEmpty { offsets.append(zone.secondsFromGMT(for: next.addingTimeInterval(-1))) }
            transitions.append(instant)
            offsets.append(zone.secondsFromGMT(for: next))
            current = next
        }
        if offsets.isEmpty { offsets.append(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 0))) }
        self.transitions = transitions
        self.offsets = offsets
        self.end = end
    }

    // MARK: - Wall-clock times

    /// The instant (seconds since 1970) at which clocks in the zone showed `wallClock` (the
    /// wall-clock time's fields counted as seconds since 1970), or nil when they never did.
    @inline(__always)
    func instant(forWallClock wallClock: Int) -> Int? {
        if transitions.isEmpty && end == .max { return wallClock - offsets[0] }
        if wallClock > end - Self.window { return askZone(wallClock) }
        // Every period whose instants may show `wallClock`: from the one in effect a window
        // before it to the one in effect a window after. Later periods hold later instants, so
        // the last that fits is the later of two.
        var period = periodIndex(at: wallClock - Self.window)
        var found: Int?
        while true {
            let instant = wallClock - offsets[period]
            let starts = period == 0 ? Int.min : transitions[period - 1]
            let ends = period == transitions.count ? end : transitions[period]
            if instant >= starts && instant < ends { found = instant }
            guard period < transitions.count, transitions[period] <= wallClock + Self.window else { return found }
            period += 1
        }
    }

    /// The period (index into `offsets`) in effect at `instant`: the number of transitions at
    /// or before it.
    @inline(__always)
    private func periodIndex(at instant: Int) -> Int {
        var low = 0, high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] <= instant { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Past the table: the instants one offset or the other would give, kept if the zone
    /// agrees that the offset was in effect then.
    private func askZone(_ wallClock: Int) -> Int? {
        var found: Int?
        for probe in [wallClock - Self.window, wallClock, wallClock + Self.window] {
            let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(probe)))
            let instant = wallClock - offset
            if zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant))) == offset {
                found = max(found ?? instant, instant)
            }
        }
        return found
    }

    /// For a wall-clock time that never occurred: the wall-clock times (as seconds since 1970)
    /// at which clocks left off and resumed. Only for error messages.
    func skippedInterval(around wallClock: Int) -> (from: Int, to: Int)? {
        var previous = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(wallClock - Self.window)))
        var current = Date(timeIntervalSince1970: Double(wallClock - Self.window))
        while let next = zone.nextDaylightSavingTimeTransition(after: current),
            Int(next.timeIntervalSince1970) <= wallClock + Self.window
        {
            let instant = Int(next.timeIntervalSince1970.rounded(.down))
            let offset = zone.secondsFromGMT(for: next)
            if instant + previous <= wallClock && wallClock < instant + offset {
                return (instant + previous, instant + offset)
            }
            previous = offset
            current = next
        }
        return nil
    }

    // MARK: - One table per zone

    private static let lock = NSLock()
    nonisolated(unsafe) private static var tables: [TimeZone: ZoneTable] = [:]

    /// The table of `zone`, built on first use.
    static func shared(for zone: TimeZone) -> ZoneTable {
        if let table = lock.withLock({ tables[zone] }) { return table }
        let table = ZoneTable(zone: zone)  // outside the lock: other zones need not wait
        return lock.withLock {
            if let existing = tables[zone] { return existing }
            tables[zone] = table
            return table
        }
    }
}
