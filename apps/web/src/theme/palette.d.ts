import '@mui/material/styles';

// module augmentation needs interfaces: types cannot merge
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module '@mui/material/styles' {
  interface PaletteColor {
    lighter?: string;
    darker?: string;
  }
  interface SimplePaletteColorOptions {
    lighter?: string;
    darker?: string;
  }
  interface TypeBackground {
    neutral: string;
  }
  interface TypeBackgroundOptions {
    neutral?: string;
  }
}
