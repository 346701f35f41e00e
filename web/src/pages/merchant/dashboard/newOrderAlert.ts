// The new-order alert of the vendor dashboard: a short two-tone chime made with Web Audio (no sound
// file to fetch), which the owner can mute; the choice is kept in this browser.
const MUTE_KEY = 'clube:vendor-sound-muted';

export function isSoundMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSoundMuted(muted: boolean): void {
  try {
    if (muted) localStorage.setItem(MUTE_KEY, '1');
    else localStorage.removeItem(MUTE_KEY);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export function playChime(): void {
  const AudioContextClass = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return;
  try {
    const audio = new AudioContextClass();
    [880, 1320].forEach((frequency, i) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, audio.currentTime + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + i * 0.18 + 0.16);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(audio.currentTime + i * 0.18);
      oscillator.stop(audio.currentTime + i * 0.18 + 0.17);
    });
    setTimeout(() => void audio.close().catch(() => undefined), 800);
  } catch {
    // A browser that blocks audio before a click: the toast still shows.
  }
}
