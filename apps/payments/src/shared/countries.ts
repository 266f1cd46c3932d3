const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** A country's English name ("United States"), or the code itself when ICU does not know it. */
export const countryName = (code: string): string => regionNames.of(code) ?? code;
