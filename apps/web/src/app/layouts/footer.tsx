import { Link } from 'react-router';
import { Ornament } from '@/components/ui/ornament';
import { FOOTER_LINKS } from './nav-links';

export function Footer() {
  return (
    // Below the fold on every first view: the browser lays it out when it nears the screen, so
    // the first layout (the costliest, where each font is looked up) does less.
    <footer className="mt-16 border-t-4 border-gold-400 bg-burgundy-900 text-parchment-200 [contain-intrinsic-size:auto_520px] [content-visibility:auto]">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-5 px-4 py-10 text-center sm:px-6">
        <Ornament />
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
