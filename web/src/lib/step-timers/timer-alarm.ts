// What a finished timer does besides the tray: a short beep (the Web Audio
// API's oscillator, no sound file to download), a vibration where the device
// has one, and a notification when the cook allowed them. Browsers let a page
// make sound, and ask for notifications, only after a tap: so the first tap
// on a timer (`prepareAlarm`) wakes the sound and asks once per device.
import type { StepTimer } from './step-timers';

const ASKED_KEY = 'recipe-book:timer-notifications-asked';

let audio: AudioContext | undefined;

function wakeSound() {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
}

/** Asks to show notifications the first time a timer starts on this device, never again (whatever the answer). */
function askForNotificationsOnce() {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  try {
    if (localStorage.getItem(ASKED_KEY)) return;
    localStorage.setItem(ASKED_KEY, 'yes');
  } catch {
    // Storage blocked: ask anyway, the browser remembers a refusal itself.
  }
  void Notification.requestPermission().catch(() => undefined);
}

/** Called from a tap (starting, pausing, adding a minute). */
export function prepareAlarm({ askToNotify = false } = {}) {
  wakeSound();
  if (askToNotify) askForNotificationsOnce();
}

/** Three short beeps at 880 Hz. */
function beep() {
  wakeSound();
  if (!audio || audio.state !== 'running') return;
  const start = audio.currentTime + 0.05;
  for (let index = 0; index < 3; index += 1) {
    const at = start + index * 0.35;
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = 880;
    volume.gain.setValueAtTime(0.0001, at);
    volume.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    tone.connect(volume).connect(audio.destination);
    tone.start(at);
    tone.stop(at + 0.3);
  }
}

/** A notification through the service worker where there is one (Android's Chrome allows no other kind). */
async function notify(timer: StepTimer, text: string) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const options: NotificationOptions = {
    body: timer.recipeTitle,
    tag: `step-timer-${timer.id}`,
    // Where a tap leads when the app is not open (sw.ts).
    data: { url: `/recipes/${encodeURIComponent(timer.recipeId)}` },
  };
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (registration?.active) await registration.showNotification(text, options);
  else new Notification(text, options);
}

export function ringAlarm(timer: StepTimer, text: string) {
  beep();
  if ('vibrate' in navigator) navigator.vibrate([200, 100, 200, 100, 200]);
  notify(timer, text).catch(() => undefined);
}
