// Spec §2 affiliate: a read-only invite link carrying the member's username as the affiliate parameter
// (the register page pre-fills the referrer from it), and a copy button. Spec §8: the copy falls back
// when the clipboard interface fails, and a success alert shows for 1.5 s without a button.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AFFILIATE_REWARD_PERCENT, SUCCESS_POPUP_MS } from '@sanam/contract/constants.ts';
import { copyText } from '@sanam/ui/copy-text.ts';
import { Button } from '@sanam/ui/button.tsx';
import { HighlightCard } from '../../../ui/highlight-card.tsx';
import { CopyIcon, GiftIcon } from '../../../ui/icons.tsx';
import { usePopup } from '../../../ui/popup.tsx';

export function inviteLink(origin: string, username: string): string {
  return `${origin}/register?affiliate=${encodeURIComponent(username)}`;
}

/** playMultiple: the play a friend owes before the reward is paid, once the server has said (null before). */
export function InviteCard({ username, playMultiple }: { username: string; playMultiple: number | null }) {
  const { t } = useTranslation();
  const popup = usePopup();
  const fieldId = useId();
  const link = inviteLink(window.location.origin, username);

  const onCopy = async () => {
    if (await copyText(link)) {
      await popup({
        kind: 'success',
        title: t('affiliate_page.copied_title'),
        text: t('affiliate_page.copied_text'),
        timerMs: SUCCESS_POPUP_MS,
      });
      return;
    }
    await popup({
      kind: 'info',
      title: t('affiliate_page.copy_failed_title'),
      text: t('affiliate_page.copy_failed_text'),
    });
  };

  return (
    <HighlightCard label={t('affiliate_page.invite_title')}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-ink-200">
        {t('affiliate_page.link_label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-12 w-full min-w-0 flex-1 rounded-xl bg-ink-950/60 px-3 text-sm text-ink-100 ring-1 ring-ink-600 focus:ring-2 focus:ring-gold-500 focus:outline-none"
        />
        <Button size="lg" icon={<CopyIcon />} onClick={() => void onCopy()} className="shrink-0">
          {t('affiliate_page.copy')}
        </Button>
      </div>
      <div className="mt-4 flex items-start gap-3 rounded-xl bg-ink-900/60 px-3 py-3 text-sm ring-1 ring-ink-600/60">
        <GiftIcon aria-hidden="true" className="mt-0.5 shrink-0 text-lg text-gold-400" />
        <p>
          <span className="font-medium text-ink-100">{t('affiliate_page.how_title')} </span>
          <span className="text-ink-300">
            {playMultiple
              ? t('affiliate_page.how_text_play', {
                  percent: AFFILIATE_REWARD_PERCENT,
                  multiple: playMultiple,
                })
              : t('affiliate_page.how_text', { percent: AFFILIATE_REWARD_PERCENT })}
          </span>
        </p>
      </div>
    </HighlightCard>
  );
}
