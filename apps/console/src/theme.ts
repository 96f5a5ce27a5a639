import { deepmerge } from '@mui/utils';
import type { Theme, ThemeOptions } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';

/** What both schemes change in react-admin's look, for WCAG 2.1 AA. */
const accessible: ThemeOptions = {
  components: {
    // an empty list's message is a sentence, not a heading a page's outline would skip to
    MuiTypography: { defaultProps: { variantMapping: { h4: 'p' } } },
    // react-admin writes it in the disabled colour: 2.7:1 on the page
    RaEmpty: {
      styleOverrides: {
        root: ({ theme }: { theme: { palette: { text: { secondary: string } } } }) => ({
          '& .RaEmpty-message': { color: theme.palette.text.secondary },
        }),
      },
    },
    // on a phone the page's title needs the bar: the language button keeps its icons, its name still read
    RaLocalesMenuButton: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          [theme.breakpoints.down('sm')]: {
            '& .MuiButton-root': { minWidth: 0, fontSize: 0 },
            '& .MuiButton-startIcon': { marginRight: 0 },
            '& .MuiButton-startIcon .MuiSvgIcon-root': { fontSize: 20 },
            '& .MuiButton-endIcon .MuiSvgIcon-root': { fontSize: 18 },
          },
        }),
      },
    },
  } as ThemeOptions['components'],
};

/**
 * react-admin's own look, light and dark: the console is the school's office, not its brand. The light
 * scheme's blues are darkened to carry white text and read on the page at 4.5:1.
 */
export const consoleTheme: ThemeOptions = deepmerge(deepmerge(defaultLightTheme, accessible), {
  palette: {
    primary: { main: '#1565c0' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
  },
});
export const consoleDarkTheme: ThemeOptions = deepmerge(defaultDarkTheme, accessible);
