"""The overrides of the fallback faces in src/index.css, computed from EB Garamond's own files.

Run with Debian's fontTools (`/usr/bin/python3 apps/web/scripts/font-fallback-metrics.py`). A
fallback is scaled so that its average letter is as wide as EB Garamond's (size-adjust), then
given EB Garamond's ascent, descent and line gap (divided by that scale, as the browser applies
the overrides to the adjusted size), so a line of text takes the same box in either face and the
swap moves nothing. Average widths weigh the letters by their frequency in English text, as
Capsize does. Georgia and Times New Roman are not on this machine: their figures are those
published by Capsize (@capsizecss/metrics); DejaVu Serif is measured from the installed file.
"""

from pathlib import Path

from fontTools.ttLib import TTFont

FONTS = Path(__file__).resolve().parent.parent / 'public' / 'fonts'
DEJAVU = Path('/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf')
DEJAVU_ITALIC = Path('/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf')

FREQUENCY = {
    'a': 8.2, 'b': 1.5, 'c': 2.8, 'd': 4.3, 'e': 12.7, 'f': 2.2, 'g': 2.0, 'h': 6.1, 'i': 7.0,
    'j': 0.15, 'k': 0.77, 'l': 4.0, 'm': 2.4, 'n': 6.7, 'o': 7.5, 'p': 1.9, 'q': 0.095,
    'r': 6.0, 's': 6.3, 't': 9.1, 'u': 2.8, 'v': 0.98, 'w': 2.4, 'x': 0.15, 'y': 2.0,
    'z': 0.074, ' ': 18.0,
}

# Capsize's published metrics (unitsPerEm 2048): average width of the regular and italic faces.
PUBLISHED_WIDTH = {
    'Georgia': (913 / 2048, 931 / 2048),
    'Times New Roman': (832 / 2048, 836 / 2048),
}


def average_width(font: TTFont) -> float:
    """The average advance of an English letter, in ems."""
    cmap, advances = font.getBestCmap(), font['hmtx']
    total = sum(advances[cmap[ord(char)]][0] * weight for char, weight in FREQUENCY.items())
    return total / sum(FREQUENCY.values()) / font['head'].unitsPerEm


def overrides(garamond: TTFont, fallback_width: float) -> str:
    upm = garamond['head'].unitsPerEm
    os2 = garamond['OS/2']
    scale = average_width(garamond) / fallback_width
    percent = lambda units: f'{abs(units) / upm / scale * 100:.2f}%'
    return (
        f'size-adjust: {scale * 100:.2f}%; ascent-override: {percent(os2.sTypoAscender)}; '
        f'descent-override: {percent(os2.sTypoDescender)}; '
        f'line-gap-override: {percent(os2.sTypoLineGap)};'
    )


for style, index, dejavu in (('normal', 0, DEJAVU), ('italic', 1, DEJAVU_ITALIC)):
    garamond = TTFont(FONTS / f'eb-garamond-latin-wght-{style}.woff2')
    widths = {name: pair[index] for name, pair in PUBLISHED_WIDTH.items()}
    widths['DejaVu Serif'] = average_width(TTFont(dejavu))
    for name, width in widths.items():
        print(f'{style} {name}: {overrides(garamond, width)}')
