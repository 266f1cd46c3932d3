import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { NavLink } from '@/components/ui/link';
import { cn } from '@/components/ui/cn';
import { ABOUT_GROUP, OFFERING_GROUPS, STORE_LINK, type NavGroup, type NavItem } from './nav-links';

export const CLOSE_DELAY_MS = 300;

type FocusOnOpen = 'first' | 'last' | null;

/**
 * The desktop "Offerings" menu, a WAI-ARIA menu button. Enter, Space and ↓ open it on its first
 * item, ↑ on its last; the arrows move through the items (wrapping), Home and End jump to the
 * ends, Escape closes it and gives the focus back to the button, Tab closes it and moves on. The
 * pointer opens it on hover and on click; it closes 300 ms after the pointer leaves (so a pointer
 * crossing the gap to the panel does not close it), when a link is chosen and on a click
 * elsewhere. Its panel holds the spec's three groups (the free resources sharing their column
 * with "About the Ministry") and, across the foot, the whole Store.
 */
export function OfferingsMenu() {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A click on a menu the pointer has just opened keeps it open rather than closing it again.
  const openedByHover = useRef(false);
  // Which item takes the focus once the menu is on screen (none when the pointer opened it).
  const focusOnOpen = useRef<FocusOnOpen>(null);

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const close = () => {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
  };
  const openAt = (target: FocusOnOpen) => {
    cancelClose();
    openedByHover.current = false;
    if (open) {
      if (target) (target === 'first' ? items()[0] : items().at(-1))?.focus();
      return;
    }
    focusOnOpen.current = target;
    setOpen(true);
  };

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target) (target === 'first' ? items()[0] : items().at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      openedByHover.current = false;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMouseEnter = () => {
    cancelClose();
    if (!open) {
      openedByHover.current = true;
      setOpen(true);
    }
  };
  const onMouseLeave = () => {
    cancelClose();
    closeTimer.current = setTimeout(close, CLOSE_DELAY_MS);
  };
  const onClick = (event: MouseEvent) => {
    if (open && openedByHover.current) {
      openedByHover.current = false;
      cancelClose();
      // Enter or Space (a click without a pointer) on a menu the pointer opened.
      if (event.detail === 0) items()[0]?.focus();
      return;
    }
    if (open) close();
    else openAt('first');
  };

  // Enter and Space reach `onClick` as the button's own click.
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAt(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const next = {
      ArrowDown: (index + 1) % all.length,
      ArrowUp: (index - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    }[event.key];
    if (next !== undefined) {
      event.preventDefault();
      all[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      // From the button, the browser's own Tab moves on to what follows (or precedes) it.
      buttonRef.current?.focus();
      close();
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget)) close();
      }}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onClick}
        onKeyDown={onButtonKeyDown}
        className="inline-flex h-11 items-center gap-1 rounded-md px-3 font-medium whitespace-nowrap text-parchment-100 transition-colors hover:bg-white/10 hover:text-white"
      >
        Offerings
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={cn('h-4 w-4 transition-transform', open && 'rotate-180')}
          fill="currentColor"
        >
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full left-1/2 z-40 mt-2 grid w-[40rem] max-w-[calc(100vw-2rem)] -translate-x-1/2 grid-cols-3 gap-6 rounded-xl border border-gold-400/50 bg-parchment-50 p-6 shadow-2xl motion-safe:animate-fade-in"
        >
          {COLUMNS.map((column) => (
            <div key={column[0]?.title} className="space-y-6">
              {column.map((group) => (
                <MenuGroup key={group.title} group={group} menuId={menuId} onChoose={close} />
              ))}
            </div>
          ))}
          <div className="col-span-3 border-t border-gold-400/60 pt-3">
            <MenuLink link={STORE_LINK} onChoose={close} />
          </div>
        </div>
      )}
    </div>
  );
}

/** The panel's columns: one group each, the last one sharing its column with "About". */
const COLUMNS: readonly (readonly NavGroup[])[] = OFFERING_GROUPS.map((group, index) =>
  index === OFFERING_GROUPS.length - 1 ? [group, ABOUT_GROUP] : [group],
);

function MenuGroup({
  group,
  menuId,
  onChoose,
}: {
  group: NavGroup;
  menuId: string;
  onChoose: () => void;
}) {
  const titleId = `${menuId}-${group.title.replaceAll(' ', '-')}`;
  return (
    <div role="group" aria-labelledby={titleId}>
      <div
        id={titleId}
        aria-hidden="true"
        className="border-b border-gold-400/60 pb-2 font-serif text-lg text-burgundy-800"
      >
        {group.title}
      </div>
      <div className="mt-3 space-y-1">
        {group.links.map((link) => (
          <MenuLink key={link.to} link={link} onChoose={onChoose} />
        ))}
      </div>
    </div>
  );
}

function MenuLink({ link, onChoose }: { link: NavItem; onChoose: () => void }) {
  return (
    <NavLink
      to={link.to}
      role="menuitem"
      tabIndex={-1}
      onClick={onChoose}
      className={({ isActive }) =>
        cn(
          'block rounded-md px-2 py-1.5 hover:bg-parchment-200 focus:bg-parchment-200',
          isActive && 'bg-parchment-200',
        )
      }
    >
      <span className="block font-semibold text-ink-900">{link.label}</span>
      {link.hint && <span className="block text-xs text-ink-500">{link.hint}</span>}
    </NavLink>
  );
}
