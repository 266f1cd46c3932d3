import { signInTokenModel } from '../library/sign-in-token.model.js';

/** "Manage my monthly gift" sign-in links and sessions: a session sees the address's plans only. */
export const GiftSignInTokenModel = signInTokenModel('GiftSignInToken');
