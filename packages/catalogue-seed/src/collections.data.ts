/** The demo collections; products name the ones they belong to by slug. */
export interface SeedCollection {
  name: string;
  slug: string;
  description: string;
}

export const SEED_COLLECTIONS: SeedCollection[] = [
  {
    name: 'Beginning the Journey',
    slug: 'beginning-the-journey',
    description:
      'For inquirers, catechumens and the newly illumined: what the Church believes, how she prays, and how to begin a rule of prayer at home.',
  },
  {
    name: 'The Daily Rule of Prayer',
    slug: 'daily-prayer',
    description:
      'Prayer books, templates and tools for keeping a steady rule of morning and evening prayer, with the Jesus Prayer in between.',
  },
  {
    name: 'Great Lent and Pascha',
    slug: 'great-lent-and-pascha',
    description:
      'Companions for the journey from Forgiveness Sunday to the Feast of Feasts: the Great Canon, the Prayer of St. Ephrem and the joy of the Resurrection.',
  },
  {
    name: 'Preparing for Holy Communion',
    slug: 'holy-communion',
    description:
      'Confession, the prayers before and after Communion, and the teaching of the Fathers on the Mystical Supper.',
  },
  {
    name: 'Prayer in the Family',
    slug: 'prayer-in-the-family',
    description:
      'For the little church of the home: prayers parents and children can say together, the lives of the saints, and icons for the family corner.',
  },
];
