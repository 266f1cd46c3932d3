/**
 * Whether the external donation link takes no real money: Stripe's payment links made in test
 * mode have a path that starts with `test_` (`https://donate.stripe.com/test_…`,
 * `https://buy.stripe.com/test_…`); live ones never do.
 */
export function isTestModeLink(url: string): boolean {
  try {
    return new URL(url).pathname.startsWith('/test_');
  } catch {
    return false;
  }
}
