/**
 * A sentence another admin screen leaves for the dashboard when it sends the user there, in the
 * navigation state (e.g. after they made themselves an editor on the users screen).
 */
export interface DashboardNoticeState {
  notice: string;
}

export function readDashboardNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { notice } = state as Record<string, unknown>;
  return typeof notice === 'string' ? notice : null;
}
