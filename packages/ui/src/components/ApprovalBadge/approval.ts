import type { components } from '@karvon/contracts';
import type { UiLocale } from '../../i18n/locale.tsx';
import type { Tone } from '../../theme/tones.ts';

/** Draft or approved: a product's or a register's approval (SPEC §1, §3, §4), the contract's type. */
export type ApprovalStatus = components['schemas']['ApprovalStatus'];

/** Every value, in the order of the workflow: a draft becomes approved once, never back. */
export const approvalStatuses = ['draft', 'approved'] as const satisfies readonly ApprovalStatus[];

// Compile-time: a value the contract gains and the list lacks breaks the build here.
type Missing = Exclude<ApprovalStatus, (typeof approvalStatuses)[number]>;
export const everyApprovalListed: [Missing] extends [never] ? true : Missing = true;

/** A draft still waits for someone (caution); approved is done (positive). */
export const approvalTones: Record<ApprovalStatus, Tone> = { draft: 'caution', approved: 'positive' };

/** The labels in the three languages (a product and a register alike: both are masculine in Russian). */
export const approvalLabels: Record<UiLocale, Record<ApprovalStatus, string>> = {
  ru: { draft: 'Черновик', approved: 'Утверждён' },
  uz: { draft: 'Qoralama', approved: 'Tasdiqlangan' },
  'uz-Cyrl': { draft: 'Қоралама', approved: 'Тасдиқланган' },
};
