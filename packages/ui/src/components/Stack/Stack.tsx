import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Sprinkles } from '../../styles/sprinkles.css.ts';

export interface StackProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'alignItems' | 'justifyContent' | 'flexWrap'
> {
  /** `column` (default) stacks vertically, `row` lines up horizontally. Responsive. */
  direction?: Sprinkles['flexDirection'];
  /** Space between children, from the spacing scale. Default `'4'` (16px). Responsive. */
  gap?: Sprinkles['gap'];
  align?: Sprinkles['alignItems'];
  justify?: Sprinkles['justifyContent'];
  /** Let children wrap onto the next line. */
  wrap?: boolean;
}

/** Children in a column or a row with even gaps: the most common layout. */
export function Stack({
  direction = 'column',
  gap = '4',
  align,
  justify,
  wrap = false,
  ...props
}: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection={direction}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      {...props}
    />
  );
}
