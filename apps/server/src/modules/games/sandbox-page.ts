// The sandbox provider's game pages (DESIGN §8 embedded demo): what a provider's game client would
// be. Each launch endpoint has a game of its own (SANDBOX_GAME_OF: coin flip, dice, wheel, cards),
// with its own name and colours and a plain "sandbox" mark, so the demo shows four providers as a
// member meets them inside the member app's frame.
//
// The member app frames these pages with `sandbox="allow-scripts allow-forms"` and no
// allow-same-origin: they are served by our own origin, and a same-origin page holding both could
// lift its own sandbox and act as the member in the app. So the page runs at an opaque origin and
// takes nothing from ours by a CORS-mode request: its Thai font is inlined (data: URLs), its script
// is served with a cross-origin resource policy, and its two calls are CORS "simple" requests
// (sandbox-routes.ts). It talks only to the sandbox game server with its session token.
import {
  SANDBOX_GAME_OF,
  SANDBOX_PICKS,
  type GameName,
  type SandboxGameKind,
} from '@sanam/contract/games.ts';
import type { Language } from '@sanam/contract/constants.ts';

/** The member app's self-hosted Kanit (Thai glyphs) per weight, as a data: URL and its format. */
export type FontFaces = Partial<Record<400 | 600, { url: string; format: 'woff' | 'woff2' }>>;

const fontFaceCss = (fonts: FontFaces): string =>
  Object.entries(fonts)
    .map(
      ([weight, font]) =>
        `@font-face { font-family: 'Kanit'; font-weight: ${weight}; font-display: swap; src: url('${font.url}') format('${font.format}'); }`,
    )
    .join('\n  ');

/** A game's colours: page, panel, accent (buttons, title) and the text on the accent. */
type Look = { page: string; panel: string; line: string; accent: string; onAccent: string; glow: string };

const LOOKS: Record<SandboxGameKind, Look> = {
  coin: {
    page: '#0f1115',
    panel: '#181b22',
    line: '#2a2f3a',
    accent: '#e6b84c',
    onAccent: '#1a1406',
    glow: '#f5d27a',
  },
  dice: {
    page: '#130f24',
    panel: '#1d1736',
    line: '#372c63',
    accent: '#a78bfa',
    onAccent: '#140a2e',
    glow: '#ddd6fe',
  },
  wheel: {
    page: '#08141f',
    panel: '#0f2131',
    line: '#1f3a52',
    accent: '#38bdf8',
    onAccent: '#04121d',
    glow: '#bae6fd',
  },
  cards: {
    page: '#0a1f15',
    panel: '#10301f',
    line: '#1f5238',
    accent: '#34d399',
    onAccent: '#03170d',
    glow: '#a7f3d0',
  },
};

type Texts = {
  name: string;
  rules: string;
  /** the round's outcome: {n} what was drawn, {side} the pick it fell on */
  outcome: string;
};

/** Each game's own words; the page's common words are COMMON. */
const GAME_TEXTS: Record<SandboxGameKind, Record<Language, Texts>> = {
  coin: {
    th: { name: 'โยนเหรียญ', rules: 'ทายหัวหรือก้อย ทายถูกได้ 2 เท่า', outcome: 'เหรียญออก{side}' },
    en: {
      name: 'Coin Flip',
      rules: 'Call heads or tails: call it right, win 2×',
      outcome: 'The coin shows {side}',
    },
  },
  dice: {
    th: {
      name: 'ลูกเต๋า สูง-ต่ำ',
      rules: 'ทายแต้มลูกเต๋า ต่ำ 1–3 หรือ สูง 4–6 ทายถูกได้ 2 เท่า',
      outcome: 'ลูกเต๋าออก {n} แต้ม ({side})',
    },
    en: {
      name: 'Dice High-Low',
      rules: 'Call the die: low 1–3 or high 4–6; call it right, win 2×',
      outcome: 'The die shows {n} ({side})',
    },
  },
  wheel: {
    th: {
      name: 'วงล้อ แดง-น้ำเงิน',
      rules: 'ทายสีที่วงล้อหยุด แดงหรือน้ำเงิน ทายถูกได้ 2 เท่า',
      outcome: 'วงล้อหยุดที่สี{side}',
    },
    en: {
      name: 'Red-Blue Wheel',
      rules: 'Call where the wheel stops, red or blue; call it right, win 2×',
      outcome: 'The wheel stops on {side}',
    },
  },
  cards: {
    th: {
      name: 'ไพ่ สูง-ต่ำ',
      rules: 'ไพ่ที่เปิดอยู่คือ 7 ใบต่อไปสูงกว่าหรือต่ำกว่า ทายถูกได้ 2 เท่า',
      outcome: 'เปิดได้ไพ่ {n} ({side})',
    },
    en: {
      name: 'Card Higher-Lower',
      rules: 'The open card is a 7: is the next one higher or lower? Call it right, win 2×',
      outcome: 'The card is {n} ({side})',
    },
  },
};

