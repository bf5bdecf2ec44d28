import { cn } from '@/lib/cn';

export function Prose({
  paragraphs,
  className = 'max-w-prose space-y-5',
}: {
  paragraphs: readonly string[];
  className?: string;
}) {
  return (
    <div className={cn(className, 'text-lg leading-relaxed text-ink-soft')}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 48)}>{paragraph}</p>
      ))}
    </div>
  );
}
