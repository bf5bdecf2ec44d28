/** Longest path segment (in UTF-8 bytes, decoded) a page or slug may have. */
export const MAX_SEGMENT_BYTES = 200;
/** Longest path (encoded, as requested) a page may have. */
export const MAX_PATH_LENGTH = 2048;

/** Encoded, with "?". Next writes the query into the kept page; longer ones redirect without it. */
export const MAX_PAGE_QUERY_LENGTH = 1024;

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Bad percent-encoding: 400 (Next would give 500); an impossible segment: 404, no cache entry. */
export function inspectPath(pathname: string): 'ok' | 'bad-request' | 'not-found' {
  let impossible = pathname.length > MAX_PATH_LENGTH;
  for (const segment of pathname.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return 'bad-request';
    }
    if (CONTROL_CHARACTERS.test(decoded) || Buffer.byteLength(decoded, 'utf8') > MAX_SEGMENT_BYTES)
      impossible = true;
  }
  return impossible ? 'not-found' : 'ok';
}
