/** Every colour of the theme readable (4.5:1) where Mantine uses it, in both schemes (src-renderer/app/readable-colors.ts). */
import { createTheme, DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_CONTRAST, readableColorVariables } from '../../../src-renderer/app/readable-colors';

const theme = mergeMantineTheme(DEFAULT_THEME, createTheme({ primaryColor: 'teal' }));
const { light, dark } = readableColorVariables(theme);
const names = Object.keys(theme.colors).filter((n) => n !== 'dark');
const white = '#ffffff';

describe('light scheme', () => {
  it.each(names)('%s: white on filled, text on the page, the hover grey and its own light backgrounds', (name) => {
    const palette = theme.colors[name]!;
    expect(contrastRatio(white, light[`--mantine-color-${name}-filled`]!)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    for (const bg of [white, theme.colors.gray[0], palette[1], palette[2]]) {
      expect(contrastRatio(light[`--mantine-color-${name}-text`]!, bg)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrastRatio(light[`--mantine-color-${name}-light-color`]!, bg)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it('dimmed and error text are readable on the page', () => {
    for (const bg of [white, theme.colors.gray[0]]) {
      expect(contrastRatio(light['--mantine-color-dimmed']!, bg)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrastRatio(light['--mantine-color-error']!, bg)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });
});

describe('dark scheme', () => {
  it.each(names)('%s: white on filled, text on the dark page and hover', (name) => {
    expect(contrastRatio(white, dark[`--mantine-color-${name}-filled`]!)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    for (const bg of [theme.colors.dark[7], theme.colors.dark[6], theme.colors.dark[5]]) {
      expect(contrastRatio(dark[`--mantine-color-${name}-text`]!, bg)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it('dimmed and error text are readable on the page', () => {
    for (const bg of [theme.colors.dark[7], theme.colors.dark[6], theme.colors.dark[5]]) {
      expect(contrastRatio(dark['--mantine-color-dimmed']!, bg)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrastRatio(dark['--mantine-color-error']!, bg)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });
});
