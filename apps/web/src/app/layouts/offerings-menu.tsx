import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/components/ui/cn';
import { OFFERING_GROUPS } from './nav-links';

export const CLOSE_DELAY_MS = 300;

/**
 * The desktop "Offerings" menu. It opens on hover and on click, closes 300 ms after the pointer
 * leaves (so a pointer crossing the gap to the panel does not close it), when a link is chosen,
 * on Escape and on a click elsewhere.
 */
export function OfferingsMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A click on a menu the pointer has just opened keeps it open rather than closing it again.
  const openedByHover = useRef(false);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const close = () => {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
  };

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return;
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
  const onClick = () => {
    cancelClose();
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    setOpen(!open);
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          close();
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onClick}
        className="inline-flex h-11 items-center gap-1 rounded-md px-3 font-medium text-parchment-100 transition-colors hover:bg-white/10 hover:text-white"
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
          id={panelId}
          className="absolute top-full left-1/2 z-40 mt-2 w-[40rem] max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded-xl border border-gold-400/50 bg-parchment-50 p-6 shadow-2xl motion-safe:animate-fade-in"
        >
          <div className="grid grid-cols-3 gap-6">
            {OFFERING_GROUPS.map((group) => (
              <div key={group.title}>
                <h2 className="border-b border-gold-400/60 pb-2 font-serif text-lg text-burgundy-800">
                  {group.title}
                </h2>
                <ul className="mt-3 space-y-1">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <NavLink
                        to={link.to}
                        onClick={close}
                        className={({ isActive }) =>
                          cn(
                            'block rounded-md px-2 py-1.5 hover:bg-parchment-200',
                            isActive && 'bg-parchment-200',
                          )
                        }
                      >
                        <span className="block font-semibold text-ink-900">{link.label}</span>
                        {link.hint && (
                          <span className="block text-xs text-ink-500">{link.hint}</span>
                        )}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
