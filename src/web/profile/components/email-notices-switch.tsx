import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Toast from 'antd-mobile/es/components/toast';
import { errorMessage } from '../../api/api-error.ts';
import { useT } from '../../i18n/i18n.ts';
import { saveUserSetting, USER_SETTING_KEY, userSettingQuery } from '../api/profile-api.ts';

/** The email-notices switch of `/setting`: saved on the server at once, undone on failure. */
export function EmailNoticesSwitch({ token }: { token: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const setting = useQuery(userSettingQuery(token));
  const save = useMutation({
    mutationFn: (emailNotices: boolean) => saveUserSetting({ emailNotices }),
    onSuccess: (data) => queryClient.setQueryData(userSettingQuery(token).queryKey, data),
    onError: (err) => {
      Toast.show({ content: errorMessage(err, t('error.request')) });
      void queryClient.invalidateQueries({ queryKey: USER_SETTING_KEY });
    },
  });
  const on = save.isPending ? save.variables : (setting.data?.emailNotices ?? true);

  return (
    <li className="vc-menu__row vc-menu__row--static">
      <div className="vc-setting-switch">
        <span className="vc-setting-switch__text">
          <span id="email-notices-label">{t('setting.emailNotices')}</span>
          <span className="vc-field__hint">{t('setting.emailNoticesHint')}</span>
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="email-notices-label"
          className="vc-notice-switch"
          data-testid="email-notices"
          disabled={!setting.data || save.isPending}
          onClick={() => save.mutate(!on)}
        >
          <span className="vc-notice-switch__knob" aria-hidden />
        </button>
      </div>
    </li>
  );
}
