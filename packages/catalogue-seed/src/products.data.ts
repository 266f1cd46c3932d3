import type {
  PayWhatYouCan,
  PriceBreak,
  ProductCategory,
  ProductFormat,
  SeasonTag,
} from '@ministry/contracts';

/** One format of a title: what differs between the digital and the physical edition. */
export interface SeedVariant {
  format: ProductFormat;
  /** Dollars; 0 or missing is free. */
  price?: number;
  stock: number;
  featured?: boolean;
  stripePriceId?: string;
  /** Parish quantities: from so many copies, so much off each. */
  priceBreaks?: PriceBreak[];
  /** Pay what you can instead of a fixed price (`price` is then the least price). */
  payWhatYouCan?: PayWhatYouCan;
}

/**
 * A title of the demo catalogue, in one or both formats. Every digital variant without an
 * external link gets the sample file `<slug>.pdf` in assets/downloads.
 */
export interface SeedTitle {
  name: string;
  slug: string;
  category: ProductCategory;
  /** Markdown. */
  description: string;
  abstract?: string;
  scriptureContext?: string;
  usageNotes?: string;
  reviews?: string[];
  /** Default `productImageAddress(slug)`. */
  imageUrl?: string;
  externalUrl?: string;
  /** Collection slugs. */
  collections?: string[];
  /** Seasons and feasts it suits: the home page's "For this season". */
  seasons?: SeasonTag[];
  /** Paragraphs printed in the sample file, when it should carry more than the abstract. */
  fileText?: string[];
  variants: SeedVariant[];
}

