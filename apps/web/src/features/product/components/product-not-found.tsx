import type { Product } from '@ministry/contracts';
import { NavigationType, useNavigate, useNavigationType } from 'react-router';
import { Link } from '@/components/ui/link';
import { Button, buttonStyles } from '@/components/ui/button';
import { formatLabel } from '@/lib/format';
import { productHref } from '@/lib/links';

/** The "Resource Not Found" card, with a way back (and to the other edition when there is one). */
export function ProductNotFound({ otherEdition }: { otherEdition?: Product | null }) {
  const navigate = useNavigate();
  // Reached by a link, Go Back goes back; opened directly (or by the browser's own history),
  // there is no page of the shop to go back to: go to the store instead.
  const arrivedByLink = useNavigationType() !== NavigationType.Pop;
  const goBack = () => void (arrivedByLink ? navigate(-1) : navigate('/store'));

  return (
    <>
      <section className="mx-auto max-w-lg rounded-xl border border-parchment-300 bg-parchment-50 px-8 py-12 text-center shadow-sm">
        <h1 className="text-3xl">Resource Not Found</h1>
        <p className="mt-3 text-ink-700">
          We could not find this resource. It may have moved or is no longer offered.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={goBack}>Go Back</Button>
          {otherEdition && (
            <Link to={productHref(otherEdition)} className={buttonStyles('secondary')}>
              View the {formatLabel(otherEdition.format)} edition
            </Link>
          )}
        </div>
      </section>
    </>
  );
}
