// The site a recipe was adapted from, as a cook names it: "seriouseats.com"
// for https://www.seriouseats.com/…, without the port or the path.

export function siteHost(url: string): string {
  if (!URL.canParse(url)) return url;
  return new URL(url).hostname.replace(/^www\./, '');
}
