/**
 * Words a visitor may use for the same thing in the Church's life. Each line is one set of
 * equivalents: asking for any of them finds documents that use any other. A phrase of several
 * words matches only where all its words are found. Write them in lower or upper case as reads
 * best; accents and case are ignored when searching.
 */
export const SYNONYM_SETS: readonly (readonly string[])[] = [
  ['Theotokos', 'Mother of God', 'Mary', 'Virgin', 'Panagia', 'Birthgiver of God'],
  ['Pascha', 'Easter', 'Resurrection'],
  ['Nativity', 'Christmas'],
  ['Theophany', 'Epiphany', 'Baptism of the Lord'],
  ['Liturgy', 'Mass', 'Divine Liturgy'],
  ['icon', 'ikon'],
  ['prayer rule', 'rule of prayer', 'daily prayers'],
  ['Jesus Prayer', 'Prayer of the Heart'],
  ['Psalter', 'Psalms'],
  ['Great Lent', 'Lent', 'Great Fast'],
  ['Eucharist', 'Communion', 'Holy Communion'],
  ['Confession', 'Repentance'],
  ['Akathist', 'Akathistos'],
  ['Scripture', 'Bible'],
  ['Fathers', 'Church Fathers', 'Patristic'],
  ['prayer corner', 'icon corner'],
  ['prayer rope', 'chotki', 'komboskini'],
  ['Dormition', 'Assumption'],
  ['Annunciation', 'Evangelismos'],
  ['feast', 'feast day'],
];
