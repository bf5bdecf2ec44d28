/**
 * Shared content entity types. Each content module fills these with the owner's words;
 * components receive them as plain data.
 */

/** Icons available to a research-area card; drawn in components/home/research-area-icon.tsx. */
export type ResearchAreaIcon = 'phage' | 'microscope' | 'dna' | 'shield' | 'biofilm' | 'globe';

/** Research area card: title, description, icon, link, colour class. */
export interface ResearchArea {
  title: string;
  description: string;
  icon: ResearchAreaIcon;
  /** Where the card leads, by route name (lib/routes.ts turns it into a path). */
  route: 'phages' | 'research';
  /** Token-based accent for the card's icon tile and top rule, e.g. "bg-accent-soft text-accent". */
  colorClass: string;
}
