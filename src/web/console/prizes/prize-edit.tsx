import { Edit, useForm } from '@refinedev/antd';
import { pickText } from '../components/pick-text.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { PrizeForm, prizeBody, type PrizeFormValues } from './prize-form.tsx';

export default function PrizeEdit() {
  const t = useConsoleT();
  const { formProps, saveButtonProps, query } = useForm<PrizeFormValues & { id: string }>({
    resource: 'prizes',
    redirect: 'list',
  });
  const name = pickText(query?.data?.data.name);
  return (
    <Edit
      goBack={false}
      title={t('prizes.edit', { name })}
      saveButtonProps={saveButtonProps}
      canDelete={false}
    >
      <PrizeForm
        formProps={{
          ...formProps,
          onFinish: (v) => formProps.onFinish?.(prizeBody(v as PrizeFormValues)),
        }}
      />
    </Edit>
  );
}
