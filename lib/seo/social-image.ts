/** Social previews are 1200x630 (Open Graph); scripts/generate-social-images.mjs crops them. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The 1200x630 social-preview crop of a page image, in the shape pageMetadata() expects. */
export function socialImage(image: { src: string; alt: string }) {
  const name = image.src.replace(/^.*\//, '').replace(/\.[a-z0-9]+$/i, '');
  return { url: `/og/${name}.jpg`, ...SOCIAL_IMAGE_SIZE, alt: image.alt };
}
