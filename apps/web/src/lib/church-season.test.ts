import { buildChurchDay } from '@/testing/factories';
import { seasonOfDay } from './church-season';

describe('the season as the Church names the day', () => {
  it('counts a season’s days', () => {
    const day = buildChurchDay({ season: { id: 'great-lent', name: 'Great Lent', day: 12 } });
    expect(seasonOfDay(day)).toBe('Great Lent · day 12');
  });

  it('names a weekday after Pentecost by its week', () => {
    const wednesday = buildChurchDay({
      date: '2023-11-01',
      season: { id: 'ordinary', name: 'After Pentecost', week: 22 },
    });
    expect(seasonOfDay(wednesday)).toBe('Wednesday of the 22nd week after Pentecost');
  });

  it('names a Sunday after Pentecost by its number', () => {
    const sunday = buildChurchDay({
      date: '2022-01-23',
      season: { id: 'ordinary', name: 'After Pentecost', week: 31 },
    });
    expect(seasonOfDay(sunday)).toBe('31st Sunday after Pentecost');
    expect(seasonOfDay({ ...sunday, season: { ...sunday.season, week: 13 } })).toBe(
      '13th Sunday after Pentecost',
    );
  });

  it('says the season’s name alone when it has no count', () => {
    const day = buildChurchDay({ season: { id: 'ordinary', name: 'After Pentecost' } });
    expect(seasonOfDay(day)).toBe('After Pentecost');
  });
});
