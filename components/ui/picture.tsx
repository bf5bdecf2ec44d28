import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's srcset, sizes, dimensions and optimiser URLs on a plain <img>. The picture is the
 * same; the page just ships and hydrates no image component (next/image's client code) for it.
 */
export function Picture(props: ImageProps) {
  const { props: imgProps } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props
  return <img {...imgProps} />;
}
