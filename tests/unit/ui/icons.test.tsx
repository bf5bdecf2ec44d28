import { isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MailIcon, PhageIcon } from '@/components/ui/icons';

type Svg = ReactElement<{ children: ReactElement[] }>;
const shapesOf = (drawn: unknown) => {
  if (!isValidElement(drawn)) throw new Error('an icon draws one svg element');
  return (drawn as Svg).props.children;
};

describe('icons', () => {
  it('draw the same shapes on every use', () => {
    expect(renderToStaticMarkup(<PhageIcon className="size-6" />)).toBe(
      renderToStaticMarkup(<PhageIcon className="size-6" />),
    );
    expect(renderToStaticMarkup(<MailIcon />)).toContain('<rect x="3" y="5" width="18"');
  });

  // The RSC payload sends an element it has seen before as a long reference to its first place.
  it('give each use shapes of its own, paths and given elements alike', () => {
    for (const Icon of [PhageIcon, MailIcon]) {
      const first = shapesOf(Icon({}));
      const second = shapesOf(Icon({}));
      expect(second).toHaveLength(first.length);
      second.forEach((shape, i) => expect(shape).not.toBe(first[i]));
    }
  });
});
