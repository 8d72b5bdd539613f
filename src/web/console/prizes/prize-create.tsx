import { Create, useForm } from '@refinedev/antd';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { PrizeForm, prizeBody, type PrizeFormValues } from './prize-form.tsx';

export default function PrizeCreate() {
  const t = useConsoleT();
  const { formProps, saveButtonProps } = useForm<PrizeFormValues>({ resource: 'prizes', redirect: 'list' });
  return (
    <Create goBack={false} title={t('prizes.create')} saveButtonProps={saveButtonProps}>
      <PrizeForm
        formProps={{
          ...formProps,
          onFinish: (v) => formProps.onFinish?.(prizeBody(v as PrizeFormValues)),
        }}
      />
    </Create>
  );
}
