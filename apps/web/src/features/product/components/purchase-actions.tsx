import type { Product } from '@ministry/contracts';
import { chosenAmountProblem, chosenCentsFrom } from '@ministry/contracts/pay-what-you-can';
import { isFreeProduct } from '@ministry/contracts/product-rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useActionData, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/form-field';
import { formatAmount } from '@/lib/format';
import { useCart, type AddOutcome } from '@/lib/cart-context';
import { requestFreeDownload, type FreeDownloadLink } from '../api/request-free-download';
import { FreeDownloadGift } from './free-download-gift';

export const DOWNLOAD_FAILED = 'Download failed. Please try again.';

type Download =
  | { state: 'idle' }
  | { state: 'working' }
  | { state: 'failed' }
  | ({ state: 'ready' } & FreeDownloadLink);

/**
 * A file the api serves is downloaded from this page: it comes as an attachment, so the page
 * stays and no empty tab is left behind.
 */
function saveFile(url: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Getting a free resource: its file downloads in place; a product that links to another site
 * opens that link in a new tab, as the spec says. Either way the page then offers the link, in
 * case the browser held the download or the tab back.
 */
function FreeDownload({ product }: { product: Product }) {
  const [download, setDownload] = useState<Download>({ state: 'idle' });

  const start = async () => {
    setDownload({ state: 'working' });
    try {
      const link = await requestFreeDownload(product._id);
      if (link.kind === 'file') saveFile(link.url);
      else window.open(link.url, '_blank', 'noopener,noreferrer');
      setDownload({ state: 'ready', ...link });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
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
      {download.state === 'ready' && download.kind === 'file' && (
        <p role="status" className="text-ink-700">
          Your download has started. If it did not,{' '}
          <a href={download.url} download className="font-semibold text-burgundy-700 underline">
            download it here
          </a>
          .
        </p>
      )}
      {download.state === 'ready' && download.kind === 'external' && (
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
      {download.state === 'ready' && <FreeDownloadGift product={product} />}
    </div>
  );
}

type PurchaseIntent = 'add' | 'buy';

/** Why Add to Cart added nothing: the cart already holds all that one line may. */
function cartHoldsAll(product: Product, limit: number): string {
  const left = product.format === 'physical' ? product.stock : undefined;
  if (left !== limit) return `Your cart already holds ${limit}, the most one order can take.`;
  if (limit === 1) return 'Your cart already holds the only one left, so none was added.';
  return `Your cart already holds all ${limit} left, so none was added.`;
}

/** Buy Now checks out this item alone (at the amount chosen); the cart is left for later. */
const buyNowPath = (product: Product, chosenCents?: number) =>
  `/checkout?buy=${encodeURIComponent(product._id)}&format=${product.format}${chosenCents === undefined ? '' : `&amount=${chosenCents}`}`;

interface Purchase {
  intent: PurchaseIntent;
  productId: string;
  /** Pay what you can: the amount as typed. */
  amount?: string;
}

/** What the purchase form posts: which button, for which product (and at what amount). */
export function readPurchaseIntent(form: FormData): { purchase: Purchase } | null {
  const intent = form.get('intent');
  const productId = form.get('productId');
  const amount = form.get('amount');
  if ((intent !== 'add' && intent !== 'buy') || typeof productId !== 'string') return null;
  return { purchase: { intent, productId, ...(typeof amount === 'string' ? { amount } : {}) } };
}

const postedFor = (actionData: unknown, productId: string): Purchase | null => {
  if (typeof actionData !== 'object' || actionData === null || !('purchase' in actionData)) {
    return null;
  }
  const purchase = actionData.purchase as Purchase;
  return purchase.productId === productId ? purchase : null;
};

/** "6.00" for the amount field, from dollars. */
const amountText = (dollars: number) => dollars.toFixed(2);

/**
 * Add to Cart and Buy Now for paid items, with the amount for one sold at what the buyer can
 * pay; for free ones, the download. The buttons are a form: pressed before the page's JavaScript
 * has run, it posts to the product route's action, which hands the choice back, and it is carried
 * out here as soon as the page runs. After that the buttons act at once in the browser.
 */
export function PurchaseActions({ product }: { product: Product }) {
  const { addItem, openDrawer } = useCart();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);
  const actionData: unknown = useActionData();
  const handled = useRef(false);
  const rule = product.payWhatYouCan;
  const posted = postedFor(actionData, product._id);
  const [amount, setAmount] = useState(posted?.amount ?? (rule ? amountText(rule.suggested) : ''));
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const amountInput = useRef<HTMLInputElement>(null);

  /** The amount chosen, in cents; undefined for a fixed price, null when it cannot be charged. */
  const chosen = (typed: string): number | undefined | null => {
    if (!rule) return undefined;
    const cents = chosenCentsFrom(typed);
    const problem = chosenAmountProblem(rule, cents);
    setAmountProblem(problem);
    if (problem) {
      amountInput.current?.focus();
      return null;
    }
    return cents;
  };

  const purchase = (intent: PurchaseIntent, typed: string) => {
    const chosenCents = chosen(typed);
    if (chosenCents === null) return;
    if (intent === 'buy') {
      void navigate(buyNowPath(product, chosenCents));
      return;
    }
    setOutcome(addItem(product, chosenCents));
  };

  useEffect(() => {
    if (!posted || handled.current) return;
    handled.current = true;
    const chosenCents = chosen(posted.amount ?? '');
    if (chosenCents === null) return;
    if (posted.intent === 'buy') void navigate(buyNowPath(product, chosenCents));
    // Pressed before the page ran: the page loaded with that press says "Added to your cart."
    else addItem(product, chosenCents);
  });

  if (isFreeProduct(product) && !rule) return <FreeDownload product={product} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    purchase(
      submitter instanceof HTMLButtonElement && submitter.value === 'buy' ? 'buy' : 'add',
      amount,
    );
  };
  const added = outcome ?? (posted?.intent === 'add' && !amountProblem ? { added: true } : null);

  return (
    <div className="space-y-6">
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-3">
        <input type="hidden" name="productId" value={product._id} />
        {rule && (
          <FormField
            label="Pay what you can (US dollars)"
            hint={
              rule.minimum > 0
                ? `Suggested ${formatAmount(rule.suggested)}. The least is ${formatAmount(rule.minimum)}.`
                : `Suggested ${formatAmount(rule.suggested)}. Any amount above $0 is welcome.`
            }
            error={amountProblem ?? undefined}
            className="max-w-xs"
          >
            <Input
              ref={amountInput}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setAmountProblem(null);
              }}
            />
          </FormField>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="add" size="lg">
            Add to Cart
          </Button>
          <Button
            type="submit"
            name="intent"
            value="buy"
            size="lg"
            variant="gold"
            aria-describedby={`buy-now-hint-${product._id}`}
          >
            Buy Now
          </Button>
        </div>
        <p id={`buy-now-hint-${product._id}`} className="text-sm text-ink-500">
          Buy Now pays for this item alone; anything in your cart stays there for later.
        </p>
        <p role="status" className="min-h-6 text-ink-700">
          {added && (
            <>
              {added.added === false ? cartHoldsAll(product, added.limit) : 'Added to your cart.'}{' '}
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
      </form>
      {/* A least price of 0: nothing at all is welcome too, as a free download. */}
      {rule && isFreeProduct(product) && product.format === 'digital' && (
        <section aria-labelledby={`free-${product._id}`} className="space-y-2">
          <h2 id={`free-${product._id}`} className="font-sans text-base font-semibold">
            Cannot give anything now?
          </h2>
          <p className="text-ink-700">It is yours all the same, free.</p>
          <FreeDownload product={product} />
        </section>
      )}
    </div>
  );
}
