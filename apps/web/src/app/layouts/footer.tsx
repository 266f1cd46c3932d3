import { Link } from '@/components/ui/link';
import { Ornament } from '@/components/ui/ornament';
import { SubscribeBox } from '@/features/newsletter';
import { FOOTER_LINKS } from './nav-links';

export function Footer() {
  return (
    // Below every page's first screen (see render-when-near in index.css).
    <footer className="render-when-near mt-16 border-t-4 border-gold-400 bg-burgundy-900 text-parchment-200">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-5 px-4 py-10 text-center sm:px-6">
        <Ornament />
        <SubscribeBox place="footer" compact title="The journal by email" />
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-gold-300 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm">
          © {new Date().getFullYear()} Orthodox Resources. Offered for the glory of God.
        </p>
      </div>
    </footer>
  );
}
