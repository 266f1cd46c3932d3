/** Search, used across the app: the header's search and the phone menu's field. */
export { SiteSearch } from './components/site-search';
