/** The photo pipeline: uploaded files checked, turned into public WebP versions, stored by id. */
export { readPhotosConfig, type PhotosConfig } from './config';
export { PHOTO_ERROR_CODES, PhotoError, isPhotoError, type PhotoErrorCode } from './errors';
export { DISPLAY_NAME_MAX, displayFileName } from './file-name';
export {
  PHOTO_LIMITS,
  PUBLIC_WIDTHS,
  PhotoPipeline,
  inspectPhoto,
  renderVersions,
  type PhotoLimits,
  type PhotoUpload,
  type PhotoVersion,
  type PublicWidth,
  type StoredPhoto,
} from './pipeline';
export { hashDistance, pictureHash, samePicture, SAME_PICTURE_MAX_DISTANCE, type PictureHash } from './picture-hash';
export { ACCEPTED_FORMATS, type AcceptedFormat } from './sniff';
export { DirectoryPhotoStorage, type PhotoStorage, type PhotoVisibility } from './storage';
