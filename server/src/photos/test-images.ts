/** Images the photo tests make with sharp, and byte-level helpers to inspect what came out. */
import zlib from 'node:zlib';
import sharp from 'sharp';

/** Strings planted in the test JPEG's metadata, each of which must be gone from the public versions. */
export const PLANTED = {
  exifText: 'planted-camera-owner',
  gpsDatum: 'WGS-84',
  xmpText: 'planted-xmp-creator',
} as const;

/**
 * A JPEG as a phone writes one: EXIF with the camera owner, a GPS position (Prishtina), XMP, a
 * Display P3 ICC profile, and an orientation tag saying 'turn 90° clockwise to show'.
 */
export function phoneJpeg({ width = 2400, height = 1600, orientation = 6 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b04020' } })
    .jpeg({ quality: 80 })
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'TestPhone', Artist: PLANTED.exifText },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '42/1 39/1 5/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '21/1 9/1 40/1',
        GPSMapDatum: PLANTED.gpsDatum,
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${PLANTED.xmpText}</dc:creator>` +
        '</rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .withMetadata({ orientation })
    .toBuffer();
}

export function plainPng(width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2060a0' } }).png().toBuffer();
}

/**
 * A PNG of a few dozen bytes whose header declares `width`×`height`: a decompression bomb's
 * header (its one row of pixel data is far short of what the header promises). The IHDR chunk
 * of a real 1×1 PNG is rewritten and its CRC recomputed, so the header itself is valid.
 */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await plainPng(1, 1));
  // Signature (8), IHDR length (4), 'IHDR' (4), width (4) at 16, height (4) at 20, …, CRC at 29.
  if (png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('IHDR is not the first chunk');
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

export function containsText(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(text, 'latin1'));
}

/** What sharp reads of an image's metadata: the format, the size, and whether EXIF, XMP or an ICC profile is in it. */
export async function metadataOf(bytes: Uint8Array): Promise<{ format?: string; width?: number; exif?: Buffer; xmp?: Buffer; hasGps: boolean }> {
  const { format, width, exif, xmp } = await sharp(bytes).metadata();
  // The GPS IFD's pointer tag (0x8825) in the EXIF block, in either byte order, or a GPS field's text.
  const hasGps = Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])))) || containsText(bytes, PLANTED.gpsDatum);
  return { format, width, exif, xmp, hasGps };
}

/**
 * A picture with a photo's structure (light and dark areas, edges, shapes of every size), drawn
 * from an SVG with a seeded random, so that each `variant` is a different picture of the same
 * kind. Tests of the picture hash resize and recompress it; a flat colour would hash as any other.
 */
export function scenePicture({ width = 1600, height = 1200, variant = 0, format = 'jpeg' as 'jpeg' | 'png' } = {}): Promise<Buffer> {
  let seed = 2_654_435_761 * (variant + 1) >>> 0;
  const random = () => {
    seed = (seed * 1_664_525 + 1_013_904_223) >>> 0;
    return seed / 2 ** 32;
  };
  const colour = () => `rgb(${Math.round(random() * 255)},${Math.round(random() * 255)},${Math.round(random() * 255)})`;
  const rects = Array.from({ length: 40 }, () => {
    const w = Math.round((0.05 + random() * 0.35) * width);
    const h = Math.round((0.05 + random() * 0.35) * height);
    return `<rect x="${Math.round(random() * width - w / 2)}" y="${Math.round(random() * height - h / 2)}" width="${w}" height="${h}" fill="${colour()}"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="${random()}" x2="${random()}" y1="${random()}" y2="${random()}"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>${rects}</svg>`;
  const image = sharp(Buffer.from(svg));
  return (format === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
}

/** An image's stored size, format and EXIF orientation (1 when it has none), read by sharp. */
export async function pictureSize(bytes: Uint8Array): Promise<{ format?: string; width?: number; height?: number; orientation: number }> {
  const { format, width, height, orientation } = await sharp(bytes).metadata();
  return { format, width, height, orientation: orientation ?? 1 };
}

/**
 * A camera's photo: `scenePicture` at 4000×3000 with the EXIF orientation 6 ('turn 90° clockwise
 * to show'), so it shows as 3000×4000, as a phone held upright stores it.
 */
export async function cameraPhoto(variant = 0): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const picture = await scenePicture({ width, height, variant, format: 'png' });
  // A sensor's grain: what makes a camera's JPEG megabytes, not the scene's flat shapes.
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
  return sharp(picture)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The same picture as another app would save it: `width` px wide, another JPEG quality, its orientation tag kept. */
export async function smallerCopy(bytes: Uint8Array, width: number, quality = 70): Promise<Buffer> {
  const { orientation } = await sharp(bytes).metadata();
  return sharp(bytes).resize({ width }).jpeg({ quality }).withMetadata({ orientation: orientation ?? 1 }).toBuffer();
}
