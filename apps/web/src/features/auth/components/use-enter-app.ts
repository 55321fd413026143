// What the login and register screens do with their reply (spec §4): sign in, send the device id,
// go home. A failure the form does not show on its fields is a popup (spec §8) with the server's
// words, or the screen's own "failed" when there are none.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginData } from '@sanam/contract/account.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { ensureDeviceId } from '../../../lib/device-id.ts';
import { usePopup } from '../../../ui/popup.tsx';
import { sendDeviceInfo } from '../api/login.ts';

export function useEnterApp(failedKey: string) {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const popup = usePopup();

  /** `showOnForm` puts on the fields what belongs there; true when that says all, so no popup follows. */
  return async (
    request: () => Promise<LoginData>,
    showOnForm: (error: unknown) => boolean,
  ): Promise<void> => {
    try {
      signIn(await request());
      await sendDeviceInfo(ensureDeviceId());
      await navigate('/', { replace: true });
    } catch (error) {
      if (showOnForm(error)) return;
      const message = error instanceof Error && error.message ? error.message : t(failedKey);
      await popup({ kind: 'error', title: t('common.error_title'), text: message });
    }
  };
}
