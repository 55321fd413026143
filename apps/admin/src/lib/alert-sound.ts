// The cashier alert's sound: two short rising tones made with Web Audio, so there is no
// audio file to ship or cache. A browser may keep the audio context suspended until the page was
// clicked; the staff member signed in by clicking, so in practice it plays. Failing to play is
// silent: the badge and the desktop notification still tell.
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

const TONES_HZ = [880, 1320];
const TONE_S = 0.15;
const GAP_S = 0.04;

export function playAlertSound(): void {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    TONES_HZ.forEach((hz, i) => {
      const start = ctx.currentTime + i * (TONE_S + GAP_S);
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = hz;
      // a quick fade in and out: a bare on/off square edge clicks
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + TONE_S);
      osc.connect(gain);
      gain.connect(ctx.destination);
      osc.start(start);
      osc.stop(start + TONE_S);
    });
  } catch {
    // no audio device, or the browser refused: nothing else to do
  }
}
