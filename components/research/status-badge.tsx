const tones = {
  accent: 'bg-accent-soft text-accent-strong',
  amber: 'bg-amber-soft text-amber',
  success: 'bg-success-soft text-success',
} as const;

export type BadgeTone = keyof typeof tones;

export function StatusBadge({ children, tone }: { children: string; tone: BadgeTone }) {
  return (
    <span
      className={`inline-flex items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
