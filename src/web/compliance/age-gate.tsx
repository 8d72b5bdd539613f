import { useState, type FormEvent } from 'react';
import { isOldEnough, isoDay, parseIsoDate } from '../../shared/age.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../shared/i18n.ts';
import { Wordmark } from '../app/wordmark.tsx';
import { useMsg, useT } from '../i18n/i18n.ts';
import { useLanguage } from '../i18n/language-store.ts';
import { useAgeDenied, useCompliance, useGateBirthday } from './compliance-store.ts';

/** First-visit age gate by date of birth (21+). Nothing else renders until it is passed. */
export function AgeGate() {
  const t = useT();
  const msg = useMsg();
  const denied = useAgeDenied((s) => s.denied);
  const deny = useAgeDenied((s) => s.deny);
  const verify = useCompliance((s) => s.verifyAge);
  const keepBirthday = useGateBirthday((s) => s.keep);
  const language = useLanguage((s) => s.language);
  const setLanguage = useLanguage((s) => s.setLanguage);
  const [birthday, setBirthday] = useState('');
  const [error, setError] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!parseIsoDate(birthday) || birthday > isoDay()) {
      setError(msg('validation.date'));
      return;
    }
    if (isOldEnough(birthday)) {
      keepBirthday(birthday);
      verify();
    } else deny();
  };

  return (
    <main className="vc-gate">
      <div className="vc-gate__card">
        <Wordmark size="l" />
        {denied ? (
          <div className="vc-gate__denied" role="alert" data-testid="age-denied">
            <h1>{t('age.deniedTitle')}</h1>
            <p className="vc-gate__denied-msg">{msg('auth.notOldEnough')}</p>
            <p className="vc-muted">{t('age.deniedHint')}</p>
          </div>
        ) : (
          <form onSubmit={submit} noValidate>
            <h1>{t('age.title')}</h1>
            <p className="vc-muted">{t('age.intro')}</p>
            <label className="vc-field">
              <span className="vc-field__label">{t('age.birthday')}</span>
              <input
                className="vc-input"
                type="date"
                name="birthday"
                required
                min="1900-01-01"
                max={isoDay()}
                value={birthday}
                onChange={(e) => {
                  setBirthday(e.target.value);
                  setError('');
                }}
                aria-invalid={error ? true : undefined}
              />
              {error ? <span className="vc-field__error">{error}</span> : null}
            </label>
            <button className="vc-button vc-button--primary vc-button--block" type="submit">
              {t('age.enter')}
            </button>
            <p className="vc-gate__fine">{t('age.privacy')}</p>
          </form>
        )}
        <div className="vc-gate__langs">
          {LANGUAGES.map((l: Lang) => (
            <button
              key={l}
              type="button"
              className={l === language ? 'is-active' : ''}
              onClick={() => setLanguage(l)}
              lang={l.slice(0, 2)}
            >
              {LANGUAGE_NAMES[l]}
            </button>
          ))}
        </div>
      </div>
    </main>
  );
}
