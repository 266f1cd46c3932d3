import {
  fastingTraditionNames,
  fastLevelMeanings,
  type CalendarDayPage,
  type ChurchCalendar,
  type DayReading,
} from '@ministry/contracts';
import { productPath } from '@ministry/seo';
import { Link } from '@/components/ui/link';
import { PrintButton } from '@/components/ui/print-button';
import { SaveOfflineButton } from '@/components/save-offline-button';
import { PageHeader } from '@/components/ui/page-header';
import { seasonOfDay } from '@/lib/church-season';
import {
  calendarName,
  calendarPath,
  feedPaths,
  formatDayMonthYear,
  weekdayOf,
} from '../lib/calendar-dates';
import { CalendarSwitch, FollowStoredCalendar } from './calendar-switch';

const serviceNames: Readonly<Record<DayReading['service'], string>> = {
  liturgy: 'Liturgy',
  vespers: 'Vespers',
  'sixth-hour': 'Sixth Hour',
};
const kindNames: Readonly<Record<DayReading['kind'], string>> = {
  epistle: 'Epistle',
  gospel: 'Gospel',
  ot: 'Old Testament',
};

const rankNames: Readonly<Record<string, string>> = {
  great: 'Great feast',
  major: 'Great feast',
  vigil: 'Vigil',
  polyeleos: 'Polyeleos',
};

const sectionHeading = 'font-serif text-2xl text-burgundy-900';

function Reading({ reading }: { reading: DayReading }) {
  const { service, kind, display, note, verses } = reading;
  return (
    <li className="rounded-lg border border-parchment-300 bg-parchment-50 p-5">
      <h3 className="font-serif text-xl text-burgundy-800">{display}</h3>
      <p className="mt-1 text-sm text-ink-500">
        {kindNames[kind]} at {serviceNames[service]}
        {note ? ` · ${note}` : ''}
      </p>
      {verses ? (
        <p className="mt-3 leading-relaxed text-ink-700">
          {verses.map(({ chapter, verse, text }) => (
            <span key={`${chapter}:${verse}`}>
              <sup className="mr-0.5 text-xs text-ink-500">{verse}</sup>
              {text}{' '}
            </span>
          ))}
        </p>
      ) : (
        <p className="mt-3 text-sm text-ink-700 italic">
          The text of this reading is not on the site yet: read it in your Bible.
        </p>
      )}
    </li>
  );
}

/**
 * `/today` and `/calendar/{date}`: the day on the visitor's calendar: its civil and Church
 * dates, season, fast, feasts and saints, readings with their text, what the ministry has for
 * the season, the days around it and the feeds. `asked` is the calendar the address names (none:
 * the ministry's, and a visitor who chose the other on the Today line is taken to it).
 */
