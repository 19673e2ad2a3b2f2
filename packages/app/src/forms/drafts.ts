import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

// What a user typed survives a session that expired mid-form (SPEC §4: sign-in, then back via `next`): the values
// are kept in this tab's sessionStorage until the form is saved, and never include passwords.
const prefix = 'karvon.draft.';

function read(key: string): Record<string, unknown> | null {
  try {
    const text = globalThis.sessionStorage?.getItem(prefix + key);
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function write(key: string, values: Record<string, unknown>): void {
  try {
    globalThis.sessionStorage?.setItem(prefix + key, JSON.stringify(values));
  } catch {
    // Storage refused or full: the form still works, only the safety net is gone.
  }
}

export function discardDraft(key: string): void {
  try {
    globalThis.sessionStorage?.removeItem(prefix + key);
  } catch {
    // Nothing to discard.
  }
}

/** Signing out on purpose leaves nothing behind for the next person at this computer. */
export function discardAllDrafts(): void {
  try {
    const storage = globalThis.sessionStorage;
    if (!storage) return;
    Object.keys(storage)
      .filter((key) => key.startsWith(prefix))
      .forEach((key) => storage.removeItem(key));
  } catch {
    // Nothing to discard.
  }
}

/**
 * Keeps a react-hook-form's values as a draft under `key` (include the user id) and restores them on mount.
 * Returns whether a draft was restored, and `discard` to call once the form is saved.
 */
export function useFormDraft<T extends FieldValues>(
  key: string,
  form: UseFormReturn<T>,
  secretFields: readonly (keyof T & string)[] = [],
) {
  const [restored] = useState(() => read(key) !== null);
  const { reset, getValues, watch } = form;
  useEffect(() => {
    const saved = read(key);
    if (saved) reset({ ...getValues(), ...saved } as T, { keepDefaultValues: true });
    const subscription = watch((values) => {
      const defaults: Record<string, unknown> = form.formState.defaultValues ?? {};
      const kept = Object.entries(values).filter(
        ([name]) => !secretFields.includes(name as keyof T & string),
      );
      // Back to what was loaded: nothing to keep.
      if (kept.every(([name, value]) => value === defaults[name])) discardDraft(key);
      else write(key, Object.fromEntries(kept));
    });
    return () => subscription.unsubscribe();
    // The key names one form; re-running for a new `form` object on every render would lose typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { restored, discard: () => discardDraft(key) };
}
