import { readGiftLink } from './gift-link';

const id = 'a'.repeat(24);
const read = (query: string) => readGiftLink(new URLSearchParams(query));

describe('readGiftLink', () => {
  it('reads a resource and a whole amount of dollars', () => {
    expect(read(`for=${id}&amount=5`)).toEqual({ resourceId: id, amount: 5 });
    expect(read(`for=${id}`)).toEqual({ resourceId: id, amount: null });
    expect(read('amount=250')).toEqual({ resourceId: null, amount: 250 });
  });

  it('ignores a resource that is not a product id', () => {
    expect(read('for=morning-prayer-card&amount=5')).toEqual({ resourceId: null, amount: 5 });
    expect(read('for=%7B%22%24ne%22%3Anull%7D')).toBeNull();
  });

  it.each(['0', '-5', '2.5', '1e3', '0x10', ' 5', '', 'five', '99999999'])(
    'ignores an amount of %j',
    (amount) => {
      expect(read(`for=${id}&amount=${encodeURIComponent(amount)}`)).toEqual({
        resourceId: id,
        amount: null,
      });
    },
  );

  it('answers nothing for a page asked for without a gift', () => {
    expect(read('')).toBeNull();
    expect(read('gift_session=cs_test_1')).toBeNull();
  });
});
