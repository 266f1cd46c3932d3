export interface NavItem {
  to: string;
  label: string;
  /** A few words under the label in the Offerings menu. */
  hint?: string;
}

export const OFFERING_GROUPS: readonly { title: string; links: readonly NavItem[] }[] = [
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
    links: [
      { to: '/freebies', label: 'Freebies', hint: 'Freely given' },
      { to: '/purpose', label: 'Our Purpose', hint: 'Why this ministry exists' },
    ],
  },
];

export const HEADER_LINKS: readonly NavItem[] = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

export const SUPPORT_LINK: NavItem = { to: '/donate', label: 'Offer Your Support' };

/** The phone menu: every header link and every offering, flat (the spec's ten and the journal). */
export const MOBILE_LINKS: readonly NavItem[] = [
  ...HEADER_LINKS,
  SUPPORT_LINK,
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
  { to: '/store', label: 'Store' },
  { to: '/offerings', label: 'Our Offerings' },
  { to: '/journey', label: 'The Journey' },
  { to: '/contact', label: 'Contact' },
  { to: '/legal', label: 'Legal' },
];
