/** Why an upload was refused: one code per reason, each with its Albanian message. */
import { PHOTO_ERROR_MESSAGES } from './strings';

export const PHOTO_ERROR_CODES = [
  'empty',
  'too-large',
  'not-an-image',
  'unsupported-format',
  'too-many-pixels',
  'unreadable',
] as const;
export type PhotoErrorCode = (typeof PHOTO_ERROR_CODES)[number];

/**
 * A refusal of the uploaded file itself (answer 4xx with `messageSq`); any other error from the
 * pipeline is the server's fault (5xx).
 */
export class PhotoError extends Error {
  override readonly name = 'PhotoError';
  /** The admin's message, in Albanian. */
  readonly messageSq: string;

  constructor(
    readonly code: PhotoErrorCode,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.messageSq = PHOTO_ERROR_MESSAGES[code];
  }
}

export function isPhotoError(error: unknown): error is PhotoError {
  return error instanceof PhotoError;
}
