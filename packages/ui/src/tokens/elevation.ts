/** Layers, lowest first. Overlays take their slot here rather than inventing a number. */
export const zIndex = {
  base: '0',
  raised: '1',
  sticky: '100',
  header: '200',
  overlay: '300',
  modal: '400',
  popover: '500',
  toast: '600',
  tooltip: '700',
  loadingBar: '800',
} as const;

export type ZIndex = keyof typeof zIndex;
