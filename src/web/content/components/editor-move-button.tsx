import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';

/** Moves a block or picture one place earlier (-1) or later (1): the touch alternative to dragging. */
export function MoveButton(props: {
  step: -1 | 1;
  disabled: boolean;
  onMove: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className="vc-editor-block__btn"
      disabled={props.disabled}
      aria-label={t(props.step < 0 ? 'editor.moveUp' : 'editor.moveDown')}
      onClick={props.onMove}
    >
      {props.children}
    </button>
  );
}
