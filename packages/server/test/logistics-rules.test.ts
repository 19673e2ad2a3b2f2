import { describe, expect, it } from 'vitest';
import {
  cargoNumber,
  cargoRefusals,
  decideFillCargo,
  decideReceiveCargo,
  decideSendCargo,
  type CargoMove,
} from '../src/domain/cargo-rules.ts';
import { batchRefusals, checkCodes, codeKey } from '../src/domain/code-check.ts';
import { decideCarStatus, missingUsers, plateKey } from '../src/domain/car-rules.ts';
import { decideDeadline } from '../src/domain/deadlines.ts';
import { LOGISTICS_MESSAGES } from '../src/domain/logistics-messages.ts';
import { attachmentRefusals, type AttachableState } from '../src/domain/order-attachment.ts';
import { decideAddPackingTime, extendDeadline, minutesBetween } from '../src/domain/packing-time.ts';
import { decideApproveProduct, decideEditProduct, duplicateField } from '../src/domain/product-approval.ts';
import {
  decideAddProduct,
  decideApproveRegister,
  decidePrint,
  registerNumber,
  repeatDeliveryProducts,
  repeatedProducts,
  tashkentDay,
} from '../src/domain/registers.ts';

describe('product approval', () => {
  const product1 = {
    id: 1,
    sku: 'SM-A556E-256',
    code: '8806095467412',
    series: 'R58W123ABC',
    imei: '356789104567891',
  };
  it('approves a draft once', () => {
    expect(decideApproveProduct('draft')).toEqual({ ok: true });
    expect(decideApproveProduct('approved')).toEqual({ ok: false, message: 'productAlreadyApproved' });
    expect(decideEditProduct('approved').ok).toBe(false);
  });
  it('finds a duplicate by SKU, code, series or IMEI, ignoring case, blanks and itself', () => {
    const candidate = { sku: 'sm-a556e-256', code: 'X', series: null, imei: null };
    expect(duplicateField(candidate, [product1])).toBe('sku');
    expect(duplicateField({ ...candidate, sku: 'new', series: ' r58w123abc ' }, [product1])).toBe('series');
    expect(duplicateField({ ...candidate, sku: 'new', imei: '356789104567891' }, [product1])).toBe('imei');
    expect(duplicateField({ ...product1 }, [product1])).toBeNull();
    expect(
      duplicateField({ sku: 'A', code: 'B', series: '', imei: null }, [{ ...product1, id: 2, series: '' }]),
    ).toBeNull();
  });
});

describe('registers', () => {
  it('adds a product to a draft once and approves a draft with products once', () => {
    expect(decideAddProduct({ status: 'draft', productIds: [1] }, 1)).toEqual({
      ok: false,
      message: 'productExists',
      field: 'product_id',
    });
    expect(decideAddProduct({ status: 'approved', productIds: [] }, 1).ok).toBe(false);
    expect(decideApproveRegister({ status: 'draft', productIds: [] })).toEqual({
      ok: false,
      message: 'registerEmpty',
    });
    expect(decideApproveRegister({ status: 'draft', productIds: [1] })).toEqual({ ok: true });
    expect(decideApproveRegister({ status: 'approved', productIds: [1] }).ok).toBe(false);
    expect(repeatedProducts([1, 2, 1, 3, 2])).toEqual([2, 4]);
  });
  it('numbers registers by kind and business day, the day being Tashkent’s', () => {
    expect(registerNumber('collected', '2026-11-20', 1)).toBe('R-2026-1120-01');
    expect(registerNumber('end_of_day', '2026-11-20', 12)).toBe('E-2026-1120-12');
    // 20:30 UTC on the 19th is already the 20th in Tashkent.
    expect(tashkentDay(new Date('2026-11-19T20:30:00Z'))).toBe('2026-11-20');
    expect(tashkentDay(new Date('2026-11-19T18:59:00Z'))).toBe('2026-11-19');
  });
  it('flags a product left in end-of-day registers on two different days for repeat delivery', () => {
    const days = new Map([
      [1, new Set(['2026-11-19'])],
      [2, new Set(['2026-11-20'])],
    ]);
    expect(repeatDeliveryProducts([1, 2, 3], days, '2026-11-20')).toEqual([1]);
  });
});

