import { useState, type ImgHTMLAttributes } from 'react';
import { IconPhotoOff } from '@tabler/icons-react';
import classes from './ImageOrPlaceholder.module.css';

export type ImageOrPlaceholderProps = ImgHTMLAttributes<HTMLImageElement> & { alt: string; src: string };

/**
 * An image that, when its file does not load, gives way to the no-photo placeholder (named by
 * the image's alt text, or hidden when the image was decorative) instead of the browser's
 * broken-image icon and alt text.
 */
export function ImageOrPlaceholder({ alt, src, className, onError, ...rest }: ImageOrPlaceholderProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <span
        className={[classes.placeholder, className].filter(Boolean).join(' ')}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
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
      className={className}
      src={src}
      alt={alt}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
