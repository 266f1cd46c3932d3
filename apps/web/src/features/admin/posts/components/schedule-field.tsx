import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { POST_SCHEDULE_MAX_DAYS, type PostSchedule } from '@ministry/contracts';
import { Input, Select } from '@/components/ui/form-field';
import { formatDate } from '@/lib/format';
import { todayIn } from '../../lib/admin-time';
import { useAdminTime } from '../../lib/owner-time-zone';
import { paschaQueryOptions } from '../api/get-pascha';

export type PublishChoice = 'draft' | 'now' | 'date' | 'pascha';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Today as `YYYY-MM-DD` in the owner's time zone (UTC until it is known): the api starts a
 * scheduled date at its midnight there.
 */
const ownerToday = (zone = 'UTC') => todayIn(zone);

/** "Sunday, May 2, 2027" for a civil date, in UTC like the api. */
export function formatDayOfWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${formatDate(day.toISOString())}`;
}

/** The civil date `days` from Pascha (`YYYY-MM-DD`). */
const fromPascha = (pascha: string, days: number) =>
  new Date(Date.parse(`${pascha}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const PASCHA_DEFAULT_DAYS = -7;

/**
 * What a choice starts with: tomorrow, or a week before this year's Pascha (`nextPaschaYear`
 * then moves it on to next year's when that day has passed), counted in the owner's zone.
 */
export function scheduleFor(choice: PublishChoice, zone = 'UTC'): PostSchedule | null {
  const today = ownerToday(zone);
  if (choice === 'date') {
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    return { kind: 'date', date: tomorrow };
  }
  if (choice === 'pascha')
    return { kind: 'pascha', days: PASCHA_DEFAULT_DAYS, year: Number(today.slice(0, 4)) };
  return null;
}

/**
 * The year of the next Pascha a schedule `days` from it can still use: this year's, or next
 * year's once this year's day has passed (a week before Pascha 2026 is past by April 2026).
 */
export async function nextPaschaYear(
  queryClient: QueryClient,
  days = PASCHA_DEFAULT_DAYS,
  zone = 'UTC',
): Promise<number> {
  const today = ownerToday(zone);
  const year = Number(today.slice(0, 4));
  const pascha = await queryClient.fetchQuery(paschaQueryOptions(year));
  return fromPascha(pascha, days) < today ? year + 1 : year;
}

/** Why a resolved date cannot be used, in words, or null when it is today or later. */
export function pastDateWarning(
  schedule: PostSchedule,
  resolved: string,
  zone = 'UTC',
): string | null {
  if (resolved >= ownerToday(zone)) return null;
  const later = schedule.kind === 'pascha' ? 'a later year' : 'a later date';
  return `That date, ${formatDate(`${resolved}T00:00:00Z`)}, has already passed: choose ${later}.`;
}

const choices: { value: PublishChoice; label: string }[] = [
  { value: 'draft', label: 'Not yet: keep as a draft' },
  { value: 'now', label: 'Now' },
  { value: 'date', label: 'On a date' },
  { value: 'pascha', label: 'Some days before or after Pascha' },
];

interface ScheduleFieldProps {
  choice: PublishChoice;
  schedule: PostSchedule | null;
  onChoose: (choice: PublishChoice) => void;
  onSchedule: (schedule: PostSchedule) => void;
  error?: string;
}

/** "Publish: now / on a date / n days before or after Pascha", with the date it resolves to. */
export function ScheduleField({
  choice,
  schedule,
  onChoose,
  onSchedule,
  error,
}: ScheduleFieldProps) {
  const id = useId();
  const { zone } = useAdminTime();
  const paschaYear = schedule?.kind === 'pascha' ? schedule.year : undefined;
  const pascha = useQuery({
    ...paschaQueryOptions(paschaYear ?? 0),
    enabled: paschaYear !== undefined && paschaYear >= 1583 && paschaYear <= 2799,
  });
  const resolved =
    schedule?.kind === 'date'
      ? schedule.date
      : schedule?.kind === 'pascha' && pascha.data && Number.isInteger(schedule.days)
        ? fromPascha(pascha.data, schedule.days)
        : null;
  const past = schedule && resolved ? pastDateWarning(schedule, resolved, zone) : null;

  return (
    <fieldset className="mt-6 border-t border-parchment-200 pt-5" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-semibold text-ink-900">Publish</legend>
      <p id={`${id}-hint`} className="mb-3 text-xs text-ink-500">
        Published posts appear on the site; a scheduled post stays a draft until its day.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map(({ value, label }) => (
          <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-publish`}
              value={value}
              checked={choice === value}
              onChange={() => onChoose(value)}
              className="size-4 accent-burgundy-700"
            />
            {label}
          </label>
        ))}
      </div>

      {schedule?.kind === 'date' ? (
        <label className="mt-4 block text-sm font-medium text-ink-900">
          Date
          <Input
            type="date"
            min={ownerToday(zone)}
            value={schedule.date}
            onChange={(event) => onSchedule({ kind: 'date', date: event.target.value })}
            className="mt-1 max-w-xs"
          />
        </label>
      ) : null}

      {schedule?.kind === 'pascha' ? (
        <div className="mt-4 flex flex-wrap items-end gap-3 text-sm font-medium text-ink-900">
          <label>
            Days
            <Input
              type="number"
              min={0}
              max={POST_SCHEDULE_MAX_DAYS}
              value={Math.abs(schedule.days)}
              onChange={(event) =>
                onSchedule({
                  ...schedule,
                  days: Math.sign(schedule.days || -1) * event.target.valueAsNumber,
                })
              }
              className="mt-1 w-24"
            />
          </label>
          <label>
            Before or after
            <Select
              value={schedule.days > 0 ? 'after' : 'before'}
              onChange={(event) =>
                onSchedule({
                  ...schedule,
                  days: (event.target.value === 'after' ? 1 : -1) * Math.abs(schedule.days),
                })
              }
              className="mt-1"
            >
              <option value="before">before Pascha</option>
              <option value="after">after Pascha</option>
            </Select>
          </label>
          <label>
            Of the year
            <Input
              type="number"
              min={1583}
              max={2799}
              value={schedule.year}
              onChange={(event) => onSchedule({ ...schedule, year: event.target.valueAsNumber })}
              className="mt-1 w-28"
            />
          </label>
        </div>
      ) : null}

      {resolved && past ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
          {past}
        </p>
      ) : resolved ? (
        <p role="status" className="mt-3 text-sm font-semibold text-burgundy-800">
          Publishes on {formatDayOfWeek(resolved)}
          <span className="block text-xs font-normal text-ink-500">At 00:00, {zone} time</span>
        </p>
      ) : null}
      {/* A past date is explained above in words; the server's own refusal would repeat it. */}
      {error && !past ? <p className="mt-2 text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}
