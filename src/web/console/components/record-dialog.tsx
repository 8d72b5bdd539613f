import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { FormDialog } from './form-dialog.tsx';
import { useFormSave } from './use-form-save.ts';
import { validFields } from './valid-fields.ts';

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
  const [form] = Form.useForm<V>();
  const { busy, save } = useFormSave(form);
  const submit = async () => {
    if (!(await validFields(form))) return;
    await save(
      () => props.onSave(form.getFieldsValue(true) as V),
      () => props.onClose(true),
    );
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
