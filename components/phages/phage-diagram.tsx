import { phageDiagram } from '@/content/phages';

const { labels: words } = phageDiagram;
const labels = [
  { text: words.head, side: 'right', y: 96, from: 352 },
  { text: words.dna, side: 'left', y: 150, from: 246 },
  { text: words.collar, side: 'right', y: 240, from: 312 },
  { text: words.sheath, side: 'left', y: 330, from: 262 },
  { text: words.baseplate, side: 'right', y: 432, from: 326 },
  { text: words.fibres, side: 'left', y: 520, from: 196 },
] as const;

const LEFT_END = 150;
const RIGHT_END = 398;

/**
 * A T4-like phage, inline so the labels stay crisp and are part of the page. Not clipped to its
 * box: a reader's wider letter spacing may run a label past it.
 */
export function PhageDiagram() {
  return (
    <svg
      viewBox="0 0 560 620"
      role="img"
      aria-labelledby="phage-diagram-title phage-diagram-desc"
      className="phage-diagram h-auto w-full overflow-visible"
    >
      <title id="phage-diagram-title">{phageDiagram.title}</title>
      <desc id="phage-diagram-desc">{phageDiagram.description}</desc>
      <defs>
        <linearGradient id="phage-head-fill" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" className="[stop-color:var(--color-ink-soft)]" />
          <stop offset="1" className="[stop-color:var(--color-ink)]" />
        </linearGradient>
      </defs>

      {/* Rear tail fibres, lighter to suggest depth. */}
      <g
        className="fill-none stroke-ink-muted"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M254 440 L216 520 L236 596" />
        <path d="M306 440 L344 520 L324 596" />
        <path d="M280 442 L280 530 L262 604" />
      </g>

      {/* Head (capsid): a prolate icosahedron seen side-on. */}
      <polygon
        points="280,36 352,78 352,194 280,236 208,194 208,78"
        fill="url(#phage-head-fill)"
        className="stroke-accent"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path
        d="M208 78 L280 120 L352 78 M280 120 L280 236"
        className="fill-none stroke-accent/40"
        strokeWidth="2"
      />

      {/* DNA, coiled inside the capsid. */}
      <path
        d="M232 110 C252 92 300 92 326 112 C300 132 252 132 234 150 C252 168 306 168 326 150 C306 134 262 182 234 190 C258 208 302 206 326 188"
        // The capsid is navy in the light theme and pale in the dark one: the coil stays visible.
        className="fill-none stroke-agar dark:stroke-amber-soft"
        strokeWidth="4"
        strokeLinecap="round"
      />

      {/* Collar with whiskers. */}
      <rect
        x="252"
        y="232"
        width="56"
        height="16"
        rx="4"
        className="fill-ink-soft stroke-accent"
        strokeWidth="3"
      />
      <path
        d="M252 240 L226 252 M308 240 L334 252"
        className="stroke-ink-muted"
        strokeWidth="3"
        strokeLinecap="round"
      />

      {/* Tail sheath with contractile rings around the tail tube. */}
      <rect
        x="262"
        y="248"
        width="36"
        height="176"
        rx="6"
        className="fill-accent-soft stroke-accent"
        strokeWidth="3"
      />
      <g className="stroke-accent" strokeWidth="2">
        {Array.from({ length: 10 }, (_, i) => (
          <line key={i} x1="262" x2="298" y1={264 + i * 16} y2={264 + i * 16} />
        ))}
      </g>

      {/* Baseplate. */}
      <polygon
        points="236,424 324,424 334,436 314,446 246,446 226,436"
        className="fill-ink stroke-accent"
        strokeWidth="3"
        strokeLinejoin="round"
      />

      {/* Front tail fibres. */}
      <g
        className="fill-none stroke-ink"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M232 436 L176 500 L198 592" />
        <path d="M328 436 L384 500 L362 592" />
        <path d="M246 446 L206 532 L216 604" />
        <path d="M314 446 L354 532 L344 604" />
      </g>
      <g className="stroke-ink" strokeWidth="3" strokeLinecap="round">
        <path d="M262 446 L256 462 M280 446 L280 464 M298 446 L304 462" />
      </g>

      <g className="fill-ink text-[19px] font-semibold max-sm:text-[22px]">
        {labels.map((label) => {
          const end = label.side === 'left' ? LEFT_END : RIGHT_END;
          return (
            <g key={label.text}>
              <line
                x1={label.from}
                x2={end}
                y1={label.y}
                y2={label.y}
                className="stroke-ink-muted"
                strokeWidth="1.5"
                strokeDasharray="4 3"
              />
              <circle cx={label.from} cy={label.y} r="4" className="fill-amber" />
              <text
                x={label.side === 'left' ? end - 8 : end + 8}
                y={label.y}
                dominantBaseline="middle"
                textAnchor={label.side === 'left' ? 'end' : 'start'}
              >
                {label.text}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}
