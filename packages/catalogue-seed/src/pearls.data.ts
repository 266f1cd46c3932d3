import type { SeasonTag } from '@ministry/contracts';

/**
 * The demo "Orthodox Pearls": well-known sayings of the Fathers and saints, in common English
 * translations. `title` names who said it; `book` where it was written down, when there is one.
 */
export interface SeedPearl {
  title: string;
  body: string;
  book?: string;
  /** Seasons and feasts it suits: the pearl of the day prefers them. */
  seasons?: SeasonTag[];
}

export const SEED_PEARLS: SeedPearl[] = [
  {
    title: 'St. Seraphim of Sarov',
    body: 'Acquire the Spirit of peace, and thousands around you will be saved.',
  },
  {
    title: 'St. Seraphim of Sarov',
    body: 'The true aim of our Christian life consists in the acquisition of the Holy Spirit of God.',
    book: 'Conversation with Nicholas Motovilov',
  },
  {
    title: 'St. John Climacus',
    body: 'Let the remembrance of Jesus be present with your every breath. Then indeed you will appreciate the value of stillness.',
    book: 'The Ladder of Divine Ascent',
  },
  {
    title: 'St. John Climacus',
    body: 'Repentance is the renewal of baptism and is a contract with God for a fresh start in life.',
    book: 'The Ladder of Divine Ascent',
    seasons: ['triodion', 'great-lent'],
  },
  {
    title: 'St. John Climacus',
    body: 'A Christian is an imitator of Christ in thought, word and deed, as far as this is humanly possible.',
    book: 'The Ladder of Divine Ascent',
  },
  {
    title: 'St. Isaac the Syrian',
    body: 'Be at peace with your own soul; then heaven and earth will be at peace with you. Enter eagerly into the treasure house that is within you, and so you will see the things that are in heaven; for there is but one single entry to them both.',
    book: 'Ascetical Homilies',
  },
  {
    title: 'St. Isaac the Syrian',
    body: 'What is a merciful heart? It is the heart’s burning for the sake of the entire creation, for men, for birds, for animals, for demons, and for every created thing.',
    book: 'Ascetical Homilies',
  },
  {
    title: 'St. Isaac the Syrian',
    body: 'Love silence above all things, because it brings you near to fruit that the tongue cannot express.',
    book: 'Ascetical Homilies',
  },
  {
    title: 'St. Silouan the Athonite',
    body: 'Keep thy mind in hell, and despair not.',
    book: 'Saint Silouan the Athonite',
  },
  {
    title: 'St. Silouan the Athonite',
    body: 'My soul yearns after the Lord, and I seek Him in tears.',
    book: 'Saint Silouan the Athonite',
  },
  {
    title: 'St. John Chrysostom',
    body: 'Do you wish to honour the body of Christ? Do not ignore Him when He is naked. Do not pay Him homage in the temple clad in silk, only then to neglect Him outside where He is cold and ill-clad.',
    book: 'Homilies on the Gospel of Matthew',
  },
  {
    title: 'St. John Chrysostom',
    body: 'Glory be to God for all things.',
  },
  {
    title: 'St. Basil the Great',
    body: 'The bread which you keep belongs to the hungry; the coat which you preserve in your wardrobe belongs to the naked; the shoes which are rotting in your possession belong to the shoeless.',
    book: 'I Will Tear Down My Barns',
  },
  {
    title: 'St. Anthony the Great',
    body: 'I saw the snares that the enemy spreads out over the world and I said groaning, “What can get through from such snares?” Then I heard a voice saying to me, “Humility.”',
    book: 'The Sayings of the Desert Fathers',
  },
  {
    title: 'St. Anthony the Great',
    body: 'Whoever you may be, always have God before your eyes; whatever you do, do it according to the testimony of the holy Scriptures; in whatever place you live, do not easily leave it. Keep these three precepts and you will be saved.',
    book: 'The Sayings of the Desert Fathers',
  },
  {
    title: 'Abba Moses the Black',
    body: 'Go, sit in your cell, and your cell will teach you everything.',
    book: 'The Sayings of the Desert Fathers',
  },
  {
    title: 'Abba Poemen',
    body: 'A man may seem to be silent, but if his heart is condemning others he is babbling ceaselessly.',
    book: 'The Sayings of the Desert Fathers',
  },
  {
    title: 'Abba Joseph of Panephysis',
    body: 'If you will, you can become all flame.',
    book: 'The Sayings of the Desert Fathers',
  },
  {
    title: 'Amma Syncletica',
    body: 'In the beginning there are a great many battles and a good deal of suffering for those who are advancing towards God and after that, ineffable joy.',
    book: 'The Sayings of the Desert Fathers',
  },
  {
    title: 'St. Theophan the Recluse',
    body: 'To pray is to descend with the mind into the heart, and there to stand before the face of the Lord, ever-present, all-seeing, within you.',
    book: 'The Art of Prayer',
  },
  {
    title: 'St. Theophan the Recluse',
    body: 'The principal thing is to stand with the mind in the heart before God, and to go on standing before Him unceasingly day and night, until the end of life.',
    book: 'The Art of Prayer',
  },
  {
    title: 'St. Porphyrios of Kafsokalyvia',
    body: 'Love Christ and put nothing before His love. He is joy, He is life, He is light.',
    book: 'Wounded by Love',
    seasons: ['pascha', 'bright-week', 'paschal-season'],
  },
  {
    title: 'St. Ignatius of Antioch',
    body: 'It is better to keep silence and to be, than to talk and not to be.',
    book: 'Letter to the Ephesians',
  },
  {
    title: 'St. Irenaeus of Lyons',
    body: 'The glory of God is a living man; and the life of man consists in beholding God.',
    book: 'Against Heresies',
  },
  {
    title: 'St. Athanasius the Great',
    body: 'He was made man that we might be made God.',
    book: 'On the Incarnation',
    seasons: ['nativity-fast', 'nativity', 'twelve-days'],
  },
  {
    title: 'St. Gregory the Theologian',
    body: 'That which He has not assumed He has not healed; but that which is united to His Godhead is also saved.',
    book: 'Letter to Cledonius',
    seasons: ['nativity-fast', 'nativity'],
  },
  {
    title: 'St. Gregory the Theologian',
    body: 'We ought to think of God even more often than we draw our breath.',
    book: 'Theological Orations',
  },
  {
    title: 'St. Macarius the Great',
    body: 'The heart itself is but a small vessel, yet there also are dragons and there are lions; there are poisonous beasts and all the treasures of evil. But there also is God, the angels, the life and the kingdom, the light and the apostles, the heavenly cities and the treasuries of grace. All things are there.',
    book: 'Fifty Spiritual Homilies',
  },
  {
    title: 'St. Maximus the Confessor',
    body: 'Blessed is he who can love all men equally.',
    book: 'Four Hundred Texts on Love',
  },
  {
    title: 'St. Ephrem the Syrian',
    body: 'O Lord and Master of my life, take from me the spirit of sloth, despair, lust of power and idle talk. But give rather the spirit of chastity, humility, patience and love to Thy servant. Yea, O Lord and King, grant me to see my own sins and not to judge my brother, for blessed art Thou unto ages of ages. Amen.',
    seasons: ['great-lent', 'holy-week'],
  },
  {
    title: 'St. Herman of Alaska',
    body: 'From this day, from this hour, from this very minute, let us strive to love God above all and fulfil His holy will.',
  },
  {
    title: 'St. John of Kronstadt',
    body: 'When you are praying alone, and your spirit is dejected, and you are wearied and oppressed by your loneliness, remember then, as always, that God the Trinity looks upon you with eyes brighter than the sun.',
    book: 'My Life in Christ',
  },
  {
    title: 'St. Nikolai Velimirovich',
    body: 'Bless my enemies, O Lord. Even I bless them and do not curse them.',
    book: 'Prayers by the Lake',
  },
  {
    title: 'Elder Thaddeus of Vitovnica',
    body: 'Our thoughts determine our lives. If our thoughts are peaceful, calm, meek and kind, then that is what our life is like.',
    book: 'Our Thoughts Determine Our Lives',
  },
];
