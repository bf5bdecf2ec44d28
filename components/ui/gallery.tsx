import { GalleryImg } from './gallery-img';
import { galleryImages, type GalleryImageName } from '@/content/gallery';
import { cn } from '@/lib/cn';

interface GalleryProps {
  images: readonly GalleryImageName[];
  label: string;
  columns?: 2 | 3;
}

/** Below the fold by design, so every image loads lazily. */
export function Gallery({ images, label, columns = 3 }: GalleryProps) {
  const sizes = {
    2: '(min-width: 1024px) 28rem, (min-width: 640px) 50vw, 100vw',
    3: '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw',
  }[columns];
  return (
    <ul
      aria-label={label}
      className={cn('grid gap-5 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}
    >
      {images.map((name) => (
        <li key={name}>
          <figure className="gallery-card group">
            <div className="overflow-hidden bg-ink">
              <GalleryImg
                image={galleryImages[name]}
                sizes={sizes}
                className="gallery-card-image"
              />
            </div>
            <figcaption className="gallery-card-caption">{galleryImages[name].caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
