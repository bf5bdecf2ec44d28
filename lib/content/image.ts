import { createImageUrlBuilder } from '@sanity/image-url';
import type { SanityImageCrop, SanityImageHotspot } from './sanity.types';
import type { PostImage } from './types';

/** The CMS project images come from; null for the bundled dataset (files served by this site). */
export type ImageProject = { projectId: string; dataset: string } | null;

const IMAGE_SIZES = {
  card: { width: 900, height: 520 },
  share: { width: 1200, height: 630 },
  header: { width: 1200, height: 640 },
} as const;
const INLINE_MAX_WIDTH = 1400;

export interface ImageSource {
  assetId: string | null;
  url: string;
  width: number;
  height: number;
  /** The editor's crop and focal point in the Studio; the CMS's image service honours them. */
  crop: SanityImageCrop | null;
  hotspot: SanityImageHotspot | null;
}

const SANITY_ASSET_ID = /^image-[a-f0-9]+-\d+x\d+-[a-z0-9]+$/i;

function cmsImage(source: ImageSource, project: ImageProject) {
  if (!project || !source.assetId || !SANITY_ASSET_ID.test(source.assetId)) return null;
  return createImageUrlBuilder(project).image({
    asset: { _ref: source.assetId },
    ...(source.crop ? { crop: source.crop } : {}),
    ...(source.hotspot ? { hotspot: source.hotspot } : {}),
  });
}

/** The CMS crops and sizes; the bundled files are resized by next/image and cropped in CSS. */
export function cropImage(
  source: ImageSource,
  preset: keyof typeof IMAGE_SIZES,
  alt: string,
  project: ImageProject,
): PostImage {
  const size = IMAGE_SIZES[preset];
  const image = cmsImage(source, project);
  const url = image
    ? image.width(size.width).height(size.height).fit('crop').auto('format').url()
    : source.url;
  return { url, alt, ...size };
}

/**
 * A social card must be the size it declares, and only the CMS's image service crops one: for a
 * bundled file, none (the post then shares its generated card, ./opengraph-image.tsx).
 */
export function shareImage(source: ImageSource, alt: string, project: ImageProject) {
  return cmsImage(source, project) ? cropImage(source, 'share', alt, project) : null;
}

/** The share of a side a crop keeps (a nonsense crop keeps a sliver, never nothing). */
function kept(from = 0, to = 0): number {
  return Math.min(1, Math.max(0.01, 1 - from - to));
}

export function inlineImage(source: ImageSource, alt: string, project: ImageProject): PostImage {
  const image = cmsImage(source, project);
  // The CMS serves the editor's crop, so the picture has the crop's size; this site's files are whole.
  const crop = image ? source.crop : null;
  const croppedWidth = source.width * kept(crop?.left, crop?.right);
  const croppedHeight = source.height * kept(crop?.top, crop?.bottom);
  const width = Math.round(Math.min(croppedWidth, INLINE_MAX_WIDTH));
  const height = Math.round((croppedHeight / croppedWidth) * width);
  const url = image ? image.width(width).fit('max').auto('format').url() : source.url;
  return { url, alt, width, height };
}
