import { cn } from './cn';

/** A grey block holding the place of content still loading; sized by the caller. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-md bg-parchment-300/60 motion-safe:animate-shimmer', className)}
    />
  );
}

/** A card-shaped placeholder of the same size as a product card. */
export function CardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-[26rem] flex-col overflow-hidden rounded-lg border border-parchment-300 bg-parchment-50"
    >
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="mt-auto h-10 w-32" />
      </div>
    </div>
  );
}

interface LoadingGridProps {
  /** Read to screen readers and shown above the placeholders. */
  label: string;
  count?: number;
  className?: string;
}

/** The loading state of a card grid: the spec's loading text and fixed-size placeholders. */
export function LoadingGrid({ label, count = 6, className }: LoadingGridProps) {
  return (
    <div>
      <p role="status" className="mb-4 text-sm italic text-ink-500">
        {label}
      </p>
      <div className={cn('grid gap-6 sm:grid-cols-2 xl:grid-cols-3', className)}>
        {Array.from({ length: count }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
