import { cloneElement, createElement, type ReactElement, type SVGProps } from 'react';
import { cn } from '@/lib/cn';
import type { NavIcon } from '@/lib/routes';

type IconProps = SVGProps<SVGSVGElement>;

/** The stroke is the `.icon` CSS rule: five attributes per icon would ship twice (HTML and RSC). */
const SVG = { viewBox: '0 0 24 24', width: 20, height: 20, 'aria-hidden': true } as const;

/** A string is a path's `d`. Each use gets own elements: an RSC back-reference is longer. */
export function icon(...shapes: (string | ReactElement)[]) {
  return function Icon({ className, ...props }: IconProps) {
    const drawn = shapes.map((shape) =>
      typeof shape === 'string' ? createElement('path', { d: shape }) : cloneElement(shape),
    );
    return createElement('svg', { ...SVG, className: cn('icon', className), ...props }, ...drawn);
  };
}

/** The site's mark, a T4-like phage. */
export const PhageIcon = icon(
  'M12 2.5 16 5v4.5l-4 2.5-4-2.5V5z',
  'M12 12v6',
  'M10.5 13.5h3M10.5 15.5h3',
  'M12 18l-4 3.5M12 18l4 3.5M12 18l-2 4M12 18l2 4',
);

export const ResearchIcon = icon(
  'M6 21h12',
  'M9 21a6 6 0 0 1 8.5-9.5',
  'm9.5 3.5 4 4-3 3-4-4z',
  'm12 10 2 2',
  'M8.5 14.5h4',
);

export const MailIcon = icon(
  <rect x="3" y="5" width="18" height="14" rx="2" />,
  'm3.5 6 8.5 7 8.5-7',
);

export const PhoneIcon = icon(
  'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
);

export const PinIcon = icon(
  'M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z',
  <circle cx="12" cy="9" r="2.5" />,
);

export const ArrowUpIcon = icon('M12 19V5M5.5 11.5 12 5l6.5 6.5');

export const ArrowDownIcon = icon('M12 5v14M5.5 12.5 12 19l6.5-6.5');

export const ChevronDownIcon = icon('m6 9 6 6 6-6');

export const ChevronLeftIcon = icon('m15 6-6 6 6 6');

export const ChevronRightIcon = icon('m9 6 6 6-6 6');

export const MenuIcon = icon('M4 7h16M4 12h16M4 17h16');

export const CloseIcon = icon('M6 6l12 12M18 6 6 18');

export const ExternalIcon = icon(
  'M14 4h6v6M20 4l-9 9',
  'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
);

export const SunIcon = icon(
  <circle cx="12" cy="12" r="4" />,
  'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
);

export const MoonIcon = icon('M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z');

export const MonitorIcon = icon(
  <rect x="3" y="4" width="18" height="12" rx="2" />,
  'M8 20h8M12 16v4',
);

export const navIcons: Record<NavIcon, (props: IconProps) => React.JSX.Element> = {
  home: icon('M3.5 10.5 12 3.5l8.5 7', 'M5.5 9v11h13V9', 'M10 20v-5.5h4V20'),
  research: ResearchIcon,
  phage: PhageIcon,
  book: icon(
    'M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5z',
    'M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5',
  ),
  blog: icon(<rect x="4" y="3" width="16" height="18" rx="2" />, 'M8 8h8M8 12h8M8 16h5'),
  person: icon(<circle cx="12" cy="8" r="4" />, 'M4.5 21a7.5 7.5 0 0 1 15 0'),
  mail: MailIcon,
};
