import { isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MailIcon, PhageIcon } from '@/components/ui/icons';

type Svg = ReactElement<{ children: ReactElement[] }>;
const shapesOf = (drawn: unknown) => {
  if (!isValidElement(drawn)) throw new Error('an icon draws one svg element');
  return (drawn as Svg).props.children;
};

describe('icons', () => {
  it('draw a string as a path and anything else as given, in order, on every use', () => {
    const mail =
      '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" class="icon size-6">' +
      '<rect x="3" y="5" width="18" height="14" rx="2"></rect><path d="m3.5 6 8.5 7 8.5-7"></path></svg>';
    expect(renderToStaticMarkup(<MailIcon className="size-6" />)).toBe(mail);
    expect(renderToStaticMarkup(<MailIcon className="size-6" />)).toBe(mail);
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
