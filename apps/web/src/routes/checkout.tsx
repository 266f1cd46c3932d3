import type { CartItem, CheckoutSessionResponse, GiftPurchaseInput } from '@ministry/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { lineKey, loadCart, quantityLimit, totalPrice } from '@/features/cart';
// Not through the cart's index: that one is on the first screen, which needs no api client.
import { getLineStock } from '@/features/cart/api/get-line-stock';
import {
  CheckoutSessionError,
  createCheckoutSession,
  type CheckoutOptions,
} from '@/features/checkout/api/create-checkout-session';
import { buyerCalendar } from '@/features/checkout/lib/buyer-calendar';
import type { CheckoutCode } from '@/features/checkout/components/code-option';
import { getPaymentsConfig } from '@/features/checkout/api/get-payments-config';
import { releaseCheckoutSession } from '@/features/checkout/api/release-checkout-session';
import { getBuyNowLine, rememberBuyNowSession } from '@/features/checkout/lib/buy-now';
import {
  CheckoutLoading,
  CheckoutPage,
  type SessionState,
} from '@/features/checkout/components/checkout-page';
import { useCart } from '@/lib/cart-context';
import { loadContracts } from '@/lib/contracts';
import { settle, type Loaded } from '@/lib/loaded';
import { shippingOf } from '@/lib/shipping';
import { unindexed } from '@/lib/seo';
import { getShippingTerms } from '@/lib/shipping-terms';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

/** A visitor's own cart: nothing for a search engine. */
export const meta = () => unindexed('Checkout');

/**
 * `/checkout` runs in the browser (the cart is kept there): the payment settings, the cart as it
 * is on arrival and what is free to sell of its physical lines, asked before this visit's
 * session holds any of it. The server sends the loading state.
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const buy = search.get('buy');
  const [config, { cartItemSchema }] = await Promise.all([
    settle(getPaymentsConfig()),
    loadContracts(),
  ]);
  const cart = loadCart(cartItemSchema);
  // Buy Now: this one item alone, the cart kept for later.
  const items = buy
    ? [await getBuyNowLine(buy, search.get('format') ?? '', search.get('amount'))]
    : cart;
  const alone = buy ? { kept: cart.length } : null;
  const physical = items.filter((item) => item.selectedFormat === 'physical');
  const [shipping, ...stock] = await Promise.all([
    // What posting costs and where it goes, as payments will charge it.
    physical.length > 0 ? settle(getShippingTerms()) : null,
    ...physical.map(async (item) => [lineKey(item), await getLineStock(item)] as const),
  ]);
  const free: Record<string, number> = {};
  for (const [key, count] of stock) if (count !== undefined) free[key] = count;
  return { config, items, free, alone, shipping };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = CheckoutLoading;

type SessionProblem = { path: string; message: string };
type ActionResult = Loaded<CheckoutSessionResponse> & {
  details?: SessionProblem[];
  /** The server refused the code asked for: why, by its field; the session is without it. */
  codeProblems?: SessionProblem[];
};

const isCodeProblem = (problem: SessionProblem) =>
  problem.path === 'body.code' || problem.path === 'body.email';

const sessionFor = (items: CartItem[], options: CheckoutOptions): Promise<ActionResult> =>
  createCheckoutSession(items, options).then(
    (response) => ({ data: response }),
    (error: unknown) =>
      error instanceof CheckoutSessionError
        ? // The spec shows the status and the answer's text; a gift's fields show their own.
          { error: { status: error.status, message: error.body }, details: [...error.details] }
        : {
            error: { status: 0, message: error instanceof Error ? error.message : String(error) },
          },
  );

/**
 * Creating the checkout session: a mutation (each one makes a session and an order), made by
 * the page once per visit and again only when the visitor asks to. A code the server refuses
 * does not stop the checkout: it is made without the code, and the code's field says why.
 */
export async function clientAction({ request }: ClientActionFunctionArgs): Promise<ActionResult> {
  const { cartItems, ...options } = (await request.json()) as {
    cartItems: CartItem[];
  } & CheckoutOptions;
  const result = await sessionFor(cartItems, options);
  const codeProblems = options.code ? result.details?.filter(isCodeProblem) : undefined;
  if (!codeProblems?.length) return result;
  return { ...(await sessionFor(cartItems, { ...options, code: null })), codeProblems };
}

