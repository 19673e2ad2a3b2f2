import { Select, type SelectProps } from '@karvon/ui';

/** The target step's Select, a chunk of its own so that the change-step page paints without React Aria's. */
export default function StepSelect(props: SelectProps) {
  return <Select {...props} />;
}
