/** Renderer. "i" in a circle, drawn, before a note: the ⓘ character is missing from common Linux fonts. */
import { Glyph } from './Glyph';

export function InfoGlyph() {
  return (
    <Glyph size="1em" style={{ verticalAlign: '-0.125em' }}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </Glyph>
  );
}
