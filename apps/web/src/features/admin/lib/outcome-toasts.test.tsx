import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { OutcomeToaster, toastDone } from './outcome-toasts';

/** WCAG's contrast ratio of two `#rrggbb` colours. */
function contrast(one: string, other: string): number {
  const luminance = (hex: string) => {
    const [red = 0, green = 0, blue = 0] = [1, 3, 5]
      .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
      .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

describe('OutcomeToaster', () => {
  it('writes a success in colours small text can be read in (WCAG AA, 4.5:1)', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OutcomeToaster />
      </QueryClientProvider>,
    );
    act(() => toastDone('Backup done: 28 KB.'));

    const message = await screen.findByText('Backup done: 28 KB.');
    expect(message).toHaveAttribute('role', 'status');
    const toaster = message.closest<HTMLElement>('[data-sonner-toaster]');
    const colour = (name: string) => toaster?.style.getPropertyValue(name) ?? '';
    expect(colour('--success-text')).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrast(colour('--success-text'), colour('--success-bg'))).toBeGreaterThanOrEqual(4.5);
  });
});
