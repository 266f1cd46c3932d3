import type { FundProgress } from '@ministry/contracts/gifts';
import { useId } from 'react';
import { cn } from '@/components/ui/cn';
import { formatAmount } from '@/lib/format';

/** "$1,250.00 of $4,000 given by 12 donors": the meter's words, shown and read out. */
export function meterText({
  given,
  goal,
  donors,
}: Pick<FundProgress, 'given' | 'goal' | 'donors'>) {
  const whole = formatAmount(goal).replace(/\.00$/, '');
  return `${formatAmount(given)} of ${whole} given by ${donors} ${donors === 1 ? 'donor' : 'donors'}`;
}

/**
 * A fund's goal as a meter: what it raises and when, the bar, and the same figures in words (a
 * progress bar whose value text screen readers read).
 */
export function FundMeter({ progress, className }: { progress: FundProgress; className?: string }) {
  const id = useId();
  const text = meterText(progress);
  const percent = Math.min(100, Math.floor((progress.given / progress.goal) * 100));
  return (
    <div
      className={cn(
        'rounded-lg border border-parchment-300 bg-parchment-50 p-4 text-left text-ink-900',
        className,
      )}
    >
      <p id={id} className="font-semibold">
        {`${progress.fundName} `}
        <span className="font-normal text-ink-700">
          {`· ${progress.description ? `${progress.description}, ` : ''}${progress.label}`}
        </span>
      </p>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={progress.goal}
        aria-valuenow={Math.min(progress.given, progress.goal)}
        aria-valuetext={text}
        className="mt-3 h-3 overflow-hidden rounded-full bg-parchment-200"
      >
        <div className="h-full rounded-full bg-burgundy-700" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-ink-700">
        {text} ({percent}%)
      </p>
    </div>
  );
}
