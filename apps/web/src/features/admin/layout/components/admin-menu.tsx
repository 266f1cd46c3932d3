import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NavLink } from '@/components/ui/link';

interface MenuItem {
  to: string;
  label: string;
  adminOnly?: boolean;
}

const menu: MenuItem[] = [
  { to: '/admin', label: 'Dashboard Home' },
  { to: '/admin/posts', label: 'Manage Posts' },
  { to: '/admin/posts/new', label: 'New Post' },
  { to: '/admin/products', label: 'Manage Products' },
  { to: '/admin/collections', label: 'Manage Collections' },
  { to: '/admin/pearls', label: 'Manage Pearls' },
  { to: '/admin/users', label: 'Manage Users', adminOnly: true },
  { to: '/admin/categories', label: 'Manage Categories' },
  { to: '/admin/newsletters', label: 'Emails' },
  { to: '/admin/orders', label: 'Orders', adminOnly: true },
  { to: '/admin/codes', label: 'Codes', adminOnly: true },
  { to: '/admin/messages', label: 'Messages', adminOnly: true },
  { to: '/admin/gifts', label: 'Gifts', adminOnly: true },
  { to: '/admin/subscribers', label: 'Subscribers' },
  { to: '/admin/settings', label: 'Settings', adminOnly: true },
];

export const focusOnDark =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300';

interface AdminMenuProps {
  isAdmin: boolean;
  /** Shown with the menu: who is signed in, Logout. */
  footer: ReactNode;
}

/**
 * The admin menu. On a wide screen it is always shown; on a phone it folds behind a "Menu"
 * button (aria-expanded), so that the screen's own content comes first. Opening it moves the
 * focus to its first link; Escape closes it and gives the focus back to the button; following a
 * link closes it (the next screen's heading then takes the focus).
 */
export function AdminMenu({ isAdmin, footer }: AdminMenuProps) {
  const { pathname } = useLocation();
  // Open on the path it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className={`absolute top-4 right-4 rounded-md border border-gold-300 px-3 py-1.5 text-sm font-semibold text-parchment-100 hover:bg-burgundy-800 lg:hidden ${focusOnDark}`}
      >
        {open ? 'Close menu' : 'Menu'}
      </button>
      <div
        ref={panel}
        id={panelId}
        className={`${open ? 'flex' : 'hidden'} flex-1 flex-col lg:flex lg:min-h-0`}
      >
        {/* On a wide screen the sidebar is one screen tall: a long menu scrolls inside it, so
            that who is signed in, Logout and View site stay on the sidebar's own dark ground. */}
        <nav aria-label="Admin" className="flex-1 px-3 py-4 lg:min-h-0 lg:overflow-y-auto">
          <ul className="flex flex-col gap-1">
            {menu
              .filter((item) => isAdmin || !item.adminOnly)
              .map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    className={({ isActive }) =>
                      `block rounded-md border-l-4 px-3 py-2 text-sm font-medium ${focusOnDark} ${
                        isActive
                          ? 'border-gold-300 bg-burgundy-800 text-white'
                          : 'border-transparent text-parchment-200 hover:bg-burgundy-800/70 hover:text-white'
                      }`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        {footer}
      </div>
    </>
  );
}
