/** Copy / copied glyphs. */
import { Glyph } from '../components/Glyph';

export function CopyIcon({ size = 16 }: { size?: number }) {
  return (
    <Glyph size={size}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </Glyph>
  );
}

export function CheckIcon({ size = 16 }: { size?: number }) {
  return (
    <Glyph size={size} weight={2.5}>
      <path d="M5 12l5 5L20 7" />
    </Glyph>
  );
}
