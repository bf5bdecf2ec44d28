import { getImageProps, type ImageProps } from 'next/image';
import { isCmsImage, sanityImageLoader } from '@/lib/content/image-loader';

/**
 * next/image's srcset, sizes, dimensions and optimiser URLs on a plain <img>. The picture is the
 * same; the page just ships and hydrates no image component (next/image's client code) for it.
 * CMS images are sized by the CMS's own image service (one optimisation, not two); this site's
 * files go through Next's optimiser.
 * A sized picture also states its aspect ratio in CSS: with `h-auto` (most pictures here) the
 * width/height attributes alone leave Lighthouse reporting a media element lacking an explicit size.
 */
export function Picture(props: ImageProps) {
  const loader = props.loader ?? (isCmsImage(props.src) ? sanityImageLoader : undefined);
  const { props: imgProps } = getImageProps({ ...props, loader });
  const { width, height } = imgProps;
  // A ratio the caller states (a picture drawn smaller than its file) wins over width / height.
  const style =
    width && height ? { aspectRatio: `${width} / ${height}`, ...imgProps.style } : imgProps.style;
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props
  return <img {...imgProps} style={style} />;
}
