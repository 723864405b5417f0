import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { IconPhotoOff } from '@tabler/icons-react';
import classes from './ImageOrPlaceholder.module.css';

export type ImageOrPlaceholderProps = ImgHTMLAttributes<HTMLImageElement> & { alt: string; src: string };

/** True when the image's load has ended without a picture: its file failed (or was not an image). */
const hasFailed = (image: HTMLImageElement): boolean => image.complete && image.naturalWidth === 0;

/**
 * An image that, when its file does not load, gives way to the no-photo placeholder (named by
 * the image's alt text, or hidden when the image was decorative) instead of the browser's
 * broken-image icon and alt text.
 *
 * A server-rendered image may fail before the page hydrates: its `error` event has fired before
 * React listened, so the image is also checked when it mounts (loaded yet without a picture).
 */
export function ImageOrPlaceholder({ alt, src, className, onError, lang, ...rest }: ImageOrPlaceholderProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement | null>(null);
  const failed = failedSrc === src;
  useEffect(() => {
    if (!failed && image.current && hasFailed(image.current)) setFailedSrc(src);
  }, [failed, src]);
  if (failed) {
    return (
      <span
        className={[classes.placeholder, className].filter(Boolean).join(' ')}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        lang={alt ? lang : undefined}
        aria-hidden={alt ? undefined : true}
        data-image-failed=""
      >
        <IconPhotoOff size={40} stroke={1.4} aria-hidden />
      </span>
    );
  }
  return (
    <img
      {...rest}
      ref={image}
      className={className}
      src={src}
      lang={lang}
      alt={alt}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
