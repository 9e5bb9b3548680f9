/**
 * Renderer. A line glyph drawn as inline SVG on a 24-unit grid, in the text colour, hidden from assistive
 * technology (the control around it is named): Unicode symbols and icon fonts are missing from some Windows and
 * Linux fonts, where a box showed instead.
 */
import type { CSSProperties, ReactNode } from 'react';

export interface GlyphProps {
  /** Width and height: pixels, or a CSS length such as `1em`. */
  size?: number | string;
  /** Stroke width on the 24-unit grid. */
  weight?: number;
  style?: CSSProperties;
  children?: ReactNode;
}

export function Glyph({ size = 16, weight = 2, style, children }: GlyphProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      style={style}
    >
      {children}
    </svg>
  );
}
