/** Dollars (as the catalogue stores them) to whole cents, the only unit money is added in. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

export const toDollars = (cents: number): number => cents / 100;

export const formatDollars = (dollars: number): string => `$${dollars.toFixed(2)}`;
