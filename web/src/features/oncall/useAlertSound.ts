import { useCallback } from 'react';

/** The two tones of the urgent alert (Hz), each this long (s), the second after the first. */
const TONES = [880, 660] as const;
const TONE_SECONDS = 0.18;
const GAP_SECONDS = 0.06;
const VOLUME = 0.25;

let context: AudioContext | null = null;

/**
 * Two short beeps made in the browser (Web Audio: an oscillator per tone, nothing loaded). Before
 * the person has clicked or typed on the page the browser refuses to start audio and says so in
 * its console, so nothing is tried then; any other refusal is ignored too: the banner still shows.
 */
export function playUrgentTone(): void {
  if (typeof window.AudioContext !== 'function') return;
  if ('userActivation' in navigator && !navigator.userActivation.hasBeenActive) return;
  try {
    context ??= new window.AudioContext();
    const audio = context;
    // A context the browser suspended (a tab in the background) resumes; if it will not, the beep is silent.
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    let at = audio.currentTime + 0.02;
    for (const frequency of TONES) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, at);
      // A short rise and fall: a tone switched on and off at full volume clicks.
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(VOLUME, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + TONE_SECONDS);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + TONE_SECONDS);
      at += TONE_SECONDS + GAP_SECONDS;
    }
  } catch {
    // No sound (audio refused or unavailable): the alert is on screen all the same.
  }
}

/** What plays the urgent alert's sound: the tone when `enabled` (the person's choice), else nothing. */
export function useAlertSound(enabled: boolean): () => void {
  return useCallback(() => {
    if (enabled) playUrgentTone();
  }, [enabled]);
}
