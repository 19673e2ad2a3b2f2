import { describe, expect, it } from 'vitest';
import { exportFileName } from './ExportButton.tsx';

describe('an export’s file name', () => {
  it('carries the day in Tashkent, where it is already tomorrow after 19:00 UTC', () => {
    expect(exportFileName('karvon-frozen-applications', new Date('2026-12-06T19:18:00Z'))).toBe(
      'karvon-frozen-applications-2026-12-07.xlsx',
    );
    expect(exportFileName('karvon-cargo', new Date('2026-12-06T18:59:00Z'))).toBe(
      'karvon-cargo-2026-12-06.xlsx',
    );
  });
});
