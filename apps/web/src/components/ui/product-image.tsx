import { useEffect, useRef, useState } from 'react';
import { cn } from './cn';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

const isVideo = (url: string) => /\.mp4$/i.test(url.split(/[?#]/)[0] ?? '');

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  className?: string;
  /** Load eagerly (the image a page is about) rather than when scrolled near. */
  priority?: boolean;
}

/**
 * A product's picture: the image, a looping silent video when the address ends in .mp4, and the
 * placeholder when there is no address or it fails to load.
 */
export function ProductImage({ src, alt, className, priority = false }: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const source = src && failed !== src ? src : PLACEHOLDER_IMAGE;
  const image = useRef<HTMLImageElement>(null);

  // A server-rendered image can fail before React is listening: catch that case on mount.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && source !== PLACEHOLDER_IMAGE) {
      setFailed(source);
    }
  }, [source]);
  const classes = cn('h-full w-full object-cover', className);

  if (source !== PLACEHOLDER_IMAGE && isVideo(source)) {
    return (
      <video
        src={source}
        className={classes}
        aria-label={alt}
        autoPlay
        loop
        muted
        playsInline
        preload="metadata"
        onError={() => setFailed(source)}
      />
    );
  }
  return (
    <img
      ref={image}
      src={source}
      alt={alt}
      className={classes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (source !== PLACEHOLDER_IMAGE) setFailed(source);
      }}
    />
  );
}
