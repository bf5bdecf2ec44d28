/** Reading request bodies without trusting their size. */

/**
 * The body as text, read chunk by chunk and abandoned as soon as it passes `limit` bytes, so a
 * chunked upload without Content-Length is never buffered whole. Null when it is too large.
 */
export async function readBodyCapped(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
