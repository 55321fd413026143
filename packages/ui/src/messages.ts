// The words the kit asks react-i18next for. Both apps define every one of them in Thai and English
// (their locale tests check it), so a kit component reads right in either app without props.
export const KIT_MESSAGE_KEYS = [
  'common.close',
  'common.cancel',
  'common.loading',
  'common.retry',
  'common.language',
  'common.copy',
  'common.copied',
  'common.copy_failed',
  'common.load_error_title',
  'common.load_error_text',
  'common.show_password',
  'common.hide_password',
] as const;

export type KitMessageKey = (typeof KIT_MESSAGE_KEYS)[number];
