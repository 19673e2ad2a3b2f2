import { describe, expect, it } from 'vitest';
import { numberWithin, wholeNumberWithin } from './numberRules.ts';

describe('wholeNumberWithin', () => {
  const rule = wholeNumberWithin(1, 10_080, { required: 'required', range: 'range' });

  it('takes a whole number within the bounds, both ends included', () => {
    for (const value of [1, 45, 10_080]) expect(rule(value)).toBe(true);
  });

  it('says the range for a number out of bounds, negative or not whole', () => {
    for (const value of [0, -5, 10_081, 999_999, 1.5, Number.NaN]) expect(rule(value)).toBe('range');
  });

  it('says required for an empty field', () => {
    expect(rule(null)).toBe('required');
  });
});

describe('numberWithin', () => {
  const rule = numberWithin(0, 1000, { required: 'required', range: 'range' });

  it('takes a fraction within the bounds, both ends included', () => {
    for (const value of [0, 0.125, 1000]) expect(rule(value)).toBe(true);
  });

  it('says the range for a number out of bounds or not a number', () => {
    for (const value of [-0.001, 1000.001, 1e17, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(rule(value)).toBe('range');
    }
  });

  it('says required for an empty field', () => {
    expect(rule(null)).toBe('required');
  });
});
