/**
 * The rule of a whole-number field, for react-hook-form's `validate`. The design system's NumberField reports the
 * number as typed (never clamped to its bounds nor rounded), so the form is what refuses it, with its sentence
 * beside the field: empty, or not a whole number from `min` to `max`. Nothing is saved until it is one.
 */
export const wholeNumberWithin =
  (min: number, max: number, messages: { required: string; range: string }) =>
  (value: number | null): true | string =>
    value === null
      ? messages.required
      : (Number.isInteger(value) && value >= min && value <= max) || messages.range;
