// What an app's catalogue must hold for the kit (see ../messages.ts), as one app words it in English.
import type { KitMessageKey } from '../messages.ts';

export const kitMessages: Record<KitMessageKey, string> = {
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.loading': 'Loading',
  'common.retry': 'Try again',
  'common.language': 'Language',
  'common.copy': 'Copy',
  'common.copied': 'Copied',
  'common.copy_failed': 'Copy failed',
  'common.load_error_title': 'Error loading data',
  'common.load_error_text': 'Check the connection and try again',
  'common.show_password': 'Show {{field}}',
  'common.hide_password': 'Hide {{field}}',
};
