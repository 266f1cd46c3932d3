import { loadStripe } from '@stripe/stripe-js/pure';
import { loadStripeWithTimeout } from './load-stripe';

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));

describe('loadStripeWithTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up when Stripe.js never loads', async () => {
    vi.useFakeTimers();
    vi.mocked(loadStripe).mockReturnValue(new Promise(() => {}));
    const loading = loadStripeWithTimeout('pk_test_hang', 10_000);
    const outcome = expect(loading).rejects.toThrow('Stripe.js did not load in time.');
    await vi.advanceTimersByTimeAsync(10_000);
    await outcome;
  });

  it('loads afresh after a failure', async () => {
    vi.mocked(loadStripe).mockRejectedValueOnce(new Error('offline'));
    await expect(loadStripeWithTimeout('pk_test_retry')).rejects.toThrow('offline');
    vi.mocked(loadStripe).mockResolvedValueOnce({} as never);
    await expect(loadStripeWithTimeout('pk_test_retry')).resolves.toEqual({});
  });

  it('fails when Stripe.js answers nothing', async () => {
    vi.mocked(loadStripe).mockResolvedValueOnce(null);
    await expect(loadStripeWithTimeout('pk_test_null')).rejects.toThrow('not available');
  });
});
