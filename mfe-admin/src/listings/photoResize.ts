/**
 * A photo made ready to send from a phone: an 11 MB camera JPEG is not sent as it is over a
 * mobile connection. Decoded upright (its EXIF orientation applied: `imageOrientation:
 * 'from-image'`), its long edge brought down to 2560 px and encoded as JPEG at 0.9 — more than
 * the public 1200 px version needs, and the private original stays a good copy. A photo already
 * that small is sent as it is (no second lossy encoding). One the browser cannot decode (HEIC on
 * Chromium, a broken file) is also sent as it is: the server decides, and says why in Albanian.
 * Re-encoding through a canvas also leaves the camera's EXIF (GPS included) behind.
 */

/** The long edge a photo is sent at, at most. */
export const SEND_LONG_EDGE = 2560;
/** JPEG quality of a resized photo: no visible loss at 2560 px, about a tenth of a camera file. */
export const SEND_QUALITY = 0.9;

/** The size to send a picture of `width`×`height` (upright) at; null when it goes as it is. */
export function sendSize(width: number, height: number, longEdge = SEND_LONG_EDGE): { width: number; height: number } | null {
  if (!(width > 0 && height > 0)) return null;
  const long = Math.max(width, height);
  if (long <= longEdge) return null;
  const scale = longEdge / long;
  // The long edge exactly the limit; the short one rounded, never 0.
  return width >= height
    ? { width: longEdge, height: Math.max(1, Math.round(height * scale)) }
    : { width: Math.max(1, Math.round(width * scale)), height: longEdge };
}

/** The file's name with the encoded type's extension ('IMG_1234.HEIC.jpg' is no better than this). */
export function sentName(name: string): string {
  const base = name.replace(/\.[a-z0-9]{1,5}$/i, '') || 'foto';
  return `${base}.jpg`;
}

async function encode(bitmap: ImageBitmap, size: { width: number; height: number }): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: SEND_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', SEND_QUALITY));
}

/** The file to upload for `file`: resized as above, or `file` itself. Never rejects. */
export async function photoToSend(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = sendSize(bitmap.width, bitmap.height);
    if (!size) return file;
    const blob = await encode(bitmap, size);
    // A resize that came out larger (a PNG drawing, say) helps nobody.
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], sentName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
