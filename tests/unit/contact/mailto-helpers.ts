/**
 * Reads a mailto URL the way a mail client does (RFC 6068): the recipients before "?", then
 * "&"-separated header fields, each split at its first "=" and percent-decoded.
 * Shared by the Jest tests and the Playwright contact test.
 */
export interface ParsedMailto {
  to: string[];
  fields: Array<[string, string]>;
}

export function parseMailto(url: string): ParsedMailto {
  if (!url.startsWith('mailto:')) throw new Error(`not a mailto URL: ${url.slice(0, 40)}`);
  const rest = url.slice('mailto:'.length);
  const q = rest.indexOf('?');
  const toPart = q === -1 ? rest : rest.slice(0, q);
  const query = q === -1 ? '' : rest.slice(q + 1);
  return {
    to: decodeURIComponent(toPart)
      .split(/[,;]/)
      .map((a) => a.trim())
      .filter(Boolean),
    fields: query
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const eq = pair.indexOf('=');
        return [
          decodeURIComponent(pair.slice(0, eq)).toLowerCase(),
          decodeURIComponent(pair.slice(eq + 1)),
        ];
      }),
  };
}

/** Every value of one header field. */
export function field(parsed: ParsedMailto, name: string): string[] {
  return parsed.fields.filter(([key]) => key === name).map(([, value]) => value);
}

/** Addresses a header holds once a mail client splits it on its separators. */
export function addresses(value: string): string[] {
  return value
    .split(/[,;\s]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}
