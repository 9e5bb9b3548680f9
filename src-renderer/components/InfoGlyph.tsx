/** Renderer. "i" in a circle, drawn, before a note: the ⓘ character is missing from common Linux fonts (a box showed instead), as AppNavigation's glyphs are. */
export function InfoGlyph() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      style={{ verticalAlign: '-0.125em' }}
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </svg>
  );
}
