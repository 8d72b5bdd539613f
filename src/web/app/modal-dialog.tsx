import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

interface Props {
  open: boolean;
  title: string;
  /** Called however the dialog closes: Escape, a button, or `open` turning false. */
  onClose: () => void;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * A native modal `<dialog>`: `showModal()` makes the rest of the page inert, moves focus in
 * (to the first control, so put the safe choice first), closes on Escape and gives focus back to
 * the control that opened it. The title names the dialog.
 */
export function ModalDialog({ open, title, onClose, children, className, testId }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // After every render, not only when `open` changes: Escape closes the element itself, and a
  // reopen that lands before the parent has rendered the close would otherwise be lost.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  });

  // The page behind is inert, but Tab past the last control would leave for the browser's own UI.
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={`vc-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      data-testid={testId}
      // Escape: tell the parent at once (`close` only follows as a separate task), so a quick reopen
      // is not undone by a late `close`, which is ignored once the dialog is open again.
      onCancel={onClose}
      onClose={(e) => {
        if (!e.currentTarget.open) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} className="vc-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
