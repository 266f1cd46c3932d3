"""Builds src/saints/data.ts, the commemorations of each day of the Church's fixed calendar, from
orthocal's fixtures (fixtures/calendarium.json and fixtures/commemorations.json of
brianglass/orthocal-python, MIT licence). Only names and ranks are taken (facts), never the
fixtures' lives ("story"), whose texts belong to their publishers. See src/saints/SOURCE.md.

    python3 scripts/build-saints.py /path/to/orthocal-python/repo
"""
import json, re, subprocess, sys
from collections import defaultdict

repo = sys.argv[1]

def fixture(name):
    raw = subprocess.run(['git', '-C', repo, 'show', f'HEAD:fixtures/{name}.json'],
                         capture_output=True, check=True).stdout
    return json.loads(raw)

commit = subprocess.run(['git', '-C', repo, 'rev-parse', 'HEAD'], capture_output=True,
                        check=True, text=True).stdout.strip()
days = {r['pk']: r['fields'] for r in fixture('calendarium')
        if r['model'] == 'calendarium.day' and r['fields']['month']}
commemorations = [r['fields'] for r in fixture('commemorations')
                  if r['model'] == 'commemorations.daycommemoration']

# orthocal's feast levels (the Typikon's signs) and DayCommemoration ranks, on our scale.
RANKS = {8: 'great', 7: 'great', 6: 'major', 5: 'vigil', 4: 'polyeleos', 3: 'doxology',
         2: 'six-stichera'}
ORDER = ['great', 'major', 'vigil', 'polyeleos', 'doxology', 'six-stichera', None]

# Where we correct the source (each named in SOURCE.md).
RANK_OVERRIDES = {
    # The Protection is kept with a vigil in Slavic usage, not as one of the great feasts.
    (10, 1): 'vigil',
    # orthocal marks the Apostle Matthew with the great-feast sign; the Menaion gives him a
    # polyeleos, like the other apostles of the Twelve.
    (11, 16): 'polyeleos',
}
# Days whose rank orthocal gives for the day without naming the commemoration that carries it,
# where the first one listed is not it: the name (a fragment) of the one that is.
RANK_CARRIERS = {
    (2, 5): 'Theodosius, Archbishop of Chernigov',
    (7, 17): 'Royal Martyrs of Russia',
    (8, 13): 'Tikhon of Zadonsk',
    (10, 6): 'St Innocent',
    (10, 9): 'St Tikhon',
}
# Day-level ranks we cannot place on a commemoration we keep: the vigils of St Alexis Toth
# (7 May) and of St Herman's glorification (9 August), both dated by the civil calendar, which
# this table is not.
NO_CARRIER = {(5, 7), (8, 9)}
SPELLING = {'Mathew': 'Matthew'}

NOT_COMMEMORATIONS = {'Begin Dormition Fast', 'Begin Nativity Fast', 'Presanctified Liturgy',
                      'Beginning of the Pentecostarion'}

ABBREVIATIONS = [
    (r'\bTrans\. Rel\.', 'Translation of the relics of'),
    (r'\bTransl\. Relics of', 'Translation of the relics of'),
    (r'\bUnc\. Rel\.', 'Uncovering of the relics of'),
    (r'\bRel\.', 'Relics of'),
    (r'\bRep\.', 'Repose of'),
    (r'\bRt\. Blv\.', 'Right-believing'),
    (r'\bBl\.', 'Blessed'),
    (r'\bVen\.', 'Venerable'),
    (r'\bMetrs\.', 'Metropolitans'),
    (r'\bMetr\.', 'Metropolitan'),
    (r'\bPats\.', 'Patriarchs'),
    (r'\bPatr\.', 'Patriarch'),
    (r'\bAbp\.', 'Archbishop'),
    (r'\bSS\b', 'Saints'),
    (r'\bSs\b', 'Saints'),
    (r'\bSt\.', 'St'),
]

