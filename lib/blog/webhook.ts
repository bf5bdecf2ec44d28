import { timingSafeEqual } from 'node:crypto';
import {
  decodeSignatureHeader,
  encodeSignatureHeader,
  SIGNATURE_HEADER_NAME,
} from '@sanity/webhook';
import { ALL_CONTENT_TAGS, CONTENT_TAGS, RESEARCH_TAG, type ContentTag } from '@/lib/content/cache';
import { config } from '@/lib/config';
import { own } from '@/lib/own';
import { readBodyCapped } from '@/lib/security/body';
import { createReplayGuard } from '@/lib/security/replay';

/** Larger bodies are refused: declared ones before reading, streamed ones at the cap. */
export const MAX_WEBHOOK_BYTES = 64 * 1024;
/** Older signatures are refused: no replays. */
export const MAX_SIGNATURE_AGE_MS = 5 * 60 * 1000;
/** How far ahead of this server's clock a signature's timestamp may be (clock drift). */
export const MAX_CLOCK_SKEW_MS = 30 * 1000;

/** Each delivery acts once; a replay answers 200 "Already processed", so the CMS stops retrying. */
export const deliveries = createReplayGuard(
  MAX_SIGNATURE_AGE_MS + MAX_CLOCK_SKEW_MS,
  config.redisUrl,
);

export interface WebhookOutcome {
  status: 200 | 400 | 401 | 404 | 413;
  body: { message: string; revalidated?: ContentTag[] };
  /** Cache tags to revalidate; only ever non-empty with status 200. */
  tags: ContentTag[];
}

function outcome(status: WebhookOutcome['status'], message: string): WebhookOutcome {
  return { status, body: { message }, tags: [] };
}

// A post reaches every listing, article, feed, sitemap, the known slugs and the research page's
// "On the blog" (posts), and its terms' counts (taxonomy); authors and roles show on every post
// (people); a `publicationRefresh` (published by the owner in the Studio) or a `publication` (a
// signed call after an ORCID change) refreshes the research record and the articles citing it.
const TAGS_OF: Record<string, ContentTag[]> = {
  post: [CONTENT_TAGS.posts, CONTENT_TAGS.taxonomy],
  author: [CONTENT_TAGS.people],
  role: [CONTENT_TAGS.people],
  category: [CONTENT_TAGS.taxonomy],
  tag: [CONTENT_TAGS.taxonomy],
  publication: [RESEARCH_TAG],
  publicationRefresh: [RESEARCH_TAG],
};

// Every tag for a document type this site does not know; null for a payload that is not a
// document (an object whose `_type`, if any, is a string).
function tagsOf(payload: unknown): ContentTag[] | null {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const type = (payload as { _type?: unknown })._type;
  if (type !== undefined && typeof type !== 'string') return null;
  return (typeof type === 'string' && own(TAGS_OF, type)) || [...ALL_CONTENT_TAGS];
}

/** HMAC check of the raw body, in constant time; throws for an empty body, which none signs. */
async function hasValidSignature(raw: string, header: string, timestamp: number, secret: string) {
  const expected = Buffer.from(await encodeSignatureHeader(raw, timestamp, secret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The CMS webhook (POST /api/revalidate), cheapest refusals first: the signature header and its
 * time before any byte of the body, the declared then actual size, the signature, then parsing.
 */
export async function handleWebhook(
  request: Request,
  secret: string | undefined,
  now: number = Date.now(),
): Promise<WebhookOutcome> {
  if (!secret) return outcome(404, 'Not found');

  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!signature) return outcome(401, 'Missing signature');
  let timestamp: number;
  try {
    timestamp = decodeSignatureHeader(signature).timestamp;
  } catch {
    return outcome(401, 'Invalid signature');
  }
  if (now - timestamp > MAX_SIGNATURE_AGE_MS || timestamp - now > MAX_CLOCK_SKEW_MS)
    return outcome(401, 'Stale signature');

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
  const tags = tagsOf(payload);
  if (!tags) return outcome(400, 'Malformed body');
  // A draft or a release's version (a webhook set to trigger on them) is on no page yet.
  const id = (payload as { _id?: unknown })._id;
  if (typeof id === 'string' && /^(drafts|versions)\./.test(id))
    return outcome(200, 'Draft ignored');
  if (!(await deliveries.isFirst(signature))) return outcome(200, 'Already processed');
  return { status: 200, body: { message: 'Revalidated', revalidated: tags }, tags };
}
