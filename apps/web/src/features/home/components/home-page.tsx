import { useEffect, useRef } from 'react';
import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button';
import { Ornament } from '@/components/ui/ornament';
import { ScriptureQuote } from '@/components/ui/scripture-quote';
import type { Loaded } from '@/lib/loaded';
import type { FeaturedTitle } from '../api/get-featured-products';
import type { SeasonOnHome } from '../api/get-season';
import { FeaturedStrip } from './featured-strip';
import { SeasonSection } from './season-section';

const BLURBS = [
  {
    title: 'Orthodox Tradition',
    text: 'Resources rooted in the faith of the Apostles and the Fathers, handed down whole and unchanged through the centuries.',
  },
  {
    title: 'Prayer & Worship',
    text: 'Prayers for morning and evening, for feasts and fasts, so that the Church’s worship can shape each ordinary day.',
  },
  {
    title: 'Community & Growth',
    text: 'Studies and booklets to read alone, with family or with a parish group, growing together in Christ.',
  },
] as const;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The candle, played from the browser while it is on screen (never for visitors who prefer less
 * motion). A phone hides it (its box shows from the `sm` width up), and a video nobody sees would
 * still be fetched and decoded, taking the processor from the page as it starts.
 */
function CandleVideo() {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || prefersReducedMotion()) return;
    const play = () =>
      // play() is a promise in today's browsers; older ones (and jsdom) return nothing.
      Promise.resolve(element.play()).catch(() => {
        // Autoplay refused (data saver, battery saver): the poster stays, as intended.
      });
    if (typeof IntersectionObserver === 'undefined') {
      void play();
      return;
    }
    const onScreen = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) void play();
      else element.pause();
    });
    onScreen.observe(element);
    return () => onScreen.disconnect();
  }, []);
  return (
    <video
      ref={video}
      src="/media/candle.mp4"
      className="aspect-[3/5] w-full object-cover"
      aria-hidden="true"
      loop
      muted
      playsInline
      preload="none"
      poster="/images/candle-poster.svg"
    />
  );
}

/**
 * `/`: the welcome, what the ministry offers, what suits the season (when anything is tagged for
 * it), the featured tools and a closing verse.
 */
export function HomePage({
  featured,
  season = null,
}: {
  featured: Promise<Loaded<FeaturedTitle[]>>;
  season?: SeasonOnHome | null;
}) {
  return (
    <>
      <section className="relative overflow-hidden rounded-2xl bg-burgundy-800 text-parchment-100 shadow-lg">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_30%,rgb(212_173_90/0.35),transparent_55%)]"
        />
        <div className="relative grid items-center gap-8 px-4 py-10 sm:px-10 md:grid-cols-[1fr_auto] md:py-14 large-text:md:grid-cols-1">
          <div>
            <p className="text-xs font-semibold tracking-[0.3em] text-gold-300 uppercase">
              An Orthodox Christian ministry
            </p>
            <h1 className="mt-3 text-4xl leading-tight text-parchment-50 sm:text-5xl">
              Welcome to Orthodox Resources
            </h1>
            <p className="mt-4 max-w-xl text-lg text-parchment-200">
              Prayers, Bible studies, booklets and graphics for the journey of faith, offered with
              love for the glory of God and the building up of His Church.
            </p>
            <div className="mt-7 flex flex-wrap gap-3">
              <Link to="/offerings" className={buttonStyles('gold')}>
                Explore Our Offerings
              </Link>
              <Link
                to="/about"
                className={`${buttonStyles('ghost')} text-parchment-50 hover:bg-white/10`}
              >
                Our Mission
              </Link>
            </div>
          </div>
          <div className="mx-auto hidden w-40 overflow-hidden rounded-t-full border-4 border-gold-400/80 shadow-xl sm:block md:w-48">
            <CandleVideo />
          </div>
        </div>
      </section>

      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {BLURBS.map((blurb) => (
          <li
            key={blurb.title}
            className="rounded-lg border border-parchment-300 bg-parchment-50/80 p-6 text-center shadow-sm"
          >
            <h2 className="text-2xl">{blurb.title}</h2>
            <Ornament className="mt-3 justify-center" />
            <p className="mt-3 text-ink-700">{blurb.text}</p>
          </li>
        ))}
      </ul>

      {/* What suits the season comes first; the featured tools (the spec's strip) always follow.
          Both and the closing verse are below the first screen (render-when-near, index.css). */}
      {season && <SeasonSection season={season} />}
      <FeaturedStrip featured={featured} />

      <ScriptureQuote
        className="render-when-near mt-20 mb-6"
        text="Thy word is a lamp unto my feet, and a light unto my path."
        reference="Psalm 119:105"
      />
    </>
  );
}
