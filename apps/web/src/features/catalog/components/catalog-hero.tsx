import type { ReactNode } from 'react';
import { Ornament } from '@/components/ui/ornament';

interface CatalogHeroProps {
  title: string;
  /** The page's illustration in public/images/categories/. */
  image: string;
  children?: ReactNode;
}

/** The banner a catalogue page opens with: its illustration, title and a few words. */
export function CatalogHero({ title, image, children }: CatalogHeroProps) {
  return (
    <header className="mb-10 overflow-hidden rounded-xl border border-parchment-300 bg-parchment-50 shadow-sm">
      <img
        src={image}
        alt=""
        width={1200}
        height={320}
        className="aspect-[15/4] w-full object-cover"
        onError={(event) => {
          event.currentTarget.style.display = 'none';
        }}
      />
      <div className="flex flex-col items-center px-6 py-8 text-center">
        <h1 className="text-4xl leading-tight sm:text-5xl">{title}</h1>
        <Ornament className="mt-4" />
        {children && <div className="mt-4 max-w-2xl text-lg text-ink-700">{children}</div>}
      </div>
    </header>
  );
}
