import type { ResearchAreaIcon } from '@/content/types';
import { icon, PhageIcon, ResearchIcon } from '@/components/ui/icons';

export const researchAreaIcons: Record<ResearchAreaIcon, typeof PhageIcon> = {
  phage: PhageIcon,
  microscope: ResearchIcon,
  dna: icon(
    'M7 3c0 5 10 5 10 9s-10 4-10 9',
    'M17 3c0 5-10 5-10 9s10 4 10 9',
    'M9 6h6M8.5 18h7M10.5 9.5h3M10.5 14.5h3',
  ),
  // A shield with a capsule: defending the antibiotics we have.
  shield: icon(
    'M12 2.5 19.5 5v6c0 4.8-3.2 8.6-7.5 10.5C7.7 19.6 4.5 15.8 4.5 11V5z',
    <rect x="7.9" y="10" width="8.2" height="3.8" rx="1.9" transform="rotate(-40 12 11.9)" />,
    'm11 13.2 2-2.6',
  ),
  biofilm: icon(
    'M3 20.5h18',
    'M4.5 20.5c0-4 2.5-7 5-7.5 1-3 4-4.5 6.5-3 2.8.6 4 3.5 3.5 6.5-.3 1.6-.5 2.8-.5 4',
    <circle cx="9" cy="17.5" r="1.5" />,
    <circle cx="13.5" cy="14.5" r="1.5" />,
    <circle cx="15.5" cy="18" r="1.2" />,
  ),
  globe: icon(
    <circle cx="12" cy="12" r="9" />,
    'M3 12h18',
    'M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  ),
};
