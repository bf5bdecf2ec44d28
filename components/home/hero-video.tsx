'use client';

import { useEffect, useRef } from 'react';
import { useReducedMotion } from './use-reduced-motion';

export interface HeroVideoSource {
  src: string;
  type: string;
}

/**
 * The hero's decorative background loop. It is in the server HTML with preload="none", so it costs
 * nothing before first paint: the poster (same image as the LCP picture behind it) shows until the
 * page has loaded, and only then does playback start. Under reduced motion it never plays; it also
 * rests while scrolled out of view.
 */
export function HeroVideo({
  poster,
  sources,
}: {
  poster: string;
  sources: readonly HeroVideoSource[];
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (reducedMotion) {
      video.pause();
      return;
    }

    let loaded = document.readyState === 'complete';
    let inView = true;
    const sync = () => {
      if (loaded && inView) {
        // Autoplay can still be refused (data saver, policies): the poster simply stays.
        video.play().catch(() => {});
      } else {
        video.pause();
      }
    };
    const onLoad = () => {
      loaded = true;
      sync();
    };

    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(([entry]) => {
            inView = entry?.isIntersecting ?? true;
            sync();
          });
    observer?.observe(video);
    if (loaded) sync();
    else window.addEventListener('load', onLoad, { once: true });

    return () => {
      window.removeEventListener('load', onLoad);
      observer?.disconnect();
      video.pause();
    };
  }, [reducedMotion]);

  return (
    <video
      ref={videoRef}
      className="absolute inset-0 size-full object-cover"
      poster={poster}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      disablePictureInPicture
    >
      {sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
    </video>
  );
}
