import 'i18next';
import type frame from './locales/en/frame.json';
import type pages from './locales/en/pages.json';

// module augmentation needs an interface: types cannot merge
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof frame & typeof pages };
  }
}
