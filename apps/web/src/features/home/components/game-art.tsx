// The art of the home page's game entries, drawn here (no image files, nothing fetched): one emblem per
// game on a transparent 120×90 canvas, over the tile's own gradient. The emblem stays inside the
// middle 90×90, so a square tile (phones) crops only empty sides. Gradient ids come from useId: the
// same art is drawn twice on wide screens (the row and the side panel), and a shared id would let one
// copy borrow the other's gradient, or lose it when that copy is hidden.
import { useId, type ReactNode } from 'react';

export type GameArtProps = { className?: string };

function Canvas({ className, children }: GameArtProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 120 90"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A four-pointed glint. */
function Sparkle({ x, y, r, opacity = 0.9 }: { x: number; y: number; r: number; opacity?: number }) {
  const k = r * 0.22;
  return (
    <path
      d={`M${x} ${y - r}L${x + k} ${y - k}L${x + r} ${y}L${x + k} ${y + k}L${x} ${y + r}L${x - k} ${y + k}L${x - r} ${y}L${x - k} ${y - k}Z`}
      fill="#fff"
      opacity={opacity}
    />
  );
}

/** Gold, light at the top: the brand's gold-300 to gold-700. */
function GoldGradient({ id }: { id: string }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor="#fff1b8" />
      <stop offset="0.45" stopColor="#fcd34d" />
      <stop offset="1" stopColor="#d69704" />
    </linearGradient>
  );
}

/** M7: a lucky seven in a reel window, rays behind. */
export function M7Art({ className }: GameArtProps) {
  const id = useId();
  const rays = Array.from({ length: 12 }, (_, i) => (i * 30 * Math.PI) / 180);
  return (
    <Canvas className={className}>
      <defs>
        <GoldGradient id={`${id}-gold`} />
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#ff8a8a" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ff8a8a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <g fill="#fcd34d" opacity="0.16">
        {rays.map((a) => (
          <path
            key={a}
            d={`M60 45L${60 + 70 * Math.cos(a - 0.12)} ${45 + 70 * Math.sin(a - 0.12)}L${60 + 70 * Math.cos(a + 0.12)} ${45 + 70 * Math.sin(a + 0.12)}Z`}
          />
        ))}
      </g>
      <circle cx="60" cy="45" r="34" fill={`url(#${id}-glow)`} />
      <rect
        x="33"
        y="14"
        width="54"
        height="62"
        rx="10"
        fill="#3f0a14"
        stroke={`url(#${id}-gold)`}
        strokeWidth="3"
      />
      <path d="M36 28H84M36 62H84" stroke="#fcd34d" strokeOpacity="0.25" strokeWidth="1.5" />
      <path
        d="M42 22H79V31L63 70H49L64 33H42Z"
        fill={`url(#${id}-gold)`}
        stroke="#3f0a14"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <Sparkle x={90} y={18} r={6} />
      <Sparkle x={28} y={70} r={4.5} opacity={0.7} />
    </Canvas>
  );
}

const HEART = 'M0 7C-9 1-9-7-4-7C-1.5-7 0-5 0-4C0-5 1.5-7 4-7C9-7 9 1 0 7Z';
const SPADE = 'M0-8C-9-1-9 6-4 6C-2 6-.8 5 0 3.5L-2.2 9H2.2L0 3.5C.8 5 2 6 4 6C9 6 9-1 0-8Z';

