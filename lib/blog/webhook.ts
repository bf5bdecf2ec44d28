import { timingSafeEqual } from 'node:crypto';
import {
  decodeSignatureHeader,
  encodeSignatureHeader,
  SIGNATURE_HEADER_NAME,
} from '@sanity/webhook';
import { isValidSlug } from '@/lib/content/slug';
import { readBodyCapped } from '@/lib/security/body';
import { routes } from '@/lib/routes';
import { articlePath, FEED_PATH, LISTING_ROUTES } from './paths';

/** Bodies over 64 KiB are refused: declared ones before reading, streamed ones at the cap. */
export const MAX_WEBHOOK_BYTES = 64 * 1024;
/** Signatures older than 5 minutes are refused: no replays. */
export const MAX_SIGNATURE_AGE_MS = 5 * 60 * 1000;
/** How far ahead of this server's clock a signature's timestamp may be (clock drift). */
export const MAX_CLOCK_SKEW_MS = 30 * 1000;

export interface WebhookOutcome {
  status: 200 | 400 | 401 | 404 | 413;
  body: { message: string; revalidated?: string[] };
  /** Paths to revalidate; only ever non-empty with status 200. */
  paths: string[];
  /** Dynamic routes whose every page is revalidated (revalidatePath's 'page' type). */
  routes: string[];
}

function outcome(status: WebhookOutcome['status'], message: string): WebhookOutcome {
  return { status, body: { message }, paths: [], routes: [] };
}

function slugOf(payload: unknown): string | null | undefined {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return undefined;
  const slug = (payload as { slug?: unknown }).slug;
  if (slug === undefined || slug === null) return null;
  const value =
    typeof slug === 'string' ? slug : (slug as { current?: unknown } | undefined)?.current;
  return typeof value === 'string' ? value : undefined;
}

/** The signature header's timestamp, or null when the header is missing or malformed. */
function signatureTimestamp(signature: string | null): number | null {
  if (!signature) return null;
  try {
    return decodeSignatureHeader(signature).timestamp;
  } catch {
    return null;
  }
}

/** HMAC check of the raw body, compared in constant time. */
async function hasValidSignature(
  raw: string,
  signature: string,
  timestamp: number,
  secret: string,
) {
  if (!raw) return false;
  const expected = Buffer.from(await encodeSignatureHeader(raw, timestamp, secret));
  const given = Buffer.from(signature.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The CMS webhook (POST /api/revalidate). Cheapest refusals first: the signature header and its
 * timestamp before any byte of the body is read, then the declared and the actual body size, then
 * the signature on the raw body, and only then parsing. Returns what to answer and which paths to
 * revalidate.
 */
export async function handleWebhook(
  request: Request,
  secret: string | undefined,
  now: number = Date.now(),
): Promise<WebhookOutcome> {
  if (!secret) return outcome(404, 'Not found');

  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!signature) return outcome(401, 'Missing signature');
  const timestamp = signatureTimestamp(signature);
  if (timestamp === null) return outcome(401, 'Invalid signature');
  if (now - timestamp > MAX_SIGNATURE_AGE_MS || timestamp - now > MAX_CLOCK_SKEW_MS)
    return outcome(401, 'Stale signature');

  const declared = Number(request.headers.get('content-length') ?? '0');
  if (!(declared <= MAX_WEBHOOK_BYTES)) return outcome(413, 'Payload too large');
  const raw = await readBodyCapped(request, MAX_WEBHOOK_BYTES);
  if (raw === null) return outcome(413, 'Payload too large');

  if (!(await hasValidSignature(raw, signature, timestamp, secret).catch(() => false)))
    return outcome(401, 'Invalid signature');

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
  const listings = [...LISTING_ROUTES];
  return {
    status: 200,
    body: { message: 'Revalidated', revalidated: [...paths, ...listings] },
    paths,
    routes: listings,
  };
}
