import { App } from 'antd';
import { request } from '../../api/client.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { useSending } from './form-dialog.tsx';

/**
 * A destructive step behind a confirmation that names what it affects: `confirm({title, content,
 * okText, run})` asks, then runs the write (busy meanwhile, its success or error said).
 */
export function useConfirmAction() {
  const t = useConsoleT();
  const { modal } = App.useApp();
  const { busy, send } = useSending();
  const confirm = async (o: {
    title: string;
    content: string;
    okText: string;
    danger?: boolean;
    run: () => Promise<string>;
    done: () => void;
  }) => {
    const ok = await modal.confirm({
      title: o.title,
      content: o.content,
      okText: o.okText,
      okButtonProps: { danger: o.danger ?? true },
      cancelText: t('buttons.cancel'),
    });
    if (ok) await send(o.run, o.done);
  };
  /** Removes one record (`DELETE /api/console/<path>`) after a confirmation naming it. */
  const remove = (path: string, name: string, done: () => void) =>
    confirm({
      title: t('console.removeTitle', { name }),
      content: t('console.removeConfirm', { name }),
      okText: t('buttons.delete'),
      run: async () => {
        await request('DELETE', `/console/${path}`);
        return t('console.removed', { name });
      },
      done,
    });
  return { busy, confirm, remove };
}