def clean(name):
    name = ' '.join(name.split()).rstrip('.')
    for pattern, words in ABBREVIATIONS:
        name = re.sub(pattern, words, name)
    for wrong, right in SPELLING.items():
        name = re.sub(rf'\b{wrong}\b', right, name)
    return name

slots = defaultdict(list)
for pk, d in days.items():
    if d['tradition'] in ('common', 'slavic'):
        slots[(d['month'], d['day'])].append(pk)
by_day = defaultdict(list)
for c in commemorations:
    # The Greek overlay (a harvest of the Antiochian Archdiocese's site) is left out; so are the
    # commemorations kept by the civil date on both calendars ("new style"): a table by the
    # Church's date cannot place them for the Old Calendar.
    if c['tradition'] in ('common', 'slavic') and not c['new_style']:
        by_day[c['day']].append(c)

table = {}
for (month, day), pks in sorted(slots.items()):
    rows = [days[pk] for pk in pks]
    slavic_row = any(r['tradition'] == 'slavic' and r['feast_level'] > 0 for r in rows)
    level = max(r['feast_level'] for r in rows)
    greek_feasts = {d['feast_name'] for d in days.values()
                    if (d['month'], d['day']) == (month, day) and d['tradition'] == 'greek'}
    entries = []
    for r in rows:
        if r['feast_name']:
            slavic_only = r['tradition'] == 'slavic' and r['feast_name'] not in greek_feasts
            entries.append({'name': clean(r['feast_name']), 'rank': None, 'slavic': slavic_only})
    has_feast = bool(entries)
    dcs = sorted((c for pk in pks for c in by_day[pk]),
                 key=lambda c: (not c['day_native'], c['ordering']))
    for c in dcs:
        if c['title'] in NOT_COMMEMORATIONS or (has_feast and c['ordering'] < 0):
            continue
        entries.append({'name': clean(c['title']), 'rank': RANKS.get(c['rank']),
                        'slavic': c['tradition'] == 'slavic'})
    day_rank = RANKS.get(level)
    at_or_above = ORDER[:ORDER.index(day_rank) + 1] if day_rank else []
    if day_rank and (month, day) not in NO_CARRIER and all(e['rank'] not in at_or_above
                                                           for e in entries):
        fragment = RANK_CARRIERS.get((month, day))
        carrier = next(e for e in entries if fragment is None or fragment in e['name'])
        carrier['rank'] = day_rank
        carrier['slavic'] = carrier['slavic'] or slavic_row
    if (month, day) in RANK_OVERRIDES:
        entries[0]['rank'] = RANK_OVERRIDES[(month, day)]
    seen = set()
    unique = []
    for e in entries:
        if e['name'].lower() not in seen:
            seen.add(e['name'].lower())
            unique.append(e)
    unique.sort(key=lambda e: ORDER.index(e['rank']))  # stable: the source's order within a rank
    table[f'{month:02d}-{day:02d}'] = unique

def ts_entry(e):
    parts = [f'name: {json.dumps(e["name"], ensure_ascii=False)}']
    if e['rank']:
        parts.append(f"rank: '{e['rank']}'")
    if e['slavic']:
        parts.append("tradition: 'slavic'")
    return '{ ' + ', '.join(parts) + ' }'

lines = [
    '// Generated by scripts/build-saints.py from orthocal (brianglass/orthocal-python, MIT',
    f'// licence, commit {commit}); names and ranks only. Do not edit: see SOURCE.md.',
    "import type { SourceCommemoration } from './saints.js';",
    '',
    'export const commemorationsByDate: Readonly<Record<string, readonly SourceCommemoration[]>> = {',
]
for key, entries in table.items():
    lines.append(f"  '{key}': [")
    lines.extend(f'    {ts_entry(e)},' for e in entries)
    lines.append('  ],')
lines.append('};')
out = 'src/saints/data.ts'
with open(out, 'w') as f:
    f.write('\n'.join(lines) + '\n')
subprocess.run(['pnpm', 'exec', 'prettier', '--write', out], check=True, capture_output=True)
print(out, len(table), 'days', sum(len(v) for v in table.values()), 'commemorations')
