import { signInTokenModel } from './sign-in-token.model.js';

/** "My downloads" sign-in links and sessions; the library is every paid order sent to the address. */
export const LibraryTokenModel = signInTokenModel('LibraryToken');
