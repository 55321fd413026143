// A prize's picture: the one the operator uploaded, or, when there is none (or it fails to load), the
// app's own drawing: coins and a banknote for a cash tier, a gift box for goods.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { redeemImageUrl } from '../api/get-redeem-items.ts';

/** A two-colour gradient running to (x2, y2) of the box, from `from` at the start to `to` at the end. */
type Gradient = { id: string; x2: number; y2: number; from: string; to: string };

/** The drawing's frame: one picture named by `label`, and the gradients its shapes fill with. */
function ArtSvg({
  label,
  gradients,
  children,
}: {
  label: string;
  gradients: Gradient[];
  children: ReactNode;
}) {
  return (
    <svg viewBox="0 0 160 120" role="img" aria-label={label} className="h-full w-full">
      <defs>
        {gradients.map(({ id, x2, y2, from, to }) => (
          <linearGradient key={id} id={id} x1="0" y1="0" x2={x2} y2={y2}>
            <stop offset="0" stopColor={from} />
            <stop offset="1" stopColor={to} />
          </linearGradient>
        ))}
      </defs>
      {children}
    </svg>
  );
}

const GOLD = { from: 'var(--color-gold-300)', to: 'var(--color-gold-500)' };

function CashArt({ label }: { label: string }) {
  const id = useId();
  return (
    <ArtSvg
      label={label}
      gradients={[
        { id: `${id}-note`, x2: 1, y2: 1, from: '#34d399', to: '#047857' },
        { id: `${id}-coin`, x2: 0, y2: 1, ...GOLD },
      ]}
    >
      <g transform="rotate(-8 70 55)">
        <rect x="22" y="26" width="100" height="56" rx="8" fill={`url(#${id}-note)`} />
        <rect x="29" y="33" width="86" height="42" rx="5" fill="none" stroke="#a7f3d0" strokeOpacity=".55" />
        <circle cx="72" cy="54" r="14" fill="#065f46" stroke="#a7f3d0" strokeOpacity=".7" />
        <text
          x="72"
          y="60"
          textAnchor="middle"
          fontSize="17"
          fontWeight="600"
          fill="#ecfdf5"
          fontFamily="Kanit, sans-serif"
        >
          ฿
        </text>
      </g>
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(0 ${-i * 9})`}>
          <ellipse cx="118" cy="100" rx="24" ry="8" fill="var(--color-gold-700)" />
          <rect x="94" y="92" width="48" height="8" fill="var(--color-gold-700)" />
          <ellipse cx="118" cy="92" rx="24" ry="8" fill={`url(#${id}-coin)`} />
          <ellipse
            cx="118"
            cy="92"
            rx="16"
            ry="5"
            fill="none"
            stroke="var(--color-gold-600)"
            strokeOpacity=".8"
          />
        </g>
      ))}
      <path d="M138 30l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5z" fill="var(--color-gold-300)" />
      <path d="M20 92l1.6 3.9 3.9 1.6-3.9 1.6L20 103l-1.6-3.9-3.9-1.6 3.9-1.6z" fill="#a7f3d0" />
    </ArtSvg>
  );
}

function GiftArt({ label }: { label: string }) {
  const id = useId();
  return (
    <ArtSvg
      label={label}
      gradients={[
        { id: `${id}-box`, x2: 0, y2: 1, from: 'var(--color-red-side)', to: 'var(--color-red-side-dark)' },
        { id: `${id}-ribbon`, x2: 1, y2: 0, ...GOLD },
      ]}
    >
      <ellipse cx="80" cy="106" rx="46" ry="5" fill="#000" fillOpacity=".25" />
      <rect x="42" y="58" width="76" height="46" rx="5" fill={`url(#${id}-box)`} />
      <rect x="36" y="44" width="88" height="18" rx="5" fill="var(--color-red-side)" />
      <rect x="36" y="56" width="88" height="6" fill="#000" fillOpacity=".18" />
      <rect x="73" y="44" width="14" height="60" fill={`url(#${id}-ribbon)`} />
      <path
        d="M80 44c-6-14-26-20-28-8-2 10 16 10 28 8zM80 44c6-14 26-20 28-8 2 10-16 10-28 8z"
        fill={`url(#${id}-ribbon)`}
        stroke="var(--color-gold-600)"
        strokeWidth="1.5"
      />
      <circle cx="80" cy="44" r="5" fill="var(--color-gold-500)" />
      <path d="M132 26l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5z" fill="var(--color-gold-300)" />
      <path d="M28 30l1.6 3.9 3.9 1.6-3.9 1.6L28 41l-1.6-3.9-3.9-1.6 3.9-1.6z" fill="var(--color-gold-400)" />
    </ArtSvg>
  );
}

export function PrizeImage({
  name,
  imageName,
  isCash,
}: {
  name: string;
  imageName: string | null;
  isCash: boolean;
}) {
  const { t } = useTranslation();
  const [failedImage, setFailedImage] = useState<string | null>(null);
  if (imageName && failedImage !== imageName) {
    return (
      <img
        src={redeemImageUrl(imageName)}
        alt={name}
        loading="lazy"
        decoding="async"
        onError={() => setFailedImage(imageName)}
        className="h-full w-full object-cover"
      />
    );
  }
  return isCash ? (
    <CashArt label={t('redeem_page.art_cash')} />
  ) : (
    <GiftArt label={t('redeem_page.art_gift')} />
  );
}
