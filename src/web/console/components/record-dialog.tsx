import { App, Form } from 'antd';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { FormDialog } from './form-dialog.tsx';
import { showApiFieldErrors, validFields } from './valid-fields.ts';

/**
 * A record's form in a dialog (new or edit): checked field by field, then saved by `onSave` (which
 * answers the success text). An error the API names a field for is shown on that field; the dialog
 * stays open with what was typed.
 */
export function RecordDialog<V extends object>(props: {
  title: string;
  okText?: string;
  initialValues?: Partial<V>;
  width?: number;
  onSave: (values: V) => Promise<string>;
  onClose: (saved: boolean) => void;
  children: ReactNode;
}) {
  const t = useConsoleT();
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!(await validFields(form))) return;
    setBusy(true);
    try {
      void message.success(await props.onSave(form.getFieldsValue(true) as V));
      props.onClose(true);
    } catch (err) {
      showApiFieldErrors(form, err);
      void message.error(errorMessage(err, t('console.loadFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={props.title}
      okText={props.okText ?? t('buttons.save')}
      busy={busy}
      width={props.width}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => props.onClose(false)}
    >
      <Form form={form} layout="vertical" initialValues={props.initialValues}>
        {props.children}
      </Form>
    </FormDialog>
  );
}
