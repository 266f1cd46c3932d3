import { isTestModeLink } from './donation-link';

describe('the external donation link', () => {
  it('is in test mode when Stripe made it in test mode', () => {
    expect(isTestModeLink('https://donate.stripe.com/test_orthodox_resources')).toBe(true);
    expect(isTestModeLink('https://buy.stripe.com/test_6oE3dK')).toBe(true);
  });

  it('is live otherwise, or when it is no address at all', () => {
    expect(isTestModeLink('https://donate.stripe.com/6oE3dK9aB')).toBe(false);
    expect(isTestModeLink('https://example.org/give/test_page')).toBe(false);
    expect(isTestModeLink('not a link')).toBe(false);
  });
});
