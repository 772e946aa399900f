// A decorative picture from the site's own 800×600 set (hero, upcoming
// recipes, blog). Its size is known, so nothing moves while it loads; it loads
// lazily unless it is seen on first paint. alt="" because the text beside it
// says everything.
interface IllustrationProps {
  src: string;
  /** Load at once, first: only for a picture seen on first paint. */
  eager?: boolean;
  className?: string;
}

export function Illustration({ src, eager = false, className = '' }: IllustrationProps) {
  return (
    <img
      src={src}
      alt=""
      width={800}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={`object-cover ${className}`}
    />
  );
}
