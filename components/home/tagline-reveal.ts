// The tagline's loop as compositor keyframes: each visual line shows through a window moved by
// `transform`, so no frame of the loop needs the main thread.

const TYPE_CHARACTER_MS = 20;
const DELETE_CHARACTER_MS = 10;
const PAUSE_BEFORE_DELETE_MS = 3000;
const PAUSE_BEFORE_RESTART_MS = 500;

/** One period of the loop: when the shown length changes, from the whole sentence at 0. */
export function lengthSchedule(total: number): { period: number; changes: [number, number][] } {
  const changes: [number, number][] = [];
  let at = PAUSE_BEFORE_DELETE_MS;
  for (let length = total - 1; length >= 0; length--, at += DELETE_CHARACTER_MS)
    changes.push([at, length]);
  at += PAUSE_BEFORE_RESTART_MS - DELETE_CHARACTER_MS;
  for (let length = 1; length < total; length++, at += TYPE_CHARACTER_MS)
    changes.push([at, length]);
  return { period: at, changes };
}

/** A visual line of the sentence: its characters [start, end) and where they lie, in px. */
export interface TaglineLine {
  start: number;
  end: number;
  left: number;
  top: number;
  height: number;
  /** `prefix[k]`: the width of the line's first k characters; its last entry, the line's width. */
  prefix: number[];
}

const BLINK_MS = 500;

type Frame = { offset: number; easing: 'step-end' } & Record<string, string | number>;

/** Keyframes of `value(length, at)` where it changes (per schedule step or `every` ms), held. */
function frames(
  total: number,
  property: string,
  value: (length: number, at: number) => string | number,
  every = Infinity,
): Frame[] {
  const { period, changes } = lengthSchedule(total);
  const ticks: [number, number][] = [];
  for (let at = every; at < period; at += every) ticks.push([at, -1]);
  const list: Frame[] = [{ offset: 0, easing: 'step-end', [property]: value(total, 0) }];
  let length = total;
  for (const [at, next] of [...changes, ...ticks].sort((a, b) => a[0] - b[0])) {
    if (next >= 0) length = next;
    const shown = value(length, at);
    if (shown !== list.at(-1)![property])
      list.push({ offset: at / period, easing: 'step-end', [property]: shown });
  }
  list.push({ offset: 1, easing: 'step-end', [property]: value(total, 0) });
  return list;
}

/** The width of `line` shown when the first `length` characters of the sentence are. */
const shownWidth = (line: TaglineLine, length: number) =>
  line.prefix[Math.min(Math.max(length - line.start, 0), line.end - line.start)]!;

/** The window slides left by the hidden width, the text back as much: the typed part, in place. */
export function lineKeyframes(line: TaglineLine, total: number, first: boolean) {
  const width = line.prefix.at(-1)!;
  const hidden = (length: number) => width - shownWidth(line, length);
  // An untyped line's text goes a further line-height away: a serif reaching left of its first
  // letter ("r") would otherwise show at the window's edge.
  const away = (length: number) => (shownWidth(line, length) === 0 ? line.height : 0);
  return {
    window: frames(total, 'transform', (n) => `translateX(${-hidden(n)}px)`),
    text: frames(total, 'transform', (n) => `translateX(${hidden(n) + away(n)}px)`),
    caret: frames(
      total,
      'opacity',
      (n, at) =>
        ((n > line.start && n <= line.end) || (first && n === 0)) &&
        Math.floor(at / BLINK_MS) % 2 === 0
          ? 1
          : 0,
      BLINK_MS,
    ),
  };
}

export const loopPeriod = (total: number) => lengthSchedule(total).period;

/** A new line wherever a character starts left of the one before; coordinates from `box`. */
export function measureLines(text: Text, box: DOMRect): TaglineLine[] {
  const lines: TaglineLine[] = [];
  const range = document.createRange();
  let line: TaglineLine | undefined;
  for (let index = 0; index < text.length; index++) {
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    const rect = [...range.getClientRects()].find((r) => r.width > 0);
    if (line && (!rect || rect.left >= line.left + box.left + line.prefix.at(-1)! - 0.5)) {
      // On the same line (a space where the line breaks has no box of its own).
      line.end = index + 1;
      line.prefix.push(rect ? rect.right - box.left - line.left : line.prefix.at(-1)!);
      continue;
    }
    if (!rect) continue;
    line = {
      start: index,
      end: index + 1,
      left: rect.left - box.left,
      top: rect.top - box.top,
      height: rect.height,
      prefix: [0, rect.width],
    };
    lines.push(line);
  }
  return lines;
}
