export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="max-w-prose space-y-5 text-lg leading-relaxed text-ink-soft">
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 48)}>{paragraph}</p>
      ))}
    </div>
  );
}
