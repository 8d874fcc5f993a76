/** Writes the .br and .gz copies of the text assets in `<distDir>/assets`; returns how many files got one. */
export function compressAssets(distDir: string): number;
