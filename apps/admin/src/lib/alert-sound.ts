// The console's alert sounds, short tones made with Web Audio, so there is no audio file to ship or
// cache: the cashier's (two rising tones: a slip or a withdrawal came) and the referral desk's (three
// quick high ones: a big bet waits, and the desk has little time). A browser may keep the audio context
// suspended until the page was clicked; the staff member signed in by clicking, so in practice it
// plays. Failing to play is silent: the badges, the highlight and the notifications still tell.
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  const Ctor: AudioContextClass | undefined =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Ctor) return null;
  context ??= new Ctor();
  return context;
}

type Tones = { hz: readonly number[]; toneS: number };
const CASHIER: Tones = { hz: [880, 1320], toneS: 0.15 };
const REFERRAL: Tones = { hz: [1320, 1320, 1760], toneS: 0.1 };
const GAP_S = 0.04;

export function playAlertSound(): void {
  playTones(CASHIER);
}

export function playReferralSound(): void {
  playTones(REFERRAL);
}

function playTones({ hz: tonesHz, toneS }: Tones): void {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    tonesHz.forEach((hz, i) => {
      const start = ctx.currentTime + i * (toneS + GAP_S);
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = hz;
      // a quick fade in and out: a bare on/off square edge clicks
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + toneS);
      osc.connect(gain);
      gain.connect(ctx.destination);
      osc.start(start);
      osc.stop(start + toneS);
    });
  } catch {
    // no audio device, or the browser refused: nothing else to do
  }
}
