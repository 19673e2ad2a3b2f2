import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@karvon/sdk';

/**
 * Puts the server's refusals that name a field (`errors[].field`) beside that field of the form. `fields` maps the
 * contract's field names to the form's (an item of a list, `ids[2]`, goes to the list's field), or is a function
 * for a form that places items itself (`products[2]` beside its line). `itemOf` names an item of a list as the user
 * typed it (`ids[2]` → '1149'), so that a list's field says which of its items each sentence is about; the
 * sentences of one field are all shown. The SDK has shown the sentences as toasts already (SPEC §8).
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>> | ((field: string) => Path<T> | undefined),
  itemOf?: (list: string, index: number) => string | undefined,
): void {
  if (!(error instanceof ApiError)) return;
  const pathOf =
    typeof fields === 'function'
      ? fields
      : (field: string) => fields[field] ?? fields[field.replace(/\[\d+\]$/, '')];
  const messages = new Map<Path<T>, string[]>();
  for (const { field, message } of error.errors) {
    const path = field === undefined ? undefined : pathOf(field);
    if (path === undefined) continue;
    const [, list, index] = /^(.+)\[(\d+)\]$/.exec(field!) ?? [];
    const item = list === undefined ? undefined : itemOf?.(list, Number(index));
    const said = item === undefined ? message : `${item}: ${message}`;
    const before = messages.get(path) ?? [];
    if (!before.includes(said)) messages.set(path, [...before, said]);
  }
  // The first field named takes the focus.
  [...messages].forEach(([path, said], index) =>
    setError(path, { type: 'server', message: said.join('; ') }, { shouldFocus: index === 0 }),
  );
}
