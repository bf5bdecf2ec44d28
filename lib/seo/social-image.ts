/** A page image's 1200x630 Open Graph crop, made by scripts/generate-social-images.mjs. */
export function socialImage(image: { src: string; alt: string }) {
  const name = image.src.replace(/^.*\//, '').replace(/\.[a-z0-9]+$/i, '');
  return { url: `/og/${name}.jpg`, width: 1200, height: 630, alt: image.alt };
}