/** MPY: two fanned cards and a chip. */
export function MpyArt({ className }: GameArtProps) {
  const id = useId();
  return (
    <Canvas className={className}>
      <defs>
        <GoldGradient id={`${id}-gold`} />
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#c4b5fd" stopOpacity="0.5" />
          <stop offset="1" stopColor="#c4b5fd" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="60" cy="45" r="38" fill={`url(#${id}-glow)`} />
      <g transform="rotate(-14 52 70)">
        <rect
          x="34"
          y="20"
          width="32"
          height="46"
          rx="4.5"
          fill="#f8fafc"
          stroke="#1e1b4b"
          strokeWidth="1.5"
        />
        <path d={SPADE} transform="translate(50 43) scale(1.35)" fill="#111827" />
        <text x="38" y="30" fontSize="8" fontWeight="600" fill="#111827">
          A
        </text>
      </g>
      <g transform="rotate(12 68 70)">
        <rect x="52" y="18" width="32" height="46" rx="4.5" fill="#fff" stroke="#1e1b4b" strokeWidth="1.5" />
        <path d={HEART} transform="translate(68 41) scale(1.35)" fill="#e5383b" />
        <text x="56" y="28" fontSize="8" fontWeight="600" fill="#e5383b">
          K
        </text>
      </g>
      <circle cx="84" cy="66" r="12" fill={`url(#${id}-gold)`} stroke="#4c1d95" strokeWidth="1.5" />
      <circle cx="84" cy="66" r="8" fill="none" stroke="#4c1d95" strokeWidth="1.5" strokeDasharray="3 2.3" />
      <Sparkle x={30} y={20} r={5} />
    </Canvas>
  );
}

/** WS: a prize wheel with its pointer. */
export function WsArt({ className }: GameArtProps) {
  const id = useId();
  const slices = 12;
  const r = 29;
  const cx = 60;
  const cy = 47;
  const point = (i: number) => {
    const a = ((i * 360) / slices - 90) * (Math.PI / 180);
    return `${cx + r * Math.cos(a)} ${cy + r * Math.sin(a)}`;
  };
  const colours = ['#fcd34d', '#0e7490', '#f8fafc', '#155e75'];
  return (
    <Canvas className={className}>
      <defs>
        <GoldGradient id={`${id}-gold`} />
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#67e8f9" stopOpacity="0.45" />
          <stop offset="1" stopColor="#67e8f9" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx={cx} cy={cy} r="40" fill={`url(#${id}-glow)`} />
      <circle cx={cx} cy={cy} r={r + 4} fill={`url(#${id}-gold)`} />
      {Array.from({ length: slices }, (_, i) => (
        <path
          key={i}
          d={`M${cx} ${cy}L${point(i)}A${r} ${r} 0 0 1 ${point(i + 1)}Z`}
          fill={colours[i % colours.length]}
        />
      ))}
      <circle cx={cx} cy={cy} r="8" fill={`url(#${id}-gold)`} stroke="#082f49" strokeWidth="2" />
      <path d="M53 8H67L60 21Z" fill="#e5383b" stroke="#fff" strokeWidth="1.5" strokeLinejoin="round" />
      <Sparkle x={95} y={22} r={5} />
      <Sparkle x={25} y={68} r={4} opacity={0.7} />
    </Canvas>
  );
}

/** WC: a casino chip with a crown. */
export function WcArt({ className }: GameArtProps) {
  const id = useId();
  const notches = Array.from({ length: 8 }, (_, i) => i * 45);
  return (
    <Canvas className={className}>
      <defs>
        <GoldGradient id={`${id}-gold`} />
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#86efac" stopOpacity="0.45" />
          <stop offset="1" stopColor="#86efac" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="60" cy="46" r="40" fill={`url(#${id}-glow)`} />
      <ellipse cx="60" cy="76" rx="26" ry="4" fill="#000" opacity="0.3" />
      <circle cx="60" cy="45" r="29" fill="#16a34a" stroke="#052e16" strokeWidth="2" />
      {notches.map((deg) => (
        <rect
          key={deg}
          x="56"
          y="17"
          width="8"
          height="9"
          rx="1.5"
          fill="#f8fafc"
          transform={`rotate(${deg} 60 45)`}
        />
      ))}
      <circle
        cx="60"
        cy="45"
        r="19"
        fill="#15803d"
        stroke="#f8fafc"
        strokeWidth="1.5"
        strokeDasharray="4 3"
      />
      <path
        d="M47 52L45 36L53 43L60 33L67 43L75 36L73 52Z"
        fill={`url(#${id}-gold)`}
        stroke="#052e16"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <Sparkle x={94} y={18} r={5.5} />
    </Canvas>
  );
}

