import { describe, expect, it } from 'vitest';
import { pageRange } from './pageRange.ts';

describe('pageRange', () => {
  it('lists every page when they fit', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('puts the gap at the end near the start', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
  });
  it('puts gaps on both sides in the middle', () => {
    expect(pageRange(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
  });
  it('puts the gap at the start near the end', () => {
    expect(pageRange(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(pageRange(17, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });
  it('keeps the same length while the page moves', () => {
    for (let page = 1; page <= 50; page += 1) expect(pageRange(page, 50)).toHaveLength(7);
  });
  it('clamps a page out of range', () => {
    expect(pageRange(99, 10)).toEqual([1, 'gap-start', 6, 7, 8, 9, 10]);
  });
});
