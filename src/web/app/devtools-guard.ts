/**
 * Spec §2: F12, Ctrl+Shift+I, Shift+F10 and the context menu are suppressed. A deterrent against
 * casual copying, not security: anyone can open the tools from the browser's menu
 * (docs/decisions/071). Off while the debug console is on.
 */
export function isBlockedKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'shiftKey' | 'metaKey' | 'altKey'>) {
  const key = e.key.toLowerCase();
  if (key === 'f12') return true;
  if (e.ctrlKey && e.shiftKey && key === 'i') return true;
  return e.shiftKey && key === 'f10';
}

/** Installs the guard on `target`; returns its removal. */
export function installDevtoolsGuard(target: Pick<Window, 'addEventListener' | 'removeEventListener'>) {
  const onKey = (e: KeyboardEvent) => {
    if (!isBlockedKey(e)) return;
    e.preventDefault();
    e.stopPropagation();
  };
  const onMenu = (e: Event) => e.preventDefault();
  target.addEventListener('keydown', onKey, true);
  target.addEventListener('contextmenu', onMenu, true);
  return () => {
    target.removeEventListener('keydown', onKey, true);
    target.removeEventListener('contextmenu', onMenu, true);
  };
}