/** Listed newest first: the seed dates them an hour apart in this order. */
export const SEED_TITLES: SeedTitle[] = [
  {
    name: 'Morning and Evening Prayers',
    slug: 'morning-and-evening-prayers',
    category: 'prayers',
    description: `The daily prayers of the Orthodox Church, complete and in clear modern English: the Trisagion prayers, the morning prayers of St. Macarius the Great and St. Basil, and the evening prayers before sleep.

- Large, readable type for dim icon corners
- Rubrics that explain when to stand, bow and make the sign of the Cross
- A page for the names of the living and the departed

![A page from the morning prayers](/images/products/morning-and-evening-prayers-page.svg)

Read more about keeping a rule of prayer in [St. Theophan the Recluse](https://en.wikipedia.org/wiki/Theophan_the_Recluse), or write to us at [support@orthodox-resources.example](mailto:support@orthodox-resources.example) with questions.`,
    abstract:
      'The Church’s morning and evening prayers in one small book, for a daily rule that can be kept by anyone, anywhere.',
    scriptureContext:
      '“Evening, and morning, and at noon, will I pray, and cry aloud: and he shall hear my voice.” (Psalm 55:17)',
    usageNotes:
      'Begin with the prayers you can say attentively, perhaps the Trisagion prayers and one morning prayer, and add more with your spiritual father’s blessing. Better a short rule kept daily than a long one kept rarely.',
    reviews: [
      'We pray these every evening with our children. The print is clear and the prayers are complete. (Presbytera Anna, Ohio)',
      'The rubrics finally explained what I had been doing wrong for years. (Michael, catechumen)',
      'Small enough for my coat pocket on the train. (Elena, Toronto)',
    ],
    collections: ['daily-prayer', 'beginning-the-journey'],
    variants: [
      {
        format: 'digital',
        price: 4.99,
        stock: 999,
        featured: true,
      },
      {
        format: 'physical',
        price: 9.99,
        stock: 40,
        featured: true,
        // A parish buying a copy for each family of a catechism class.
        priceBreaks: [
          { minQuantity: 10, percentOff: 15 },
          { minQuantity: 25, percentOff: 25 },
        ],
      },
    ],
  },
  {
    name: 'Light in the Darkness: A Study of the Gospel of St. John',
    slug: 'gospel-of-john-study',
    category: 'biblestudies',
    description: `A twelve-week study of the Gospel of St. John, read with **St. John Chrysostom**, **St. Cyril of Alexandria** and the hymns of the Church.

Each week offers the passage, a short commentary drawn from the Fathers, questions for discussion and a prayer to close. Suitable for parish study groups and for reading alone.

The homilies quoted are available in full at [New Advent](https://www.newadvent.org/fathers/2401.htm).`,
    abstract:
      'Twelve sessions through the Fourth Gospel, from “In the beginning was the Word” to the breakfast by the Sea of Tiberias.',
    scriptureContext:
      '“In him was life; and the life was the light of men. And the light shineth in darkness; and the darkness comprehended it not.” (John 1:4-5)',
    usageNotes:
      'Read the passage aloud before each session. Leaders will find the questions graded from simple to searching; choose two or three rather than all of them.',
    reviews: [
      'Our Wednesday group has never had such good discussions. (Fr. Stephen, parish priest)',
      'The quotations from Chrysostom are well chosen and never too long. (Katherine, Michigan)',
    ],
    variants: [
      {
        format: 'digital',
        price: 12,
        stock: 999,
        featured: true,
      },
      { format: 'physical', price: 18, stock: 9 },
    ],
  },
  {
    name: 'Parables of the Kingdom: A Free Sample Lesson',
    slug: 'parables-of-the-kingdom',
    category: 'biblestudies',
    description: `One complete lesson from our study of the parables: **the Prodigal Son** (Luke 15:11-32), read as the Church reads it on the Sunday before Meatfare.

Try it with your study group before ordering the full series.`,
    abstract:
      'A complete, free lesson on the parable of the Prodigal Son, with questions and a closing prayer.',
    scriptureContext:
      '“But when he was yet a great way off, his father saw him, and had compassion, and ran, and fell on his neck, and kissed him.” (Luke 15:20)',
    usageNotes: 'Print one copy per participant. The lesson takes about forty-five minutes.',
    reviews: [
      'A generous sample: we ordered the full study the next week. (St. Nicholas Parish book group)',
    ],
    fileText: [
      'Lesson: The Prodigal Son (Luke 15:11-32)',
      'Read the parable aloud, slowly. The Church sets it before us on the second Sunday of the Triodion, three weeks before Great Lent, so that we may begin the fast by coming to ourselves, as the younger son did.',
      'Questions: What did the younger son ask of his father, and what did he think he was owed? What does it mean that he "came to himself"? Why does the father run? Whom does the elder brother resemble in us?',
      'Closing prayer: Having foolishly abandoned Thy paternal glory, I have squandered on vices the wealth which Thou gavest me. Therefore I cry unto Thee with the voice of the Prodigal: I have sinned before Thee, O compassionate Father; receive me as one repentant and make me as one of Thy hired servants. (Kontakion of the Sunday of the Prodigal Son)',
    ],
    variants: [{ format: 'digital', price: 0, stock: 999, featured: true }],
  },
  {
    name: 'Welcome Home: An Introduction to the Orthodox Faith',
    slug: 'introduction-to-orthodoxy',
    category: 'booklets',
    description: `A gentle, honest introduction for inquirers and for the friends and family of those becoming Orthodox. Short chapters on the Holy Trinity, the Incarnation, the Church, the Holy Mysteries, icons, the Theotokos and the saints, and what to expect at a Divine Liturgy.

> “Come and see.” (John 1:46)

Answers common questions without polemics, and points to the [Nicene Creed](https://en.wikipedia.org/wiki/Nicene_Creed) as the summary of what the Church believes.`,
    abstract: 'Forty pages that answer the questions every visitor asks after their first Liturgy.',
    scriptureContext: '“Philip saith unto him, Come and see.” (John 1:46)',
    usageNotes:
      'Keep a few copies at the candle stand for visitors. Each chapter stands on its own and can be read in ten minutes.',
    reviews: [
      'I gave this to my Baptist parents and it opened a real conversation. (Daniel, newly illumined)',
      'Clear, warm and never condescending. (Fr. Peter, mission priest)',
    ],
    collections: ['beginning-the-journey'],
    variants: [
      {
        format: 'physical',
        price: 7,
        stock: 60,
        featured: true,
      },
      { format: 'digital', price: 3, stock: 999 },
    ],
  },
  {
    name: 'Vigil Lamp Prayer Card',
    slug: 'vigil-lamp-prayer-card',
    category: 'graphics',
    description: `A card for the icon corner with the prayer said when lighting the vigil lamp, set against a quiet image of a burning lampada.

Print it on card stock and keep it beside your icons.`,
    abstract: 'The prayer at the lighting of the lamp, on a card for the icon corner.',
    scriptureContext:
      '“Thy word is a lamp unto my feet, and a light unto my path.” (Psalm 119:105)',
    usageNotes:
      'Say the prayer as you light the lamp in the evening, then begin your evening prayers.',
    imageUrl: '/media/candle.mp4',
    fileText: [
      'At the lighting of the lamp',
      'O Gladsome Light of the holy glory of the Immortal Father, heavenly, holy, blessed Jesus Christ: now that we have come to the setting of the sun and behold the light of evening, we praise God: Father, Son and Holy Spirit. For meet it is at all times to worship Thee with voices of praise, O Son of God and Giver of life; therefore all the world doth glorify Thee.',
    ],
    variants: [{ format: 'digital', price: 0, stock: 999, featured: true }],
  },
  {
    name: 'Morning Prayer Card',
    slug: 'morning-prayer-card',
    category: 'freebies',
    description:
      'A single card with the prayer of the Optina Elders for the beginning of the day. Print it, fold it, and keep it on your nightstand or in your wallet.',
    abstract: 'The Optina Elders’ morning prayer on one printable card.',
    scriptureContext:
      '“This is the day which the Lord hath made; we will rejoice and be glad in it.” (Psalm 118:24)',
    usageNotes: 'Say it slowly on waking, before the phone and the news.',
    reviews: ['I have one taped inside every kitchen cupboard door. (Maria, Pennsylvania)'],
    collections: ['beginning-the-journey', 'daily-prayer'],
    fileText: [
      'Morning Prayer of the Optina Elders',
      'O Lord, grant me to greet the coming day in peace. Help me in all things to rely upon Thy holy will. In every hour of the day reveal Thy will to me. Bless my dealings with all who surround me. Teach me to treat all that comes to me throughout the day with peace of soul, and with firm conviction that Thy will governs all. In all my deeds and words guide my thoughts and feelings. In unforeseen events, let me not forget that all are sent by Thee. Teach me to act firmly and wisely, without embittering and embarrassing others. Give me strength to bear the fatigue of the coming day with all that it shall bring. Direct my will, teach me to pray, pray Thou Thyself in me. Amen.',
    ],
    variants: [{ format: 'digital', price: 0, stock: 999, featured: true }],
  },
  {
    name: 'Akathist Hymn to the Most Holy Theotokos',
    slug: 'akathist-to-the-theotokos',
    seasons: ['great-lent', 'annunciation'],
    category: 'prayers',
    description: `The oldest and best-loved akathist, sung standing on the fifth Saturday of Great Lent and prayed privately throughout the year. All twelve kontakia and twelve ikoi, with the refrain **“Rejoice, O Bride Unwedded!”**

Includes a short history of the hymn and the deliverance of Constantinople in 626.`,
    abstract:
      'The complete Akathist to the Mother of God, set out for prayer at home or in church.',
    scriptureContext:
      '“For, behold, from henceforth all generations shall call me blessed.” (Luke 1:48)',
    usageNotes:
      'The akathist takes about twenty-five minutes. Some divide it across the week: three kontakia and ikoi each evening.',
    reviews: [
      'Beautifully typeset; the refrains are easy to find when praying with others. (Sophia, Texas)',
    ],
    variants: [
      { format: 'digital', price: 3.99, stock: 999 },
      { format: 'physical', price: 8.5, stock: 12 },
    ],
  },
  {
    name: 'Prayers Before and After Holy Communion',
    slug: 'prayers-before-and-after-holy-communion',
    category: 'prayers',
    description: `The canon and prayers of preparation for Holy Communion and the prayers of thanksgiving afterward, in one booklet that fits in a coat pocket.

Includes the prayer of St. John Chrysostom, *“I believe, O Lord, and I confess…”*, and the thanksgiving of St. Basil the Great.`,
    abstract: 'Everything needed to prepare for the Chalice and to give thanks afterward.',
    scriptureContext:
      '“Whoso eateth my flesh, and drinketh my blood, hath eternal life; and I will raise him up at the last day.” (John 6:54)',
    usageNotes:
      'Read the canon the evening before and the prayers on the morning of Communion. The prayers of thanksgiving are often read in church after the Liturgy.',
    collections: ['holy-communion'],
    variants: [
      { format: 'digital', price: 2.99, stock: 999 },
      { format: 'physical', price: 6, stock: 3 },
    ],
  },
  {
    name: 'Prayers for the Departed',
    slug: 'prayers-for-the-departed',
    category: 'prayers',
    description:
      'The prayers the Church offers for those who have fallen asleep in the Lord, for use at home, at the graveside and on the Saturdays of Souls. Given freely: no one should have to pay to pray for the dead.',
    abstract: 'Home prayers for the reposed, with the troparia of the Memorial Service.',
    scriptureContext:
      '“For he is not a God of the dead, but of the living: for all live unto him.” (Luke 20:38)',
    usageNotes:
      'Add the names of your departed where the prayer asks for them. The fortieth day and the anniversary of a death are customary days to pray them.',
    fileText: [
      'Prayer for the Departed',
      'O God of spirits and of all flesh, Who hast trampled down death and overthrown the devil, and given life to Thy world: do Thou, the same Lord, give rest to the soul of Thy departed servant N., in a place of brightness, a place of refreshment, a place of repose, where all sickness, sighing and sorrow have fled away. Pardon every transgression which he (she) hath committed, whether by word or deed or thought. For Thou art a good God and lovest mankind; for there is no man who liveth and sinneth not, for Thou only art without sin. Thy righteousness is to all eternity, and Thy word is truth.',
      'Memory eternal!',
    ],
    variants: [{ format: 'digital', price: 0, stock: 999 }],
  },
  {
    name: 'Prayers in Time of Need',
    slug: 'prayers-in-time-of-need',
    category: 'prayers',
    description:
      'Prayers for the sick, for travellers, for those in sorrow, for a family in hardship, for enemies and for those who have asked our prayers, gathered from the Book of Needs and the Psalter.',
    abstract: 'Prayers for the hours when we do not know what to say.',
    scriptureContext:
      '“Call upon me in the day of trouble: I will deliver thee, and thou shalt glorify me.” (Psalm 50:15)',
    usageNotes: 'Keep it with your prayer book. Each prayer is indexed by need on the back cover.',
    reviews: ['It stayed by my mother’s hospital bed for three weeks. (John, Florida)'],
    variants: [{ format: 'physical', price: 6, stock: 2 }],
  },
  {
    name: 'A Family Prayer Book',
    slug: 'family-prayer-book',
    category: 'prayers',
    description: `Short morning, evening and mealtime prayers that parents and children can say together, with the troparia of the great feasts and a page for each child’s patron saint.

![Children praying before icons](/placeholder.svg)`,
    abstract:
      'The prayers of the little church of the home, for every age at the table and the icon corner.',
    scriptureContext:
      '“For where two or three are gathered together in my name, there am I in the midst of them.” (Matthew 18:20)',
    usageNotes:
      'Let the children take turns reading. A candle lit by the youngest makes the evening prayers something to look forward to.',
    reviews: ['Our four-year-old now reminds us when it is time for prayers. (The Petrov family)'],
    collections: ['prayer-in-the-family'],
    variants: [
      {
        format: 'physical',
        price: 12,
        stock: 18,
      },
      { format: 'digital', price: 5, stock: 999 },
    ],
  },
  {
    name: 'The Paschal Hours',
    slug: 'paschal-hours',
    seasons: ['pascha', 'bright-week'],
    category: 'prayers',
    description:
      'During Bright Week the usual hours and the morning and evening prayers give way to the joyful Paschal Hours. This card sets them out with the Paschal troparion in Greek, Slavonic and English.',
    abstract: 'The short service prayed in place of the daily prayers during Bright Week.',
    scriptureContext: '“He is not here: for he is risen, as he said.” (Matthew 28:6)',
    usageNotes: 'Pray it morning and evening from Pascha until Thomas Sunday.',
    collections: ['great-lent-and-pascha'],
    variants: [{ format: 'physical', price: 3, stock: 0 }],
  },
  {
    name: 'The Great Canon of St. Andrew of Crete',
    slug: 'great-canon-of-st-andrew',
    seasons: ['great-lent'],
    category: 'prayers',
    description:
      'The great penitential canon, read in four parts during the first week of Great Lent and whole on the Thursday of the fifth week. This edition marks the four parts and gives the biblical figures each ode recalls.',
    abstract:
      'The canon of repentance that walks through the whole of Scripture, with notes on its figures.',
    scriptureContext: '“Have mercy upon me, O God, according to thy lovingkindness.” (Psalm 51:1)',
    usageNotes:
      'Read one part each evening of Clean Week, with a prostration at each refrain if health allows.',
    collections: ['great-lent-and-pascha'],
    variants: [
      {
        format: 'digital',
        price: 4.5,
        stock: 999,
      },
    ],
  },
  {
    name: 'The Psalter for the Journey: Praying the Psalms',
    slug: 'psalms-for-the-journey',
    category: 'biblestudies',
    description:
      'An introduction to the Psalter as the prayer book of the Church: how the kathismata are divided, which psalms begin each service, and how the Fathers heard Christ in the Psalms. Ten sessions with readings and questions.',
    abstract: 'Learn to pray the Psalms as the Church prays them, one kathisma at a time.',
    scriptureContext:
      '“O Lord, open thou my lips; and my mouth shall shew forth thy praise.” (Psalm 51:15)',
    usageNotes: 'Pair each session with one kathisma read at home during the week.',
    variants: [{ format: 'digital', price: 9, stock: 999 }],
  },
  {
    name: 'The Church Is Born: A Study of the Acts of the Apostles',
    slug: 'acts-of-the-apostles-study',
    category: 'biblestudies',
    description:
      'The Book of Acts is read at every Liturgy from Pascha to Pentecost. This study follows those readings, from the Ascension to St. Paul in Rome, with maps and notes on the early Church.',
    abstract: 'Eight sessions through Acts, following the Paschal lectionary.',
    scriptureContext:
      '“And they continued stedfastly in the apostles’ doctrine and fellowship, and in breaking of bread, and in prayers.” (Acts 2:42)',
    usageNotes: 'Begin on Thomas Sunday and finish by Pentecost.',
    variants: [{ format: 'physical', price: 15, stock: 3 }],
  },
  {
    name: 'The Ladder of the Beatitudes',
    slug: 'beatitudes-study',
    category: 'biblestudies',
    description:
      'The Beatitudes are sung at every Divine Liturgy. Following St. Gregory of Nyssa’s homilies, this study climbs them as a ladder, from poverty of spirit to joy in persecution.',
    abstract: 'Nine sessions on the Beatitudes with St. Gregory of Nyssa.',
    scriptureContext: '“Blessed are the pure in heart: for they shall see God.” (Matthew 5:8)',
    usageNotes: 'One beatitude a week; memorise it and sing it with the choir on Sunday.',
    variants: [
      { format: 'digital', price: 6, stock: 999 },
      { format: 'physical', price: 10, stock: 0 },
    ],
  },
  {
    name: 'In the Beginning: Genesis with the Fathers',
    slug: 'genesis-with-the-fathers',
    category: 'biblestudies',
    description:
      'The readings from Genesis appointed for the weekdays of Great Lent, with commentary from St. Basil’s *Hexaemeron* and St. John Chrysostom’s homilies on Genesis.',
    abstract:
      'Creation, the fall and the promise, read through Lent with St. Basil and St. John Chrysostom.',
    scriptureContext:
      '“And God saw every thing that he had made, and, behold, it was very good.” (Genesis 1:31)',
    usageNotes: 'Follows the Lenten lectionary: one reading each weekday evening.',
    collections: ['great-lent-and-pascha'],
    // Offered at what a reader can give: at least $3, $10 suggested.
    variants: [
      { format: 'digital', price: 3, payWhatYouCan: { minimum: 3, suggested: 10 }, stock: 999 },
    ],
  },
  {
    name: 'The Jesus Prayer: A Beginner’s Guide',
    slug: 'the-jesus-prayer',
    category: 'booklets',
    description: `*Lord Jesus Christ, Son of God, have mercy on me, a sinner.*

A short, sober guide to the prayer of the heart: its roots in the Gospel, its place in the Philokalia and in *The Way of a Pilgrim*, and practical counsel for beginning, including the warnings the Fathers give against seeking experiences.`,
    abstract: 'What the Jesus Prayer is, how to begin it, and what to avoid.',
    scriptureContext: '“Pray without ceasing.” (1 Thessalonians 5:17)',
    usageNotes: 'Read it with your confessor’s blessing and begin with a few minutes a day.',
    reviews: ['Simple without being simplistic. (Fr. Seraphim, monastery guestmaster)'],
    collections: ['daily-prayer', 'beginning-the-journey'],
    variants: [
      { format: 'physical', price: 5, stock: 25 },
      { format: 'digital', price: 2, stock: 999 },
    ],
  },
  {
    name: 'Preparing for Holy Confession',
    slug: 'preparing-for-confession',
    seasons: ['great-lent', 'nativity-fast'],
    category: 'booklets',
    description:
      'An examination of conscience built on the Ten Commandments and the Beatitudes, the prayers before confession, and gentle answers for those who have not been in many years.',
    abstract: 'A guide for a first confession, or the first in a long while.',
    scriptureContext:
      '“If we confess our sins, he is faithful and just to forgive us our sins, and to cleanse us from all unrighteousness.” (1 John 1:9)',
    usageNotes: 'Read the examination slowly a day or two before; write down what you need to say.',
    collections: ['holy-communion'],
    variants: [
      { format: 'digital', price: 2, stock: 999 },
      { format: 'physical', price: 4, stock: 1 },
    ],
  },
  {
    name: 'A Companion for Great Lent',
    slug: 'great-lent-companion',
    seasons: ['triodion', 'great-lent', 'holy-week'],
    category: 'booklets',
    description:
      'Week by week through the Triodion: the Sundays of preparation, the Prayer of St. Ephrem, the Presanctified Liturgy, the Sunday of Orthodoxy, St. Gregory Palamas, the Holy Cross, St. John Climacus and St. Mary of Egypt, to Palm Sunday and Holy Week.',
    abstract:
      'A small book for each week of the Fast, with readings, hymns and counsel on fasting.',
    scriptureContext:
      '“Moreover when ye fast, be not, as the hypocrites, of a sad countenance.” (Matthew 6:16)',
    usageNotes: 'Read one chapter each Sunday evening to prepare for the week ahead.',
    collections: ['great-lent-and-pascha'],
    variants: [
      { format: 'physical', price: 6, stock: 0 },
      { format: 'digital', price: 3, stock: 999 },
    ],
  },
  {
    name: 'Icons: Windows into Heaven',
    slug: 'icons-windows-to-heaven',
    category: 'booklets',
    description: `Why the Church venerates icons, what the Seventh Ecumenical Council taught, and how to read the colours, gestures and inscriptions of the most common icons.

Read the Council’s definition in full at [the Internet Medieval Sourcebook](https://sourcebooks.fordham.edu/basis/nicea2.asp).`,
    abstract: 'A short theology of the holy image, and a guide to reading one.',
    scriptureContext:
      '“Who is the image of the invisible God, the firstborn of every creature.” (Colossians 1:15)',
    usageNotes: 'Take it along on a slow walk around your parish’s iconostasis.',
    variants: [{ format: 'digital', price: 3, stock: 999 }],
  },
  {
    name: 'The Divine Liturgy Explained',
    slug: 'divine-liturgy-explained',
    category: 'booklets',
    description:
      'A walk through the Liturgy of St. John Chrysostom from the Proskomedia to the dismissal, explaining what the priest does at the altar and why the people sing what they sing.',
    abstract:
      'The Divine Liturgy, step by step, for those who want to pray it and not only attend it.',
    scriptureContext:
      '“The cup of blessing which we bless, is it not the communion of the blood of Christ?” (1 Corinthians 10:16)',
    usageNotes: 'Read a section before Liturgy each Sunday for a month.',
    collections: ['beginning-the-journey'],
    variants: [{ format: 'physical', price: 8, stock: 14 }],
  },
  {
    name: 'Lives of the Saints for Children',
    slug: 'lives-of-the-saints-for-children',
    category: 'booklets',
    description:
      'Twenty-four saints, one for each fortnight of the year, told simply for children from five to ten: St. Nicholas, St. Herman of Alaska, St. Xenia of St. Petersburg, St. Seraphim of Sarov, St. Nina of Georgia and more.',
    abstract: 'Short, true stories of the saints for bedtime reading.',
    scriptureContext:
      '“Suffer little children, and forbid them not, to come unto me: for of such is the kingdom of heaven.” (Matthew 19:14)',
    usageNotes: 'Read the saint of the day at bedtime and light the lamp before their icon.',
    reviews: ['My children ask for St. Herman and the bear every single night. (Matushka Irina)'],
    collections: ['prayer-in-the-family'],
    variants: [{ format: 'physical', price: 9, stock: 7 }],
  },
  {
    name: 'Christ Pantocrator Icon Print',
    slug: 'christ-pantocrator-print',
    category: 'graphics',
    description:
      'A faithful reproduction of the icon of Christ the Almighty, printed on archival paper and mounted on wood. The digital edition is a high-resolution file for printing at home.',
    abstract: 'The central icon of every icon corner, mounted on wood or ready to print.',
    scriptureContext:
      '“I am Alpha and Omega, the beginning and the ending, saith the Lord.” (Revelation 1:8)',
    usageNotes:
      'Place it on the east wall, to the right of the Mother of God, as on an iconostasis.',
    variants: [
      {
        format: 'physical',
        price: 25,
        stock: 10,
      },
      { format: 'digital', price: 4, stock: 999 },
    ],
  },
  {
    name: 'Theotokos of Vladimir Icon Print',
    slug: 'theotokos-of-vladimir-print',
    category: 'graphics',
    description:
      'The tender icon of the Mother of God of Vladimir, the Eleousa, mounted on wood with a protective finish.',
    abstract: 'The beloved icon of loving-kindness, mounted for the home.',
    scriptureContext: '“Woman, behold thy son!” (John 19:26)',
    usageNotes: 'Her feast days are 21 May, 23 June and 26 August.',
    variants: [{ format: 'physical', price: 22, stock: 2 }],
  },
  {
    name: 'Nativity of Christ Icon Cards (Set of 10)',
    slug: 'nativity-icon-cards',
    seasons: ['nativity-fast', 'nativity', 'twelve-days'],
    category: 'graphics',
    description:
      'Christmas cards bearing the icon of the Nativity, blank inside, with the troparion of the feast printed on the back.',
    abstract: 'Ten cards and envelopes for the Feast of the Nativity.',
    scriptureContext: '“For unto you is born this day in the city of David a Saviour.” (Luke 2:11)',
    usageNotes: 'Order by early December for delivery before the Nativity Fast ends.',
    collections: ['prayer-in-the-family'],
    variants: [{ format: 'physical', price: 12, stock: 30 }],
  },
  {
    name: 'Christ Is Risen! Paschal Greeting',
    slug: 'christ-is-risen-greeting',
    seasons: ['pascha', 'bright-week', 'paschal-season'],
    category: 'graphics',
    description:
      'The Paschal greeting in twelve languages, from Greek and Slavonic to Arabic, Georgian and Yup’ik, designed to print or share.',
    abstract: '“Christ is risen! Truly He is risen!” in twelve tongues.',
    scriptureContext:
      '“O death, where is thy sting? O grave, where is thy victory?” (1 Corinthians 15:55)',
    usageNotes: 'Print on card stock for Paschal baskets.',
    collections: ['great-lent-and-pascha'],
    variants: [{ format: 'digital', price: 1.5, stock: 999 }],
  },
  {
    name: 'The Jesus Prayer Wall Art',
    slug: 'jesus-prayer-wall-art',
    category: 'graphics',
    description:
      'The Jesus Prayer lettered in a simple uncial hand. The physical edition is a framed print; the digital edition prints at up to 11 by 14 inches.',
    abstract: 'A reminder to pray without ceasing, for a wall you pass often.',
    scriptureContext: '“Pray without ceasing.” (1 Thessalonians 5:17)',
    usageNotes: 'Hang it where you stop every day: by the front door, above the kitchen sink.',
    variants: [
      { format: 'digital', price: 3, stock: 999 },
      { format: 'physical', price: 18, stock: 5 },
    ],
  },
  {
    name: 'The Twelve Great Feasts Poster',
    slug: 'feasts-of-the-church-poster',
    category: 'graphics',
    description:
      'The icons of the twelve great feasts of the Church year on one poster, with their dates and a line from each troparion.',
    abstract: 'The Church year at a glance, for the classroom or the kitchen wall.',
    scriptureContext:
      '“To every thing there is a season, and a time to every purpose under the heaven.” (Ecclesiastes 3:1)',
    usageNotes: 'Children can mark each feast as it comes.',
    variants: [{ format: 'physical', price: 14, stock: 0 }],
  },
  {
    name: 'Personal Prayer Rule Template',
    slug: 'prayer-rule-template',
    category: 'nutsandbolts',
    description:
      'A one-page template for writing down the rule of prayer you have agreed with your spiritual father: morning, evening, the Jesus Prayer, Scripture and the names you pray for.',
    abstract: 'Write your rule down, so that it can be kept and, in time, revised.',
    scriptureContext: '“Let all things be done decently and in order.” (1 Corinthians 14:40)',
    usageNotes: 'Fill it in with your confessor and review it at each confession.',
    collections: ['daily-prayer'],
    fileText: [
      'My Rule of Prayer',
      'Morning: ______________________________________________',
      'During the day (the Jesus Prayer, a psalm): ______________________',
      'Evening: ______________________________________________',
      'Scripture (Epistle and Gospel of the day, a chapter of the Psalter): ______________',
      'Those I pray for, living and departed: ____________________________',
      'Agreed with my spiritual father on: ______________  Review at: ______________',
    ],
    variants: [{ format: 'digital', price: 0, stock: 999 }],
  },
  {
    name: 'Daily Prayer Organizer',
    slug: 'daily-prayer-organizer',
    category: 'nutsandbolts',
    description:
      'A year of pages for the daily readings, the saints of the day, the fasting rule and your own prayer notes. The physical edition is spiral-bound to lie flat in the icon corner.',
    abstract: 'The readings, the saints and the fast, one page a day.',
    scriptureContext:
      '“So teach us to number our days, that we may apply our hearts unto wisdom.” (Psalm 90:12)',
    usageNotes: 'Fill in the day’s page after evening prayers; it takes two minutes.',
    collections: ['daily-prayer'],
    variants: [
      { format: 'digital', price: 5, stock: 999 },
      { format: 'physical', price: 12, stock: 20 },
    ],
  },
  {
    name: 'Commemoration Book (Book of Names)',
    slug: 'commemoration-book',
    category: 'nutsandbolts',
    description:
      'A small book with ruled pages for the names of the living and the departed, to be read at home and handed in at the Proskomedia.',
    abstract: 'Keep the names of those you pray for in one place.',
    scriptureContext:
      '“I exhort therefore, that, first of all, supplications, prayers, intercessions, and giving of thanks, be made for all men.” (1 Timothy 2:1)',
    usageNotes: 'Write baptismal names only, in the genitive if your parish asks.',
    variants: [{ format: 'physical', price: 7, stock: 3 }],
  },
  {
    name: 'Scripture for Every Day: Memory Cards',
    slug: 'scripture-integration-cards',
    category: 'nutsandbolts',
    description:
      'Fifty-two verses, one for each week, chosen from the Sunday Gospels and Epistles, on cards sized for a pocket or a mirror.',
    abstract: 'Carry the word of God with you through the week.',
    scriptureContext:
      '“Thy word have I hid in mine heart, that I might not sin against thee.” (Psalm 119:11)',
    usageNotes: 'Read the card at each meal; by Saturday it will be yours.',
    variants: [
      { format: 'digital', price: 4, stock: 999 },
      { format: 'physical', price: 9, stock: 11 },
    ],
  },
  {
    name: 'How to Pray with a Prayer Rope',
    slug: 'prayer-rope-guide',
    category: 'nutsandbolts',
    description:
      'A short illustrated guide to the komboskini (chotki): how the knots are tied, how to move through them with the Jesus Prayer, and the counsel of the Fathers on attention and humility.',
    abstract: 'A free guide to the prayer rope for beginners.',
    scriptureContext: '“God be merciful to me a sinner.” (Luke 18:13)',
    usageNotes: 'Begin with one round of thirty-three knots, slowly, standing before your icons.',
    collections: ['daily-prayer'],
    fileText: [
      'How to Pray with a Prayer Rope',
      'Hold the rope in your left hand, leaving the right free for the sign of the Cross. At each knot say the Jesus Prayer: Lord Jesus Christ, Son of God, have mercy on me, a sinner. Move to the next knot only when the words have been said with attention.',
      'At the bead that marks each ten or twenty-five knots, some make a bow or say a prayer to the Mother of God. Follow the rule your spiritual father gives you.',
      'The rope is a servant of attention, not a counter of achievements. If the mind wanders, bring it back gently, without anger, and begin again.',
    ],
    variants: [{ format: 'digital', price: 0, stock: 999 }],
  },
  {
    name: 'Setting Up Your Icon Corner',
    slug: 'icon-corner-guide',
    category: 'nutsandbolts',
    description: `Where to place the icons, which to begin with, how to keep a vigil lamp safely, and what to do with blessed palms, holy water and old icons.

![An icon corner with a vigil lamp](/images/products/icon-corner-guide-photo.svg)`,
    abstract: 'A free, practical guide to the prayer corner of an Orthodox home.',
    scriptureContext:
      '“But thou, when thou prayest, enter into thy closet, and when thou hast shut thy door, pray to thy Father which is in secret.” (Matthew 6:6)',
    usageNotes: 'Start with Christ and the Theotokos; the rest can come with time and feasts.',
    collections: ['beginning-the-journey'],
    fileText: [
      'Setting Up Your Icon Corner',
      'Choose a quiet place, on an eastern wall if you can. Begin with an icon of Christ and one of the Mother of God, Christ on the right as you face them. Add your patron saints and the saint of your parish as you are able.',
      'A vigil lamp, a small shelf for a prayer book, holy water and blessed palms complete the corner. Never leave a flame unattended near curtains or within reach of children.',
      'Old or damaged icons are not thrown away: ask your priest, who will burn them reverently or bury them.',
    ],
    variants: [{ format: 'digital', price: 0, stock: 999 }],
  },
  {
    name: 'Writing Petitions: A Guide to Intercessory Prayer',
    slug: 'petition-guide',
    category: 'nutsandbolts',
    description:
      'How the Church prays for others in the litanies, and how to bring those petitions into personal prayer: for the Church, the sick, travellers, the suffering and the departed.',
    abstract: 'Learn from the litanies to pray for others with order and love.',
    scriptureContext:
      '“Bear ye one another’s burdens, and so fulfil the law of Christ.” (Galatians 6:2)',
    usageNotes: 'Use the worksheet at the back to draft your own petitions.',
    variants: [{ format: 'digital', price: 2.5, stock: 999 }],
  },
  {
    name: 'Jesus Prayer Card',
    slug: 'jesus-prayer-card',
    category: 'freebies',
    description:
      'The Jesus Prayer and a saying of St. John Climacus on a card for your wallet or prayer rope pouch.',
    abstract: 'The prayer of the heart, on a wallet card.',
    scriptureContext: '“Pray without ceasing.” (1 Thessalonians 5:17)',
    usageNotes: 'Keep it where your hand finds it during the day.',
    collections: ['daily-prayer'],
    fileText: [
      'Lord Jesus Christ, Son of God, have mercy on me, a sinner.',
      'Let the remembrance of Jesus be present with your every breath. Then indeed you will appreciate the value of stillness. (St. John Climacus, The Ladder of Divine Ascent, Step 27)',
    ],
    variants: [{ format: 'digital', price: 0, stock: 999 }],
  },
  {
    name: 'Great Lent at a Glance',
    slug: 'lenten-calendar',
    seasons: ['triodion', 'great-lent'],
    category: 'freebies',
    description:
      'A one-page calendar of the Lenten Triodion: the Sundays of preparation, the weeks of the Fast, the Presanctified Liturgies and Holy Week, with the general fasting rule.',
    abstract: 'The whole of the Fast on one printable page.',
    scriptureContext:
      '“Rend your heart, and not your garments, and turn unto the Lord your God.” (Joel 2:13)',
    usageNotes:
      'Print it before the Sunday of the Publican and the Pharisee and put it on the refrigerator.',
    collections: ['great-lent-and-pascha'],
    fileText: [
      'Great Lent at a Glance',
      'Sundays of preparation: the Publican and the Pharisee; the Prodigal Son; the Last Judgement (Meatfare); Forgiveness Sunday (Cheesefare).',
      'Sundays of the Fast: the Triumph of Orthodoxy; St. Gregory Palamas; the Veneration of the Holy Cross; St. John Climacus; St. Mary of Egypt.',
      'Lazarus Saturday and Palm Sunday, then Holy Week and the Feast of Feasts, Holy Pascha.',
      'Fast as your priest directs; the Church counsels mercy for the sick, the elderly, the pregnant and the very young.',
    ],
    variants: [{ format: 'digital', price: 0, stock: 999 }],
  },
  {
    name: 'The Medicine of Immortality: St. Ignatius on the Eucharist',
    slug: 'medicine-of-immortality',
    category: 'freebies',
    description:
      'St. Ignatius of Antioch, on his way to martyrdom in Rome around the year 107, called the Eucharist “the medicine of immortality, the antidote against death.” Read his Letter to the Ephesians in full.',
    abstract: 'The Letter of St. Ignatius to the Ephesians, read online.',
    scriptureContext:
      '“I am the living bread which came down from heaven: if any man eat of this bread, he shall live for ever.” (John 6:51)',
    usageNotes: 'Chapter 20 holds the famous phrase; the whole letter takes twenty minutes.',
    externalUrl: 'https://www.newadvent.org/fathers/0104.htm',
    collections: ['holy-communion'],
    variants: [{ format: 'digital', price: 0, stock: 999 }],
  },
  {
    name: 'The Trisagion Prayers',
    slug: 'trisagion-prayers-card',
    category: 'freebies',
    description:
      'The prayers that begin every service and every rule of prayer, from “O Heavenly King” to the Lord’s Prayer, on one card.',
    abstract: 'The opening prayers of every Orthodox service.',
    scriptureContext:
      '“Holy, holy, holy, is the Lord of hosts: the whole earth is full of his glory.” (Isaiah 6:3)',
    usageNotes: 'Learn them by heart; they are the doorway to every other prayer.',
    fileText: [
      'In the name of the Father, and of the Son, and of the Holy Spirit. Amen.',
      'O Heavenly King, the Comforter, the Spirit of Truth, Who art everywhere present and fillest all things, Treasury of blessings and Giver of life: come and abide in us, and cleanse us from every impurity, and save our souls, O Good One.',
      'Holy God, Holy Mighty, Holy Immortal, have mercy on us. (Three times)',
      'Glory to the Father, and to the Son, and to the Holy Spirit, now and ever and unto ages of ages. Amen.',
      "O Most Holy Trinity, have mercy on us. O Lord, cleanse us from our sins. O Master, pardon our transgressions. O Holy One, visit and heal our infirmities, for Thy name's sake.",
      'Our Father, Who art in heaven, hallowed be Thy name. Thy kingdom come, Thy will be done, on earth as it is in heaven. Give us this day our daily bread, and forgive us our trespasses, as we forgive those who trespass against us, and lead us not into temptation, but deliver us from the evil one.',
    ],
    variants: [{ format: 'digital', price: 0, stock: 999 }],
  },
  {
    name: 'Prayer of St. Ephrem Card',
    slug: 'prayer-of-st-ephrem-card',
    seasons: ['great-lent'],
    category: 'freebies',
    description:
      'The Lenten prayer of St. Ephrem the Syrian, said with prostrations at every weekday service of Great Lent, on a card for home.',
    abstract: 'The prayer that sets the tone of Great Lent.',
    scriptureContext: '“Judge not, that ye be not judged.” (Matthew 7:1)',
    usageNotes:
      'Say it with a prostration after each of its three petitions, then twelve bows, then once more.',
    collections: ['great-lent-and-pascha'],
    fileText: [
      'The Prayer of St. Ephrem the Syrian',
      'O Lord and Master of my life, take from me the spirit of sloth, despair, lust of power and idle talk.',
      'But give rather the spirit of chastity, humility, patience and love to Thy servant.',
      'Yea, O Lord and King, grant me to see my own sins and not to judge my brother, for blessed art Thou unto ages of ages. Amen.',
    ],
    variants: [{ format: 'digital', price: 0, stock: 999 }],
  },
  {
    name: 'Pure Beeswax Prayer Candles (Bundle of 12)',
    slug: 'beeswax-candles',
    category: 'general',
    description:
      'Hand-dipped candles of pure beeswax, the offering the Church has always preferred for its clean flame and sweet scent. Twelve tapers, 8 inches each.',
    abstract: 'Twelve hand-dipped beeswax tapers for the icon corner.',
    scriptureContext: '“Let your light so shine before men.” (Matthew 5:16)',
    usageNotes: 'Trim the wick to a quarter inch; never leave a lit candle unattended.',
    variants: [{ format: 'physical', price: 12, stock: 40 }],
  },
  {
    name: 'Wool Prayer Rope, 33 Knots',
    slug: 'prayer-rope-33-knot',
    category: 'general',
    description:
      'A prayer rope of black wool, tied by hand with thirty-three knots for the years of our Lord’s earthly life, finished with a small cross and tassel.',
    abstract: 'A hand-tied wool prayer rope for the Jesus Prayer.',
    scriptureContext: '“God be merciful to me a sinner.” (Luke 18:13)',
    usageNotes: 'Ask your priest to bless it before first use.',
    collections: ['daily-prayer'],
    variants: [{ format: 'physical', price: 15, stock: 0 }],
  },
];

/**
 * Where a title without an `imageUrl` is pictured: a photograph of its drawing (WebP), made by
 * apps/web/scripts/generate-artwork.ts.
 */
export const productImageAddress = (slug: string) => `/images/products/${slug}.webp`;
