import type { SeasonTag } from '@ministry/contracts';

/**
 * The demo journal ("The Journey"): three short posts in the ministry's voice, published on the
 * dates given (in the past), so the journal, the feed and "For this season" have something true
 * to show on a first run. The content is markdown, as the admin's post form writes it.
 */
export interface SeedPost {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  /** When it was published: an ISO instant in the past. */
  publishedAt: string;
  /** Seasons and feasts it suits: the home page's "For this season". */
  seasons?: SeasonTag[];
}

export const SEED_POSTS: SeedPost[] = [
  {
    title: 'Beginning Great Lent',
    slug: 'beginning-great-lent',
    excerpt:
      'Lent is not a season of gloom but the springtime of the soul: a few words for Clean Monday and the weeks ahead.',
    publishedAt: '2025-03-03T07:00:00.000Z',
    seasons: ['great-lent'],
    content: `On Forgiveness Sunday we asked one another's pardon, and this morning the Church begins the Fast. The services grow quieter and longer, the vestments darker, yet the hymns speak of light: the fast is "the springtime of the soul".

Lent is not a test of strength. It is a return home, like the prodigal son's, and we go together, as one family.

## A small rule, kept

- Pray the Prayer of St Ephrem each day, with its prostrations.
- Keep the fast as your priest advises, and do not watch your neighbour's plate.
- Go to the Presanctified Liturgy when you can, and prepare for confession.
- Give quietly: what the fast saves belongs to the poor.

> O Lord and Master of my life, take from me the spirit of sloth, despair, lust of power and idle talk. But give rather the spirit of chastity, humility, patience and love to Thy servant. Yea, O Lord and King, grant me to see my own transgressions, and not to judge my brother; for blessed art Thou unto ages of ages. Amen.

A blessed and fruitful Fast to you all.`,
  },
  {
    title: 'A Prayer Corner for Every Home',
    slug: 'a-prayer-corner-for-every-home',
    excerpt:
      'An icon, a lamp and a few minutes each morning and evening: how a household can begin to pray together.',
    publishedAt: '2024-12-02T07:00:00.000Z',
    content: `Many of the letters we receive ask the same thing: where do we begin to pray at home? The Church's answer is simple and very old: give prayer a place.

Choose a quiet corner, traditionally on the eastern wall. Set there an icon of Christ and one of the Theotokos, and, if you have them, of your family's patron saints. A small oil lamp or a candle, a Prayer Book and the Gospels are enough.

## Morning and evening

Stand before the icons together, even for five minutes. Begin with the Trisagion prayers, say the Lord's Prayer, remember by name those you love, the living and the departed, and ask God's blessing on the day or thank Him for it.

Children learn more from a parent crossing themself before an icon than from many words. Start small, and keep it: the corner will become the heart of the house.`,
  },
  {
    title: 'Remembering the Departed',
    slug: 'remembering-the-departed',
    excerpt:
      'Why the Church prays for those who have fallen asleep in Christ, and how we can join in that prayer.',
    publishedAt: '2024-11-02T07:00:00.000Z',
    content: `On the Saturdays of Souls, and at every Divine Liturgy, the Church remembers those who have fallen asleep in the hope of the resurrection. In Christ the bond of love is not broken by death: we pray for them, and they pray for us.

## How we remember them

- Write their baptismal names on a list and bring it to the church, that they may be commemorated at the Proskomedia.
- Keep a memorial service (Panikhida) on the anniversary of their repose.
- Give alms in their name, and light a candle for them.
- Remember them each day in the prayers of your home.

"With the saints give rest, O Christ, to the souls of Thy servants, where there is neither sickness, nor sorrow, nor sighing, but life everlasting."

Memory eternal.`,
  },
];
