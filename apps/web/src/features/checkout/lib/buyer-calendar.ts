import type { ChurchCalendar } from '@ministry/contracts';

/**
 * The Church calendar the buyer keeps, as the Today line stored their choice (localStorage
 * `calendar`); undefined when they never chose, and the server reads the ministry's.
 */
export function buyerCalendar(): ChurchCalendar | undefined {
  try {
    const stored = localStorage.getItem('calendar');
    return stored === 'new' || stored === 'old' ? stored : undefined;
  } catch {
    // Storage refused (private browsing): no choice known.
    return undefined;
  }
}
