import { BANKS, type BankCode } from '@sanam/contract/constants.ts';
import { useTranslation } from 'react-i18next';
import { BankIcon } from './icons.tsx';

export function isBankCode(value: string | null | undefined): value is BankCode {
  return BANKS.includes(value as BankCode);
}

/** Bank name in the member's language; unknown codes are shown as they are. */
export function useBankName(): (code: string) => string {
  const { t } = useTranslation();
  return (code) => (isBankCode(code) ? t(`banks.${code}`) : code);
}

/** Spec §2: the bank logo is a webp named after the bank (ours: brand colour + code, public/banks/). */
export function BankLogo({ code, className = 'size-10' }: { code: string; className?: string }) {
  const bankName = useBankName();
  if (!isBankCode(code)) {
    return (
      <span
        className={`flex items-center justify-center rounded-full bg-ink-600 text-ink-200 ${className}`}
        aria-hidden="true"
      >
        <BankIcon />
      </span>
    );
  }
  return (
    <img
      src={`/banks/${code}.webp`}
      alt={bankName(code)}
      className={`shrink-0 rounded-full ${className}`}
      width={40}
      height={40}
    />
  );
}
