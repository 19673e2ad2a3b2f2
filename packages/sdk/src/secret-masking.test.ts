import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { credentialOf, MASKED_SECRET, maskSecrets } from './secret-masking.ts';

const ACCESS = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl';
const REFRESH = 'c2Vzc2lvbi03LnJlZnJlc2gtdG9rZW4';

describe('maskSecrets', () => {
  it('masks every occurrence of each token and keeps the rest of the message', () => {
    expect(maskSecrets(`Токен ${ACCESS} истёк; ${ACCESS}, ${REFRESH}`, [ACCESS, REFRESH])).toBe(
      `Токен ${MASKED_SECRET} истёк; ${MASKED_SECRET}, ${MASKED_SECRET}`,
    );
  });

  it('masks a token containing another one whole', () => {
    expect(maskSecrets(`x${ACCESS}y`, [ACCESS.slice(0, 12), ACCESS])).toBe(`x${MASKED_SECRET}y`);
  });

  it('ignores missing and short values, which are no credentials', () => {
    expect(maskSecrets('Bearer token a1 is bad', [undefined, null, '', 'a1', 'Bearer'])).toBe(
      'Bearer token a1 is bad',
    );
  });

  it('never leaves a secret in the text', () => {
    const secret = fc.string({ minLength: 8, maxLength: 40, unit: fc.constantFrom('a', 'b', '•', 'c') });
    fc.assert(
      fc.property(
        fc.array(secret, { maxLength: 3 }),
        fc.array(fc.oneof(fc.string(), secret)),
        (secrets, parts) => {
          const masked = maskSecrets(parts.join(''), secrets);
          for (const value of secrets) expect(masked).not.toContain(value);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('credentialOf', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['  Token   xyz  ', 'xyz'],
    ['bare', 'bare'],
    [null, undefined],
  ])('%s -> %s', (header, credential) => {
    expect(credentialOf(header)).toBe(credential);
  });
});
