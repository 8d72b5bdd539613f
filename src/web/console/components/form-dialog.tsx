import { App, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';

/** Sends one console write: busy while it runs, its success said, its error shown in the admin's language. */
export function useSending() {
  const t = useConsoleT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const send = async (run: () => Promise<string>, done: () => void) => {
    setBusy(true);
    try {
      void message.success(await run());
      done();
    } catch (err) {
      void message.error(errorMessage(err, t('console.loadFailed')));
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}

/** A console form in a dialog: its action's button (red when it takes something away) and Cancel. */
export function FormDialog(props: {
  title: string;
  okText: string;
  danger?: boolean;
  busy: boolean;
  width?: number;
  onOk: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const t = useConsoleT();
  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      okButtonProps={{ danger: props.danger ?? false }}
      cancelText={t('buttons.cancel')}
      confirmLoading={props.busy}
      width={props.width}
      onOk={props.onOk}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      {props.children}
    </Modal>
  );
}
