'use client';

import { useEffect, useRef } from 'react';
import { watchVisibility } from '@/lib/browser/visibility';
import { useHeroPaused } from './hero-pause';
import { usePageIdle } from './use-page-idle';
import { useReducedMotion } from './use-reduced-motion';

interface HeroVideoProps {
  poster: string;
  sources: readonly { src: string; type: string }[];
}

/** The server HTML has only the poster (the LCP element); the video comes once the page idles. */
export function HeroVideo({ poster, sources }: HeroVideoProps) {
  const reducedMotion = useReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const paused = useHeroPaused();
  const playing = usePageIdle() && !reducedMotion && !paused;

  useEffect(() => {
    const video = videoRef.current;
    if (!playing || !video) return;
    // Autoplay can still be refused (data saver, policies): the poster simply stays.
    const play = () => void video.play().catch(() => {});
    const stopWatching = watchVisibility(video, (visible) => (visible ? play() : video.pause()));
    return () => {
      stopWatching();
      video.pause();
    };
  }, [playing]);

  return playing ? (
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
  ) : null;
}
