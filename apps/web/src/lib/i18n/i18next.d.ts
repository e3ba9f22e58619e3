import type { Messages } from './en';

/** Makes `t('key')` a compile error when the key does not exist. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
