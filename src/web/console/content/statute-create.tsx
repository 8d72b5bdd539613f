import { Create, useForm } from '@refinedev/antd';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { StatuteForm, statuteBody, type StatuteValues } from './statute-form.tsx';

export default function StatuteCreate() {
  const t = useConsoleT();
  const { formProps, saveButtonProps } = useForm<StatuteValues>({ resource: 'statutes', redirect: 'list' });
  return (
    <Create goBack={false} title={t('statutes.create')} saveButtonProps={saveButtonProps}>
      <StatuteForm
        formProps={{
          ...formProps,
          onFinish: (v) => formProps.onFinish?.(statuteBody(v as StatuteValues)),
        }}
      />
    </Create>
  );
}
