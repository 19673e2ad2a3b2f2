import { describe, expect, it } from 'vitest';
import { loadContract, operationPermissions, optionalBodies } from '../src/contract.ts';

describe('x-permission of the contract', () => {
  it('names a known permission for every operation', async () => {
    const permissions = operationPermissions(await loadContract());
    expect(permissions.size).toBeGreaterThan(90);
    expect(Object.fromEntries(permissions)).toMatchObject({
      login: 'public',
      refreshToken: 'public',
      logout: 'authenticated',
      getCurrentUser: 'authenticated',
      listBranches: 'authenticated',
      listUserRoles: 'authenticated',
    });
  });

  it('stops the server from starting when an operation has none or an unknown one', () => {
    const contractWith = (permission: unknown) => ({
      paths: { '/x': { get: { operationId: 'x', 'x-permission': permission } } },
    });
    expect(() => operationPermissions(contractWith(undefined))).toThrow(/x-permission/);
    expect(() => operationPermissions(contractWith('user.delete'))).toThrow(/x-permission/);
    expect(operationPermissions(contractWith('user.update')).get('x')).toBe('user.update');
  });
});

describe('optional bodies', () => {
  it('are the request bodies the contract does not require (read as {} when left out)', async () => {
    expect([...optionalBodies(await loadContract())]).toEqual(['markRegisterPrinted']);
  });
});
