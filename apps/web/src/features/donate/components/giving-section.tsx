import type { FundProgress } from '@ministry/contracts/gifts';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { LinkedGift } from '../lib/gift-link';

// The form brings react-hook-form, zod and the gift contracts: fetched only when a visitor
// starts to give, so the page itself stays light. Hovering or focusing the button starts the
// download early.
const loadGivingForm = () => import('./giving-form');
const GivingForm = lazy(loadGivingForm);

/** The "give on this page" part of `/donate`: a button until the visitor opens the form. */
export function GivingSection({
  defaultOpen = false,
  goals = [],
  linkedGift = null,
}: {
  defaultOpen?: boolean;
  goals?: FundProgress[];
  linkedGift?: LinkedGift | null;
}) {
  const [open, setOpen] = useState(defaultOpen);
  if (!open) {
    return (
      <Button
        variant="gold"
        size="lg"
        className="mt-6"
        onPointerEnter={() => void loadGivingForm()}
        onFocus={() => void loadGivingForm()}
        onClick={() => setOpen(true)}
      >
        Give on this page
      </Button>
    );
  }
  return (
    <div className="mx-auto mt-6 max-w-xl">
      <Suspense fallback={<p role="status">Loading the giving form…</p>}>
        <GivingForm goals={goals} linkedGift={linkedGift} />
      </Suspense>
    </div>
  );
}