describe('printing registers', () => {
  it('prints the first time without a reason and keeps one given', () => {
    expect(decidePrint(false, undefined)).toEqual({ ok: true, reason: null });
    expect(decidePrint(false, '  ')).toEqual({ ok: true, reason: null });
    expect(decidePrint(false, ' Yangi nusxa ')).toEqual({ ok: true, reason: 'Yangi nusxa' });
  });
  it('reprints only with a reason that is not blank', () => {
    const refused = { ok: false, message: 'reprintReason', field: 'reason' };
    expect(decidePrint(true, undefined)).toEqual(refused);
    expect(decidePrint(true, null)).toEqual(refused);
    expect(decidePrint(true, ' \t ')).toEqual(refused);
    expect(decidePrint(true, 'Birinchi nusxa yirtildi')).toEqual({
      ok: true,
      reason: 'Birinchi nusxa yirtildi',
    });
  });
});

describe('cars', () => {
  it('keeps a car on a route active, everything else may change', () => {
    expect(decideCarStatus('active', 'repair', true)).toEqual({ ok: false, message: 'carOnRoute' });
    expect(decideCarStatus('active', 'active', true).ok).toBe(true);
    expect(decideCarStatus('active', 'repair', false).ok).toBe(true);
    expect(decideCarStatus('repair', 'inactive', true).ok).toBe(true);
    expect(plateKey('01 a 123 bc')).toBe('01A123BC');
    expect(missingUsers([3, 9, 4], new Set([3, 4]))).toEqual([{ index: 1, id: 9 }]);
  });
});

describe('waiting time and deadlines', () => {
  it('adds packing time only while packing, and the history counts the minutes', () => {
    expect(decideAddPackingTime({ step: 'packing', closed: false })).toEqual({ ok: true });
    expect(decideAddPackingTime({ step: 'ready_to_load', closed: false }).ok).toBe(false);
    expect(decideAddPackingTime({ step: 'packing', closed: true }).ok).toBe(false);
    const change = extendDeadline(new Date('2026-11-20T11:30:00+05:00'), 45);
    expect(change.newTime.toISOString()).toBe('2026-11-20T07:15:00.000Z');
    expect(minutesBetween(change.oldTime, change.newTime)).toBe(45);
  });
  it('wants the deadline date inside its month', () => {
    expect(decideDeadline('2026-11', '2026-11-30')).toEqual({ ok: true });
    expect(decideDeadline('2026-11', '2026-12-01')).toEqual({
      ok: false,
      message: 'deadlineOutsideMonth',
      field: 'date',
    });
  });
});

describe('cargo and order attachment', () => {
  it('sends cargo between two branches, each product once, and never edits a sent one', () => {
    expect(cargoRefusals({ senderBranchId: 1, receiverBranchId: 2, productIds: [1, 2] })).toEqual([]);
    expect(cargoRefusals({ senderBranchId: 1, receiverBranchId: 1, productIds: [1, 1] })).toEqual([
      { message: 'sameBranches', field: 'receiver_branch_id' },
      { message: 'productExists', field: 'products[1]' },
    ]);
    expect(
      cargoRefusals({ status: 'sent', senderBranchId: 1, receiverBranchId: 2, productIds: [1] }),
    ).toEqual([{ message: 'cargoSent' }]);
    expect(cargoNumber(2026, 42)).toBe('CG-2026-0042');
  });
  it('sends a draft with products once, from the sender branch', () => {
    const draft: CargoMove = { status: 'draft', productsCount: 2, senderBranchId: 1, receiverBranchId: 2 };
    expect(decideSendCargo(draft)).toEqual({ ok: true });
    expect(decideSendCargo({ ...draft, ownBranchId: 1 })).toEqual({ ok: true });
    expect(decideSendCargo({ ...draft, ownBranchId: 2 })).toEqual({ ok: false, message: 'cargoSenderOnly' });
    expect(decideSendCargo({ ...draft, ownBranchId: null })).toEqual({
      ok: false,
      message: 'cargoSenderOnly',
    });
    expect(decideSendCargo({ ...draft, status: 'sent' })).toEqual({ ok: false, message: 'cargoSent' });
    expect(decideSendCargo({ ...draft, status: 'received' })).toEqual({ ok: false, message: 'cargoSent' });
    expect(decideSendCargo({ ...draft, productsCount: 0 })).toEqual({ ok: false, message: 'cargoEmpty' });
  });
  it('receives a sent cargo once, at the receiver branch', () => {
    const sent: CargoMove = { status: 'sent', productsCount: 1, senderBranchId: 1, receiverBranchId: 2 };
    expect(decideReceiveCargo(sent)).toEqual({ ok: true });
    expect(decideReceiveCargo({ ...sent, ownBranchId: 2 })).toEqual({ ok: true });
    expect(decideReceiveCargo({ ...sent, ownBranchId: 1 })).toEqual({
      ok: false,
      message: 'cargoReceiverOnly',
    });
    expect(decideReceiveCargo({ ...sent, status: 'draft' })).toEqual({ ok: false, message: 'cargoNotSent' });
    expect(decideReceiveCargo({ ...sent, status: 'received' })).toEqual({
      ok: false,
      message: 'cargoReceived',
    });
  });
  it('attaches ready, unattached applications, all or nothing', () => {
    const ready = (id: number, more: Partial<AttachableState> = {}): AttachableState => ({
      id,
      step: 'ready_to_load',
      isFrozen: false,
      closed: false,
      attached: false,
      ...more,
    });
    const found = new Map([
      [1, ready(1)],
      [2, ready(2, { attached: true })],
      [3, ready(3, { step: 'packing' })],
      [4, ready(4, { isFrozen: true })],
    ]);
    expect(attachmentRefusals([1, 2, 3, 4, 5], found).map((r) => [r.index, r.message])).toEqual([
      [1, 'applicationAttached'],
      [2, 'applicationNotReady'],
      [3, 'applicationNotReady'],
      [4, 'recordNotFound'],
    ]);
  });
});

