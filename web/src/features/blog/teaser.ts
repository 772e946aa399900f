import { BLOG_TEASER_LENGTH } from '@/config/ui';

/** The start of a post for its teaser: the first characters, then an ellipsis. */
export function teaser(text: string, length = BLOG_TEASER_LENGTH): string {
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}…`;
}
