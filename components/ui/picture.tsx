import { getImageProps, type ImageProps } from 'next/image';
import { isCmsImage, sanityImageLoader } from '@/lib/content/image-loader';

/** next/image's props on a plain <img>; the ratio is in CSS too (`h-auto` ignores width/height). */
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
