import { expect, waitFor, within } from 'storybook/test';

/** The marks of the series: bars, or the lines' paths (coloured by the theme's variables). */
export const seriesMarks = (picture: HTMLElement) => [
  ...picture.querySelectorAll<SVGElement>('.visx-bar, path[stroke^="var("]'),
];

/** The chart's picture, once visx has measured its container and drawn the series. */
export async function drawnChart(canvasElement: HTMLElement) {
  const picture = within(canvasElement).getByRole('img');
  await waitFor(() => expect(seriesMarks(picture).length).toBeGreaterThan(0));
  return picture;
}

interface PointerUser {
  pointer: (input: { target: Element; coords: { clientX: number; clientY: number } }) => Promise<void>;
}

/** Moves the mouse over the plot at a fraction of its width and height. */
export async function pointAt(
  userEvent: PointerUser,
  picture: HTMLElement,
  fractionX: number,
  fractionY = 0.5,
) {
  const svg = picture.querySelector('svg') as SVGSVGElement;
  const target = svg.querySelector('rect[fill="transparent"]') ?? svg;
  const box = target.getBoundingClientRect();
  await userEvent.pointer({
    target,
    coords: { clientX: box.left + box.width * fractionX, clientY: box.top + box.height * fractionY },
  });
}

export async function tooltipText() {
  const tooltip = await waitFor(() => {
    const element = document.querySelector<HTMLElement>('[data-chart-tooltip]');
    if (!element) throw new Error('no tooltip yet');
    return element;
  });
  return tooltip.textContent ?? '';
}

/** The tooltip's text once it shows `expected` (it moves with every key or pointer move). */
export async function tooltipShows(expected: string | RegExp) {
  await waitFor(() => {
    const text = document.querySelector('[data-chart-tooltip]')?.textContent ?? '';
    if (typeof expected === 'string') expect(text).toBe(expected);
    else expect(text).toMatch(expected);
  });
}

/** No tooltip on the page. */
export async function tooltipGone() {
  await waitFor(() => expect(document.querySelector('[data-chart-tooltip]')).toBeNull());
}

/** What the chart's live region last said to screen readers. */
export const announcement = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-chart-announcement]')?.textContent ?? '';

interface KeyboardUser {
  tab: () => Promise<void>;
}

/** Tabs to the chart's picture (the plot is one tab stop) and checks it has focus. */
export async function tabToChart(userEvent: KeyboardUser, picture: HTMLElement) {
  await userEvent.tab();
  await expect(picture).toHaveFocus();
}

/** The tooltip's left edge as a fraction of the plot's width (0 at its left, 1 at its right). */
export function tooltipPosition(picture: HTMLElement) {
  const tooltip = document.querySelector('[data-chart-tooltip]')?.parentElement;
  if (!tooltip) throw new Error('no tooltip');
  const plot = picture.getBoundingClientRect();
  return (tooltip.getBoundingClientRect().left - plot.left) / plot.width;
}
