import type { ProductCategory } from '@ministry/contracts';

/**
 * The site's own pages, as search shows them and the sitemap lists them: the title a visitor
 * sees, a short text in the page's own words (what search matches and shows as the snippet),
 * and, for a page whose content is the catalogue, the category it lists (its last-modified date
 * in the sitemap is then that of its newest product). Keep the texts in step with apps/web.
 */
export interface SitePage {
  path: string;
  title: string;
  text: string;
  /** Search offers the page; the home page and listings are found through their content. */
  searchable: boolean;
  /** The catalogue page of this category; `'all'` for the listings of every product. */
  lists?: ProductCategory | 'all' | 'posts' | 'pearls';
}

export const SITE_PAGES: readonly SitePage[] = [
  {
    path: '/',
    title: 'Orthodox Resources',
    text: 'Prayers, Bible studies, booklets, graphics and free resources for the Orthodox Christian life: Orthodox Tradition, Prayer & Worship, Community & Growth.',
    searchable: false,
    lists: 'all',
  },
  {
    path: '/about',
    title: 'Our Mission',
    text: 'Orthodox Resources exists to help Orthodox Christians, and all who are drawn to the ancient faith, to pray, to read the Scriptures and to live the life of the Church. This ministry is the work of a single Orthodox Christian, offered for the glory of God.',
    searchable: true,
  },
  {
    path: '/purpose',
    title: 'Our Purpose',
    text: 'To put good tools for prayer and study into the hands of anyone who wants them, and to give away as much as possible. Many resources are free; every purchase and gift keeps the free resources free.',
    searchable: true,
  },
  {
    path: '/legal',
    title: 'Legal Notice',
    text: 'Products are provided as is, without warranty of any kind and with no liability. The site is run by a single individual and the views expressed are personal. Payments and donations are handled by our payment provider.',
    searchable: true,
  },
  {
    path: '/contact',
    title: 'Reach Out for Support or Prayer',
    text: 'Contact us with a question about a resource, help with an order, or a request for prayer for you or someone you love. We respond to every message within 24 hours.',
    searchable: true,
  },
  {
    path: '/donate',
    title: 'Give Gracefully',
    text: 'Offer your support: a gift of any size keeps this ministry going, pays for printed copies sent to parishes, prisons and missions, and keeps the free resources free. Donate through our secure donation page.',
    searchable: true,
  },
  {
    path: '/store',
    title: 'The Store',
    text: 'Every resource the ministry offers, digital and physical: prayer books, Bible studies, booklets, graphics and free downloads.',
    searchable: true,
    lists: 'all',
  },
  {
    path: '/offerings',
    title: 'Our Offerings',
    text: 'A selection from everything the ministry offers: tools for prayer, study and the life of the Church.',
    searchable: false,
    lists: 'all',
  },
  {
    path: '/orthodoxprayers',
    title: 'Orthodox Prayers',
    text: 'The Church’s prayers for every hour and season, gathered into collections for home and travel: morning, evening, liturgical, in time of need, seasonal and family prayers.',
    searchable: true,
    lists: 'prayers',
  },
  {
    path: '/nutsandbolts',
    title: 'Nuts & Bolts of Prayer',
    text: 'Practical tools for building and keeping a steady rule of prayer: prayer templates, daily organizers, petition guides and scripture integration.',
    searchable: true,
    lists: 'nutsandbolts',
  },
  {
    path: '/graphics',
    title: 'Orthodox Graphics',
    text: 'Prayer cards, printable icons and art for the prayer corner and the parish.',
    searchable: true,
    lists: 'graphics',
  },
  {
    path: '/biblestudies',
    title: 'Bible Studies',
    text: 'Studies that read the Scriptures as the Church reads them: slowly, prayerfully and with the Holy Fathers.',
    searchable: true,
    lists: 'biblestudies',
  },
  {
    path: '/booklets',
    title: 'Booklets',
    text: 'Short booklets on prayer, the feasts and the life in Christ, to read and to give.',
    searchable: true,
    lists: 'booklets',
  },
  {
    path: '/freebies',
    title: 'Free Resources',
    text: '“Freely you have received, freely give.” Free resources that cost nothing to download.',
    searchable: true,
    lists: 'freebies',
  },
  {
    path: '/journey',
    title: 'The Journey',
    text: 'Notes from the road: reflections, news of new resources and words for the seasons of the Church year.',
    searchable: true,
    lists: 'posts',
  },
  {
    path: '/pearls',
    title: 'Orthodox Pearls',
    text: 'Short sayings of the saints and the Fathers, with the book each was written down in.',
    searchable: false,
    lists: 'pearls',
  },
];
