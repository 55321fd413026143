import { zodResolver } from '@hookform/resolvers/zod';
import { formatBaht } from '@sanam/contract/money.ts';
import {
  cashTierOf,
  redeemImageUploadRequest,
  redeemItemCreateRequest,
  type AdminRedeemItem,
  type RedeemItemPatchRequest,
} from '@sanam/contract/rewards.ts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { formatCount } from '../../../lib/format-count.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useIssueText } from '../../../lib/issue-text.ts';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { CheckboxField, TextField } from '@sanam/ui/field.tsx';
import { FormActions } from '@sanam/ui/form-actions.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { useCreateRedeemItem } from '../api/create-redeem-item.ts';
import { useUpdateRedeemItem } from '../api/update-redeem-item.ts';
import { useUploadRedeemImage } from '../api/upload-redeem-image.ts';
import { imageFileRefusal, readDataUrl, RedeemImageField } from './redeem-image-field.tsx';

/** "1,500" → 1500; anything that is not a plain number becomes NaN, which the rule refuses. */
function parseCountText(text: string): number {
  const value = text.replace(/[,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

const rule = redeemItemCreateRequest.shape;

/** The boxes as typed; what they hold must pass the server's rule (redeemItemCreateRequest). */
const itemForm = z.object({
  name: rule.name,
  // an empty box means no English name (null): members reading English see the Thai name
  name_en: rule.name_en,
  point: z.string().transform(parseCountText).pipe(rule.point),
  // an empty stock box means no limit (null); the rule without its "absent means null" default
  stock: z
    .string()
    .transform((text) => (text.trim() === '' ? null : parseCountText(text)))
    .pipe(rule.stock.unwrap().unwrap()),
  image_name: rule.image_name,
  is_active: z.boolean(),
});
type ItemFormInput = z.input<typeof itemForm>;
type ItemFormValues = z.output<typeof itemForm>;

const fields = ['name', 'name_en', 'point', 'stock', 'image_name'] as const;

/** What an edit changed; PATCH takes any of the fields, and an untouched form sends nothing. */
function changes(item: AdminRedeemItem, values: ItemFormValues): RedeemItemPatchRequest {
  const patch: RedeemItemPatchRequest = {};
  if (values.name !== item.name) patch.name = values.name;
  if (values.name_en !== item.name_en) patch.name_en = values.name_en;
  // a cash tier's price is fixed (400 redeem_item.cash_tier_fixed): never sent
  if (!cashTierOf(item.id) && values.point !== item.point) patch.point = values.point;
  if (values.stock !== item.stock) patch.stock = values.stock;
  if (values.image_name !== item.image_name) patch.image_name = values.image_name;
  if (values.is_active !== item.is_active) patch.is_active = values.is_active;
  return patch;
}

/** Adds a prize delivered to an address (item null) or edits one, cash tiers included (admins only). */
export function RedeemItemDialog({
  item,
  onSaved,
  onClose,
}: {
  item: AdminRedeemItem | null;
  onSaved: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const create = useCreateRedeemItem();
  const update = useUpdateRedeemItem();
  const upload = useUploadRedeemImage();
  const mutation = item ? update : create;
  const tier = item ? cashTierOf(item.id) : undefined;
  const [imageError, setImageError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ItemFormInput, unknown, ItemFormValues>({
    resolver: zodResolver(itemForm),
    defaultValues: item
      ? {
          name: item.name,
          name_en: item.name_en ?? '',
          point: String(item.point),
          stock: item.stock === null ? '' : String(item.stock),
          image_name: item.image_name,
          is_active: item.is_active,
        }
      : { name: '', name_en: '', point: '', stock: '', image_name: null, is_active: true },
  });
  const imageName = useWatch({ control, name: 'image_name' }) ?? null;
  const issueText = useIssueText();

  const pickImage = async (file: File) => {
    setImageError(null);
    upload.reset();
    const refusal = imageFileRefusal(file);
    if (refusal) return setImageError(t(refusal));
    try {
      const body = redeemImageUploadRequest.safeParse({ data_url: await readDataUrl(file) });
      if (!body.success) return setImageError(issueText(body.error.issues[0]?.message) ?? null);
      const { image_name } = await upload.mutateAsync(body.data);
      setValue('image_name', image_name, { shouldDirty: true });
    } catch (error) {
      setImageError(errorMessage(error));
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (item) {
        const patch = changes(item, values);
        if (Object.keys(patch).length === 0) return onClose();
        await update.mutateAsync({ id: item.id, patch });
      } else {
        await create.mutateAsync(values);
      }
      onSaved(t(item ? 'redeem_item.updated' : 'redeem_item.created'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'redeem_item.cash_tier_fixed') {
        setError('point', { type: 'server', message: error.message });
      }
      showServerFieldErrors(error, fields, setError);
    }
  });

  const isBusy = isSubmitting || upload.isPending;

  return (
    <Dialog
      title={t(item ? 'redeem_items.edit_title' : 'redeem_items.new_title')}
      onClose={onClose}
      isDismissable={!isBusy}
    >
      {mutation.error && <FormError>{errorMessage(mutation.error)}</FormError>}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label={t('redeem_items.name')}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('redeem_items.name_en')}
          lang="en"
          autoComplete="off"
          hint={t('redeem_items.name_en_hint')}
          error={errors.name_en?.message}
          {...register('name_en')}
        />
        {tier ? (
          // shown, not registered: the price stays what it is and is never part of the patch
          <TextField
            label={t('redeem_items.point')}
            value={formatCount(tier.coins, lang)}
            disabled
            readOnly
            hint={t('redeem_items.point_fixed', {
              coins: formatCount(tier.coins, lang),
              amount: formatBaht(tier.baht, lang),
            })}
            error={errors.point?.message}
          />
        ) : (
          <TextField
            label={t('redeem_items.point')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.point?.message}
            {...register('point')}
          />
        )}
        <TextField
          label={t('redeem_items.stock')}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('redeem_items.unlimited')}
          hint={t('redeem_items.stock_hint')}
          error={errors.stock?.message}
          {...register('stock')}
        />
        <RedeemImageField
          imageName={imageName}
          isUploading={upload.isPending}
          isUploaded={upload.isSuccess && imageName === upload.data.image_name}
          error={imageError ?? issueText(errors.image_name?.message)}
          onPick={(file) => void pickImage(file)}
          onRemove={() => {
            upload.reset();
            setValue('image_name', null, { shouldDirty: true });
          }}
        />
        <CheckboxField label={t('redeem_items.active_hint')} {...register('is_active')} />
        <FormActions onCancel={onClose} isSubmitting={isBusy} submitLabel={t('common.save')} />
      </form>
    </Dialog>
  );
}
