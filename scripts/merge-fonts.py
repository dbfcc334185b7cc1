#!/usr/bin/env python3
"""Writes app/fonts/tajawal-400.woff2 and tajawal-700.woff2 (issue #5, decision 0011).

Fontsource ships Tajawal as separate Arabic and Latin files per weight, and almost every page
shows both scripts (Latin digits, English names), so a page paid four font requests. This merges
each weight's two subsets into one file: two requests, 36.7 KB for both weights. The output is
committed; run this only to change the fonts, with Debian's fontTools and brotli:

    apt-get install -y python3-fonttools python3-brotli
    /usr/bin/python3 scripts/merge-fonts.py
"""
from pathlib import Path

from fontTools.merge import Merger
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "node_modules/@fontsource/tajawal/files"
TARGET = ROOT / "app/fonts"

for weight in (400, 700):
    parts = []
    for subset in ("arabic", "latin"):
        font = TTFont(SOURCE / f"tajawal-{subset}-{weight}-normal.woff2")
        font.flavor = None  # the merger reads plain TrueType files
        part = TARGET / f".{subset}-{weight}.ttf"
        font.save(part)
        parts.append(part)
    # Arabic first: its vertical metrics and shaping tables lead.
    merged = Merger().merge([str(p) for p in parts])
    merged.flavor = "woff2"
    merged.save(TARGET / f"tajawal-{weight}.woff2")
    for part in parts:
        part.unlink()
    print(f"tajawal-{weight}.woff2: {(TARGET / f'tajawal-{weight}.woff2').stat().st_size} bytes")
