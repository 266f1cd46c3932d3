// One line on the principal commemoration of a day, written for this project in our own words
// (the facts of the feasts and the saints' lives, not any publisher's text). `of` is a fragment
// of the name the line belongs to; the tests check that every line finds its commemoration.
export const descriptions: Readonly<Record<string, { of: string; text: string }>> = {
  '09-01': { of: 'Church New Year', text: 'The first day of the Church year, the Indiction.' },
  '09-08': {
    of: 'Nativity of the Most-Holy Theotokos',
    text: 'The birth of the Virgin Mary to the righteous Joachim and Anna.',
  },
  '09-14': {
    of: 'Exaltation',
    text: 'The Cross found in Jerusalem by St Helen and raised before the people.',
  },
  '09-25': {
    of: 'Sergius of Radonezh',
    text: 'The founder of the Holy Trinity Lavra near Moscow (died 1392).',
  },
  '09-26': {
    of: 'John the Theologian',
    text: 'The falling asleep of the beloved disciple, author of the Gospel, the Epistles and the Revelation.',
  },
  '10-01': {
    of: 'Protection',
    text: 'The Mother of God seen by St Andrew, Fool for Christ, spreading her veil over the faithful in the Blachernae church of Constantinople.',
  },
  '10-06': {
    of: 'St Innocent',
    text: 'Missionary priest in Alaska and Siberia, later Metropolitan of Moscow (died 1879).',
  },
  '10-09': {
    of: 'St Tikhon',
    text: 'Archbishop in North America, then Patriarch of Moscow through the Revolution (died 1925).',
  },
  '10-18': { of: 'Luke', text: 'The author of the third Gospel and the Acts of the Apostles.' },
  '10-26': {
    of: 'Demetrius',
    text: 'A martyr of Thessalonica under Maximian (died about 306), patron of his city.',
  },
  '11-08': {
    of: 'Archangel Michael',
    text: 'The gathering in honour of the Archangel Michael and all the angelic powers.',
  },
  '11-13': {
    of: 'John Chrysostom',
    text: 'Preacher of Antioch and Archbishop of Constantinople, died in exile in 407.',
  },
  '11-14': {
    of: 'Philip',
    text: 'One of the Twelve, from Bethsaida; the day before the Nativity Fast.',
  },
  '11-16': {
    of: 'Matthew',
    text: 'The tax collector called to be an apostle, author of the first Gospel.',
  },
  '11-21': {
    of: 'Entry of the Most-Holy Theotokos',
    text: 'The young Mary brought by her parents to the Temple in Jerusalem.',
  },
  '11-30': {
    of: 'Andrew',
    text: 'The first of the Twelve called by Christ, brother of Peter, crucified at Patras.',
  },
  '12-05': {
    of: 'Sabbas',
    text: 'Founder of the Great Lavra in the Judean desert (died 532).',
  },
  '12-06': {
    of: 'Nicholas',
    text: 'Bishop of Myra in Lycia in the fourth century, known for his mercy and his wonders.',
  },
  '12-13': {
    of: 'Herman of Alaska',
    text: 'A monk of Valaam who came to Alaska with the first mission and lived on Spruce Island (died 1837).',
  },
  '12-20': {
    of: 'John of Kronstadt',
    text: 'A parish priest of Kronstadt, known across Russia for his prayer and care of the poor (died 1908).',
  },
  '12-25': { of: 'Nativity of Christ', text: 'The birth of Christ in Bethlehem.' },
  '12-27': { of: 'Stephen', text: 'The first deacon and the first martyr, stoned in Jerusalem.' },
  '01-01': {
    of: 'Circumcision',
    text: 'Christ circumcised and named Jesus on the eighth day; with St Basil the Great.',
  },
  '01-06': {
    of: 'Theophany',
    text: 'The baptism of Christ in the Jordan, where the Trinity was revealed.',
  },
  '01-07': {
    of: 'Synaxis of St John the Baptist',
    text: 'The gathering in honour of the Forerunner, the day after the baptism he served.',
  },
  '01-17': {
    of: 'Anthony the Great',
    text: 'The father of monks, who lived in the Egyptian desert (died 356).',
  },
  '01-25': {
    of: 'Gregory the Theologian',
    text: 'Archbishop of Constantinople, whose sermons defended the Trinity (died about 390).',
  },
  '01-30': {
    of: 'Hierarchs',
    text: 'Basil the Great, Gregory the Theologian and John Chrysostom, honoured together.',
  },
  '02-02': {
    of: 'Meeting',
    text: 'The Child Jesus brought to the Temple on the fortieth day and received by Simeon and Anna.',
  },
  '03-09': {
    of: 'Forty Martyrs',
    text: 'Forty soldiers who died in a frozen lake at Sebaste rather than deny Christ (about 320).',
  },
  '03-25': {
    of: 'Annunciation',
    text: 'The Archangel Gabriel announces to the Virgin Mary that she will bear the Son of God.',
  },
  '04-23': {
    of: 'George',
    text: 'A soldier martyred under Diocletian (303), honoured as a great-martyr and wonderworker.',
  },
  '04-25': { of: 'Mark', text: 'The author of the second Gospel, companion of Peter.' },
  '05-08': {
    of: 'John the Theologian',
    text: 'The beloved disciple, remembered with the rose-dust gathered at his tomb in Ephesus.',
  },
  '05-11': {
    of: 'Cyril and Methodius',
    text: 'Brothers from Thessalonica who brought the Gospel and the services to the Slavs in their own tongue.',
  },
  '05-21': {
    of: 'Constantine and Helen',
    text: 'The first Christian emperor and his mother, who found the Cross in Jerusalem.',
  },
  '06-24': {
    of: 'Nativity of St John the Baptist',
    text: 'The birth of the Forerunner to Zachariah and Elizabeth in their old age.',
  },
  '06-29': {
    of: 'Peter and Paul',
    text: 'The chief apostles, martyred in Rome under Nero; the end of the Apostles’ Fast.',
  },
  '06-30': {
    of: 'Twelve Apostles',
    text: 'The Twelve honoured together, the day after Peter and Paul.',
  },
  '07-15': {
    of: 'Vladimir',
    text: 'The Prince of Kiev baptised in 988, who brought his people to Christ.',
  },
  '07-20': {
    of: 'Elijah',
    text: 'The prophet who stood against Ahab and was taken up to heaven in a chariot of fire.',
  },
  '07-22': {
    of: 'Mary Magdalene',
    text: 'The myrrh-bearer who first saw the risen Christ and told the apostles.',
  },
  '07-27': {
    of: 'Panteleimon',
    text: 'A physician of Nicomedia who healed without payment, martyred about 305.',
  },
  '08-01': {
    of: 'Procession',
    text: 'A relic of the Cross carried through Constantinople; the first day of the Dormition Fast.',
  },
  '08-06': {
    of: 'Transfiguration',
    text: 'Christ shines with divine light on Mount Tabor before Peter, James and John.',
  },
  '08-15': {
    of: 'Dormition',
    text: 'The falling asleep of the Mother of God, with the apostles gathered around her.',
  },
  '08-16': {
    of: 'Not Made by Hands',
    text: 'The image of Christ’s face on a cloth, brought from Edessa to Constantinople in 944.',
  },
  '08-29': {
    of: 'Beheading',
    text: 'The Forerunner beheaded by Herod at Herodias’ wish; kept as a strict fast.',
  },
};
