// The sandbox coin flip's page and script (DESIGN §8 embedded demo): what a provider's game client
// would be. Plain HTML and a same-origin script (the CSP allows no inline script); it talks only to
// the sandbox game server (sandbox-routes.ts) with its session token, never to the wallet.

/** The member app's self-hosted Kanit (Thai glyphs): a path per weight, when the app is built. */
export type FontFaces = Partial<Record<400 | 600, string>>;

const fontFaceCss = (fonts: FontFaces): string =>
  Object.entries(fonts)
    .map(
      ([weight, url]) =>
        `@font-face { font-family: 'Kanit'; font-weight: ${weight}; font-display: swap; src: url('${url}') format('${url.endsWith('.woff2') ? 'woff2' : 'woff'}'); }`,
    )
    .join('\n  ');

export function coinFlipPage(apiPrefix: string, game: string, fonts: FontFaces = {}): string {
  return `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox coin flip · ${game.toUpperCase()}</title>
<style>
  ${fontFaceCss(fonts)}
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  button, input { font: inherit; }
  body { margin: 0; min-height: 100vh; font-family: 'Kanit', system-ui, sans-serif; background: #0f1115; color: #e8e6e1;
    display: flex; align-items: center; justify-content: center; padding: 16px; }
  main { width: 100%; max-width: 420px; background: #181b22; border-radius: 16px; padding: 24px;
    box-shadow: 0 0 0 1px #2a2f3a; }
  h1 { margin: 0 0 4px; font-size: 1.35rem; color: #e6b84c; }
  .sub { margin: 0 0 20px; color: #9aa0aa; font-size: .9rem; }
  .balance { display: flex; justify-content: space-between; align-items: baseline; padding: 12px 14px;
    border-radius: 12px; background: #11141a; margin-bottom: 16px; }
  .balance strong { font-size: 1.4rem; color: #f5d27a; }
  label { display: block; font-size: .9rem; margin-bottom: 6px; color: #c9c6bf; }
  input { width: 100%; min-height: 44px; border-radius: 10px; border: 1px solid #2f3542; background: #0f1115;
    color: inherit; font-size: 1.1rem; padding: 0 12px; }
  .picks { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; margin-top: 16px; }
  button { min-height: 48px; border-radius: 12px; border: 0; font-size: 1.1rem; font-weight: 600; cursor: pointer;
    background: #e6b84c; color: #1a1406; }
  button:disabled { opacity: .5; cursor: wait; }
  .result { min-height: 3.2em; margin: 18px 0 8px; text-align: center; font-size: 1.05rem; }
  .won { color: #4ade80; } .lost { color: #f87171; } .error { color: #f87171; }
  a.back { display: flex; justify-content: center; align-items: center; min-height: 44px; border-radius: 12px;
    color: #e6b84c; text-decoration: none; box-shadow: 0 0 0 1px #e6b84c99; margin-top: 8px; }
</style>
</head>
<body>
<main data-api="${apiPrefix}" data-game="${game}">
  <h1 data-t="title"></h1>
  <p class="sub" data-t="subtitle"></p>
  <div class="balance"><span data-t="balance"></span><strong id="balance">…</strong></div>
  <label for="stake" data-t="stake"></label>
  <input id="stake" type="number" inputmode="decimal" min="1" step="1" value="100">
  <div class="picks">
    <button type="button" data-pick="heads" data-t="heads"></button>
    <button type="button" data-pick="tails" data-t="tails"></button>
  </div>
  <p class="result" id="result" role="status" aria-live="polite"></p>
  <a class="back" href="/" data-t="back"></a>
</main>
<script src="${apiPrefix}/sandbox/games/coin-flip.js"></script>
</body>
</html>
`;
}

export const COIN_FLIP_SCRIPT = `'use strict';
(function () {
  var root = document.querySelector('main');
  var api = root.getAttribute('data-api');
  var game = root.getAttribute('data-game');
  var params = new URLSearchParams(window.location.search);
  var session = params.get('session') || '';
  var lang = params.get('lang') === 'en' ? 'en' : 'th';
  var T = {
    th: { title: 'เกมทดลอง: โยนเหรียญ', subtitle: 'ผู้ให้บริการจำลอง (sandbox) ทายถูกได้ 2 เท่า',
      balance: 'ยอดเงินคงเหลือ', stake: 'จำนวนเงินเดิมพัน (บาท)', heads: 'หัว', tails: 'ก้อย',
      back: 'กลับสู่หน้าหลัก', won: 'ออก{side} คุณชนะ ได้รับ {payout} บาท', lost: 'ออก{side} คุณแพ้',
      error: 'ไม่สามารถเชื่อมต่อเกมได้' },
    en: { title: 'Sandbox game: coin flip', subtitle: 'A simulated provider: guess right, win 2x',
      balance: 'Balance', stake: 'Stake (baht)', heads: 'Heads', tails: 'Tails',
      back: 'Back to home', won: '{side}: you win, {payout} baht paid', lost: '{side}: you lose',
      error: 'Cannot connect to the game' }
  }[lang];
  document.documentElement.lang = lang;
  root.querySelectorAll('[data-t]').forEach(function (el) { el.textContent = T[el.getAttribute('data-t')]; });
  var balanceEl = document.getElementById('balance');
  var resultEl = document.getElementById('result');
  var buttons = root.querySelectorAll('button[data-pick]');
  var money = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  function call(path, body) {
    return fetch(api + '/sandbox/games/' + game + '/' + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': lang },
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

  call('state', { session: session }).then(function (state) {
    balanceEl.textContent = money.format(state.balance);
  }, function (err) { setBusy(true); showError(err); });

  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      var stake = Number(document.getElementById('stake').value);
      setBusy(true);
      resultEl.className = 'result';
      resultEl.textContent = '…';
      call('flip', { session: session, stake: stake, pick: button.getAttribute('data-pick') }).then(function (flip) {
        balanceEl.textContent = money.format(flip.balance);
        resultEl.className = 'result ' + (flip.won ? 'won' : 'lost');
        resultEl.textContent = T[flip.won ? 'won' : 'lost']
          .replace('{side}', T[flip.result]).replace('{payout}', money.format(flip.payout));
      }, showError).then(function () { setBusy(false); });
    });
  });
})();
`;
