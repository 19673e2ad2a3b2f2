import type { LabelTable } from '../LocalizedLabels/useLocalizedLabels.ts';

export interface ImagePickerLabels {
  /**
   * Names the drop area's hidden button (keyboard users paste an image there); the field's label
   * follows it. React Aria would say 'DropZone' in every language.
   */
  dropZone: string;
}

export const imagePickerLabels: LabelTable<ImagePickerLabels> = {
  ru: { dropZone: 'Область перетаскивания изображения' },
  uz: { dropZone: 'Rasmni tashlash maydoni' },
  'uz-Cyrl': { dropZone: 'Расмни ташлаш майдони' },
};
