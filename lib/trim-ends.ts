/**
 * Where `text` starts and ends without the characters `isEdge` accepts at its two ends. A loop, not
 * a pattern: a pattern anchored at the end is tried from every position, so a long run inside the
 * text would cost its square.
 */
export function trimEnds(text: string, isEdge: (char: string) => boolean): [number, number] {
  let start = 0;
  let end = text.length;
  while (start < end && isEdge(text[start]!)) start++;
  while (end > start && isEdge(text[end - 1]!)) end--;
  return [start, end];
}
