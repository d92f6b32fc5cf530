/**
 * Moves spoken aloud for blind and visually impaired players (Annex D.2.1), with the browser's
 * Web Speech API. The words come from the server (`spoken`, written by the notation crate's
 * `announce`): the Annex's own (Anna … Hector, eins … acht, Kurze/Lange Rochade) or French or
 * English ones.
 */

const LOCALES: Record<string, string> = { de: 'de-DE', fr: 'fr-FR', en: 'en-GB' };

/** Whether this browser can speak. */
const canSpeak = (): boolean => typeof speechSynthesis !== 'undefined';

/** The last words spoken (read by the tests, which have no loudspeaker). */
export let lastSpoken = '';

/** Says `words` in the voice's language. */
export function speak(words: string, voice: string): void {
  lastSpoken = words;
  document.body.dataset.spoken = words;
  if (!canSpeak()) return;
  const utterance = new SpeechSynthesisUtterance(words);
  utterance.lang = LOCALES[voice] ?? 'de-DE';
  speechSynthesis.speak(utterance);
}
