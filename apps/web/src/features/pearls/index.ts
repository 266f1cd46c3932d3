/** Pearls: the sidebar's quotation is public; the pearls page is loaded with its route. */
export { PearlOfTheDay } from './components/pearl-of-the-day';
