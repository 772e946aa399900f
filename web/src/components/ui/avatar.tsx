import { useState } from 'react';

/** The stock picture for people without a photo (or whose photo fails to load). */
const AVATAR_PLACEHOLDER = '/images/avatar-placeholder.webp';

interface AvatarProps {
  src: string | null | undefined;
  /** '' when a nearby text already names the person. */
  alt: string;
  size?: 'sm' | 'lg';
}

export function Avatar({ src, alt, size = 'sm' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && src !== failed ? src : AVATAR_PLACEHOLDER;
  const box = size === 'sm' ? 'size-9' : 'size-28';
  return (
    <img
      src={usable}
      alt={alt}
      width={size === 'sm' ? 36 : 112}
      height={size === 'sm' ? 36 : 112}
      referrerPolicy="no-referrer"
      onError={() => setFailed(usable)}
      className={`${box} shrink-0 rounded-full bg-stone-200 object-cover`}
    />
  );
}
