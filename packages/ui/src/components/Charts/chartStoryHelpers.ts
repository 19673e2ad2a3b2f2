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
