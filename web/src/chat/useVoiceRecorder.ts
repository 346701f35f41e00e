// 'Gravar áudio' in a conversation: the microphone through MediaRecorder (Opus in WebM where the
// browser has it), at a low bit rate and at most VOICE_MAX_SECONDS, so a recording stays well under
// the attachment limit. The duration is our own clock: recorded WebM files carry no duration.
import { useCallback, useEffect, useRef, useState } from 'react';

export const VOICE_MAX_SECONDS = 120;
const BITS_PER_SECOND = 24_000;

export const VOICE_TEXTS = {
  denied: 'Sem acesso ao microfone. Permita nas configurações do navegador para gravar áudios.',
  unavailable: 'Este navegador não grava áudio. Você pode anexar um arquivo de áudio.',
} as const;

export interface VoiceRecording {
  file: File;
  durationSeconds: number;
}

export function canRecordVoice(): boolean {
  return typeof window !== 'undefined' && typeof window.MediaRecorder === 'function' && !!navigator.mediaDevices?.getUserMedia;
}

export function useVoiceRecorder(onDone: (recording: VoiceRecording) => void, onError: (message: string) => void) {
  const [seconds, setSeconds] = useState<number | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    if (!canRecordVoice()) return onError(VOICE_TEXTS.unavailable);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return onError(VOICE_TEXTS.denied);
    }
    const mimeType = MediaRecorder.isTypeSupported('audio/webm;codecs=opus') ? 'audio/webm;codecs=opus' : '';
    const media = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), audioBitsPerSecond: BITS_PER_SECOND });
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    media.ondataavailable = (event) => event.data.size && chunks.push(event.data);
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      if (timer.current) clearInterval(timer.current);
      setSeconds(null);
      recorder.current = null;
      const type = (media.mimeType || 'audio/webm').split(';')[0]!;
      const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
      done.current({ file: new File(chunks, `audio-${stamp}.${type === 'audio/ogg' ? 'ogg' : type === 'audio/mp4' ? 'm4a' : 'webm'}`, { type }), durationSeconds: Math.max(1, Math.round((Date.now() - startedAt) / 1000)) });
    };
    recorder.current = media;
    media.start();
    setSeconds(0);
    timer.current = setInterval(() => {
      const elapsed = Math.round((Date.now() - startedAt) / 1000);
      setSeconds(elapsed);
      if (elapsed >= VOICE_MAX_SECONDS) media.stop();
    }, 250);
  }, [onError]);

  // Leaving the screen while recording drops the recording and frees the microphone.
  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
      const media = recorder.current;
      if (media && media.state === 'recording') {
        media.onstop = () => media.stream.getTracks().forEach((track) => track.stop());
        media.stop();
      }
    },
    [],
  );

  return { recording: seconds !== null, seconds: seconds ?? 0, start, stop };
}
