// microdata-node ships no types; this is the part of its API the import uses.
declare module 'microdata-node' {
  export interface MicrodataItem {
    type?: string[];
    id?: string;
    properties: Record<string, (string | MicrodataItem)[]>;
  }
  export function toJson(html: string, options?: { base?: string }): { items: MicrodataItem[] };
  const microdata: { toJson: typeof toJson };
  export default microdata;
}
