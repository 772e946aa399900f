// The star of the ratings: drawn, not a text character, so that it is never
// read out ("black star") and keeps its shape in every font. An empty star
// is an outline, so it stays visible against white.
const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

export function StarIcon({ filled = true, className = 'size-5' }: { filled?: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      <path d={STAR} />
    </svg>
  );
}
