// A planned recipe's picture, small: decorative (its title is beside it), the
// placeholder when it has none or it fails to load.
import { useState } from 'react';

const PLACEHOLDER = '/images/placeholder-recipe.webp';

export function RecipeThumb({ src, className = '' }: { src: string | undefined; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? PLACEHOLDER : src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      onError={() => setFailed(true)}
      className={`size-12 shrink-0 rounded-md bg-stone-100 object-cover ${className}`}
    />
  );
}
