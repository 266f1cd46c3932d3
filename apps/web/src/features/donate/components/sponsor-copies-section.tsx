import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

// Like the giving form: react-hook-form, zod and the contracts load only when a visitor opens it.
const loadSponsorForm = () => import('./sponsor-copies-form');
const SponsorCopiesForm = lazy(loadSponsorForm);

/** "Sponsor copies" on `/donate`: a button until the visitor opens the form. */
export function SponsorCopiesSection() {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button
        variant="secondary"
        size="lg"
        className="mt-6"
        onPointerEnter={() => void loadSponsorForm()}
        onFocus={() => void loadSponsorForm()}
        onClick={() => setOpen(true)}
      >
        Sponsor copies
      </Button>
    );
  }
  return (
    <div className="mx-auto mt-6 max-w-xl">
      <Suspense fallback={<p role="status">Loading the form…</p>}>
        <SponsorCopiesForm />
      </Suspense>
    </div>
  );
}
