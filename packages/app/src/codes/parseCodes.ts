/** Codes as people paste or scan them: separated by spaces, commas, semicolons or new lines. */
export const parseCodes = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter((code) => code !== '' && code.length <= 40);
