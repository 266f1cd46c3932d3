import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button';
import { Ornament } from '@/components/ui/ornament';

/** Any address the site does not have. */
export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl py-10 text-center">
      <p className="font-serif text-7xl text-gold-500">404</p>
      <h1 className="mt-2 text-4xl">Page Not Found</h1>
      <Ornament className="mt-4 justify-center" />
      <p className="mt-4 text-lg text-ink-700">
        The page you were looking for is not here. It may have moved, or the address may be
        mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonStyles('primary')}>
          Return home
        </Link>
        <Link to="/store" className={buttonStyles('secondary')}>
          Visit the store
        </Link>
      </div>
    </section>
  );
}
