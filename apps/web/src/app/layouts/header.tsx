import { lazy, Suspense } from 'react';
import { NavLink } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CartButton } from '@/features/cart';
import { SiteSearch } from '@/features/search';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { HEADER_LINKS, SUPPORT_LINK } from './nav-links';
import { OfferingsMenu } from './offerings-menu';

// In every page's HTML, but its code is fetched apart from the first page's JavaScript (130 kB
// budget), as the search's is: the stored choice already shows before it arrives (root.tsx).
const ReadingControls = import.meta.env.SSR
  ? (await import('./reading-controls')).default
  : lazy(() => import('./reading-controls'));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-11 items-center rounded-md px-3 font-medium whitespace-nowrap transition-colors hover:bg-white/10 hover:text-white',
    isActive ? 'text-gold-300' : 'text-parchment-100',
  );

export function Header() {
  return (
    <header className="relative z-30 border-b-4 border-gold-400 bg-burgundy-800 shadow-md">
      <div
        aria-label="Reading comfort"
        role="group"
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-end gap-x-4 gap-y-1 px-4 pt-1 sm:px-6"
      >
        <Suspense>
          <ReadingControls />
        </Suspense>
      </div>
      <div className="relative mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 large-text:h-auto large-text:min-h-18 large-text:flex-wrap large-text:py-2">
        <Logo />
        {/* From 768 px the support button shows; the other links wait for the room they need
            (1024 px) and are in the phone menu until then. */}
        <nav
          aria-label="Main"
          className="hidden items-center gap-1 md:ml-auto md:flex lg:ml-0 large-text:flex-wrap"
        >
          <div className="hidden items-center gap-1 lg:flex large-text:flex-wrap">
            <OfferingsMenu />
            {HEADER_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className={linkClass}>
                {link.label}
              </NavLink>
            ))}
          </div>
          <NavLink
            to={SUPPORT_LINK.to}
            className={cn(buttonStyles('gold', 'sm'), 'ml-2 whitespace-nowrap')}
          >
            {SUPPORT_LINK.label}
          </NavLink>
        </nav>
        <div className="flex flex-none items-center gap-1 large-text:ml-auto">
          <SiteSearch part="desktop" />
          <CartButton />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
