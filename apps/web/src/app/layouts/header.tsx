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

// The header's first row. In every page's HTML, but its code is fetched apart from the first
// page's JavaScript (130 kB budget), as the search's is: the stored choice already shows on the
// page before it arrives (root.tsx).
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
      <Suspense>
        <ReadingControls />
      </Suspense>
      <div className="relative mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        {/* From 768 px the support button shows; the other links wait for the room they need
            (1024 px) and are in the phone menu until then. */}
        <nav aria-label="Main" className="hidden items-center gap-1 md:ml-auto md:flex lg:ml-0">
          <div className="hidden items-center gap-1 lg:flex">
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
        <div className="flex flex-none items-center gap-1">
          <SiteSearch part="desktop" />
          <CartButton />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
