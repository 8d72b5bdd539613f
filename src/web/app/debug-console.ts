import type VConsoleType from 'vconsole';
// vConsole ships as one UMD file: served as an asset and run as a classic script, it brings no
// CommonJS glue into our chunks.
import vconsoleUrl from 'vconsole/dist/vconsole.min.js?url';

/**
 * The debug console (vConsole), loaded only when the debug switch is on. Caps of spec §9: 1,000 log
 * entries, 1,000 network records (vConsole trims them ten at a time), storage values shown cut at
 * 1,024 characters (vConsole's own storage panel does this).
 */
export const DEBUG_LOG_MAX = 1000;
export const DEBUG_NETWORK_MAX = 1000;

declare global {
  interface Window {
    VConsole?: typeof VConsoleType;
  }
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

export async function openDebugConsole(dark: boolean): Promise<VConsoleType> {
  if (!window.VConsole) await loadScript(vconsoleUrl);
  const VConsole = window.VConsole;
  if (!VConsole) throw new Error('vConsole did not start');
  return new VConsole({
    theme: dark ? 'dark' : 'light',
    log: { maxLogNumber: DEBUG_LOG_MAX },
    network: { maxNetworkNumber: DEBUG_NETWORK_MAX },
    storage: { defaultStorages: ['cookies', 'localStorage', 'sessionStorage'] },
  });
}
