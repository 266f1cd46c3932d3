/**
 * Every key of the admin's one cache (`@/lib/query-client`), in one place. Each sub-feature's api
 * builds its `queryOptions` from these; the route modules' `clientLoader`s prefetch with those
 * same options and the screens read them; a change invalidates the family it touched (`all`),
 * which marks every list, detail and count under it stale. A family one sub-feature reads and
 * another's changes touch (the dashboard's catalogue changes, stale after any product,
 * collection, pearl or upload) is named here, so neither imports the other.
 *
 * Families and their members, after TkDodo's query key factories: `all` is the prefix, each
 * member a key under it.
 */
const posts = ['posts'] as const;
const categories = ['categories'] as const;
const users = ['users'] as const;
const changes = ['changes'] as const;
const pearls = ['admin-pearls'] as const;
const collections = ['admin-collections'] as const;
const products = ['admin-products'] as const;
const messages = ['messages'] as const;
const orders = ['orders'] as const;
const gifts = ['gifts'] as const;
const settings = ['settings'] as const;
const newsletters = ['newsletters'] as const;
const subscribers = ['subscribers'] as const;
const codes = ['codes'] as const;

export const adminKeys = {
  /** The signed-in user as stored at login (read from storage, never fetched). */
  session: { user: () => ['session', 'user'] as const },
  calendar: { pascha: (year: number) => ['calendar', 'pascha', year] as const },
  posts: {
    all: posts,
    /** Drafts and published posts, for staff. */
    list: () => [...posts, 'all'] as const,
    /** The published posts, as visitors see them. */
    published: () => [...posts, 'published'] as const,
    detail: (id: string) => [...posts, 'id', id] as const,
    /** Drafts due in the next seven days (the dashboard's day). */
    scheduled: () => [...posts, 'scheduled'] as const,
  },
  categories: {
    all: categories,
    list: (auth: boolean) => [...categories, { auth }] as const,
  },
  users: { all: users, list: () => [...users, 'list'] as const },
  /** Who changed what in the catalogue: stale after every catalogue write. */
  changes: { all: changes, latest: (limit: number) => [...changes, limit] as const },
  pearls: { all: pearls, search: (q: string) => [...pearls, q] as const },
  collections: { all: collections, list: () => [...collections, 'list'] as const },
  products: {
    all: products,
    list: (filters: object) => [...products, 'list', filters] as const,
    detail: (id: string) => [...products, 'id', id] as const,
    /** The dashboard's product, low-stock and out-of-stock counts. */
    summary: () => [...products, 'summary'] as const,
  },
  messages: {
    all: messages,
    list: (query: { status: string; page: number }) => [...messages, 'list', query] as const,
  },
  orders: {
    all: orders,
    list: (query: object) => [...orders, 'list', query] as const,
    detail: (number: string) => [...orders, 'detail', number] as const,
    stats: () => [...orders, 'stats'] as const,
  },
  /** Discount codes, with their uses: stale after a code is made or paused. */
  codes: { all: codes, list: () => [...codes, 'list'] as const },
  gifts: {
    all: gifts,
    summary: () => [...gifts, 'summary'] as const,
    list: (q: string, page: number) => [...gifts, 'list', { q, page }] as const,
    funds: () => [...gifts, 'funds'] as const,
    donors: (query: object) => [...gifts, 'donors', query] as const,
    /** Gifts paid since a moment (the dashboard's "since your last visit"). */
    received: (since: string) => [...gifts, 'received', since] as const,
    donor: (email: string) => [...gifts, 'donor', email.toLowerCase()] as const,
    prayerNames: (days: number) => [...gifts, 'prayer-names', days] as const,
    copyPools: () => [...gifts, 'copy-pools'] as const,
  },
  newsletters: {
    all: newsletters,
    /** Every send, newest first (polled while one is queued or sending). */
    sends: () => [...newsletters, 'sends'] as const,
    series: (list: string) => [...newsletters, 'series', list] as const,
  },
  /** The email list: its lists, the people on them, their counts. */
  subscribers: {
    all: subscribers,
    summary: () => [...subscribers, 'summary'] as const,
    list: (query: object) => [...subscribers, 'list', query] as const,
    detail: (id: string) => [...subscribers, 'id', id] as const,
    /** The owner's mailing lists, public or not (the send panel's too). */
    lists: () => [...subscribers, 'lists'] as const,
  },
  settings: {
    alerts: () => [...settings, 'alerts'] as const,
    timeZone: () => [...settings, 'time-zone'] as const,
    fastingTradition: () => [...settings, 'fasting-tradition'] as const,
  },
};
