export interface NavItem {
  to: string;
  label: string;
  /** A few words under the label in the Offerings menu. */
  hint?: string;
}

export interface NavGroup {
  title: string;
  links: readonly NavItem[];
}

/** The spec's three groups of the Offerings menu. */
export const OFFERING_GROUPS: readonly NavGroup[] = [
  {
    title: 'Daily Prayer',
    links: [
      { to: '/orthodoxprayers', label: 'Orthodox Prayers', hint: 'Prayers for every hour' },
      { to: '/nutsandbolts', label: 'Nuts & Bolts of Prayer', hint: 'Tools for a rule of prayer' },
      { to: '/graphics', label: 'Graphics', hint: 'Prayer cards and icons' },
    ],
  },
  {
    title: 'Spiritual Growth',
    links: [
      { to: '/biblestudies', label: 'Bible Studies', hint: 'Reading with the Fathers' },
      { to: '/booklets', label: 'Booklets', hint: 'Short reads to keep and give' },
      { to: '/journey', label: 'The Journey', hint: 'Notes and reflections' },
    ],
  },
  {
    title: 'Free Resources',
    links: [{ to: '/freebies', label: 'Freebies', hint: 'Freely given' }],
  },
];

export const ABOUT_LINK: NavItem = { to: '/about', label: 'About' };

/** "Our Purpose" belongs with the mission ("About"), not with the free resources. */
export const PURPOSE_LINK: NavItem = {
  to: '/purpose',
  label: 'Our Purpose',
  hint: 'Why this ministry exists',
};

/** The Offerings menu's fourth group: who offers all this, beside what is offered. */
export const ABOUT_GROUP: NavGroup = {
  title: 'About the Ministry',
  links: [{ to: ABOUT_LINK.to, label: 'Our Mission', hint: 'Who we are' }, PURPOSE_LINK],
};

export const STORE_LINK: NavItem = {
  to: '/store',
  label: 'Store',
  hint: 'Every title in one place, to buy or download',
};

/** A buyer's library; its page asks for a sign-in link by email. */
export const DOWNLOADS_LINK: NavItem = { to: '/downloads', label: 'My downloads' };

export const HEADER_LINKS: readonly NavItem[] = [
  STORE_LINK,
  ABOUT_LINK,
  { to: '/contact', label: 'Contact' },
];

export const SUPPORT_LINK: NavItem = { to: '/donate', label: 'Offer Your Support' };

/**
 * The phone menu, flat: the spec's ten links and the journal, with "Our Purpose" beside "About"
 * and the Store and a buyer's downloads after "Offer Your Support".
 */
export const MOBILE_LINKS: readonly NavItem[] = [
  ABOUT_LINK,
  PURPOSE_LINK,
  { to: '/contact', label: 'Contact' },
  SUPPORT_LINK,
  STORE_LINK,
  DOWNLOADS_LINK,
  ...OFFERING_GROUPS.flatMap((group) => group.links),
];

export const SIDEBAR_LINKS: readonly NavItem[] = [
  { to: '/booklets', label: 'Booklets' },
  { to: '/graphics', label: 'Graphics' },
  { to: '/biblestudies', label: 'Bible Studies' },
  { to: '/nutsandbolts', label: 'Nuts & Bolts' },
  { to: '/orthodoxprayers', label: 'Orthodox Prayers' },
  { to: '/freebies', label: 'Freebies' },
];

export const FOOTER_LINKS: readonly NavItem[] = [
  STORE_LINK,
  { to: '/offerings', label: 'Our Offerings' },
  { to: '/journey', label: 'The Journey' },
  DOWNLOADS_LINK,
  ABOUT_LINK,
  PURPOSE_LINK,
  { to: '/contact', label: 'Contact' },
  { to: '/legal', label: 'Legal' },
];
