// The one way every bench prints a figure beside its budget (docs/budgets.md). A figure is information, never a
// gate: benches print "over" and still exit 0, so that `npm run bench` always shows every figure.
import { loadavg } from 'node:os';

/**
 * One line: what, value, budget, within/over. `atMost` or `atLeast` is the budget; without either the figure is
 * printed for information ("no budget").
 */
export function budgetLine({ name, value, unit = '', digits = 0, atMost, atLeast }) {
  const show = (number) => `${Number.isFinite(number) ? number.toFixed(digits) : 'n/a'}${unit && ` ${unit}`}`;
  const budget =
    atMost !== undefined ? `≤ ${show(atMost)}` : atLeast !== undefined ? `≥ ${show(atLeast)}` : '';
  const within =
    atMost !== undefined ? value <= atMost : atLeast !== undefined ? value >= atLeast : undefined;
  const verdict =
    within === undefined
      ? 'no budget'
      : !Number.isFinite(value)
        ? 'not measured'
        : within
          ? 'within'
          : 'OVER';
  return `  ${name.padEnd(66)} ${show(value).padStart(12)}  ${budget.padEnd(12)}  ${verdict}`;
}

/** Prints a block of budget lines under a title, with the machine's load beside it (a busy machine inflates times). */
export function printBudgets(title, figures) {
  const [one, five] = loadavg();
  console.log(`\n${title} — budgets (load average ${one.toFixed(2)} / ${five.toFixed(2)}, 1 / 5 min)`);
  for (const figure of figures) console.log(budgetLine(figure));
}
