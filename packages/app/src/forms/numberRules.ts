interface RuleMessages {
  required: string;
  range: string;
}

/**
 * Rules of number fields, for react-hook-form's `validate`. The design system's NumberField reports the number as
 * typed (never clamped to its bounds nor rounded), so the form is what refuses it, with its sentence beside the
 * field: empty, or out of `min`…`max` (the contract's bounds, which the server would refuse in its own words).
 * Nothing is saved until it is within them.
 */
export const numberWithin =
  (min: number, max: number, messages: RuleMessages, { whole = false } = {}) =>
  (value: number | null): true | string =>
    value === null
      ? messages.required
      : ((whole ? Number.isInteger(value) : Number.isFinite(value)) && value >= min && value <= max) ||
        messages.range;

/** As `numberWithin`, for a whole number (a count, minutes, an amount in sum). */
export const wholeNumberWithin = (min: number, max: number, messages: RuleMessages) =>
  numberWithin(min, max, messages, { whole: true });
