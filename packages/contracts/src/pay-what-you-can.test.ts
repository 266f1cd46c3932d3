import { describe, expect, it } from 'vitest';
import { payWhatYouCanInputSchema } from './catalogue-admin.js';
import {
  chosenAmountProblem,
  chosenCentsFrom,
  describeChosenPrice,
  MAX_CHOSEN_CENTS,
} from './pay-what-you-can.js';

describe('chosenCentsFrom', () => {
  it.each([
    ['5', 500],
    ['4.5', 450],
    ['4.50', 450],
    [' $7 ', 700],
    ['0', 0],
    ['0.99', 99],
  ])('reads %j as %i cents', (text, cents) => {
    expect(chosenCentsFrom(text)).toBe(cents);
  });

  it.each(['', 'five', '4.505', '-3', '1e3', '4,50', '12345678'])('reads %j as no amount', (text) => {
    expect(chosenCentsFrom(text)).toBeUndefined();
  });
});

describe('chosenAmountProblem', () => {
  const atLeastTwo = { minimum: 2, suggested: 6 };
  const anything = { minimum: 0, suggested: 5 };

  it('accepts the least price, the suggestion and more', () => {
    expect(chosenAmountProblem(atLeastTwo, 200)).toBeNull();
    expect(chosenAmountProblem(atLeastTwo, 600)).toBeNull();
    expect(chosenAmountProblem(anything, 1)).toBeNull();
    expect(chosenAmountProblem(anything, MAX_CHOSEN_CENTS)).toBeNull();
  });

  it('says what the least price is to a buyer who chose less', () => {
    expect(chosenAmountProblem(atLeastTwo, 199)).toBe('The least you can pay for this is $2.00.');
  });

  it('asks for more than nothing, which is the free download’s way', () => {
    expect(chosenAmountProblem(anything, 0)).toBe(
      'Enter an amount above $0, or get it free instead.',
    );
  });

  it('refuses what is not whole cents, and more than the ceiling', () => {
    expect(chosenAmountProblem(anything, undefined)).toMatch(/^Enter an amount in dollars/);
    expect(chosenAmountProblem(anything, 12.5)).toMatch(/^Enter an amount in dollars/);
    expect(chosenAmountProblem(anything, MAX_CHOSEN_CENTS + 1)).toBe(
      'The most you can pay for one copy is $10,000.00.',
    );
  });

  it('describes the price as the cart and receipts say it', () => {
    expect(describeChosenPrice({ suggested: 6 })).toBe('Pay what you can (suggested $6.00)');
    expect(describeChosenPrice({ suggested: 12.5 })).toBe('Pay what you can (suggested $12.50)');
  });
});

describe('payWhatYouCanInputSchema', () => {
  it('takes a least price of 0 and a suggestion above it', () => {
    expect(payWhatYouCanInputSchema.parse({ minimum: 0, suggested: 5 })).toEqual({
      minimum: 0,
      suggested: 5,
    });
  });

  it('refuses a suggestion below the least price, or of nothing', () => {
    const below = payWhatYouCanInputSchema.safeParse({ minimum: 4, suggested: 3 });
    expect(below.error?.issues).toMatchObject([
      { path: ['suggested'], message: 'must be at least the least price' },
    ]);
    const nothing = payWhatYouCanInputSchema.safeParse({ minimum: 0, suggested: 0 });
    expect(nothing.error?.issues).toMatchObject([
      { path: ['suggested'], message: 'must be more than 0' },
    ]);
  });
});
