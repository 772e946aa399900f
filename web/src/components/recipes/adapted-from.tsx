// "Adapted from <site>": the page an imported recipe came from, on the recipe
// page and in the form. The link leaves the site in a new tab, vouches for
// nothing (nofollow: the address is the cook's choice) and tells the other
// site nothing about this one.
import type { ReactNode } from 'react';
import { siteHost } from '@/lib/site-host';

export function AdaptedFrom({ url, className = '' }: { url: string; className?: string }): ReactNode {
  return (
    <p className={className}>
      Adapted from{' '}
      <a
        href={url}
        rel="noopener noreferrer nofollow"
        target="_blank"
        className="font-medium text-orange-800 underline underline-offset-4 hover:text-orange-900"
      >
        {siteHost(url)}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
