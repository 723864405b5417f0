/**
 * What a file is by its first bytes, before any decoder sees it. Only the formats the pipeline
 * accepts are recognised; everything else (text, HTML, SVG, PDF, archives, HEIC) is not an image
 * to us, whatever its name or declared type says. sharp's own detection must then agree
 * (`pipeline.ts`), so a file has to pass two independent readers.
 */

/** The formats an upload may have, named as sharp's `metadata().format` names them. */
export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'tiff', 'avif'] as const;
export type AcceptedFormat = (typeof ACCEPTED_FORMATS)[number];

/** The file extension each accepted format's original is stored with. */
export const ORIGINAL_EXTENSIONS: Readonly<Record<AcceptedFormat, string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  tiff: 'tif',
  avif: 'avif',
};

/** The bytes a format starts with (`undefined` matches any byte). */
const SIGNATURES: ReadonlyArray<{ format: AcceptedFormat; bytes: ReadonlyArray<number | undefined> }> = [
  { format: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { format: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // RIFF, four bytes of size, WEBP
  { format: 'webp', bytes: [0x52, 0x49, 0x46, 0x46, undefined, undefined, undefined, undefined, 0x57, 0x45, 0x42, 0x50] },
  { format: 'gif', bytes: [0x47, 0x49, 0x46, 0x38, undefined, 0x61] },
  { format: 'tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { format: 'tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
];

/** ISO base media brands of AVIF; HEIC's brands (heic, heix, mif1 alone) are not accepted. */
const AVIF_BRANDS = new Set(['avif', 'avis']);
/** HEIC/HEIF brands, recognised only to say that the format is unsupported. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export type Sniffed = { kind: 'image'; format: AcceptedFormat } | { kind: 'unsupported-image' } | { kind: 'unknown' };

/** The brands of an ISO base media file (`....ftyp` box): the major brand and the compatible ones. */
function isoBrands(head: Uint8Array): string[] | undefined {
  if (head.length < 16) return undefined;
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (ascii(4, 8) !== 'ftyp') return undefined;
  const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  const end = Math.min(boxSize, head.length);
  const brands = [ascii(8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(at, at + 4));
  return brands;
}

export function sniffImage(head: Uint8Array): Sniffed {
  for (const { format, bytes } of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((byte, i) => byte === undefined || head[i] === byte)) {
      return { kind: 'image', format };
    }
  }
  const brands = isoBrands(head);
  if (brands?.some((brand) => AVIF_BRANDS.has(brand))) return { kind: 'image', format: 'avif' };
  if (brands?.some((brand) => HEIF_BRANDS.has(brand))) return { kind: 'unsupported-image' };
  const text = String.fromCharCode(...head.subarray(0, 256)).trimStart().toLowerCase();
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg'))) return { kind: 'unsupported-image' };
  return { kind: 'unknown' };
}
