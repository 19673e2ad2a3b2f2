import jsQR from 'jsqr';

/**
 * Reads a drawn QR code back, as a phone would: the SVG is rasterised on a canvas and decoded by jsQR. For the
 * stories' play tests (a development dependency): the code on screen must say what it was given.
 */
export async function decodeQr(svg: SVGSVGElement, pixels = 400): Promise<string | null> {
  const source = new XMLSerializer().serializeToString(svg);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = pixels;
  canvas.height = pixels;
  const context = canvas.getContext('2d')!;
  context.drawImage(image, 0, 0, pixels, pixels);
  const { data } = context.getImageData(0, 0, pixels, pixels);
  return jsQR(data, pixels, pixels)?.data ?? null;
}
