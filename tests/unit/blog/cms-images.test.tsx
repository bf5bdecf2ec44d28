import { render, screen } from '@testing-library/react';
import { Picture } from '@/components/ui/picture';
import { cropImage, inlineImage, shareImage, type ImageSource } from '@/lib/content/image';
import { isCmsImage, sanityImageLoader } from '@/lib/content/image-loader';

const project = { projectId: 'p1', dataset: 'production' };
const BASE = 'https://cdn.sanity.io/images/p1/production/1568c509854de0dfcd701a5b5ae372e48d8ab1a7';

/** An 1800x1000 picture the editor cropped (20% off the left, 10% top and bottom: 1440x800 kept). */
const source: ImageSource = {
  assetId: 'image-1568c509854de0dfcd701a5b5ae372e48d8ab1a7-1800x1000-webp',
  url: '/images/blog/phage-vs-antibiotics.webp',
  width: 1800,
  height: 1000,
  crop: { _type: 'sanity.imageCrop', top: 0.1, bottom: 0.1, left: 0.2, right: 0 },
  hotspot: { _type: 'sanity.imageHotspot', x: 0.7, y: 0.4, width: 0.3, height: 0.3 },
};

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('CMS images as the editor cropped them', () => {
  it('frames a preset inside the crop, around the hotspot: the rect the image service cuts', () => {
    // 900x520 in the 1440x800 crop: full height, 800 * 900/520 = 1385 wide. Centred on the
    // hotspot (x = 1260) it would end at 1952, past the crop's right edge (1800): it ends there.
    const card = cropImage(source, 'card', 'Phages on bacteria', project);
    expect(card).toEqual({
      url: expect.any(String),
      alt: 'Phages on bacteria',
      width: 900,
      height: 520,
    });
    expect(card.url.startsWith(`${BASE}-1800x1000.webp?`)).toBe(true);
    expect(params(card.url)).toEqual({
      rect: '415,100,1385,800',
      w: '900',
      h: '520',
      fit: 'crop',
      auto: 'format',
    });
    // The hotspot on the left (x = 540): the frame would start at 540 - 692 = -152, inside the
    // crop it starts at its left edge, 360.
    const left = cropImage(
      { ...source, hotspot: { ...source.hotspot!, x: 0.3 } },
      'card',
      '',
      project,
    );
    expect(params(left.url).rect).toBe('360,100,1385,800');
  });

  it('shares a 1200x630 crop only where the image service cuts one; else none', () => {
    expect(shareImage(source, 'A plate', project)).toMatchObject({ width: 1200, height: 630 });
    expect(params(shareImage(source, 'A plate', project)!.url)).toMatchObject({
      w: '1200',
      h: '630',
    });
    // The bundled files, and an asset id the image service would not know.
    expect(shareImage(source, 'A plate', null)).toBeNull();
    expect(shareImage({ ...source, assetId: 'image-abc' }, 'A plate', project)).toBeNull();
    expect(shareImage({ ...source, assetId: null }, 'A plate', project)).toBeNull();
  });

  it('centres the frame when the editor set neither crop nor hotspot', () => {
    // 1200x640 of 1800x1000: full width, 960 high, (1000 - 960) / 2 = 20 from the top.
    const header = cropImage({ ...source, crop: null, hotspot: null }, 'header', '', project);
    expect(params(header.url)).toEqual({
      rect: '0,20,1800,960',
      w: '1200',
      h: '640',
      fit: 'crop',
      auto: 'format',
    });
  });

  it('sizes an inline image by its crop, not by the whole file', () => {
    const cropped = { ...source, crop: { ...source.crop!, bottom: 0.3 } }; // keeps 1440x600
    const image = inlineImage(cropped, 'Figure', project);
    expect(image).toMatchObject({ width: 1400, height: 583 });
    expect(params(image.url)).toEqual({
      rect: '360,100,1440,600',
      w: '1400',
      fit: 'max',
      auto: 'format',
    });
    // This site's own files are served whole: the file's size and URL.
    expect(inlineImage(cropped, 'Figure', null)).toEqual({
      url: '/images/blog/phage-vs-antibiotics.webp',
      alt: 'Figure',
      width: 1400,
      height: 778,
    });
  });
});

describe('next/image loader for the CMS image service', () => {
  const card = cropImage(source, 'card', '', project).url;

  it('asks the image service for the width, quality and best format, keeping rect, fit and ratio', () => {
    expect(params(sanityImageLoader({ src: card, width: 640, quality: 60 }))).toEqual({
      rect: '415,100,1385,800',
      w: '640',
      h: '370', // 520 * 640/900
      fit: 'crop',
      auto: 'format',
      q: '60',
    });
    expect(params(sanityImageLoader({ src: card, width: 2048 }))).toMatchObject({
      w: '2048',
      h: '1183',
      q: '75',
    });
  });

  it('never lets the image service stretch a picture sized only by width', () => {
    const plain = `${BASE}-1800x1000.webp`;
    expect(params(sanityImageLoader({ src: plain, width: 828 }))).toEqual({
      w: '828',
      q: '75',
      auto: 'format',
      fit: 'max',
    });
  });

  it.each([
    ['h=600', '600'],
    ['w=0&h=600', '600'],
    ['w=900', undefined],
  ])('scales a preset height only with its width: %s keeps h=%s', (preset, height) => {
    const url = sanityImageLoader({ src: `${BASE}-1800x1000.webp?${preset}`, width: 640 });
    expect(params(url).h).toBe(height);
  });

  it('takes only the CMS image service’s addresses, never a static import or another host', () => {
    expect(isCmsImage(card)).toBe(true);
    expect(isCmsImage({ src: card, width: 900, height: 520 })).toBe(false);
    expect(isCmsImage(`https://example.org/images/${card.split('/images/')[1]}`)).toBe(false);
  });

  function srcset(img: HTMLElement) {
    return (img.getAttribute('srcset') ?? '').split(', ').map((entry) => {
      const [url, descriptor] = entry.split(' ');
      return { url: url!, width: Number(descriptor!.replace(/w$/, '')) };
    });
  }

  it('gives a CMS picture a srcset of image-service URLs whose widths are the loader’s', () => {
    render(<Picture src={card} alt="Card" width={900} height={520} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Card' });
    const entries = srcset(img);
    expect(entries.length).toBeGreaterThan(3);
    for (const { url, width } of entries) {
      expect(url.startsWith(`${BASE}-1800x1000.webp?`)).toBe(true);
      expect(params(url)).toMatchObject({
        rect: '415,100,1385,800',
        w: String(width),
        h: String(Math.round((520 * width) / 900)),
        fit: 'crop',
        auto: 'format',
      });
    }
    expect(img.getAttribute('src')).toBe(entries.at(-1)!.url);
    expect(img.outerHTML).not.toContain('/_next/image');
  });

  it('leaves this site’s own pictures to Next’s optimiser', () => {
    render(<Picture src="/images/blog/x.webp" alt="Local" width={900} height={520} sizes="50vw" />);
    const entries = srcset(screen.getByRole('img', { name: 'Local' }));
    expect(entries.length).toBeGreaterThan(3);
    for (const { url, width } of entries)
      expect(url).toBe(`/_next/image?url=%2Fimages%2Fblog%2Fx.webp&w=${width}&q=75`);
  });
});
