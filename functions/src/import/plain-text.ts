// Text from other people's pages: recipe sites put HTML tags and entities
// into their JSON-LD strings ("<p>Mix &amp; stir</p>"), and microdata values
// come straight from the markup. htmlparser2 reads the text as a browser
// would (entities decoded, tags dropped); line breaks and block-level tags end
// a line, so that words do not run together and paragraphs stay apart.
import { Parser } from 'htmlparser2';

const BLOCK_TAGS = new Set([
  'br',
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
  'article',
]);
const HIDDEN_TAGS = new Set(['script', 'style', 'template']);

/** The lines of an HTML fragment: entities decoded, tags removed, white space collapsed, empty lines dropped. */
export function plainLines(html: string): string[] {
  const parts: string[] = [];
  let hiddenDepth = 0;
  const endLine = (name: string) => {
    if (BLOCK_TAGS.has(name)) parts.push('\n');
  };
  const parser = new Parser({
    onopentagname: (name) => {
      if (HIDDEN_TAGS.has(name)) hiddenDepth += 1;
      endLine(name);
    },
    onclosetag: (name) => {
      if (HIDDEN_TAGS.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
      endLine(name);
    },
    ontext: (text) => {
      if (hiddenDepth === 0) parts.push(text);
    },
  });
  parser.end(html);
  return parts
    .join('')
    .split(/[\r\n]+/)
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter(Boolean);
}

/** The text of an HTML fragment as one line. */
export const plainText = (html: string): string => plainLines(html).join(' ');
