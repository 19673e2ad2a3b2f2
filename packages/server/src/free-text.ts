import { HttpError, messages } from './http-errors.ts';

/**
 * Free text people type (comments, reasons, names) as the server stores it: trimmed, so that the spaces around it
 * are not kept. An optional text of only spaces is no text: null.
 */
export function optionalText(text: string | null | undefined): string | null {
  return text?.trim() || null;
}

/**
 * A text the contract requires, trimmed. One of only spaces passes the contract's `minLength` but says nothing:
 * refused as missing, 400 «Это поле является обязательным» on its field (`field`, as the answer names it).
 */
export function requiredText(text: string, field: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw new HttpError(400, [{ message: messages.required, field }]);
  return trimmed;
}
