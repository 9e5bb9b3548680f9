/**
 * Tests (Node). A PDF's words with their boxes, as poppler reads them (`pdftotext -bbox-layout`, every page in one
 * call), and the two layout checks the documents share: no two words overlap, and every word lies inside the page's
 * printable area (the footer's words, in the bottom margin on purpose, inside the page).
 */
import { execFileSync, spawnSync } from 'node:child_process';

export const POPPLER = spawnSync('sh', ['-c', 'command -v pdftotext']).status === 0;

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 };
const MM = 72 / 25.4;

export interface PrintableArea {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** An A4 page's printable area for margins in millimetres, less a little for rounding. */
export function a4Area(margins: { top: number; right: number; bottom: number; left: number }): PrintableArea {
  return {
    left: margins.left * MM - 1,
    right: A4.width - margins.right * MM + 1,
    top: margins.top * MM - 1,
    bottom: A4.height - margins.bottom * MM + 1,
  };
}

export interface Word {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export function words(pdf: string): Word[] {
  const xml = execFileSync('pdftotext', ['-bbox-layout', pdf, '-'], { encoding: 'utf8', maxBuffer: 512 << 20 });
  const out: Word[] = [];
  xml
    .split(/<page /)
    .slice(1)
    .forEach((page, i) => {
      for (const m of page.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      ))
        out.push({ page: i + 1, text: m[5]!, xMin: +m[1]!, yMin: +m[2]!, xMax: +m[3]!, yMax: +m[4]! });
    });
  return out;
}

/** Words whose boxes cross by more than a hair (poppler's boxes of neighbouring glyphs may touch). */
export function overlaps(all: readonly Word[]): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  const byPage = new Map<number, Word[]>();
  for (const w of all) {
    let list = byPage.get(w.page);
    if (list === undefined) byPage.set(w.page, (list = []));
    list.push(w);
  }
  for (const list of byPage.values()) {
    const sorted = [...list].sort((a, b) => a.yMin - b.yMin);
    for (let i = 0; i < sorted.length; i++) {
      const a = sorted[i]!;
      for (let j = i + 1; j < sorted.length && sorted[j]!.yMin < a.yMax; j++) {
        const b = sorted[j]!;
        const x = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
        const y = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
        if (x > 0.5 && y > 0.5) found.push([a.text, b.text]);
      }
    }
  }
  return found;
}

/** Words outside the printable area; the footer's, in the bottom margin box on purpose, must still be inside the page. */
export function outside(all: readonly Word[], area: PrintableArea): Word[] {
  const inColumns = (w: Word) => w.xMin >= area.left && w.xMax <= area.right;
  const inBody = (w: Word) => w.yMin >= area.top && w.yMax <= area.bottom;
  const inFooter = (w: Word) => w.yMin > area.bottom && w.yMax <= A4.height;
  return all.filter((w) => !inColumns(w) || !(inBody(w) || inFooter(w)));
}
