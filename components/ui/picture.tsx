import { getImageProps, type ImageProps } from 'next/image';
import { isCmsImage, sanityImageLoader } from '@/lib/content/image-loader';

/**
 * next/image's srcset and optimiser URLs on a plain <img>, without its client code. The aspect
 * ratio goes in CSS too: with `h-auto`, width/height alone do not count as a size.
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
