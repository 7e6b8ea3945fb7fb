#!/usr/bin/env python3
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
"""Generates pu-si-lung.gpx: a synthetic two-day ascent of Pu Si Lung (3,076 m, Lai Chau, Vietnam).

The track is made up (deterministic pseudo-random walk between hand-picked waypoints); it only
has to look like a GPS tracklog. Run from this directory: python3 make-pu-si-lung-gpx.py
"""
import math
import random
from datetime import datetime, timedelta, timezone

random.seed(3076)

# (lat, lon, ele) waypoints; the first point is the one quoted in the issue.
DAY1 = [(22.54297276, 102.854709076, 1318.59), (22.5561, 102.8412, 1622.0),
        (22.5688, 102.8297, 1890.0), (22.5803, 102.8169, 2105.0), (22.5917, 102.8046, 2386.0)]
DAY2 = [(22.5917, 102.8046, 2386.0), (22.6011, 102.7968, 2712.0), (22.6102, 102.7891, 2934.0),
        (22.6163, 102.7818, 3076.0)]


def segment(waypoints, start, points, step_seconds):
    out = []
    t = start
    legs = len(waypoints) - 1
    for i in range(points):
        f = i / (points - 1) * legs
        leg = min(int(f), legs - 1)
        u = f - leg
        (la0, lo0, e0), (la1, lo1, e1) = waypoints[leg], waypoints[leg + 1]
        # switchbacks: a sideways wiggle that vanishes at the waypoints
        wiggle = math.sin(u * math.pi) * math.sin(f * 9.0) * 0.0011
        lat = la0 + (la1 - la0) * u + wiggle
        lon = lo0 + (lo1 - lo0) * u + wiggle * 0.8
        ele = e0 + (e1 - e0) * u + math.sin(u * math.pi) * math.sin(f * 13.0) * 45.0
        if 0 < i < points - 1:
            lat += random.uniform(-0.00004, 0.00004)
            lon += random.uniform(-0.00004, 0.00004)
            ele += random.uniform(-3.0, 3.0)
        out.append((lat, lon, ele, t))
        t += timedelta(seconds=step_seconds + random.randint(-20, 20))
    return out


day1 = segment(DAY1, datetime(2014, 5, 1, 2, 1, 15, tzinfo=timezone.utc), 180, 150)
day2 = segment(DAY2, datetime(2014, 5, 1, 23, 12, 40, tzinfo=timezone.utc), 120, 135)

lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Xylem examples (make-pu-si-lung-gpx.py)"'
    ' xmlns="http://www.topografix.com/GPX/1/1"'
    ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"'
    ' xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">',
    '  <metadata>',
    '    <name>Pu Si Lung</name>',
    '    <desc>Synthetic two-day ascent of Pu Si Lung (3,076 m), Lai Ch\u00e2u, Vi\u1ec7t Nam</desc>',
    '    <time>2014-05-01T02:01:15Z</time>',
    '  </metadata>',
    '  <trk>',
    '    <name>Pu Si Lung</name>',
    '    <type>hiking</type>',
]
for seg in (day1, day2):
    lines.append('    <trkseg>')
    for lat, lon, ele, t in seg:
        lines.append('      <trkpt lat="%.8f" lon="%.9f"><ele>%.2f</ele><time>%s</time></trkpt>'
                     % (lat, lon, ele, t.strftime('%Y-%m-%dT%H:%M:%SZ')))
    lines.append('    </trkseg>')
lines += ['  </trk>', '</gpx>', '']

with open('pu-si-lung.gpx', 'w', encoding='utf-8') as f:
    f.write('\n'.join(lines))
