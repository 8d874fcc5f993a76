import { deflateSync } from 'node:zlib';

/**
 * An image ready for a PDF: 8-bit samples, compressed once with zlib (the PDF's FlateDecode). pdf-lib's
 * embedPng decodes and recompresses a PNG in JavaScript for every document; an image kept in this form is
 * written as it is (PdfWriter.imageAt), so a picture used in many documents is compressed once per process.
 */
export type DeflatedImage = {
  width: number;
  height: number;
  colorSpace: 'DeviceRGB' | 'DeviceGray';
  /** The samples, row by row, zlib-compressed. */
  data: Uint8Array;
};

/** An opaque RGB image from RGBA pixels (alpha dropped: render onto an opaque background first). */
export function rgbImage(width: number, height: number, rgba: Uint8Array): DeflatedImage {
  const samples = Buffer.alloc(width * height * 3);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    samples[pixel * 3] = rgba[pixel * 4]!;
    samples[pixel * 3 + 1] = rgba[pixel * 4 + 1]!;
    samples[pixel * 3 + 2] = rgba[pixel * 4 + 2]!;
  }
  return { width, height, colorSpace: 'DeviceRGB', data: deflateSync(samples) };
}

/** A grey image from one byte per pixel (0 black, 255 white). */
export function grayImage(width: number, height: number, gray: Uint8Array): DeflatedImage {
  return { width, height, colorSpace: 'DeviceGray', data: deflateSync(gray) };
}
