/**
 * Where `npm run statecharts` placed each box and arrow of a statechart graph
 * (statechartGraph.ts), and the text sizes both the layout and the drawing use.
 */

export type Point = [number, number];

export interface StatechartLayout {
  width: number;
  height: number;
  /** By box id: top-left corner and size, in drawing units (1 unit = 1 CSS px at 100 %). */
  boxes: Record<string, { x: number; y: number; width: number; height: number }>;
  /** By arrow id: the route from source to target, and the top-left corner of its label. */
  arrows: Record<string, { points: Point[]; label: Point | null }>;
}

/** Arrow labels: 12 px text. The layout cannot measure text, so it reserves a generous width. */
export const LABEL = { fontSize: 12, charWidth: 6.5, padding: 8, height: 18 };
/** State names: bold 13 px text. */
export const NAME = { fontSize: 13, charWidth: 7.8, padding: 24 };
export const START_SIZE = 14;

export const labelWidth = (text: string) => Math.ceil(text.length * LABEL.charWidth + LABEL.padding);
export const boxNameWidth = (name: string) => Math.max(72, Math.ceil(name.length * NAME.charWidth + NAME.padding));

/** The "any state" box: its name, then one line per transition it lists. */
export const ANY_STATE = { lineHeight: 18, top: 30, bottom: 10 };
export function anyStateSize(lines: readonly string[]): { width: number; height: number } {
  return {
    width: Math.max(boxNameWidth('any state'), ...lines.map((line) => labelWidth(line) + 2 * LABEL.padding)),
    height: ANY_STATE.top + lines.length * ANY_STATE.lineHeight + ANY_STATE.bottom,
  };
}
