import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

export const PURPOSE_BANNER = '/images/purpose-banner.svg';

/**
 * The banner, or a plain burgundy band when it cannot be shown, also when it failed in the
 * server-rendered page before React was there to hear it.
 */
function Banner() {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <div
        data-testid="purpose-banner-fallback"
        aria-hidden="true"
        className="mb-10 aspect-[15/4] w-full rounded-xl bg-gradient-to-r from-burgundy-900 via-burgundy-700 to-burgundy-900"
      />
    );
  }
  return (
    <img
      ref={image}
      src={PURPOSE_BANNER}
      alt="Candles burning before an icon"
      width={1200}
      height={320}
      onError={() => setFailed(true)}
      className="mb-10 aspect-[15/4] w-full rounded-xl object-cover shadow-md"
    />
  );
}

/** `/purpose`: "Our Purpose". */
export function PurposePage() {
  return (
    <>
      <Banner />
      <PageHeader title="Our Purpose" />
      <div className="prose-ministry mx-auto max-w-3xl text-lg">
        <p>
          The purpose of this ministry is simple: to put good tools for prayer and study into the
          hands of anyone who wants them, and to give away as much as possible.
        </p>
        <p>
          The Christian life is lived one day at a time. Most of us do not need more information
          about prayer so much as help to begin, and to keep going. So these resources are short,
          practical and rooted in the Church’s own prayers and the Scriptures.
        </p>
        <p>
          Many resources are free. The rest are sold at modest prices, and every purchase and gift
          pays for the next resource, for printed copies sent where they are needed, and for keeping
          the free resources free.
        </p>
      </div>
      <p className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to="/freebies" className={buttonStyles('primary')}>
          Free resources
        </Link>
        <Link to="/donate" className={buttonStyles('secondary')}>
          Offer your support
        </Link>
      </p>
    </>
  );
}
