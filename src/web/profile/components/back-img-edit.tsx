import { useQuery, useQueryClient } from '@tanstack/react-query';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { PEOPLE_KEY } from '../../people/api/people-key.ts';
import { removeBackImg, uploadBackImg, USER_SETTING_KEY, userSettingQuery } from '../api/profile-api.ts';
import '../back-img.css';
import { PicturePicker } from './picture-picker.tsx';

/** The profile background on the edit page: a preview band, choose a picture, remove it. */
export function BackImgEdit() {
  const t = useT();
  const queryClient = useQueryClient();
  const setting = useQuery(userSettingQuery(useUserStore((s) => s.token)));
  const [busy, setBusy] = useState(false);
  const backImg = setting.data?.backImg ?? null;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      // The settings and every profile header showing it.
      await Promise.all(
        [USER_SETTING_KEY, PEOPLE_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      Toast.show({ icon: 'success', content: done });
    } catch (err) {
      Toast.show({ content: errorMessage(err, t('error.request')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="vc-card vc-back-edit" aria-labelledby="back-img-title">
      <div
        className={backImg ? 'vc-back-edit__band' : 'vc-back-edit__band vc-back-edit__band--empty'}
        style={backImg ? { backgroundImage: `url("${backImg}")` } : undefined}
        data-testid="back-img-preview"
        data-src={backImg ?? ''}
      />
      <strong id="back-img-title">{t('editInfo.backImg')}</strong>
      <p className="vc-field__hint">{t('editInfo.backImgHint')}</p>
      <div className="vc-back-edit__actions">
        <PicturePicker
          label={t('editInfo.changeBackImg')}
          busy={busy}
          testId="back-img-file"
          onPick={(file) => run(() => uploadBackImg(file), t('editInfo.backImgSaved'))}
        />
        {backImg ? (
          <button
            type="button"
            className="vc-button vc-button--ghost"
            disabled={busy}
            data-testid="back-img-remove"
            onClick={() => void run(removeBackImg, t('editInfo.backImgRemoved'))}
          >
            {t('editInfo.removeBackImg')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
