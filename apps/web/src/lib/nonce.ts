import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the response being rendered (the gateway makes one per
 * request): React Router's own inline scripts (hydration data, scroll restoration) carry it.
 * Undefined in the browser and in development, where no policy asks for one.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
