import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { isValidSlug } from '@/lib/content/slug';
import { routes } from '@/lib/routes';
import { articlePath, FEED_PATH } from './paths';

/** Bodies over 64 kB are refused before any hashing. */
export const MAX_WEBHOOK_BYTES = 64 * 1024;
/** Signatures older (or further in the future) than 5 minutes are refused: no replays. */
export const MAX_SIGNATURE_AGE_MS = 5 * 60 * 1000;

export interface WebhookOutcome {
  status: 200 | 400 | 401 | 404 | 413;
  body: { message: string; revalidated?: string[] };
  /** Paths to revalidate; only ever non-empty with status 200. */
  paths: string[];
}

function outcome(status: WebhookOutcome['status'], message: string): WebhookOutcome {
  return { status, body: { message }, paths: [] };
}

function slugOf(payload: unknown): string | null | undefined {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return undefined;
  const slug = (payload as { slug?: unknown }).slug;
  if (slug === undefined || slug === null) return null;
  const value =
    typeof slug === 'string' ? slug : (slug as { current?: unknown } | undefined)?.current;
  return typeof value === 'string' ? value : undefined;
}

/**
 * The CMS webhook (POST /api/revalidate): verify the signature on the raw body, refuse stale
 * signatures, and only then parse. Returns what to answer and which paths to revalidate.
 */
export async function handleWebhook(
  request: Request,
  secret: string | undefined,
  now: number = Date.now(),
): Promise<WebhookOutcome> {
  if (!secret) return outcome(404, 'Not found');

  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_WEBHOOK_BYTES) return outcome(413, 'Payload too large');
  const raw = await request.text();
  if (new TextEncoder().encode(raw).byteLength > MAX_WEBHOOK_BYTES)
    return outcome(413, 'Payload too large');

  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!signature) return outcome(401, 'Missing signature');
  let timestamp: number;
  try {
    timestamp = decodeSignatureHeader(signature).timestamp;
  } catch {
    return outcome(401, 'Invalid signature');
  }
  if (!raw || !(await isValidSignature(raw, signature, secret).catch(() => false)))
    return outcome(401, 'Invalid signature');
  if (Math.abs(now - timestamp) > MAX_SIGNATURE_AGE_MS) return outcome(401, 'Stale signature');

  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    return outcome(400, 'Malformed body');
  }
  const slug = slugOf(payload);
  if (slug === undefined) return outcome(400, 'Malformed body');

  // A post whose slug the site refuses has no page, but it may have just left the listings.
  const paths: string[] = [routes.blogs, FEED_PATH];
  if (slug && isValidSlug(slug)) paths.push(articlePath(slug));
  return { status: 200, body: { message: 'Revalidated', revalidated: paths }, paths };
}
