import { isFreeProduct, type Product } from '@ministry/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCart } from '@/lib/cart-context';
import { requestFreeDownload } from '../api/request-free-download';

export const DOWNLOAD_FAILED = 'Download failed. Please try again.';

type Download =
  { state: 'idle' } | { state: 'working' } | { state: 'failed' } | { state: 'ready'; url: string };

/** Getting a free resource: the download opens in a new tab. */
function FreeDownload({ product }: { product: Product }) {
  const [download, setDownload] = useState<Download>({ state: 'idle' });

  const start = async () => {
    setDownload({ state: 'working' });
    // The tab is opened now, while the click still counts as the visitor's own action, so that
    // pop-up blockers allow it; it is pointed at the file once the address arrives.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const url = await requestFreeDownload(product._id);
      if (tab) tab.location.href = url;
      setDownload({ state: 'ready', url });
    } catch {
      tab?.close();
      setDownload({ state: 'failed' });
    }
  };

  return (
    <div className="space-y-3">
      <Button size="lg" onClick={start} disabled={download.state === 'working'}>
        {download.state === 'working' ? 'Preparing your download…' : 'Get Free Resource'}
      </Button>
      {download.state === 'failed' && (
        <p role="alert" className="font-medium text-burgundy-600">
          {DOWNLOAD_FAILED}
        </p>
      )}
      {download.state === 'ready' && (
        <p role="status" className="text-ink-700">
          Your download has opened in a new tab. If it did not,{' '}
          <a
            href={download.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-burgundy-700 underline"
          >
            open your download here
          </a>
          .
        </p>
      )}
    </div>
  );
}

/** Add to Cart and Buy Now for paid items; for free ones, the download. */
export function PurchaseActions({ product }: { product: Product }) {
  const { addItem, openDrawer } = useCart();
  const navigate = useNavigate();
  const [added, setAdded] = useState(false);

  if (isFreeProduct(product)) return <FreeDownload product={product} />;

  const addToCart = () => {
    addItem(product);
    setAdded(true);
  };
  const buyNow = () => {
    addItem(product);
    void navigate('/checkout');
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <Button size="lg" onClick={addToCart}>
          Add to Cart
        </Button>
        <Button size="lg" variant="gold" onClick={buyNow}>
          Buy Now
        </Button>
      </div>
      <p role="status" className="min-h-6 text-ink-700">
        {added && (
          <>
            Added to your cart.{' '}
            <button
              type="button"
              onClick={openDrawer}
              className="font-semibold text-burgundy-700 underline underline-offset-2"
            >
              View cart
            </button>
          </>
        )}
      </p>
    </div>
  );
}