// The session's creation must not reload the page's data; a new visit (a link to /checkout,
// even from /checkout) does.
export const shouldRevalidate = ({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (formMethod ? false : defaultShouldRevalidate);

export default function Route() {
  const location = useLocation();
  // Every visit is a new checkout with its own session.
  return <Checkout key={location.key} />;
}

function Checkout() {
  const location = useLocation();
  const { config, items, free, alone, shipping } = useLoaderData<typeof clientLoader>();
  const shippingAmount = shipping?.data ? shippingOf(shipping.data, items) : null;
  const cart = useCart();
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);
  const revalidator = useRevalidator();
  const fetcher = useFetcher<typeof clientAction>();
  const created = useRef(false);
  // "This is a gift": the session is made again with it whenever it changes.
  const [gift, setGift] = useState<GiftPurchaseInput | null>(null);
  // A discount code: kept when the order changes (a new visit of /checkout), and made again with.
  const [code, setCode] = useState<CheckoutCode | null>(
    () => (location.state as { code?: CheckoutCode } | null)?.code ?? null,
  );

  let session: SessionState = { status: 'creating' };
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (result) {
    session = result.error
      ? { status: 'failed', error: result.error }
      : { status: 'created', ...result.data };
  }
  // The code goes with the next session only while the server takes it.
  const appliedCode = session.status === 'created' && session.discount ? code : null;

  const createSession = (
    withGift = gift,
    withCode = session.status === 'created' ? appliedCode : code,
  ) =>
    fetcher.submit(
      {
        cartItems: items,
        gift: withGift,
        code: withCode && { code: withCode.code, email: withCode.email ?? null },
        calendar: buyerCalendar() ?? null,
      },
      { method: 'post', encType: 'application/json' },
    );

  useEffect(() => {
    // Once per visit: a second render (or StrictMode's second mount) must not pay twice.
    if (created.current || items.length === 0) return;
    created.current = true;
    void createSession();
  });

  // The thank-you page must know this session bought one item alone, to leave the cart be.
  const boughtAlone = alone && session.status === 'created' ? session.clientSecret : null;
  useEffect(() => {
    if (boughtAlone) rememberBuyNowSession(boughtAlone);
  }, [boughtAlone]);
  // A changed order needs a new session: the old one gives its stock back first, the cart is
  // changed, and the checkout starts again as a new visit.
  const restartWith = async (change: () => void) => {
    setChanging(true);
    if (session.status === 'created') await releaseCheckoutSession(session.clientSecret);
    change();
    await navigate('/checkout', {
      replace: true,
      state: appliedCode ? { code: appliedCode } : null,
    });
  };
  // A gift or a code given, changed or taken back: the open session gives its stock (and its use
  // of a code) back and a new one starts. Its payment waits meanwhile: paying the old session
  // would buy the order as it was.
  const [renewing, setRenewing] = useState(false);
  const renewSession = async (withGift: GiftPurchaseInput | null, withCode: CheckoutCode | null) => {
    setRenewing(true);
    try {
      if (session.status === 'created') await releaseCheckoutSession(session.clientSecret);
      await createSession(withGift, withCode);
    } finally {
      setRenewing(false);
    }
  };
  const changeGift = (next: GiftPurchaseInput | null) => {
    setGift(next);
    void renewSession(next, session.status === 'created' ? appliedCode : code);
  };
  const changeCode = (next: CheckoutCode | null) => {
    setCode(next);
    void renewSession(gift, next);
  };
  const details = result?.details;
  // Kept as one list while the answer stands: the gift's fields set their errors from it once.
  const giftProblems = useMemo(
    () => details?.filter((detail) => detail.path.startsWith('body.gift.')),
    [details],
  );
  const limitOf = (item: CartItem) => {
    const count = item.selectedFormat === 'physical' ? free[lineKey(item)] : undefined;
    return count === undefined ? quantityLimit(Infinity) : quantityLimit(count);
  };

  return (
    <CheckoutPage
      alone={alone}
      changes={
        alone
          ? undefined
          : {
              limitOf,
              busy: changing || renewing || session.status === 'creating',
              onQuantity: (item, quantity) =>
                void restartWith(() => cart.setQuantity(item._id, item.selectedFormat, quantity)),
              onRemove: (item) =>
                void restartWith(() => cart.removeItem(item._id, item.selectedFormat)),
            }
      }
      items={items}
      total={totalPrice(items) + (shippingAmount ?? 0)}
      config={config}
      shipping={shipping && { terms: shipping, amount: shippingAmount }}
      session={session}
      renewing={renewing}
      onRetrySession={() => void createSession()}
      gift={{
        gift,
        problems: giftProblems,
        busy: changing || renewing || session.status === 'creating',
        onChange: changeGift,
      }}
      code={{
        applied: session.status === 'created' ? (session.discount ?? null) : null,
        problems: result?.codeProblems,
        busy: changing || renewing || session.status === 'creating',
        email: appliedCode?.email,
        onChange: changeCode,
      }}
      onRetryConfig={() => void revalidator.revalidate()}
    />
  );
}
