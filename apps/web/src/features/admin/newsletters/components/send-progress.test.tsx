import { render, screen } from '@testing-library/react';
import { buildNewsletterSend } from '../../testing/newsletters-api';
import { formatDuration, SendProgress } from './send-progress';

const now = Date.parse('2026-03-02T09:10:00.000Z');
const started = (secondsAgo: number) => new Date(now - secondsAgo * 1000).toISOString();

describe('SendProgress', () => {
  it('shows sent / total, failures, skipped and the time left at the rate so far', () => {
    // 100 done with in 60 s: the 300 still to go take another 180 s.
    const send = buildNewsletterSend({
      status: 'sending',
      startedAt: started(60),
      finishedAt: undefined,
      total: 400,
      sent: 95,
      failed: 2,
      skipped: 3,
    });
    render(<SendProgress send={send} now={now} />);

    const bar = screen.getByRole('progressbar', { name: 'Progress of “On Prayer”' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuemax', '400');
    expect(bar).toHaveAttribute('aria-valuetext', '95 of 400 sent');
    expect(screen.getByText(/95 of 400 sent/).parentElement).toHaveTextContent(
      '95 of 400 sent · 2 failed · 3 skipped · about 3 min left',
    );
  });

  it('gives no estimate before the first copy, and says a paused send is paused', () => {
    const send = buildNewsletterSend({
      status: 'sending',
      startedAt: started(5),
      total: 50,
      sent: 0,
      failed: 0,
      skipped: 0,
    });
    const { rerender } = render(<SendProgress send={send} now={now} />);
    expect(screen.getByText(/0 of 50 sent/).parentElement).toHaveTextContent(/^0 of 50 sent$/);

    rerender(<SendProgress send={{ ...send, status: 'paused', sent: 10 }} now={now} />);
    expect(screen.getByText(/10 of 50 sent/).parentElement).toHaveTextContent(
      '10 of 50 sent · paused',
    );
  });

  it('writes durations for people', () => {
    expect(formatDuration(20)).toBe('under a minute');
    expect(formatDuration(600)).toBe('about 10 min');
    expect(formatDuration(4_200)).toBe('about 1 h 10 min');
    expect(formatDuration(7_200)).toBe('about 2 h');
  });
});
