/** Every route's Open Graph image, in next/og's own face: satori cannot parse the WOFF2 fonts. */
import { ImageResponse } from 'next/og';
import { site } from '@/content/site';
import { PhageIcon } from '@/components/ui/icons';
import { truncate } from '@/lib/content/text';
import palette from '@/lib/palette.json';
import { OG_IMAGE_SIZE } from './metadata';

export { OG_IMAGE_SIZE };
export const OG_IMAGE_CONTENT_TYPE = 'image/png';

export interface OgImageInput {
  title: string;
  eyebrow?: string;
  byline?: string;
}

const TITLE_MAX = 110;

/** Cut at a word to fit three lines. */
export function fitTitle(title: string): { text: string; fontSize: number } {
  const text = truncate(title, TITLE_MAX) || site.name;
  const fontSize = text.length <= 40 ? 72 : text.length <= 70 ? 60 : 50;
  return { text, fontSize };
}

/** Satori reads no CSS, so the stroke is given here. */
function PhageMark({ size, color, weight }: { size: number; color: string; weight: number }) {
  return (
    <PhageIcon
      width={size}
      height={size}
      fill="none"
      stroke={color}
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/** Exported for tests; satori needs display:flex on every container. */
export function OgImageElement({ title, eyebrow, byline }: OgImageInput) {
  const fitted = fitTitle(title);
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        backgroundColor: palette.ink,
        backgroundImage: `radial-gradient(circle at 88% 18%, ${palette.inkSoft} 0%, ${palette.ink} 55%)`,
        color: palette.inkInverse,
        position: 'relative',
      }}
    >
      <div style={{ position: 'absolute', right: 56, top: 120, display: 'flex', opacity: 0.16 }}>
        <PhageMark size={420} color={palette.fluor} weight={0.7} />
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 999,
            border: `2px solid ${palette.fluor}`,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <PhageMark size={38} color={palette.fluor} weight={1.4} />
        </div>
        <div style={{ fontSize: 32, letterSpacing: -0.5 }}>{site.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 900 }}>
        {eyebrow ? (
          <div
            style={{
              fontSize: 24,
              letterSpacing: 4,
              textTransform: 'uppercase',
              color: palette.fluor,
              marginBottom: 20,
            }}
          >
            {eyebrow}
          </div>
        ) : null}
        <div style={{ fontSize: fitted.fontSize, lineHeight: 1.1, letterSpacing: -1 }}>
          {fitted.text}
        </div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 26 }}>
        <div style={{ width: 56, height: 6, borderRadius: 3, backgroundColor: palette.agar }} />
        <div style={{ color: palette.lineStrong }}>
          {byline ?? `${site.owner.name} · ${site.owner.role}`}
        </div>
      </div>
    </div>
  );
}

export function renderOgImage(input: OgImageInput): ImageResponse {
  return new ImageResponse(<OgImageElement {...input} />, { ...OG_IMAGE_SIZE });
}
