import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@karvon/sdk';

/**
 * Puts the server's refusals that name a field (`errors[].field`) beside that field of the form. `fields` maps the
 * contract's field names to the form's (an item of a list, `ids[2]`, goes to the list's field), or is a function
 * for a form that places items itself (`products[2]` beside its line). The SDK has shown the sentences as toasts
 * already (SPEC §8).
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>> | ((field: string) => Path<T> | undefined),
): void {
  if (!(error instanceof ApiError)) return;
  const pathOf =
    typeof fields === 'function'
      ? fields
      : // `ids[2]` names an item of the list `ids`: its error goes beside the list's field.
        (field: string) => fields[field] ?? fields[field.replace(/\[\d+\]$/, '')];
  for (const item of error.errors) {
    const field = item.field === undefined ? undefined : pathOf(item.field);
    if (field !== undefined)
      setError(field, { type: 'server', message: item.message }, { shouldFocus: true });
  }
}
