export interface Figure {
  name: string;
  value: number;
  unit?: string;
  digits?: number;
  atMost?: number;
  atLeast?: number;
}
export declare function budgetLine(figure: Figure): string;
export declare function printBudgets(title: string, figures: Figure[]): void;
