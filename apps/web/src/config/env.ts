/** Build-time settings of the web app (Vite `VITE_*` variables), read in one place. */
export const env = {
  /** Base of the api; empty means the same origin (the dev server and production proxy /api). */
  apiUrl: import.meta.env.VITE_API_URL ?? '',
  /** Base of the payments service; the same origin under /payments by default. */
  paymentsUrl: import.meta.env.VITE_PAYMENTS_URL ?? '/payments',
  /** The external donation link ("Give Gracefully"). */
  donationUrl:
    import.meta.env.VITE_DONATION_URL ?? 'https://donate.stripe.com/test_orthodox_resources',
  /** Where buyers write about an order. */
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? 'orders@orthodox-resources.example',
} as const;