const PICK_TEXTS: Record<Language, Record<string, string>> = {
  th: {
    heads: 'หัว',
    tails: 'ก้อย',
    low: 'ต่ำ',
    high: 'สูง',
    red: 'แดง',
    blue: 'น้ำเงิน',
    higher: 'สูงกว่า',
    lower: 'ต่ำกว่า',
  },
  en: {
    heads: 'Heads',
    tails: 'Tails',
    low: 'Low',
    high: 'High',
    red: 'Red',
    blue: 'Blue',
    higher: 'Higher',
    lower: 'Lower',
  },
};

const COMMON: Record<Language, Record<string, string>> = {
  th: {
    mark: 'ทดลอง · SANDBOX',
    note: 'เกมของผู้ให้บริการจำลอง ใช้ยอดเงินจริงในบัญชีของคุณ',
    balance: 'ยอดเงินคงเหลือ',
    stake: 'จำนวนเงินเดิมพัน (บาท)',
    back: 'กลับสู่หน้าหลัก',
    won: '{outcome} คุณชนะ ได้รับ {payout} บาท',
    lost: '{outcome} คุณแพ้',
    error: 'ไม่สามารถเชื่อมต่อเกมได้',
  },
  en: {
    mark: 'SANDBOX · ทดลอง',
    note: 'A stand-in for a provider’s game, played with your real balance',
    balance: 'Balance',
    stake: 'Stake (baht)',
    back: 'Back to home',
    won: '{outcome}: you win, {payout} baht paid',
    lost: '{outcome}: you lose',
    error: 'Cannot connect to the game',
  },
};

/** The game's name as its page titles it, e.g. "M7 โยนเหรียญ". */
export const sandboxGameName = (game: GameName, lang: Language): string =>
  `${game.toUpperCase()} ${GAME_TEXTS[SANDBOX_GAME_OF[game]][lang].name}`;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The board each game draws its round on; the script moves it. */
function board(kind: SandboxGameKind): string {
  switch (kind) {
    case 'coin':
      return '<div class="coin" id="board" aria-hidden="true">?</div>';
    case 'dice':
      // showing a one until the first roll
      return `<div class="die" id="board" aria-hidden="true">${Array.from({ length: 9 }, (_, i) => (i === 4 ? '<span class="on"></span>' : '<span></span>')).join('')}</div>`;
    case 'wheel':
      return '<div class="wheel-box" aria-hidden="true"><div class="pointer"></div><div class="wheel" id="board"></div></div>';
    case 'cards':
      return '<div class="cards" aria-hidden="true"><div class="card open">7<small>♣</small></div><div class="card" id="board">?</div></div>';
  }
}

const BOARD_CSS: Record<SandboxGameKind, string> = {
  coin: `.coin { width: 96px; height: 96px; margin: 0 auto 16px; border-radius: 50%; display: grid; place-items: center;
    font-size: 1.6rem; font-weight: 600; color: #3b2a05; background: radial-gradient(circle at 35% 30%, #fff1c2, #e6b84c 55%, #a97d1c);
    box-shadow: 0 0 0 4px #a97d1c55; transition: transform .5s; }
  .coin.spin { transform: rotateY(720deg); }`,
  dice: `.die { width: 96px; height: 96px; margin: 0 auto 16px; padding: 12px; border-radius: 18px; background: #f5f3ff;
    display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px; box-shadow: 0 0 0 4px #a78bfa55; transition: transform .4s; }
  .die span { border-radius: 50%; background: transparent; }
  .die span.on { background: #2e1065; }
  .die.spin { transform: rotate(360deg); }`,
  wheel: `.wheel-box { position: relative; width: 150px; height: 150px; margin: 0 auto 16px; }
  .wheel { width: 150px; height: 150px; border-radius: 50%; box-shadow: 0 0 0 4px #bae6fd55;
    background: conic-gradient(${Array.from({ length: 10 }, (_, i) => `${i % 2 ? '#2563eb' : '#dc2626'} ${i * 36}deg ${(i + 1) * 36}deg`).join(', ')});
    transition: transform 1.2s cubic-bezier(.2,.8,.2,1); }
  .pointer { position: absolute; z-index: 1; left: 50%; top: -6px; margin-left: -9px; width: 0; height: 0;
    border-left: 9px solid transparent; border-right: 9px solid transparent; border-top: 16px solid #f8fafc; }`,
  cards: `.cards { display: flex; justify-content: center; gap: 16px; margin: 0 auto 16px; }
  .card { width: 72px; height: 100px; border-radius: 10px; background: #f8fafc; color: #0f172a; display: grid; place-items: center;
    align-content: center; font-size: 1.9rem; font-weight: 600; box-shadow: 0 0 0 3px #34d39955; transition: transform .4s; }
  .card small { font-size: 1.1rem; line-height: 1; }
  .card.red { color: #dc2626; }
  .card.open { opacity: .85; }
  .card.flip { transform: rotateY(180deg); }`,
};

