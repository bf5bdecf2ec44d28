/**
 * A request's or an answer's body as text, null past `limit` bytes: a declared size is refused
 * unread, a streamed one never held whole.
 */
export async function readBodyCapped(message: Pick<Request, 'headers' | 'body'>, limit: number) {
  if (!(Number(message.headers.get('content-length') ?? '0') <= limit)) return null;
  if (!message.body) return '';
  const reader = message.body.getReader();
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
