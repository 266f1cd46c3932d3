export { StripeProvider, type StripeSettings } from './stripe-provider.js';
export { STRIPE_EMBEDDED_UI_MODE, type GiftSessionInput } from './stripe-params.js';
export { HANDLED_STRIPE_EVENTS } from './stripe-events.js';
export { isStripeShippingCountry, suggestShippingCountry } from './stripe-countries.js';
