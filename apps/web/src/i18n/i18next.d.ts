import 'i18next';
import type en from './locales/en.json';

// module augmentation needs an interface: types cannot merge
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
