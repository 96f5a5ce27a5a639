import { BREAKPOINTS, type TThemePreset } from '@portal/contract';
import { createTheme, type Theme } from '@mui/material/styles';
import { DARK_ACTION, darkVariant, PRESETS, SURFACES } from './presets';

const bodyFont = '"Noto Sans", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const headingFont = '"Dosis", "Noto Sans", system-ui, sans-serif';

// semantic colours chosen to carry their contrast text at 4.5:1 (WCAG AA)
const lightStatus = {
  secondary: { main: '#7B1FA2', contrastText: '#FFFFFF' },
  info: { main: '#0B6BCB', contrastText: '#FFFFFF' },
  success: { main: '#1B7F3B', contrastText: '#FFFFFF' },
  warning: { main: '#A15C00', contrastText: '#FFFFFF' },
  error: { main: '#C62828', contrastText: '#FFFFFF' },
};
// on a dark page the dark shade is a touch darker than main, not MUI's 30%: it still reads as text
// on every surface (a figure in "warning.dark"), and carries the contrast text as a hover
const darkStatus = {
  secondary: { main: '#CE93D8', dark: '#C48CCD', contrastText: '#1C252E' },
  info: { main: '#68CDF9', dark: '#60BDE5', contrastText: '#012972' },
  success: { main: '#77ED8B', dark: '#71E184', contrastText: '#065E49' },
  warning: { main: '#FFD666', dark: '#EBC55E', contrastText: '#7A4100' },
  error: { main: '#FFAC82', dark: '#EB9E78', contrastText: '#7A0916' },
};

export function createAppTheme(preset: TThemePreset = 'default'): Theme {
  const primary = PRESETS[preset] ?? PRESETS.default;
  return createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: {
        palette: {
          contrastThreshold: 4.5,
          primary,
          ...lightStatus,
          background: {
            default: SURFACES.light.default,
            paper: SURFACES.light.paper,
            neutral: SURFACES.light.neutral,
          },
          text: { primary: SURFACES.light.text, secondary: SURFACES.light.textSecondary },
          Avatar: { defaultBg: SURFACES.light.avatar },
        },
      },
      dark: {
        palette: {
          contrastThreshold: 4.5,
          primary: darkVariant(primary),
          ...darkStatus,
          background: {
            default: SURFACES.dark.default,
            paper: SURFACES.dark.paper,
            neutral: SURFACES.dark.neutral,
          },
          text: { primary: SURFACES.dark.text, secondary: SURFACES.dark.textSecondary },
          action: {
            ...DARK_ACTION,
            hover: `rgba(255, 255, 255, ${DARK_ACTION.hoverOpacity})`,
            selected: `rgba(255, 255, 255, ${DARK_ACTION.selectedOpacity})`,
          },
          Avatar: { defaultBg: SURFACES.dark.avatar },
        },
      },
    },
    breakpoints: { values: { ...BREAKPOINTS } },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: bodyFont,
      h1: { fontFamily: headingFont, fontWeight: 700, fontSize: '2.5rem', lineHeight: 1.2 },
      h2: { fontFamily: headingFont, fontWeight: 700, fontSize: '2rem', lineHeight: 1.25 },
      h3: { fontFamily: headingFont, fontWeight: 700, fontSize: '1.625rem', lineHeight: 1.3 },
      h4: { fontFamily: headingFont, fontWeight: 600, fontSize: '1.375rem', lineHeight: 1.35 },
      h5: { fontFamily: headingFont, fontWeight: 600, fontSize: '1.2rem', lineHeight: 1.4 },
      h6: { fontFamily: headingFont, fontWeight: 600, fontSize: '1.075rem', lineHeight: 1.4 },
      subtitle1: { fontWeight: 600 },
      subtitle2: { fontWeight: 600 },
      button: { fontWeight: 600, textTransform: 'none' },
    },
    components: {
      // keyboard focus as a ring: buttons without elevation show it only by a faint ripple (WCAG 2.4.7)
      MuiButtonBase: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-focusVisible': {
              outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
              outlineOffset: 2,
            },
          }),
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      // a subtitle is emphasised text, not a heading: MUI would make it an <h6> that breaks the outline
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
      // a link inside a sentence must show itself by more than its colour (WCAG 1.4.1)
      MuiLink: { defaultProps: { underline: 'always' } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  });
}
