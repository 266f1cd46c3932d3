/** The email list, used by the app's frame (the footer's form): only what is exported here is public. */
export { SubscribeBox } from './components/subscribe-box';
export { OfferedSubscribe } from './components/offered-subscribe';
