import { useEffect, useRef, useState } from 'react';

/** One `<audio>` for the whole list: starting a track stops the one before. */
export function useTrackPlayer() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);

  useEffect(
    () => () => {
      audio.current?.pause();
      audio.current = null;
    },
    [],
  );

  function toggle(id: string, url: string) {
    if (!audio.current) {
      const a = new Audio();
      a.onended = () => setPlaying(null);
      // Switching tracks pauses too, but by then `play()` has already cleared `paused`.
      a.onpause = () => a.paused && setPlaying(null);
      audio.current = a;
    }
    const a = audio.current;
    if (playing === id) {
      a.pause();
      return;
    }
    a.pause();
    a.src = url;
    a.currentTime = 0;
    // A refused play (autoplay rules, a broken file) leaves the row paused.
    a.play().catch(() => setPlaying(null));
    setPlaying(id);
  }

  const stop = () => audio.current?.pause();
  return { playing, toggle, stop };
}
