/**
 * Renderer. Mantine's colours made readable (WCAG AA, 4.5:1) in both schemes,
 * for every colour of the theme at once, instead of one component at a time.
 * Mantine's defaults miss it: grey "dimmed" text is 3.3:1 on white, teal
 * buttons carry white text at 2.5:1, the "light" variant's text is 4.3:1 on
 * its own background, orange badges 2.6:1, red error text 3.3:1.
 *
 * For each colour, the first shade that is readable where it is used (from
 * Mantine's own choice towards darker in the light scheme, lighter in the
 * dark one), or the last one darkened/lightened until it is:
 *  - text (`c="red"`, `-text`, the light variant's `-light-color`, outline):
 *    against the page, the hover grey and the colour's own light backgrounds;
 *  - filled (buttons, badges): under white text.
 * See D150 (docs/adr).
 */
import { type CSSVariablesResolver, darken, lighten, type MantineTheme } from '@mantine/core';

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` or `rgb(r, g, b)` colour (WCAG 2). */
export function relativeLuminance(color: string): number {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  const rgb = hex
    ? hex.slice(1).map((h) => parseInt(h, 16))
    : /rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/.exec(color)?.slice(1).map(Number);
  if (!rgb || rgb.length !== 3) throw new Error(`colour not understood: ${color}`);
  const [r, g, b] = rgb as [number, number, number];
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const readableOnAll = (color: string, backgrounds: readonly string[]) =>
  backgrounds.every((bg) => contrastRatio(color, bg) >= MIN_CONTRAST);

/**
 * The first of `shades` readable on every background; else the last one,
 * moved by `adjust` in steps until it is.
 */
export function firstReadable(
  shades: readonly string[],
  backgrounds: readonly string[],
  adjust: (color: string, amount: number) => string,
): string {
  for (const shade of shades) if (readableOnAll(shade, backgrounds)) return shade;
  const last = shades[shades.length - 1] as string;
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const moved = adjust(last, amount);
    if (readableOnAll(moved, backgrounds)) return moved;
  }
  return adjust(last, 1);
}

const WHITE = '#ffffff';

/** The CSS variables of each colour in each scheme (the rest stays Mantine's). */
export function readableColorVariables(theme: MantineTheme): {
  light: Record<string, string>;
  dark: Record<string, string>;
} {
  const dark = theme.colors.dark;
  const gray = theme.colors.gray;
  const light: Record<string, string> = {};
  const darkScheme: Record<string, string> = {};
  const lightPage = [WHITE, gray[0], gray[1]];
  const darkPage = [dark[7], dark[6], dark[5], dark[8]];

  for (const [name, palette] of Object.entries(theme.colors)) {
    if (name === 'dark') continue;
    const filled = firstReadable(palette.slice(6), [WHITE], darken);
    const lightText = firstReadable(palette.slice(6), [...lightPage, palette[0], palette[1], palette[2]], darken);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    light[`--mantine-color-${name}-text`] = lightText;
    light[`--mantine-color-${name}-light-color`] = lightText;
    light[`--mantine-color-${name}-outline`] = lightText;

    const darkText = firstReadable(
      [palette[4], palette[3], palette[2], palette[1], palette[0]],
      [...darkPage, darken(palette[9], 0.5), darken(palette[9], 0.3)],
      lighten,
    );
    darkScheme[`--mantine-color-${name}-filled`] = filled;
    darkScheme[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    darkScheme[`--mantine-color-${name}-text`] = darkText;
    darkScheme[`--mantine-color-${name}-outline`] = darkText;
  }
  light['--mantine-color-dimmed'] = firstReadable(
    [gray[6], gray[7]],
    [...lightPage, ...(theme.colors[theme.primaryColor] ?? []).slice(0, 3)],
    darken,
  );
  light['--mantine-color-error'] = light['--mantine-color-red-text'] as string;
  darkScheme['--mantine-color-dimmed'] = firstReadable([dark[2], dark[1], dark[0]], darkPage, lighten);
  darkScheme['--mantine-color-error'] = darkScheme['--mantine-color-red-text'] as string;
  return { light, dark: darkScheme };
}

/** For MantineProvider's `cssVariablesResolver`. */
export const readableColorsResolver: CSSVariablesResolver = (theme) => {
  const { light, dark } = readableColorVariables(theme);
  return { variables: {}, light, dark };
};
