import { THEME_PRESETS } from '@portal/contract';
import type { CssVarsTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme as createTheme } from './create-app-theme';
import { darkVariant, PRESETS, SURFACES } from './presets';

function luminance(colour: string) {
  const hex = /^#[0-9a-f]{3}$/i.test(colour) ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : colour;
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`not a hex colour: ${colour}`);
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string) {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** A colour laid at `opacity` over an opaque one, as the browser paints it. */
function blend(colour: string, opacity: number, under: string) {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const over = channels(colour);
  return `#${channels(under)
    .map((channel, i) => Math.round(opacity * over[i]! + (1 - opacity) * channel))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

const AA = 4.5;

// createAppTheme builds with CSS variables, so its themes carry both colour schemes
const createAppTheme = (...args: Parameters<typeof createTheme>) =>
  createTheme(...args) as ReturnType<typeof createTheme> & CssVarsTheme;

describe('the colour presets', () => {
  it('are the spec’s six, each with lighter, light, main, dark, darker and contrastText', () => {
    expect(Object.keys(PRESETS).sort()).toEqual([...THEME_PRESETS].sort());
    for (const preset of Object.values(PRESETS)) {
      expect(Object.keys(preset).sort()).toEqual([
        'contrastText',
        'dark',
        'darker',
        'light',
        'lighter',
        'main',
      ]);
    }
  });

  it.each(THEME_PRESETS)(
    '%s passes WCAG AA for button text and for links, in light and dark schemes',
    (name) => {
      const light = PRESETS[name];
      expect(contrast(light.contrastText, light.main)).toBeGreaterThanOrEqual(AA);
      expect(contrast(light.main, SURFACES.light.default)).toBeGreaterThanOrEqual(AA);
      expect(contrast(light.main, SURFACES.light.neutral)).toBeGreaterThanOrEqual(AA);

      const dark = darkVariant(light);
      expect(contrast(dark.contrastText, dark.main)).toBeGreaterThanOrEqual(AA);
      expect(contrast(dark.main, SURFACES.dark.default)).toBeGreaterThanOrEqual(AA);
      expect(contrast(dark.main, SURFACES.dark.paper)).toBeGreaterThanOrEqual(AA);
    },
  );

  it('keeps body and secondary text readable on every surface', () => {
    for (const scheme of [SURFACES.light, SURFACES.dark]) {
      for (const surface of [scheme.default, scheme.paper, scheme.neutral]) {
        expect(contrast(scheme.text, surface)).toBeGreaterThanOrEqual(AA);
        expect(contrast(scheme.textSecondary, surface)).toBeGreaterThanOrEqual(AA);
      }
    }
  });

  it.each(THEME_PRESETS)(
    '%s keeps secondary text readable on the rows MUI tints when hovered, selected or focused',
    (name) => {
      const { palette } = createAppTheme(name).colorSchemes.light!;
      const { hoverOpacity, selectedOpacity, focusOpacity } = palette.action;
      for (const surface of [SURFACES.light.paper, SURFACES.light.neutral]) {
        const tints = [
          blend('#000000', hoverOpacity, surface),
          ...[selectedOpacity, selectedOpacity + hoverOpacity, selectedOpacity + focusOpacity].map(
            (opacity) => blend(palette.primary.main, opacity, surface),
          ),
        ];
        for (const tint of tints)
          expect(contrast(SURFACES.light.textSecondary, tint), `${surface} ${tint}`).toBeGreaterThanOrEqual(
            AA,
          );
      }
    },
  );

  it.each(THEME_PRESETS)(
    '%s keeps its main colour and secondary text readable on the rows the dark scheme tints',
    (name) => {
      const { palette } = createAppTheme(name).colorSchemes.dark!;
      const { hoverOpacity, selectedOpacity } = palette.action;
      // a selected item (the active link, the room's current item), at rest and hovered
      const selected = [selectedOpacity, selectedOpacity + hoverOpacity];
      for (const surface of [SURFACES.dark.default, SURFACES.dark.paper, SURFACES.dark.neutral]) {
        for (const opacity of selected) {
          const whiteTint = blend('#FFFFFF', opacity, surface);
          const primaryTint = blend(palette.primary.main, opacity, surface);
          // links and menus sit on the page or on paper, never on the neutral grey
          if (surface !== SURFACES.dark.neutral)
            expect(
              contrast(palette.primary.main, whiteTint),
              `${surface} ${whiteTint}`,
            ).toBeGreaterThanOrEqual(AA);
          for (const tint of [whiteTint, primaryTint])
            expect(contrast(SURFACES.dark.textSecondary, tint), `${surface} ${tint}`).toBeGreaterThanOrEqual(
              AA,
            );
        }
      }
    },
  );

  it('gives status colours AA text in both schemes', () => {
    const theme = createAppTheme('default');
    for (const scheme of ['light', 'dark'] as const) {
      const palette = theme.colorSchemes[scheme]!.palette;
      for (const status of ['info', 'success', 'warning', 'error', 'primary', 'secondary'] as const) {
        const { main, contrastText } = palette[status];
        expect(contrast(contrastText, main), `${scheme} ${status}`).toBeGreaterThanOrEqual(AA);
      }
    }
  });

  it('reads a status colour’s dark shade as text on every surface of the dark scheme', () => {
    const { palette } = createAppTheme('default').colorSchemes.dark!;
    for (const status of ['info', 'success', 'warning', 'error', 'secondary'] as const) {
      const { dark, contrastText } = palette[status];
      expect(contrast(contrastText, dark), `${status} hovered`).toBeGreaterThanOrEqual(AA);
      for (const surface of [SURFACES.dark.default, SURFACES.dark.paper, SURFACES.dark.neutral])
        expect(contrast(dark, surface), `${status} on ${surface}`).toBeGreaterThanOrEqual(AA);
    }
  });

  it('writes an avatar’s initials at 4.5:1 in both schemes', () => {
    const theme = createAppTheme('default');
    for (const scheme of ['light', 'dark'] as const) {
      const { palette } = theme.colorSchemes[scheme]!;
      expect(contrast(palette.background.default, palette.Avatar.defaultBg), scheme).toBeGreaterThanOrEqual(
        AA,
      );
    }
  });

  it('uses the site config preset as the primary colour, a paler tone of it on a dark page', () => {
    const theme = createAppTheme('purple');
    expect(theme.colorSchemes.light!.palette.primary.main).toBe(PRESETS.purple.main);
    const dark = theme.colorSchemes.dark!.palette.primary;
    expect(dark.main).toBe(darkVariant(PRESETS.purple).main);
    expect(luminance(dark.main)).toBeGreaterThan(luminance(PRESETS.purple.light));
    expect(luminance(dark.main)).toBeLessThan(luminance(PRESETS.purple.lighter));
    expect(dark.dark).toBe(PRESETS.purple.light);
  });
});
