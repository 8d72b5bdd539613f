import { Create, useForm } from '@refinedev/antd';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { ActivityForm } from './activity-form.tsx';
import { activityBody, type ActivityFormValues } from './activity-values.ts';

export default function ActivityCreate() {
  const t = useConsoleT();
  const { formProps, saveButtonProps } = useForm<ActivityFormValues>({
    resource: 'activities',
    redirect: 'show',
  });
  return (
    <Create goBack={false} title={t('activities.create')} saveButtonProps={saveButtonProps}>
      <ActivityForm
        published={false}
        formProps={{
          ...formProps,
          onFinish: (v) => formProps.onFinish?.(activityBody(v as ActivityFormValues) as never),
        }}
      />
    </Create>
  );
}