describe('scan to batch', () => {
  const phone = { id: 1 };
  const case_ = { id: 2 };
  const byKey = new Map([
    ['8806095467412', phone],
    ['CASE-42', case_],
  ]);
  const open = { productIds: new Set<number>(), locked: null, already: 'productInRegister' } as const;

  it('compares codes trimmed and without regard to case', () => {
    expect(codeKey('  case-42\r\n')).toBe('CASE-42');
    expect(checkCodes([' case-42\t'], byKey, open)).toEqual([
      { code: ' case-42\t', result: 'found', product: case_, message: null },
    ]);
  });

  it('answers each code in order: found, already (held or earlier in the batch), unknown', () => {
    const held = { ...open, productIds: new Set([1]) };
    expect(
      checkCodes(['CASE-42', '8806095467412', 'nope', 'case-42', '8806095467412'], byKey, held).map((o) => [
        o.result,
        o.message,
      ]),
    ).toEqual([
      ['found', null],
      ['already', 'productInRegister'],
      ['unknown', 'codeUnknown'],
      ['already', 'codeRepeated'],
      ['already', 'productInRegister'],
    ]);
  });

  it('answers not_allowed for a product a locked document cannot take, unknown codes staying unknown', () => {
    const locked = { ...open, productIds: new Set([1]), locked: 'registerApproved' as const };
    expect(checkCodes(['CASE-42', 'nope', '8806095467412'], byKey, locked).map((o) => o.result)).toEqual([
      'not_allowed',
      'unknown',
      'already',
    ]);
    expect(checkCodes(['CASE-42'], byKey, locked)[0]?.message).toBe('registerApproved');
  });

  it('refuses, per item, an unknown product, one the document holds and one named twice', () => {
    expect(batchRefusals([1, 2, 3, 2, 4], (id) => id !== 3, new Set([4]))).toEqual([
      { message: 'productNotFound', field: 'items[2].product_id' },
      { message: 'productExists', field: 'items[3].product_id' },
      { message: 'productExists', field: 'items[4].product_id' },
    ]);
    expect(batchRefusals([1, 2], () => true, new Set())).toEqual([]);
  });

  it('fills a draft cargo only, and (own) only from its sender branch', () => {
    const draft = { status: 'draft' as const, senderBranchId: 1, receiverBranchId: 2 };
    expect(decideFillCargo(draft)).toEqual({ ok: true });
    expect(decideFillCargo({ ...draft, ownBranchId: 1 })).toEqual({ ok: true });
    expect(decideFillCargo({ ...draft, ownBranchId: 2 })).toEqual({ ok: false, message: 'cargoSenderOnly' });
    expect(decideFillCargo({ ...draft, status: 'received' })).toEqual({ ok: false, message: 'cargoSent' });
  });
});

describe('messages', () => {
  it('say every logistics sentence in Russian, Uzbek and Uzbek Cyrillic', () => {
    for (const [key, sentences] of Object.entries(LOGISTICS_MESSAGES)) {
      for (const language of ['ru', 'uz', 'uz-Cyrl'] as const)
        expect(sentences[language], `${key} ${language}`).not.toBe('');
    }
  });
});
