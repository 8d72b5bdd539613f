import 'antd-mobile/es/global';
import './styles/global.css';

// The chunk-error reload (vite:preloadError) is set up by start-app.tsx: index.html is never cached,
// so only the app's later chunks can be gone.
window.addEventListener('error', (e) => console.error('Global error', e.error));
window.addEventListener('unhandledrejection', (e) => console.error('Global error', e.reason));

/** The compliance store's record (compliance/compliance-store.ts), read without loading the store. */
function passedAgeGate(): boolean {
  try {
    const raw = localStorage.getItem('compliance');
    return Boolean(
      (JSON.parse(raw ?? '{}') as { state?: { ageVerifiedAt?: number | null } }).state?.ageVerifiedAt,
    );
  } catch {
    return false;
  }
}

// A first visit sees the age gate and nothing else: it loads without the router, the data layer and
// the pages, which come once the gate is passed (issue 37: a first load within 120 KB of scripts).
// This file imports nothing of React's chunk, so the browser paints index.html's static gate before
// any of it runs (docs/decisions/096).
if (passedAgeGate()) {
  void import('./app/start-app.tsx').then((m) => m.startApp());
} else {
  // The gate's chunk is asked for once the static gate has painted (the task after the first frame):
  // fetched and run before that paint, React's chunk would delay it on a slow phone (docs/decisions/120).
  // A tab opened in the background, which draws no frame, starts it by its timer.
  let started = false;
  const startGate = () => {
    if (started) return;
    started = true;
    void import('./compliance/gate-app.tsx').then((m) => m.startGate());
  };
  requestAnimationFrame(() => setTimeout(startGate, 0));
  setTimeout(startGate, 500);
}
