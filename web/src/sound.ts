/**
 * The board's sounds — a move, a capture, a check, a low clock, the end — made by the browser's
 * Web Audio API from a few oscillator notes: no sound files, so the bundle stays small. Off by a
 * switch the page remembers; the last sound made is written on `body[data-sound]` for the tests,
 * which have no loudspeaker.
 */

/** The sounds the page makes. */
export type Sound = 'move' | 'capture' | 'check' | 'low' | 'end';

/** Each sound's notes: frequency (Hz), start and length (s), and the wave. */
const NOTES: Record<Sound, [number, number, number, OscillatorType][]> = {
  move: [[520, 0, 0.05, 'triangle']],
  capture: [[300, 0, 0.07, 'square'], [180, 0.03, 0.08, 'triangle']],
  check: [[880, 0, 0.08, 'sine'], [1175, 0.09, 0.1, 'sine']],
  low: [[1320, 0, 0.06, 'sine'], [1320, 0.12, 0.06, 'sine']],
  end: [[523, 0, 0.12, 'sine'], [659, 0.12, 0.12, 'sine'], [784, 0.24, 0.25, 'sine']],
};

let context: AudioContext | null = null;

/** Plays `sound` if `on`. */
export function play(sound: Sound, on: boolean): void {
  if (!on) return;
  document.body.dataset.sound = sound;
  try {
    context ??= new AudioContext();
    const now = context.currentTime;
    for (const [freq, start, length, wave] of NOTES[sound]) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = wave;
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.15, now + start);
      gain.gain.exponentialRampToValueAtTime(0.001, now + start + length);
      osc.connect(gain).connect(context.destination);
      osc.start(now + start);
      osc.stop(now + start + length + 0.02);
    }
  } catch {
    // No audio here (a browser without Web Audio, or one that refuses it): the page stays quiet.
  }
}

/** The sound of a move from its English SAN: a check or a mate sounds as a check, a capture as a
 * capture. */
export const soundOf = (san: string): Sound => (/[+#]/.test(san) ? 'check' : san.includes('x') ? 'capture' : 'move');
