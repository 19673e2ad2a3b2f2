/** What the file actions need to know of a file. */
export interface FileRef {
  id: string;
  name: string;
  type?: string;
}

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

export const isPdf = (file: FileRef): boolean =>
  file.type ? file.type === 'application/pdf' : extensionOf(file.name) === 'pdf';

/** Pictures a browser shows in an <img>; HEIC is not one of them (it is downloaded instead). */
export const isPicture = (file: FileRef): boolean =>
  file.type
    ? ['image/png', 'image/jpeg', 'image/webp', 'image/gif'].includes(file.type)
    : ['png', 'jpg', 'jpeg', 'webp', 'gif'].includes(extensionOf(file.name));
