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