export type SandboxPageOptions = { apiPrefix: string; game: GameName; lang: Language; fonts?: FontFaces };

export function sandboxGamePage({ apiPrefix, game, lang, fonts = {} }: SandboxPageOptions): string {
  const kind = SANDBOX_GAME_OF[game];
  const look = LOOKS[kind];
  const own = GAME_TEXTS[kind][lang];
  const common = COMMON[lang];
  const name = sandboxGameName(game, lang);
  // what the script says after a round, in the page's language
  const texts = {
    ...common,
    outcome: own.outcome,
    ...Object.fromEntries(SANDBOX_PICKS[kind].map((pick) => [pick, PICK_TEXTS[lang][pick] ?? pick])),
  };
  const picks = SANDBOX_PICKS[kind]
    .map(
      (pick) =>
        `<button type="button" class="pick pick-${pick}" data-pick="${pick}">${escapeHtml(PICK_TEXTS[lang][pick] ?? pick)}</button>`,
    )
    .join('\n    ');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)} · ${escapeHtml(common.mark ?? '')}</title>
<style>
  ${fontFaceCss(fonts)}
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  button, input { font: inherit; }
  body { margin: 0; min-height: 100vh; font-family: 'Kanit', system-ui, sans-serif; background: ${look.page}; color: #e8e6e1;
    display: flex; align-items: center; justify-content: center; padding: 12px; }
  main { width: 100%; max-width: 440px; background: ${look.panel}; border-radius: 16px; padding: 20px;
    box-shadow: 0 0 0 1px ${look.line}; }
  h1 { margin: 0 0 4px; font-size: 1.35rem; line-height: 1.3; color: ${look.accent}; }
  .mark { display: inline-block; margin-bottom: 8px; padding: 2px 10px; border-radius: 999px; font-size: .75rem; font-weight: 600;
    letter-spacing: .04em; color: #fde68a; background: #78350f99; box-shadow: 0 0 0 1px #f59e0b88; }
  .sub { margin: 0 0 4px; color: #c9c6bf; font-size: .95rem; }
  .note { margin: 0 0 16px; color: #9aa0aa; font-size: .8rem; }
  .balance { display: flex; justify-content: space-between; align-items: baseline; padding: 10px 14px;
    border-radius: 12px; background: ${look.page}; margin-bottom: 16px; }
  .balance strong { font-size: 1.35rem; color: ${look.glow}; }
  ${BOARD_CSS[kind]}
  label { display: block; font-size: .9rem; margin-bottom: 6px; color: #c9c6bf; }
  input { width: 100%; min-height: 44px; border-radius: 10px; border: 1px solid ${look.line}; background: ${look.page};
    color: inherit; font-size: 1.1rem; padding: 0 12px; }
  .picks { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; margin-top: 14px; }
  button { min-height: 48px; border-radius: 12px; border: 0; font-size: 1.1rem; font-weight: 600; cursor: pointer;
    background: ${look.accent}; color: ${look.onAccent}; }
  .pick-red { background: #dc2626; color: #fff; } .pick-blue { background: #2563eb; color: #fff; }
  button:disabled { opacity: .5; cursor: wait; }
  .result { min-height: 3.2em; margin: 14px 0 0; text-align: center; font-size: 1.05rem; }
  .won { color: #4ade80; } .lost { color: #f87171; } .error { color: #f87171; }
  a.back { display: flex; justify-content: center; align-items: center; min-height: 44px; border-radius: 12px;
    color: ${look.accent}; text-decoration: none; box-shadow: 0 0 0 1px ${look.accent}99; margin-top: 8px; }
  [hidden] { display: none !important; }
  /* a short frame (a laptop's, under the app's header and bar): the whole game in view */
  @media (max-height: 640px) {
    body { padding: 8px; } main { padding: 14px 18px; } .note { display: none; } .balance { margin-bottom: 10px; }
    .coin, .die { width: 72px; height: 72px; margin-bottom: 10px; } .die { padding: 9px; gap: 4px; }
    .wheel-box, .wheel { width: 112px; height: 112px; } .wheel-box { margin-bottom: 10px; }
    .card { width: 56px; height: 78px; font-size: 1.5rem; } .cards { margin-bottom: 10px; }
  }
</style>
</head>
<body>
<main data-api="${apiPrefix}" data-game="${game}" data-kind="${kind}" data-lang="${lang}" data-texts="${escapeHtml(JSON.stringify(texts))}">
  <span class="mark">${escapeHtml(common.mark ?? '')}</span>
  <h1>${escapeHtml(name)}</h1>
  <p class="sub">${escapeHtml(own.rules)}</p>
  <p class="note">${escapeHtml(common.note ?? '')}</p>
  <div class="balance"><span>${escapeHtml(common.balance ?? '')}</span><strong id="balance">…</strong></div>
  ${board(kind)}
  <label for="stake">${escapeHtml(common.stake ?? '')}</label>
  <input id="stake" type="number" inputmode="decimal" min="1" step="1" value="100">
  <div class="picks">
    ${picks}
  </div>
  <p class="result" id="result" role="status" aria-live="polite"></p>
  <a class="back" href="/" hidden>${escapeHtml(common.back ?? '')}</a>
</main>
<script src="${apiPrefix}/sandbox/games/game.js"></script>
</body>
</html>
`;
}

/**
 * The pages' one script. Its calls are CORS "simple" requests (a text/plain body, no custom header)
 * because the framed page's origin is opaque: no preflight, and the replies allow any origin (the
 * session token in the body is the only authority, as it is for a provider's own game server).
 */
export const SANDBOX_GAME_SCRIPT = `'use strict';
(function () {
  var root = document.querySelector('main');
  var api = root.getAttribute('data-api');
  var game = root.getAttribute('data-game');
  var kind = root.getAttribute('data-kind');
  var lang = root.getAttribute('data-lang');
  var T = JSON.parse(root.getAttribute('data-texts'));
  var session = new URLSearchParams(window.location.search).get('session') || '';
  var balanceEl = document.getElementById('balance');
  var resultEl = document.getElementById('result');
  var board = document.getElementById('board');
  var buttons = root.querySelectorAll('button[data-pick]');
  var money = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  var RANKS = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };
  var PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };
  var turns = 0;

  // opened on its own (not in the member app's frame), the page offers its own way home
  if (window.top === window.self) root.querySelector('a.back').hidden = false;

  function call(path, body) {
    return fetch(api + '/sandbox/games/' + game + '/' + path, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'accept-language': lang },
      body: JSON.stringify(body)
    }).then(function (res) {
      return res.json().then(function (reply) {
        if (!res.ok || !reply.success) throw new Error(reply.message || T.error);
        return reply.data;
      });
    });
  }
  function showError(err) {
    resultEl.className = 'result error';
    resultEl.textContent = (err && err.message) || T.error;
  }
  function setBusy(busy) { buttons.forEach(function (b) { b.disabled = busy; }); }
  function rank(n) { return RANKS[n] || String(n); }

  function draw(round) {
    if (kind === 'coin') {
      board.classList.toggle('spin');
      board.textContent = T[round.result];
    } else if (kind === 'dice') {
      board.classList.toggle('spin');
      board.querySelectorAll('span').forEach(function (pip, i) {
        pip.className = PIPS[round.outcome].indexOf(i) >= 0 ? 'on' : '';
      });
    } else if (kind === 'wheel') {
      turns += 3;
      board.style.transform = 'rotate(' + (turns * 360 - (round.outcome * 36 + 18)) + 'deg)';
    } else {
      board.className = 'card' + (round.outcome % 2 ? ' red' : '');
      board.innerHTML = rank(round.outcome) + '<small>' + (round.outcome % 2 ? '♥' : '♠') + '</small>';
    }
  }
  function outcomeText(round) {
    var n = kind === 'cards' ? rank(round.outcome) : String(round.outcome);
    var side = T[round.result];
    return T.outcome.replace('{n}', n).replace('{side}', lang === 'en' ? side.toLowerCase() : side);
  }

  call('state', { session: session }).then(function (state) {
    balanceEl.textContent = money.format(state.balance);
  }, function (err) { setBusy(true); showError(err); });

  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      var stake = Number(document.getElementById('stake').value);
      setBusy(true);
      resultEl.className = 'result';
      resultEl.textContent = '…';
      call('flip', { session: session, stake: stake, pick: button.getAttribute('data-pick') }).then(function (round) {
        draw(round);
        balanceEl.textContent = money.format(round.balance);
        resultEl.className = 'result ' + (round.won ? 'won' : 'lost');
        resultEl.textContent = T[round.won ? 'won' : 'lost']
          .replace('{outcome}', outcomeText(round)).replace('{payout}', money.format(round.payout));
      }, showError).then(function () { setBusy(false); });
    });
  });
})();
`;