/** The step game: blocks climbing to a flag, an arrow going up. */
export function StepGameArt({ className }: GameArtProps) {
  const id = useId();
  return (
    <Canvas className={className}>
      <defs>
        <GoldGradient id={`${id}-gold`} />
        <linearGradient id={`${id}-block`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#93b4ff" />
          <stop offset="1" stopColor="#2f6fed" />
        </linearGradient>
      </defs>
      <ellipse cx="60" cy="77" rx="38" ry="4" fill="#000" opacity="0.3" />
      {[
        { x: 24, h: 16, n: '1' },
        { x: 48, h: 30, n: '2' },
        { x: 72, h: 44, n: '3' },
      ].map((b) => (
        <g key={b.n}>
          <rect x={b.x} y={76 - b.h} width="22" height={b.h} rx="3" fill={`url(#${id}-block)`} />
          <rect x={b.x} y={76 - b.h} width="22" height="4" rx="2" fill="#dbe6ff" opacity="0.9" />
          <text
            x={b.x + 11}
            y={76 - b.h + 14}
            textAnchor="middle"
            fontSize="9"
            fontWeight="600"
            fill="#0b1220"
          >
            {b.n}
          </text>
        </g>
      ))}
      <path d="M83 32V12" stroke="#f8fafc" strokeWidth="2" strokeLinecap="round" />
      <path d="M84 12H97L93 16.5L97 21H84Z" fill={`url(#${id}-gold)`} />
      <path
        d="M22 46C34 44 46 34 58 22"
        fill="none"
        stroke={`url(#${id}-gold)`}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M51 19L62 18L60 29Z" fill="#fcd34d" />
    </Canvas>
  );
}

/** Step bets: a slip of ticked rounds, its odds multiplied, coins beside it. */
export function StepBetArt({ className }: GameArtProps) {
  const id = useId();
  return (
    <Canvas className={className}>
      <defs>
        <GoldGradient id={`${id}-gold`} />
      </defs>
      <ellipse cx="60" cy="79" rx="34" ry="4" fill="#000" opacity="0.3" />
      <g transform="rotate(-6 55 45)">
        <path
          d="M34 12H78V70L73 74L68 70L63 74L58 70L53 74L48 70L43 74L38 70L34 74Z"
          fill="#fffaf0"
          stroke="#a87503"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        <rect x="34" y="12" width="44" height="9" fill={`url(#${id}-gold)`} />
        {[30, 41, 52].map((y) => (
          <g key={y}>
            <circle cx="42" cy={y} r="4" fill="#22c55e" />
            <path
              d={`M40 ${y}L41.6 ${y + 1.6}L44.2 ${y - 1.4}`}
              fill="none"
              stroke="#fff"
              strokeWidth="1.4"
            />
            <rect x="49" y={y - 2} width="22" height="4" rx="2" fill="#cbd5e1" />
          </g>
        ))}
        <text x="56" y="66" textAnchor="middle" fontSize="9" fontWeight="600" fill="#a87503">
          ×12.5
        </text>
      </g>
      <g stroke="#a87503" strokeWidth="1.2">
        <ellipse cx="88" cy="70" rx="11" ry="4" fill="#d69704" />
        <ellipse cx="88" cy="65" rx="11" ry="4" fill="#f5b50a" />
        <ellipse cx="88" cy="60" rx="11" ry="4" fill={`url(#${id}-gold)`} />
      </g>
      <Sparkle x={91} y={22} r={6} />
      <Sparkle x={24} y={30} r={4} opacity={0.7} />
    </Canvas>
  );
}