export function DayPage({
  page,
  asked,
  isToday = false,
}: {
  page: CalendarDayPage;
  asked?: ChurchCalendar;
  isToday?: boolean;
}) {
  const { day, commemorations, readings, products, posts, previous, next } = page;
  const { calendar } = day;
  const feeds = feedPaths(calendar);
  const civil = `${weekdayOf(day.date)}, ${formatDayMonthYear(day.date)}`;
  const seasonLine = seasonOfDay(day) + (day.tone === null ? '' : ` · Tone ${day.tone}`);
  const here = isToday ? '/today' : calendarPath(day.date);
  return (
    <article className="mx-auto max-w-3xl">
      {asked === undefined && <FollowStoredCalendar shown={calendar} />}
      <PageHeader
        eyebrow={isToday ? `Today · ${calendarName(calendar)}` : calendarName(calendar)}
        title={calendar === 'new' ? civil : formatDayMonthYear(day.churchDate)}
        lead={
          <>
            {calendar === 'old' && <p>Civil date: {civil}</p>}
            <p>
              {seasonLine}
              {day.feasts.length > 0 && ` · ${day.feasts.map(({ name }) => name).join(' · ')}`}
            </p>
          </>
        }
      />
      <nav
        aria-label="Days"
        className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 border-y border-parchment-300 py-3 text-sm font-semibold"
      >
        {previous ? (
          <Link to={calendarPath(previous, asked)} className="text-burgundy-700 hover:underline">
            ← {formatDayMonthYear(previous)}
          </Link>
        ) : (
          <span />
        )}
        <Link
          to={calendarPath(day.date.slice(0, 7), asked)}
          className="text-burgundy-700 hover:underline"
        >
          The month
        </Link>
        {next ? (
          <Link
            to={calendarPath(next, asked)}
            className="justify-self-end text-right text-burgundy-700 hover:underline"
          >
            {formatDayMonthYear(next)} →
          </Link>
        ) : (
          <span />
        )}
      </nav>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        <PrintButton />
        <SaveOfflineButton />
        <CalendarSwitch shown={calendar} pathOf={(choice) => `${here}?calendar=${choice}`} />
      </div>

      <section aria-labelledby="fast-heading" className="mt-8">
        <h2 id="fast-heading" className={sectionHeading}>
          The fast
        </h2>
        <p className="mt-2 text-lg text-ink-700">{day.fast.description}</p>
        <p className="mt-1 text-ink-700">
          {fastLevelMeanings[day.fast.level]} Fasting as in {fastingTraditionNames[day.tradition]}.
        </p>
      </section>

      <section aria-labelledby="saints-heading" className="mt-10">
        <h2 id="saints-heading" className={sectionHeading}>
          Commemorations
        </h2>
        <ul className="mt-3 space-y-3">
          {commemorations.map(({ name, rank, description }, index) => (
            <li key={name} className={index === 0 ? 'text-lg' : 'text-ink-700'}>
              {index === 0 ? <strong className="text-burgundy-900">{name}</strong> : name}
              {rank && rankNames[rank] && (
                <span className="ml-2 rounded-full bg-parchment-200 px-2 py-0.5 text-xs font-semibold text-ink-700">
                  {rankNames[rank]}
                </span>
              )}
              {description && <p className="mt-1 text-base text-ink-700">{description}</p>}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="readings-heading" className="mt-10">
        <h2 id="readings-heading" className={sectionHeading}>
          Readings
        </h2>
        {readings.length === 0 ? (
          <p className="mt-2 text-ink-700">No Epistle or Gospel is appointed for this day.</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {readings.map((reading) => (
              <Reading
                key={`${reading.service}-${reading.kind}-${reading.display}`}
                reading={reading}
              />
            ))}
          </ul>
        )}
        <p className="mt-3 text-sm text-ink-500">
          Scripture from the World English Bible (public domain).
        </p>
      </section>

      {(posts.length > 0 || products.length > 0) && (
        <section aria-labelledby="season-heading" className="mt-10">
          <h2 id="season-heading" className={sectionHeading}>
            For this season
          </h2>
          <ul className="mt-3 space-y-3">
            {posts.map(({ slug, title, excerpt }) => (
              <li key={slug}>
                <Link to={`/journey/${slug}`} className="text-lg hover:text-burgundy-600">
                  {title}
                </Link>
                {excerpt && <p className="text-ink-700">{excerpt}</p>}
              </li>
            ))}
            {products.map((product) => (
              <li key={product._id}>
                <Link to={productPath(product)} className="text-lg hover:text-burgundy-600">
                  {product.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="feeds-heading" className="mt-10 border-t border-parchment-300 pt-6">
        <h2 id="feeds-heading" className={sectionHeading}>
          Follow the Church year
        </h2>
        <ul className="mt-3 space-y-2 text-ink-700">
          <li>
            <a href={feeds.ics} className="font-semibold text-burgundy-700 underline">
              Great feasts and fasts for your calendar app
            </a>{' '}
            (iCalendar, the next two years, {calendarName(calendar)})
          </li>
          <li>
            <a href={feeds.rss} className="font-semibold text-burgundy-700 underline">
              The daily readings as a feed
            </a>{' '}
            (RSS)
          </li>
        </ul>
      </section>
    </article>
  );
}
