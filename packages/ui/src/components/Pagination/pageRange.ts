/** An entry of the page list: a page number, or a gap shown as an ellipsis. */
export type PageRangeItem = number | 'gap-start' | 'gap-end';

/**
 * The pages to show: always the first and last, the current one with `siblings` on each side,
 * and an ellipsis for each run that is left out. The list keeps the same length (while
 * `pageCount` allows) so that the buttons do not jump as the page changes.
 */
export function pageRange(page: number, pageCount: number, siblings = 1): PageRangeItem[] {
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const current = Math.min(Math.max(page, 1), pageCount);
  const edgeRun = siblings * 2 + 3;
  const run = (from: number, length: number) => Array.from({ length }, (_, index) => from + index);
  if (current - siblings <= 3) return [...run(1, edgeRun), 'gap-end', pageCount];
  if (current + siblings >= pageCount - 2) return [1, 'gap-start', ...run(pageCount - edgeRun + 1, edgeRun)];
  return [1, 'gap-start', ...run(current - siblings, siblings * 2 + 1), 'gap-end', pageCount];
}
