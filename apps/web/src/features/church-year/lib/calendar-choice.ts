import type { ChurchCalendar, ChurchDay } from '@ministry/contracts';
import { todayLineOf, type TodayLine } from './today-line';

/**
 * Keeps the visitor's calendar (localStorage `calendar`, read by the TodayLine component) and
 * shows its line: the server's for the ministry's calendar, else the same day asked of the api
 * on the other. Loaded only when a visitor chose, or had chosen, a calendar, never with the page;
 * for that reason it asks with a bare `fetch` on the page's origin (where the gateway serves
 * `/api`) rather than through the api client and the contracts, which would come with it. A
 * failed call leaves the line as it was.
 */
export async function showCalendar(
  calendar: ChurchCalendar,
  today: TodayLine,
  setShown: (line: TodayLine) => void,
): Promise<void> {
  try {
    localStorage.setItem('calendar', calendar);
  } catch {
    // Storage refused (private browsing): the choice lasts for this page.
  }
  if (calendar === today.calendar) return setShown(today);
  try {
    const response = await fetch(`/api/calendar/today?calendar=${calendar}&date=${today.date}`);
    if (response.ok) setShown(todayLineOf((await response.json()) as ChurchDay));
  } catch {
    // Offline: the server's line stays.
  }
}
