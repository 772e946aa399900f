// The app's mark (the same drawing as public/favicon.svg), inline: an SVG
// file in an <img> is parsed as a document of its own on the main thread,
// which every page would pay for at start-up.
export function LogoMark({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="8" fill="#c2410c" />
      <path
        d="M9 14h14a7 7 0 0 1-14 0zM12 9c0-2 2-2 2-4M16 9c0-2 2-2 2-4M20 9c0-2 2-2 2-4"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M9 14h14a7 7 0 0 1-14 0z" fill="#fff" />
    </svg>
  );
}
