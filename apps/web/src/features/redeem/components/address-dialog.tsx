// Spec §5: a prize that is not cash is shipped, so it needs the delivery address. The form uses the
// contract's redeemAddressForm, the server's own rule and message ("please enter the delivery address
// information").
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { REDEEM_ADDRESS_MAX, redeemAddressForm, type RedeemItem } from '@sanam/contract/rewards.ts';
import { formatCoins } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { CoinIcon, GiftIcon } from '../../../ui/icons.tsx';
import { PrizeImage } from './prize-art.tsx';
import { prizeName } from './prize-view.ts';

type FormInput = z.input<typeof redeemAddressForm>;
type FormOutput = z.output<typeof redeemAddressForm>;

function AddressForm({
  item,
  coins,
  isPending,
  onCancel,
  onSubmit,
}: {
  item: RedeemItem;
  coins: number;
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (address: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const name = prizeName(item.name, item.name_en, useLang());
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(redeemAddressForm),
    defaultValues: { address: '' },
  });
  const error = errors.address?.message;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(({ address }) => onSubmit(address))(event)}
      className="space-y-4"
    >
      <div className="flex items-center gap-3 rounded-xl bg-ink-900/70 p-3 ring-1 ring-ink-600/60">
        <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-ink-700/60">
          <PrizeImage name={name} imageName={item.image_name} isCash={false} />
        </div>
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-ink-100">{name}</p>
          <p className="flex items-center gap-1.5 text-sm font-semibold text-gold-400 tabular-nums">
            <CoinIcon aria-hidden="true" />
            {t('redeem_page.coins', { count: item.point, amount: formatCoins(item.point) })}
          </p>
          <p className="text-xs text-ink-300 tabular-nums">
            {t('redeem_page.coins_after', {
              count: coins - item.point,
              amount: formatCoins(Math.max(0, coins - item.point)),
            })}
          </p>
        </div>
      </div>
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-200">
          {t('redeem_page.address_label')}
        </label>
        <textarea
          id={id}
          rows={4}
          maxLength={REDEEM_ADDRESS_MAX}
          autoComplete="street-address"
          placeholder={t('redeem_page.address_placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hintId}
          className={`block w-full resize-y rounded-xl bg-ink-950/60 px-3 py-2.5 text-base text-ink-100 ring-1 transition placeholder:text-ink-500 focus:ring-2 focus:outline-none ${
            error ? 'ring-danger/80 focus:ring-danger' : 'ring-ink-600 focus:ring-gold-500'
          }`}
          {...register('address')}
        />
        {error ? (
          <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger">
            {translateMessage(error)}
          </p>
        ) : (
          <p id={hintId} className="mt-1 text-xs text-ink-300">
            {t('redeem_page.address_hint')}
          </p>
        )}
      </div>
      <div className="grid grid-cols-[2fr_3fr] gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isLoading={isPending} disabled={isSubmitting}>
          {t('redeem_page.address_submit')}
        </Button>
      </div>
    </form>
  );
}

export function AddressDialog({
  item,
  coins,
  isPending,
  onClose,
  onSend,
}: {
  item: RedeemItem | null;
  coins: number;
  isPending: boolean;
  onClose: () => void;
  /** true when the redeem went through */
  onSend: (item: RedeemItem, address: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={item !== null}
      onClose={onClose}
      title={t('redeem_page.address_title')}
      icon={<GiftIcon />}
    >
      {item ? (
        <AddressForm
          key={item.id}
          item={item}
          coins={coins}
          isPending={isPending}
          onCancel={onClose}
          onSubmit={async (address) => {
            if (await onSend(item, address)) onClose();
          }}
        />
      ) : null}
    </Dialog>
  );
}
