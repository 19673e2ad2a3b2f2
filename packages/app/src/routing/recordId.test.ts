import { describe, expect, it } from 'vitest';
import { parseRecordId } from './recordId.ts';

describe('parseRecordId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
  ])('%s is the id %d', (segment, id) => expect(parseRecordId(segment)).toBe(id));

  it.each([
    '',
    'abc',
    '0',
    '0012',
    '-1',
    '1e3',
    '1.5',
    ' 1',
    '12abc',
    '2147483648',
    '99999999999',
    undefined,
  ])('%s names no record', (segment) => expect(parseRecordId(segment)).toBeNull());
});
