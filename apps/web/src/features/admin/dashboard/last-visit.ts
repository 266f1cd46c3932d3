/**
 * When a member of staff last opened the dashboard, kept in this browser's local storage per
 * account (`admin:last-visit:<user id>`): the dashboard counts the gifts received since then.
 * One visit is one browser session: the moment it counts from is fixed in session storage when
 * the session first opens the dashboard, so coming back to it later the same day counts from the
 * same moment rather than from a minute ago.
 */
const lastKey = (userId: string) => `admin:last-visit:${userId}`;
const sinceKey = (userId: string) => `admin:gifts-since:${userId}`;

/** With no visit recorded: the last seven days. */
export const FIRST_VISIT_DAYS = 7;

const storage = (kind: 'localStorage' | 'sessionStorage'): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
};

/**
 * The moment this visit counts from (ISO), and whether it is a real last visit (else the last
 * seven days); records this visit as the last one.
 */
export function takeLastVisit(
  userId: string,
  now: Date = new Date(),
): { since: string; firstVisit: boolean } {
  const session = storage('sessionStorage');
  const local = storage('localStorage');
  const fixed = session?.getItem(sinceKey(userId));
  const previous = local?.getItem(lastKey(userId)) ?? null;
  local?.setItem(lastKey(userId), now.toISOString());
  if (fixed) return JSON.parse(fixed) as { since: string; firstVisit: boolean };

  const valid = previous && !Number.isNaN(Date.parse(previous)) ? previous : null;
  const visit = valid
    ? { since: new Date(valid).toISOString(), firstVisit: false }
    : {
        since: new Date(now.getTime() - FIRST_VISIT_DAYS * 86_400_000).toISOString(),
        firstVisit: true,
      };
  session?.setItem(sinceKey(userId), JSON.stringify(visit));
  return visit;
}
