export * from './civil-date.js';
export { assertSupportedYear, dateFromPascha, paschaOf, type PaschaDate } from './pascha.js';
export {
  churchDateToCivil,
  civilToChurchDate,
  feastsOfYear,
  feastsOn,
  fixedFeasts,
  movableFeasts,
  rankCommemorations,
  type DatedFeast,
} from './feasts.js';
export { fastingRuleOf, fastingTable, fastOf, type FastDay, type FastingRule } from './fasting.js';
export { toneOf } from './tone.js';
export { churchDay, isSeasonActive, seasonNames, type ChurchDayOptions } from './church-day.js';
export {
  readingsFor,
  type Reading,
  type ReadingKind,
  type ReadingService,
} from './readings/lectionary.js';
export {
  bookNames,
  formatReference,
  parseVerses,
  type VersePoint,
  type VerseRange,
} from './readings/references.js';
